import { G, magnitude } from './params';
import { Butter2, OnePole } from './signal/lowPass';
import { Regrid } from './signal/regrid';
import { CadenceTracker, type Cadence } from './signal/cadence';
import { isBlank } from './signal/blank';
import type { Detector, DetectorEvent } from './types';

/**
 * Step detection tuning. SPEC.md §9 names no walking threshold (gm102's wave thresholds gate running
 * in place, see run.ts), so these are ours, tuned on benchmarks/traces/steps (hand, front and back
 * pocket, armband, neck pouch) and not in the operator config.
 */
export const STEP_TUNING = {
  /** Internal fixed rate the signal is re-gridded to, so windows mean the same at 50–200 Hz input. */
  gridHz: 50,
  /** Smoothing of raw |a| before re-gridding (keeps jitter from aliasing). */
  antiAliasHz: 12,
  /** Low-pass of |a| on the grid: walking and running in place live below 3 Hz. */
  bandHz: 3,
  /** Autocorrelation window, the shortest usable window (start of a walk), and how often it runs. */
  windowMs: 4000,
  minWindowMs: 2000,
  analyseEveryMs: 250,
  /** Cycle lengths searched: from a fast run-in-place step to a slow stride. */
  minCycleMs: 240,
  maxCycleMs: 2000,
  /** The cycle is the shortest lag whose correlation reaches this share of the best lag's. */
  nearBestShare: 0.85,
  /**
   * A cycle longer than this is a stride (two steps): the phone on one leg sees one big impact per
   * stride. ±`strideHysteresisMs` keeps the choice from flickering near the boundary.
   */
  strideAboveMs: 850,
  strideHysteresisMs: 50,
  /** Walking needs a periodic window (correlation at the cycle) with some energy (std of |a|, in g). */
  minStrength: 0.7,
  minStdG: 0.03,
  /** The next cycle's peak is searched this many cycles after the last one. */
  cycleLo: 0.7,
  cycleHi: 1.3,
  /** A step's peak must rise above the window's mean by this many standard deviations. */
  peakFloorStd: 0.3,
  /** In stride mode, the step between two stride peaks is the highest peak within ± this share of a cycle of their midpoint. */
  midSearchShare: 0.25,
  /** Peaks wait at most this long for a cadence to judge them (covers the start of a walk). */
  maxPendingMs: 4000,
};
export type StepTuning = typeof STEP_TUNING;

export type StepEvent = DetectorEvent & {
  type: 'step';
  /** The step period the detector was locked on (ms). */
  stepMs: number;
};

type Peak = { t: number; v: number };
type Lock = { cycleMs: number; perCycle: 1 | 2; cadence: Cadence } | null;

/**
 * Steps from the low-passed magnitude of acceleration (orientation-free). Counting every peak fails
 * where one step makes two or three bumps (phone in a back pocket), so the autocorrelation gives the
 * cycle and a beat tracker keeps one peak per cycle: the highest 0.7–1.3 cycles after the previous
 * one. When the cycle is a stride (the phone rides on one leg), the other foot's step is the best
 * peak near the middle of two stride peaks. Each event carries its peak's time and is returned
 * about 1.3 cycles later, once the search window has passed.
 */
export class StepDetector implements Detector<StepEvent> {
  private readonly o: StepTuning;
  private readonly smooth: OnePole;
  private readonly grid: Regrid;
  private band!: Butter2;
  private cadence!: CadenceTracker;
  private lastT = NaN;
  private x1 = NaN;
  private x2 = NaN;
  private t1 = 0;
  private peaks: Peak[] = [];
  private lock: Lock = null;
  private nextAnalysis = 0;
  private anchor: Peak | null = null;
  private lastEmitted = -Infinity;
  private out: StepEvent[] = [];
  /** Group delay of the second-order Butterworth low-pass at low frequencies: √2 / (2π·fc). */
  private readonly delayMs: number;

  constructor(tuning: Partial<StepTuning> = {}) {
    this.o = { ...STEP_TUNING, ...tuning };
    this.smooth = new OnePole(this.o.antiAliasHz);
    this.grid = new Regrid(this.o.gridHz, 1);
    this.delayMs = (1000 * Math.SQRT2) / (2 * Math.PI * this.o.bandHz);
    this.reset();
  }

  reset(): void {
    this.smooth.reset();
    this.grid.reset();
    this.band = new Butter2(this.o.bandHz, this.o.gridHz);
    this.cadence = new CadenceTracker({
      rateHz: this.o.gridHz,
      windowMs: this.o.windowMs,
      minWindowMs: this.o.minWindowMs,
      minLagMs: this.o.minCycleMs,
      maxLagMs: this.o.maxCycleMs,
      nearBestShare: this.o.nearBestShare,
    });
    this.lastT = NaN;
    this.x1 = this.x2 = NaN;
    this.peaks = [];
    this.lock = null;
    this.nextAnalysis = 0;
    this.anchor = null;
    this.lastEmitted = -Infinity;
  }

  push(s: { t: number; ax: number; ay: number; az: number }): StepEvent[] {
    if (isBlank(s)) return [];
    const dt = Number.isNaN(this.lastT) ? 0 : s.t - this.lastT;
    this.lastT = s.t;
    const m = this.smooth.update(magnitude(s.ax, s.ay, s.az) / G, dt);
    this.out = [];
    this.grid.push(s.t, [m], this.onTick);
    return this.out;
  }

  private readonly onTick = (t: number, v: Float64Array): void => {
    const x = this.band.update(v[0] ?? 1);
    this.cadence.push(x);
    // A local maximum at the previous tick, timed between ticks by a parabola through three points.
    if (this.x1 > this.x2 && this.x1 >= x) {
      const den = this.x2 - 2 * this.x1 + x;
      const shift = den < 0 ? (0.5 * (this.x2 - x)) / den : 0;
      // Stamped where the unfiltered peak was: the low-pass delays it by its group delay.
      this.peaks.push({ t: this.t1 + shift * this.grid.periodMs - this.delayMs, v: this.x1 });
    }
    this.x2 = this.x1;
    this.x1 = x;
    this.t1 = t;
    if (t >= this.nextAnalysis) {
      this.nextAnalysis = t + this.o.analyseEveryMs;
      this.lock = this.analyse();
    }
    this.decide(t);
  };

  private analyse(): Lock {
    const c = this.cadence.estimate();
    if (!c || c.strength < this.o.minStrength || c.std < this.o.minStdG) return null;
    const h = this.o.strideHysteresisMs;
    const wasStride = this.lock?.perCycle === 2;
    const stride = c.cycleMs > this.o.strideAboveMs + (wasStride ? -h : h);
    return { cycleMs: c.cycleMs, perCycle: stride ? 2 : 1, cadence: c };
  }

  /**
   * Beat tracking: from the last step (the anchor), the next one is the highest peak 0.7–1.3 cycles
   * later; a walk's first anchor is the highest recent peak, and the steps before it (taken while the
   * cadence was still being measured) are found by tracking backwards from it.
   */
  private decide(now: number): void {
    const lock = this.lock;
    const o = this.o;
    if (!lock) {
      if (this.anchor && now - this.anchor.t > o.maxPendingMs) this.anchor = null;
      this.prune(now - o.maxPendingMs);
      return;
    }
    const T = lock.cycleMs;
    const floor = lock.cadence.mean + o.peakFloorStd * lock.cadence.std;
    if (!this.anchor) {
      const from = Math.max(now - o.maxPendingMs, this.lastEmitted + o.cycleLo * T);
      const first = this.highest(from, now - o.cycleHi * T, floor);
      if (!first) return;
      const chain: Peak[] = [first];
      for (let a = first; ;) {
        const prev = this.highest(Math.max(a.t - o.cycleHi * T, from), a.t - o.cycleLo * T, floor);
        if (!prev) break;
        chain.unshift(prev);
        a = prev;
      }
      for (const p of chain) this.accept(p, lock);
    }
    for (let a = this.anchor; a && now >= a.t + o.cycleHi * T; a = this.anchor) {
      const next = this.highest(a.t + o.cycleLo * T, a.t + o.cycleHi * T, floor);
      if (!next) {
        this.anchor = null;
        break;
      }
      this.accept(next, lock);
    }
    this.prune(now - (o.maxPendingMs + 2 * T));
  }

  /** Drops peaks older than `before` (they are in time order). */
  private prune(before: number): void {
    let n = 0;
    while (n < this.peaks.length && this.peaks[n]!.t < before) n++;
    if (n > 0) this.peaks.splice(0, n);
  }

  private highest(from: number, to: number, floor: number): Peak | null {
    let best: Peak | null = null;
    for (const p of this.peaks) if (p.t >= from && p.t <= to && p.v > floor && (!best || p.v > best.v)) best = p;
    return best;
  }

  private accept(p: Peak, lock: NonNullable<Lock>): void {
    const stepMs = lock.cycleMs / lock.perCycle;
    const prev = this.anchor;
    this.anchor = p;
    if (lock.perCycle === 2 && prev) {
      const mid = (p.t + prev.t) / 2;
      const w = this.o.midSearchShare * lock.cycleMs;
      let best: Peak | null = null;
      for (const q of this.peaks) if (Math.abs(q.t - mid) <= w && (!best || q.v > best.v)) best = q;
      this.out.push({ type: 'step', t: best ? best.t : mid, stepMs });
    }
    this.out.push({ type: 'step', t: p.t, stepMs });
    this.lastEmitted = p.t;
  }
}
