import { FRAME_MS } from '../../../protocol/parameters';

import type { Gm116Params } from '../parameters';

export const JUDGING = {
  /** How long after a pass the server judges it: landing plus the event's trip from the phone. */
  judgeDelayMs: 600,
  /** A flight this far from a pass may still be the jump over it (late or early phones). */
  matchWindowMs: 700,
};

/**
 * The frames of every pass of a turn: by default one pass a second at first, 12 % faster every
 * 10 jumps, never faster than one every 33 frames (0.55 s, about as fast as a group can hop
 * together), at most 40 passes (about 30 s) so a team that never misses still hands over.
 */
export function ropePasses(rope: Gm116Params['rope']): number[] {
  const passes: number[] = [];
  let frame = rope.leadInFrames;
  let period = rope.firstPeriodFrames;
  for (let k = 0; k < rope.maxPasses; k++) {
    passes.push(Math.round(frame));
    if ((k + 1) % rope.speedUpEvery === 0) period = Math.max(rope.minPeriodFrames, period * rope.speedUp);
    frame += period;
  }
  return passes;
}

export function passTime(frameBase: number, frame: number): number {
  return frameBase + frame * FRAME_MS;
}
