import { serverToLocalTime } from '../../../engine/clock';
import { useDetector } from '../../common/phone/useDetector';
import { gripEnough } from '../rules/judge';
import { grip, holdingOf } from './GripPads';
import { gm113Slice, localPosture, localSwing } from './slice';

/**
 * While this phone plays (practice and every call, the moments between included, so the detector
 * never restarts mid-game and keeps its sense of posture), the shared `swing` detector runs with
 * the game's parameters. Its events go from the motion worker straight to the server, which judges
 * them; the page hears each one for the feedback at once.
 */
export function useSwinging(active: boolean, params: unknown): void {
  useDetector('swing', params, active, (e) => {
    if (e.type === 'posture' && 'upright' in e) localPosture(gm113Slice, e.upright === true);
    if (e.type === 'swing') localSwing(gm113Slice, e.t, gripEnough(holdingOf(grip), gm113Slice.need), serverToLocalTime);
  });
}
