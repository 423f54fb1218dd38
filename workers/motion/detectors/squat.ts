import { GameParameters, type GameParameterSet } from '../../../src/protocol/parameters';
import { mergeParams } from './params';
import { isBlank } from './signal/blank';
import { GravityTracker } from './signal/gravity';
import type { DeepPartial, Detector, DetectorEvent, MotionSample } from './types';

export type SquatParams = GameParameterSet['gm130'];

/** Tuning SPEC.md §9 does not name: what makes a down-and-up a squat rather than a bob or a step. */
export const SQUAT_TUNING = {
  /** Downward speed (m/s) that starts a descent, and upward speed that confirms the rise. */
  minSpeed: 0.2,
  /** Depth (m) of the chest's descent; the rise must recover at least `minRiseShare` of it. */
  minDepth: 0.15,
  minRiseShare: 0.5,
  /** Plausible length of one squat (descent start to top). */
  minCycleMs: 800,
  maxCycleMs: 5000,
  /** Speed leaks away with this time constant (s) so that sensor bias cannot build up a fake descent. */
  leakSec: 2,
  /** The acceleration staying inside the dead band this long means standing still: speed is zero. */
  stillMs: 250,
};
export type SquatTuning = typeof SQUAT_TUNING;

export type SquatEvent = DetectorEvent & {
  type: 'squat';
  /** `t` is the bottom; the descent began at `downT` and the rise ended at `upT`. */
  downT: number;
  upT: number;
  depthM: number;
};

/**
 * gm130 squat, with the phone held at the chest. SPEC.md §9 read as:
 * - `accExceptThreshold` 0.6 in m/s² of vertical linear acceleration (gravity removed along the
 *   tracked "up"): a dead band — hand sway and breathing stay inside it and add nothing;
 * - `accSumTimingThreshold` 0: the running sum of that acceleration is the vertical speed, and the
 *   squat's moment is where the speed climbs back through 0 after a descent: the bottom.
 * A squat counts once the rise completes (GAMES.md: only full down-and-up cycles of plausible
 * length), so the event is returned at the top, stamped with the bottom's time.
 */
export class SquatDetector implements Detector<SquatEvent> {
  readonly params: SquatParams;
  private readonly o: SquatTuning;
  private readonly gravity = new GravityTracker();
  private lastT = NaN;
  private v = 0;
  private d = 0;
  private stillSince = NaN;
  private state: 'idle' | 'down' | 'up' = 'idle';
  private downT = 0;
  private bottomT = 0;
  private bottomD = 0;
  private rose = false;

  constructor(params?: DeepPartial<SquatParams> | null, tuning: Partial<SquatTuning> = {}) {
    this.params = mergeParams<SquatParams>(GameParameters.gm130, params);
    this.o = { ...SQUAT_TUNING, ...tuning };
  }

  reset(): void {
    this.gravity.reset();
    this.lastT = NaN;
    this.v = this.d = 0;
    this.stillSince = NaN;
    this.state = 'idle';
  }

  push(s: MotionSample): SquatEvent[] {
    if (isBlank(s)) return [];
    const dtMs = Number.isNaN(this.lastT) ? 0 : Math.max(0, s.t - this.lastT);
    this.lastT = s.t;
    this.gravity.update(s);
    const dt = dtMs / 1000;
    const a = this.gravity.vertical(s);
    const band = this.params.accExceptThreshold;
    const prevV = this.v;
    if (Math.abs(a) <= band) {
      if (Number.isNaN(this.stillSince)) this.stillSince = s.t;
    } else {
      this.stillSince = NaN;
    }
    const still = !Number.isNaN(this.stillSince) && s.t - this.stillSince >= this.o.stillMs;
    this.v = still ? 0 : (this.v + Math.sign(a) * Math.max(0, Math.abs(a) - band) * dt) * Math.exp(-dt / this.o.leakSec);
    this.d += this.v * dt;
    return this.step(s.t, prevV, dtMs);
  }

  /** Where and when the current downward excursion began (the last time the speed was ≥ 0). */
  private excursionT = 0;
  private excursionD = 0;

  private step(t: number, prevV: number, dtMs: number): SquatEvent[] {
    const o = this.o;
    const zero = this.params.accSumTimingThreshold;
    if (this.state === 'idle') {
      if (this.v >= 0) {
        this.excursionT = t;
        this.excursionD = this.d;
      } else if (this.v < -o.minSpeed) {
        this.state = 'down';
        this.downT = this.excursionT;
      }
      return [];
    }
    if (this.state === 'down') {
      if (this.v >= zero && prevV < zero) {
        // The bottom: where the speed crosses the timing threshold, between this sample and the last.
        const w = this.v === prevV ? 1 : (zero - prevV) / (this.v - prevV);
        this.bottomT = t - dtMs + w * dtMs;
        this.bottomD = this.d;
        this.rose = false;
        this.state = this.excursionD - this.d >= o.minDepth ? 'up' : 'idle';
      } else if (t - this.downT > o.maxCycleMs) {
        this.state = 'idle';
      }
      return [];
    }
    // Rising: the squat completes when the upward speed, having been clearly positive, falls back to 0.
    if (this.v > o.minSpeed) this.rose = true;
    const timedOut = t - this.downT > o.maxCycleMs;
    if (!(this.rose && this.v <= zero) && !timedOut) return [];
    this.state = 'idle';
    const depth = this.excursionD - this.bottomD;
    const rise = this.d - this.bottomD;
    const cycle = t - this.downT;
    this.excursionT = t;
    this.excursionD = this.d;
    if (timedOut || rise < o.minRiseShare * depth || cycle < o.minCycleMs) return [];
    return [{ type: 'squat', t: this.bottomT, downT: this.downT, upT: t, depthM: depth }];
  }
}
