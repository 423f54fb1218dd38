import { GM130_PARAMETERS, type Gm130Params } from '../parameters';
import { magnitude, mergeParams } from '../../../../workers/motion/detectors/params';
import { isBlank } from '../../../../workers/motion/detectors/signal/blank';
import { GravityTracker } from '../../../../workers/motion/detectors/signal/gravity';
import type { DeepPartial, Detector, DetectorEvent, MotionSample } from '../../../../workers/motion/detectors/types';

export type SquatParams = Gm130Params;

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
  /** The running speed leaks away with this time constant (s), so that drift cannot fake a descent. */
  leakSec: 5,
  /** |a| at rest (the sensor's own 1 g) is its mean: plain over the first `restSec`, then a low-pass with that time constant. */
  restSec: 10,
  /** Standing still — vertical acceleration within ±`stillAcc` m/s² for `stillMs` — zeroes the running speed. */
  stillAcc: 0.15,
  stillMs: 250,
  /**
   * A squat is a smooth movement: most of its acceleration lies below `smoothHz`. Walking bobs the
   * chest a few centimetres at every step, with most of its acceleration above; a cycle whose share
   * of acceleration energy above `smoothHz` exceeds `maxRoughShare` is not a squat.
   */
  smoothHz: 1.2,
  maxRoughShare: 0.5,
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
 * - `accExceptThreshold` 0.6: the share of gravity along device y (1 = upright, as held at the chest)
 *   below which samples are excepted — a phone held flat or waved about is not squatting. (Read as a
 *   dead band on acceleration instead, 0.6 m/s² would swallow most of a slow squat: a 0.4 m descent
 *   in 1.5 s peaks near 1 m/s²; 0.6 g would swallow all of it.)
 * - `accSumTimingThreshold` 0: the running sum of the vertical acceleration is the vertical speed,
 *   and the squat's moment is where that speed climbs back through 0 after a descent: the bottom.
 *
 * The vertical acceleration is |a| − 1 g: a squat's acceleration is nearly all vertical, so this
 * holds at any grip and needs no gravity tracking. A leaky running speed finds each down-and-up; once
 * the rise ends, the speed is integrated again over that one squat with both ends pinned to zero
 * (standing at the top before and after), which cancels sensor bias and leak, and the bottom is
 * where that speed crosses the timing threshold. So a squat counts once its rise completes (GAMES.md:
 * only full cycles of plausible length): the event comes at the top, stamped with the bottom's time.
 */
export class SquatDetector implements Detector<SquatEvent> {
  readonly params: SquatParams;
  private readonly o: SquatTuning;
  private readonly gravity = new GravityTracker();
  private lastT = NaN;
  private firstT = NaN;
  private rest = NaN;
  private restN = 0;
  private v = 0;
  private d = 0;
  private stillSince = NaN;
  private state: 'idle' | 'down' | 'up' = 'idle';
  private rose = false;
  /** Samples since the current excursion began: (t, vertical acceleration). */
  private cycle: { t: number; a: number }[] = [];
  private excursionD = 0;
  private bottomD = 0;

  constructor(params?: DeepPartial<SquatParams> | null, tuning: Partial<SquatTuning> = {}) {
    this.params = mergeParams<SquatParams>(GM130_PARAMETERS, params);
    this.o = { ...SQUAT_TUNING, ...tuning };
  }

  reset(): void {
    this.gravity.reset();
    this.lastT = this.firstT = this.rest = NaN;
    this.restN = 0;
    this.v = this.d = 0;
    this.stillSince = NaN;
    this.state = 'idle';
    this.cycle = [];
  }

  push(s: MotionSample): SquatEvent[] {
    if (isBlank(s)) return [];
    const dtMs = Number.isNaN(this.lastT) ? 0 : Math.max(0, s.t - this.lastT);
    this.lastT = s.t;
    this.gravity.update(s);
    const m = magnitude(s.ax, s.ay, s.az);
    const a = m - this.restLevel(m, s.t, dtMs);
    if (this.gravity.up()[1] < this.params.accExceptThreshold) {
      // Not held upright: these samples are excepted, and any squat in progress is abandoned.
      this.v = 0;
      this.state = 'idle';
      this.cycle = [];
      return [];
    }
    const dt = dtMs / 1000;
    const prevV = this.v;
    if (Math.abs(a) <= this.o.stillAcc) {
      if (Number.isNaN(this.stillSince)) this.stillSince = s.t;
    } else {
      this.stillSince = NaN;
    }
    // Zero speed when standing still, judged only between squats: inside one the acceleration also
    // lingers near zero between its lobes, and a reset there would cut the descent short.
    const still = this.state === 'idle' && !Number.isNaN(this.stillSince) && s.t - this.stillSince >= this.o.stillMs;
    this.v = still ? 0 : (this.v + a * dt) * Math.exp(-dt / this.o.leakSec);
    this.d += this.v * dt;
    this.cycle.push({ t: s.t, a });
    return this.step(s.t, prevV);
  }

  /** The sensor's own 1 g: the plain mean of |a| over the first `restSec`, then a slow low-pass. */
  private restLevel(m: number, t: number, dtMs: number): number {
    if (Number.isNaN(this.firstT)) this.firstT = t;
    if (t - this.firstT < this.o.restSec * 1000 || Number.isNaN(this.rest)) {
      this.restN++;
      this.rest = Number.isNaN(this.rest) ? m : this.rest + (m - this.rest) / this.restN;
    } else {
      this.rest += (1 - Math.exp(-dtMs / (this.o.restSec * 1000))) * (m - this.rest);
    }
    return this.rest;
  }

  private step(t: number, prevV: number): SquatEvent[] {
    const o = this.o;
    if (this.state === 'idle') {
      if (this.v >= 0) {
        // A new excursion may start here: forget what came before.
        this.cycle = this.cycle.slice(-1);
        this.excursionD = this.d;
      } else if (this.v < -o.minSpeed) {
        this.state = 'down';
      }
      return [];
    }
    if (this.state === 'down') {
      if (this.v >= 0 && prevV < 0) {
        this.bottomD = this.d;
        this.rose = false;
        this.state = this.excursionD - this.d >= o.minDepth ? 'up' : 'idle';
      } else if (t - (this.cycle[0]?.t ?? t) > o.maxCycleMs) {
        this.state = 'idle';
      }
      return [];
    }
    // Rising: the squat completes when the upward speed, having been clearly positive, falls back to
    // 0, or to a crawl with the phone still: a gap in the samples (the page busy for a moment) leaves
    // the running speed off by a little, and then it may never cross 0 at the top. The player who has
    // stood up and stands still has finished the squat either way.
    if (this.v > o.minSpeed) this.rose = true;
    const start = this.cycle[0]?.t ?? t;
    const timedOut = t - start > o.maxCycleMs;
    const settled = this.v < o.minSpeed && !Number.isNaN(this.stillSince) && t - this.stillSince >= o.stillMs;
    if (!(this.rose && (this.v <= 0 || settled)) && !timedOut) return [];
    this.state = 'idle';
    // Standing still at the top, the speed is 0: what is left is integration error, which would carry
    // into the next squat's depth.
    if (settled) this.v = 0;
    const depth = this.excursionD - this.bottomD;
    const rise = this.d - this.bottomD;
    const samples = this.cycle;
    this.cycle = this.cycle.slice(-1);
    this.excursionD = this.d;
    if (timedOut || rise < o.minRiseShare * depth || t - start < o.minCycleMs) return [];
    if (this.roughShare(samples) > o.maxRoughShare) return [];
    const bottomT = this.bottomOf(samples);
    return bottomT === null ? [] : [{ type: 'squat', t: bottomT, downT: start, upT: t, depthM: depth }];
  }

  /** Share of the cycle's acceleration energy above `smoothHz` (a one-pole low-pass run over it). */
  private roughShare(samples: { t: number; a: number }[]): number {
    let lp = samples[0]?.a ?? 0;
    let all = 0;
    let rough = 0;
    for (let i = 1; i < samples.length; i++) {
      const s = samples[i]!;
      const dt = (s.t - samples[i - 1]!.t) / 1000;
      lp += (1 - Math.exp(-2 * Math.PI * this.o.smoothHz * dt)) * (s.a - lp);
      all += s.a * s.a * dt;
      rough += (s.a - lp) * (s.a - lp) * dt;
    }
    return all > 0 ? rough / all : 0;
  }

  /**
   * The bottom of one completed squat: the speed integrated from its start, less the straight line
   * that brings it back to zero at its end, crossing the timing threshold upward after its lowest point.
   */
  private bottomOf(samples: { t: number; a: number }[]): number | null {
    const n = samples.length;
    if (n < 3) return null;
    const v = new Float64Array(n);
    for (let i = 1; i < n; i++) v[i] = v[i - 1]! + samples[i]!.a * ((samples[i]!.t - samples[i - 1]!.t) / 1000);
    const t0 = samples[0]!.t;
    const span = samples[n - 1]!.t - t0 || 1;
    const end = v[n - 1]!;
    for (let i = 0; i < n; i++) v[i] = v[i]! - (end * (samples[i]!.t - t0)) / span;
    let low = 0;
    for (let i = 1; i < n; i++) if (v[i]! < v[low]!) low = i;
    const zero = this.params.accSumTimingThreshold;
    for (let i = low + 1; i < n; i++) {
      if (v[i]! >= zero && v[i - 1]! < zero) {
        const w = (zero - v[i - 1]!) / (v[i]! - v[i - 1]!);
        return samples[i - 1]!.t + w * (samples[i]!.t - samples[i - 1]!.t);
      }
    }
    return null;
  }
}

export function createSquatDetector(params?: DeepPartial<SquatParams> | null): SquatDetector {
  return new SquatDetector(params);
}
