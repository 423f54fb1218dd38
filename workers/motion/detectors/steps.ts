import { G, magnitude } from './params';
import { Butter2, OnePole } from './signal/lowPass';
import { Autocorr } from './signal/autocorr';
import { isBlank } from './signal/blank';
import type { Detector, DetectorEvent } from './types';

/**
 * Step detection tuning. SPEC.md §9 names no walking threshold (gm102's wave thresholds gate running
 * in place, see run.ts), so these are ours, tuned on the tuning part of the recorded walks
 * (benchmarks/detectors/splits.ts: benchmarks/traces/steps and Jamie's steps-oxford-opt walks; the
 * other people's walks are held apart to judge it) and not in the operator config.
 */
export const STEP_TUNING = {
  /** Internal fixed rate the signal is re-gridded to, so windows mean the same at 50–400 Hz input. */
  gridHz: 50,
  /** Smoothing of raw |a| before re-gridding (keeps jitter and heel-strike spikes from aliasing). */
  antiAliasHz: 12,
  /** Low-pass of |a| on the grid: walking and running in place live below 3 Hz. */
  bandHz: 3,
  /** Autocorrelation window, the shortest usable window (start of a walk), and how often it runs. */
  windowMs: 4000,
  minWindowMs: 2000,
  analyseEveryMs: 250,
  /**
   * Cycle lengths searched: from a fast run-in-place step (4 Hz) to the stride of a slow walk (steps at
   * 1.25 Hz). Longer lags let a turn's irregular window lock on two strides, halving the count.
   */
  minCycleMs: 240,
  maxCycleMs: 1600,
  /** The cycle is the shortest lag whose correlation reaches this share of the best lag's. */
  nearBestShare: 0.85,
  /**
   * A cycle longer than this is a stride (two steps): the phone on one leg sees one big impact per
   * stride. ±`strideHysteresisMs` keeps the choice from flickering near the boundary.
   */
  strideAboveMs: 850,
  strideHysteresisMs: 50,
  /**
   * Walking needs a periodic window: correlation at the cycle of at least `minStrength` to start, and
   * `keepStrength` to go on (a turn blurs the rhythm for a few seconds while the walker keeps walking),
   * with some energy (std of |a|, in g).
   */
  minStrength: 0.7,
  keepStrength: 0.45,
  minStdG: 0.03,
  /**
   * A bag knocking against the hip, a door or a table gives one jolt of 3–6 g in 0.1 s, where a
   * step swings |a| by 0.2–1 g over a quarter of a second: in a 4 s window that one jolt carried
   * most of the energy, the rhythm fell under `keepStrength` and the steps around it were lost. So
   * the window's samples count at most this many mean absolute deviations from its mean (for the
   * correlation and for the peak floor's deviation); a step's swing stays well inside that.
   */
  outlierMad: 3,
  /** The next cycle's peak is searched this many cycles after the last one. */
  cycleLo: 0.7,
  cycleHi: 1.3,
  /**
   * A walker slows down over the last steps before stopping, and the cadence, measured over the last
   * 4 s, lags behind: with no peak within `cycleHi`, a strong peak up to `cycleLate` cycles after the
   * last step is the next step (a bag's or an arm's swing after the stop is faint, not strong).
   */
  cycleLate: 1.6,
  /** A step's peak must rise above the window's mean by this many standard deviations. */
  peakFloorStd: 0.3,
  /**
   * A step is strong when its rise (peak above the lowest point of the half step before it) reaches
   * this share of the recent strong steps' rise (a moving average with this weight per step).
   */
  minPromShare: 0.45,
  promEwma: 0.1,
  /**
   * That average starts at the median rise of a walk's first steps and takes a step's rise at most
   * this many times the average: one big bump (picking the phone up, a knock, an arm starting to
   * swing) must not set a bar the walk's steps never reach again (the detector then heard none of
   * them: 40 steps of a swinging-arm walk lost when such a bump opened the walk).
   */
  maxPromGain: 2,
  /** Faint steps in a row that still count once a strong step follows; one more ends the walk. */
  maxWeakRun: 2,
  /**
   * A cycle with no peak above the floor is counted as a step when a peak of at least `coastShare` of
   * the recent rise follows one cycle later (and the walk goes on after it); off, the walk restarts.
   */
  coast: true,
  coastShare: 0.7,
  /** A walk's leading peaks rising less than this share of the reference are not its steps. */
  leadShare: 0.25,
  /** A walk starts with at least this many strong steps in rhythm (then they all count). */
  minChain: 3,
  /** In stride mode, the step between two stride peaks is the highest peak within ± this share of a cycle of their midpoint. */
  midSearchShare: 0.25,
  /**
   * Peaks wait at most this long for a cadence to judge them: a walk's first steps are irregular, and
   * the cadence is found only once 2–3 s of rhythm fill the window, so the first step is often 4–5 s
   * old by then.
   */
  maxPendingMs: 5000,
};
export type StepTuning = typeof STEP_TUNING;

export type StepEvent = DetectorEvent & {
  type: 'step';
  /** The step period the detector was locked on (ms). */
  stepMs: number;
};

const NONE: StepEvent[] = Object.freeze([]) as unknown as StepEvent[];
const PEAKS = 256;
const SIGNAL = 512;

/**
 * Steps from the low-passed magnitude of acceleration (orientation-free: the phone may be in a hand,
 * a pocket, a bag or on an arm, and turn while it walks). Why each part:
 *
 * - Counting every peak fails where one step makes two or three bumps (back pocket) and where the
 *   phone rides on one leg or swings with the arm (one big bump per stride, the other foot's step
 *   small or absent). So the autocorrelation of the last 4 s gives the cycle, and a beat tracker keeps
 *   one peak per cycle: the highest 0.7–1.3 cycles after the previous one. When the cycle is a stride,
 *   the other foot's step is the best peak near the middle of two stride peaks (or the middle itself).
 * - Periodicity is demanded to start walking, less to go on: in a turn the correlation falls to
 *   0.5–0.65 for several seconds while the steps go on (hand-held walks lost 10 steps a turn).
 * - A peak that rises far less than the walk's recent steps is faint. A walk does not end on faint
 *   peaks: after a stop, a bag, a neck pouch or a dangling arm keeps swinging near the step rhythm at a
 *   fifth to a third of a step's swing. So faint steps wait and count only when a strong step follows
 *   (at most `maxWeakRun` of them); the price is sometimes a faint real last step.
 * - A walk starts with `minChain` strong steps in rhythm, found backwards and forwards from the
 *   highest recent peak, so an isolated bump while standing (picking the phone up, a shrug) is not
 *   a step; the walk's earlier steps are counted once it is recognised.
 * - A step whose peak stays under the floor (a flat heel strike in a turn) breaks the rhythm by one
 *   cycle only: if a strong peak comes one cycle later, the walker did not skip a beat.
 * - What a step is measured against must come from the steps: the cadence window is winsorised, so a
 *   knock does not drown the rhythm, and the recent steps' rise starts at the median of the walk's
 *   first steps and takes each step's rise at most twice, so one big bump cannot set a bar that the
 *   walk's steps never reach again.
 *
 * Each event carries its peak's time (corrected for the filter's delay) and is returned once later
 * samples confirm it: about 1.3 cycles later, up to two or three steps later for faint steps, and up
 * to 5 s later for the first steps of a walk. Timestamps drive everything (50 Hz grid), so 60, 100
 * or 400 Hz give the same counts. Per sample nothing is allocated but the returned events: rings are
 * typed arrays, and a push with no event returns one shared, frozen empty array (do not mutate it).
 */
export class StepDetector implements Detector<StepEvent> {
  private readonly o: StepTuning;
  private readonly smooth: OnePole;
  private readonly periodMs: number;
  // Re-gridding to `gridHz` by linear interpolation, as `Regrid` does (inline: one channel, no callback).
  private gT = NaN;
  private gV = 0;
  private nextTick = 0;
  private tickT = 0;
  private tickX = 0;
  private band!: Butter2;
  private readonly ac: Autocorr;
  private lastT = NaN;
  private x1 = NaN;
  private x2 = NaN;
  private t1 = 0;
  // Peaks of the filtered signal: a ring in time order (time, value, grid tick).
  private readonly pt = new Float64Array(PEAKS);
  private readonly pv = new Float64Array(PEAKS);
  /** The peak's grid tick, to read the filtered signal around it. */
  private readonly pk = new Float64Array(PEAKS);
  /** The filtered signal of the last SIGNAL ticks, by tick number modulo SIGNAL. */
  private readonly sig = new Float64Array(SIGNAL);
  private tick = -1;
  /** Moving average of the strong steps' rise (g); NaN before the first walk. */
  private typProm = NaN;
  private p0 = 0;
  private pn = 0;
  /** Scratch for the peaks of a walk's first chain, and for their rises (sorted for the median). */
  private readonly chain = new Int32Array(PEAKS);
  private readonly chainProm = new Float64Array(PEAKS);
  // The lock: cycle, steps per cycle, the walking window's statistics (for the peak floor).
  private locked = false;
  private cycleMs = 0;
  private perCycle = 1;
  private mean = 0;
  private std = 0;
  private nextAnalysis = 0;
  private anchor = -1;
  private anchorT = NaN;
  private lastEmitted = -Infinity;
  private out: StepEvent[] = NONE;
  /** Steps waiting for a strong step after them (a walk does not end on a faint bump). */
  private readonly qt = new Float64Array(PEAKS);
  private readonly qs = new Float64Array(PEAKS);
  private qn = 0;
  /** Faint steps since the last strong one. */
  private weakRun = 0;
  /** Peaks up to here were judged (and not counted) in a broken chain. */
  private discardedT = -Infinity;
  /** Group delay of the second-order Butterworth low-pass at low frequencies: √2 / (2π·fc). */
  private readonly delayMs: number;

  constructor(tuning: Partial<StepTuning> = {}) {
    this.o = { ...STEP_TUNING, ...tuning };
    this.smooth = new OnePole(this.o.antiAliasHz);
    this.periodMs = 1000 / this.o.gridHz;
    this.ac = new Autocorr(this.o.gridHz, this.o.windowMs, this.o.minCycleMs, this.o.maxCycleMs, { clipMad: this.o.outlierMad });
    this.delayMs = (1000 * Math.SQRT2) / (2 * Math.PI * this.o.bandHz);
    this.reset();
  }

  reset(): void {
    this.smooth.reset();
    this.gT = NaN;
    this.band = new Butter2(this.o.bandHz, this.o.gridHz);
    this.ac.reset();
    this.lastT = NaN;
    this.x1 = this.x2 = NaN;
    this.p0 = this.pn = 0;
    this.tick = -1;
    this.typProm = NaN;
    this.qn = 0;
    this.weakRun = 0;
    this.discardedT = -Infinity;
    this.locked = false;
    this.cycleMs = 0;
    this.perCycle = 1;
    this.nextAnalysis = 0;
    this.anchor = -1;
    this.anchorT = NaN;
    this.lastEmitted = -Infinity;
    this.out = NONE;
  }

  push(s: { t: number; ax: number; ay: number; az: number }): StepEvent[] {
    if (isBlank(s)) return NONE;
    const dt = Number.isNaN(this.lastT) ? 0 : s.t - this.lastT;
    this.lastT = s.t;
    const m = this.smooth.update(magnitude(s.ax, s.ay, s.az) / G, dt);
    this.out = NONE;
    if (Number.isNaN(this.gT)) {
      this.gT = s.t;
      this.gV = m;
      this.nextTick = s.t + this.periodMs;
      this.tickT = s.t;
      this.tickX = m;
      this.onTick();
    } else if (s.t <= this.gT) {
      // A duplicate timestamp (batched delivery): averaged into the previous reading.
      this.gV = (this.gV + m) / 2;
    } else {
      const span = s.t - this.gT;
      while (this.nextTick <= s.t) {
        this.tickT = this.nextTick;
        this.tickX = this.gV + ((this.nextTick - this.gT) / span) * (m - this.gV);
        this.onTick();
        this.nextTick += this.periodMs;
      }
      this.gT = s.t;
      this.gV = m;
    }
    return this.out;
  }

  /** One grid tick (`tickT`, `tickX`): filter, look for a peak, re-analyse the cadence, track steps. */
  private onTick(): void {
    const t = this.tickT;
    const x = this.band.update(this.tickX);
    this.ac.push(x);
    this.tick++;
    this.sig[this.tick % SIGNAL] = x;
    if (this.x1 > this.x2 && this.x1 >= x) {
      const den = this.x2 - 2 * this.x1 + x;
      const shift = den < 0 ? (0.5 * (this.x2 - x)) / den : 0;
      this.addPeak(this.t1 + shift * this.periodMs - this.delayMs, this.x1);
    }
    this.x2 = this.x1;
    this.x1 = x;
    this.t1 = t;
    if (t >= this.nextAnalysis) {
      this.nextAnalysis = t + this.o.analyseEveryMs;
      this.analyse();
    }
    this.decide(t);
  }

  private addPeak(t: number, v: number): void {
    if (this.pn === PEAKS) this.dropOldest();
    const i = (this.p0 + this.pn) % PEAKS;
    this.pt[i] = t;
    this.pv[i] = v;
    this.pk[i] = this.tick - 1;
    this.pn++;
  }

  /**
   * How far peak `i` rises above the lowest point of the half step before it: a step's swing. Not the
   * rise from the nearest trough, which a shoulder on the flank (front pocket) makes tiny; and only the
   * past side, so the step is judged as soon as the tracker reaches it.
   */
  private prom(i: number): number {
    const k = this.pk[i] ?? 0;
    const w = Math.max(1, Math.round((0.5 * this.cycleMs) / this.perCycle / this.periodMs));
    let low = Infinity;
    for (let j = Math.max(k - w, this.tick - SIGNAL + 1); j <= k; j++) low = Math.min(low, this.sig[j % SIGNAL] ?? 0);
    return (this.pv[i] ?? 0) - low;
  }

  private dropOldest(): void {
    if (this.anchor === this.p0) this.anchor = -1;
    this.p0 = (this.p0 + 1) % PEAKS;
    this.pn--;
  }

  private analyse(): void {
    const o = this.o;
    const ac = this.ac;
    let ok = ac.spanMs >= o.minWindowMs && ac.analyse() && ac.std >= o.minStdG;
    let cycle = 0;
    let strength = 0;
    if (ok) {
      let best = -Infinity;
      for (let lag = ac.minLag; lag <= ac.maxLag; lag++) best = Math.max(best, ac.r[lag] ?? 0);
      ok = best > 0;
      for (let lag = ac.minLag; ok && lag <= ac.maxLag; lag++) {
        const r = ac.r[lag] ?? 0;
        if (!ac.isPeak(lag) || r < o.nearBestShare * best) continue;
        cycle = ac.refinedMs(lag);
        strength = r;
        break;
      }
      ok = ok && cycle > 0 && strength >= (this.locked ? o.keepStrength : o.minStrength);
    }
    if (ok) {
      const h = o.strideHysteresisMs;
      const wasStride = this.locked && this.perCycle === 2;
      this.perCycle = cycle > o.strideAboveMs + (wasStride ? -h : h) ? 2 : 1;
      this.cycleMs = cycle;
      this.mean = ac.mean;
      this.std = ac.std;
      this.locked = true;
    } else {
      this.locked = false;
    }
  }

  private decide(now: number): void {
    const o = this.o;
    if (!this.locked) {
      if (this.anchor >= 0 && now - this.anchorT > o.maxPendingMs) this.breakChain();
      this.prune(now - o.maxPendingMs);
      return;
    }
    const T = this.cycleMs;
    const floor = this.mean + o.peakFloorStd * this.std;
    if (this.anchor < 0 && !this.startChain(now, T, floor)) return;
    while (this.anchor >= 0 && now >= this.anchorT + o.cycleHi * T) {
      let next = this.highest(this.anchorT + o.cycleLo * T, this.anchorT + o.cycleHi * T, floor);
      if (next < 0) {
        // A slowing walker's step comes late; only a strong one counts there.
        if (now < this.anchorT + o.cycleLate * T) break;
        const late = this.highest(this.anchorT + o.cycleHi * T, this.anchorT + o.cycleLate * T, floor);
        if (late >= 0 && this.prom(late) >= o.minPromShare * this.typProm) next = late;
      }
      if (next < 0 && this.perCycle === 1 && o.coast) {
        // No peak where the step should be: if a strong peak follows one cycle later, the walker did
        // not skip a beat, the signal hid it (a flat, sub-floor bump): count the step in between.
        if (now < this.anchorT + (1 + o.cycleHi) * T) break;
        const after = this.highest(this.anchorT + (1 + o.cycleLo) * T, this.anchorT + (1 + o.cycleHi) * T, floor);
        if (after >= 0 && this.prom(after) >= o.coastShare * this.typProm) {
          // Both wait for the walk to go on after them: a stop followed by a bump is not a hidden step.
          this.emit(this.bestNear((this.anchorT + (this.pt[after] ?? 0)) / 2, o.midSearchShare * T), T);
          if (this.accept(after, true)) continue;
        }
      }
      if (next < 0) {
        this.breakChain();
        break;
      }
      if (!this.accept(next)) {
        this.breakChain();
        break;
      }
    }
    this.prune(now - (o.maxPendingMs + 2 * T));
  }

  /**
   * A walk's first steps: the highest recent peak, and the peaks a cycle apart before and after it.
   * They count only as a chain of `minChain` (an isolated bump while standing is not a walk), and a
   * walk starts on a real impact: faint bumps before its first strong peak are not steps.
   */
  private startChain(now: number, T: number, floor: number): boolean {
    const o = this.o;
    const from = Math.max(now - o.maxPendingMs, this.lastEmitted + o.cycleLo * T, this.discardedT);
    const to = now - o.cycleHi * T;
    const first = this.highest(from, to, floor);
    if (first < 0) return false;
    let n = 0;
    for (let a = first; a >= 0;) {
      this.chain[n++] = a;
      const at = this.pt[a] ?? 0;
      a = this.highest(Math.max(at - o.cycleHi * T, from), at - o.cycleLo * T, floor);
    }
    // Oldest first.
    for (let i = 0, j = n - 1; i < j; i++, j--) {
      const x = this.chain[i] ?? 0;
      this.chain[i] = this.chain[j] ?? 0;
      this.chain[j] = x;
    }
    for (let a = first; n < PEAKS;) {
      const at = this.pt[a] ?? 0;
      if (at + o.cycleHi * T > now) break;
      a = this.highest(at + o.cycleLo * T, at + o.cycleHi * T, floor);
      if (a < 0) break;
      this.chain[n++] = a;
    }
    let ref = this.typProm;
    if (Number.isNaN(ref)) {
      ref = 0;
      for (let k = 0; k < n; k++) ref = Math.max(ref, this.prom(this.chain[k] ?? 0));
    }
    let k = 0;
    while (k < n - 1 && this.prom(this.chain[k] ?? 0) < o.leadShare * ref) k++;
    let strong = 0;
    for (let j = k; j < n; j++) if (this.prom(this.chain[j] ?? 0) >= o.minPromShare * ref) strong++;
    if (strong < o.minChain) return false;
    if (Number.isNaN(this.typProm)) this.typProm = this.medianProm(k, n);
    for (; k < n; k++) {
      if (this.accept(this.chain[k] ?? 0)) continue;
      this.breakChain();
      return false;
    }
    return true;
  }

  /** The median rise of `chain[from..to)` (insertion sort into scratch: a chain is a few peaks). */
  private medianProm(from: number, to: number): number {
    const a = this.chainProm;
    let m = 0;
    for (let j = from; j < to; j++, m++) {
      const p = this.prom(this.chain[j] ?? 0);
      let i = m - 1;
      for (; i >= 0 && (a[i] ?? 0) > p; i--) a[i + 1] = a[i] ?? 0;
      a[i + 1] = p;
    }
    return a[m >> 1] ?? NaN;
  }

  private breakChain(): void {
    if (this.anchor >= 0) this.discardedT = Math.max(this.discardedT, this.anchorT + 1);
    this.anchor = -1;
    this.qn = 0;
    this.weakRun = 0;
  }

  private prune(before: number): void {
    while (this.pn > 0 && (this.pt[this.p0] ?? 0) < before) this.dropOldest();
  }

  private highest(from: number, to: number, floor: number): number {
    let best = -1;
    for (let k = 0; k < this.pn; k++) {
      const i = (this.p0 + k) % PEAKS;
      const t = this.pt[i] ?? 0;
      if (t > to) break;
      const v = this.pv[i] ?? 0;
      if (t >= from && v > floor && (best < 0 || v > (this.pv[best] ?? 0))) best = i;
    }
    return best;
  }

  private emit(t: number, stepMs: number): void {
    if (this.qn < PEAKS) {
      this.qt[this.qn] = t;
      this.qs[this.qn++] = stepMs;
    }
  }

  private flush(): void {
    if (this.qn === 0) return;
    if (this.out === NONE) this.out = [];
    for (let k = 0; k < this.qn; k++) this.out.push({ type: 'step', t: this.qt[k] ?? 0, stepMs: this.qs[k] ?? 0 });
    this.lastEmitted = Math.max(this.lastEmitted, this.qt[this.qn - 1] ?? 0);
    this.qn = 0;
  }

  private isStrong(i: number): boolean {
    return Number.isNaN(this.typProm) || this.prom(i) >= this.o.minPromShare * this.typProm;
  }

  /** The time of the highest peak within `w` of `t` (whatever its height), else `t`. */
  private bestNear(t: number, w: number): number {
    let best = -1;
    for (let k = 0; k < this.pn; k++) {
      const j = (this.p0 + k) % PEAKS;
      if (Math.abs((this.pt[j] ?? 0) - t) <= w && (best < 0 || (this.pv[j] ?? 0) > (this.pv[best] ?? 0))) best = j;
    }
    return best >= 0 ? (this.pt[best] ?? t) : t;
  }

  /** Takes peak `i` as the next step; false when it ends a run of faint bumps too long to be walking. */
  private accept(i: number, pending = false): boolean {
    const stepMs = this.cycleMs / this.perCycle;
    const t = this.pt[i] ?? 0;
    const prevT = this.anchor >= 0 ? this.anchorT : NaN;
    this.anchor = i;
    this.anchorT = t;
    if (this.perCycle === 2 && !Number.isNaN(prevT)) {
      this.emit(this.bestNear((t + prevT) / 2, this.o.midSearchShare * this.cycleMs), stepMs);
    }
    this.emit(t, stepMs);
    if (pending || !this.isStrong(i)) return ++this.weakRun <= this.o.maxWeakRun;
    const p = Math.min(this.prom(i), this.o.maxPromGain * this.typProm);
    this.weakRun = 0;
    this.typProm += this.o.promEwma * (p - this.typProm);
    this.flush();
    return true;
  }
}
