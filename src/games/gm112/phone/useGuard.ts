import { useEffect } from 'react';
import { proxy } from 'valtio';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { useDetector } from '../../common/phone/useDetector';
import { cutSide } from '../rules/judge';
import type { HandSide } from '../rules/types';

/** What the swordsman's phone shows of its own cuts, before the server judges them. */
export const guard = proxy({
  /** Counts the cuts this phone felt; `side` is the last one's (null: a chop). */
  seq: 0,
  side: null as HandSide | null,
  /** The phone is held upright (the detector's posture), as a sword's hilt. */
  upright: true,
});

/**
 * While this phone holds the sword (from the turn's call to its last star), the shared `swing`
 * detector runs with gm112's own thresholds (`params.swing`); its events go from the motion worker
 * straight to the server, which judges them. The page hears each cut to sweep the sword on screen
 * and buzz, and the posture to remind the swordsman to hold the phone upright.
 */
export function useGuard(active: boolean, params: unknown): void {
  useEffect(() => {
    // A new turn's sword starts in guard.
    if (!active) return;
    guard.seq = 0;
    guard.side = null;
    guard.upright = true;
  }, [active]);
  useDetector('swing', params, active, (e) => {
    if (e.type === 'swing') {
      const f = e as { axis?: unknown; sign?: unknown };
      guard.side = cutSide(f.axis, f.sign);
      guard.seq++;
      vibrate(buzz.hop);
    } else if (e.type === 'posture') {
      guard.upright = (e as { upright?: unknown }).upright !== false;
    }
  });
}
