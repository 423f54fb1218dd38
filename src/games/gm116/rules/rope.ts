import { FRAME_MS } from '../../../protocol/parameters';

/**
 * The rope's rhythm: one pass a second at first, 12 % faster every 10 jumps, never faster than
 * one pass every 33 frames (0.55 s, about as fast as a group can hop together).
 */
export const ROPE = {
  firstPeriodFrames: 60,
  speedUpEvery: 10,
  speedUp: 0.88,
  minPeriodFrames: 33,
  /** Frames from the turn's frame 0 to the first pass: the rope swings in once. */
  leadInFrames: 90,
  /** A turn's passes at most (about 30 s): a team that never misses still hands over. */
  maxPasses: 40,
  /** How long after a pass the server judges it: landing plus the event's trip from the phone. */
  judgeDelayMs: 600,
  /** A flight this far from a pass may still be the jump over it (late or early phones). */
  matchWindowMs: 700,
};

/** The frames of every pass of a turn. */
export function ropePasses(count = ROPE.maxPasses): number[] {
  const passes: number[] = [];
  let frame = ROPE.leadInFrames;
  let period = ROPE.firstPeriodFrames;
  for (let k = 0; k < count; k++) {
    passes.push(Math.round(frame));
    if ((k + 1) % ROPE.speedUpEvery === 0) period = Math.max(ROPE.minPeriodFrames, period * ROPE.speedUp);
    frame += period;
  }
  return passes;
}

export function passTime(frameBase: number, frame: number): number {
  return frameBase + frame * FRAME_MS;
}
