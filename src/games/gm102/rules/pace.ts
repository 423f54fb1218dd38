import { FRAME_MS } from '../../../protocol/parameters';
import type { Gm102Params } from '../parameters';

type Pace = Pick<Gm102Params, 'baseStepSpeedPerSecond' | 'constantSpeedFrame' | 'stepDeceleration'>;

/**
 * How far one running step carries a runner, `frames` frames (1/60 s) after it, in course steps
 * (SPEC.md §9 read as speeds): the runner moves at `baseStepSpeedPerSecond` for
 * `constantSpeedFrame` frames, then slows by `stepDeceleration` every frame until it stands. The
 * next step sets the speed up again. With the defaults a step carries the runner 2.57 course steps
 * (14 × 8 / 60 + (12 + 10 + … + 2) / 60); at a running cadence of 3 steps a second that is
 * 7.7 course steps a second, so the 150-step course takes about 20 s of running.
 */
export function stepCarry(frames: number, p: Pace): number {
  let d = 0;
  let speed = p.baseStepSpeedPerSecond;
  // Whole frames; a hair under one (times in ms / (1000 / 60)) is that frame.
  const n = Math.max(0, Math.floor(frames + 1e-6));
  for (let f = 0; f < n && speed > 0; f++) {
    d += speed / 60;
    if (f + 1 >= p.constantSpeedFrame) speed = Math.max(0, speed - p.stepDeceleration);
  }
  return d;
}

/** The most one step can carry a runner (the next step comes late, or never). */
export function fullCarry(p: Pace): number {
  return stepCarry(p.constantSpeedFrame + Math.ceil(p.baseStepSpeedPerSecond / Math.max(1e-6, p.stepDeceleration)) + 1, p);
}

/**
 * A run's distance from its steps' times (ms, any one clock), counted until `until`: each step
 * carries the runner until the next one takes over. Steps before `from` (the run's start) or
 * after `until` do not count.
 */
export class Stride {
  /** Distance of the steps already followed by another. */
  private closed = 0;
  private last: number | null = null;
  constructor(
    private readonly p: Pace,
    readonly from: number,
  ) {}

  step(t: number): void {
    if (t < this.from || (this.last !== null && t <= this.last)) return;
    if (this.last !== null) this.closed += stepCarry((t - this.last) / FRAME_MS, this.p);
    this.last = t;
  }

  distance(until: number): number {
    if (this.last === null || until <= this.last) return this.closed;
    return this.closed + stepCarry((until - this.last) / FRAME_MS, this.p);
  }
}
