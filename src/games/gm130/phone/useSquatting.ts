import { useDetector } from '../../common/phone/useDetector';
import { bothDown, thumbs } from './HoldPads';
import { gm130Slice, localSquat } from './slice';

/**
 * While this phone plays (practice and both halves, breaks included, so the detector never restarts
 * mid-game and keeps its sense of the sensor's rest), the shared `squat` detector runs with the
 * game's parameters. Its events go from the motion worker straight to the server, which counts them;
 * the page hears each one for the "+1" at once.
 */
export function useSquatting(active: boolean, params: unknown): void {
  useDetector('squat', params, active, (e) => localSquat(gm130Slice, e.t, bothDown(thumbs)));
}
