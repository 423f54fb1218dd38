import { PlannedGameParameters, type PlannedParameterSet } from '../../../src/protocol/parameters';
import { mergeParams } from './params';
import { isBlank } from './signal/blank';
import { GravityTracker } from './signal/gravity';
import { OnePole, OnePole3 } from './signal/lowPass';
import { StepDetector, type StepTuning } from './steps';
import type { DeepPartial, Detector, DetectorEvent, MotionSample } from './types';

export type WalkSitParams = PlannedParameterSet['gm139'];

/** Tuning SPEC.md §9 does not name. */
export const WALK_SIT_TUNING = {
  /** Walking: a step within this long of the previous one; stopped after this long without a step. */
  walkStopMs: 1500,
  /**
   * The downward move is judged on the vertical acceleration through two low-passes at this cut-off:
   * a sit's descent lasts most of a second and passes, a walking step's bounce (~2 Hz) is mostly removed.
   */
  downHz: 1,
  /**
   * Stillness is judged on how far the acceleration strays from its own recent mean (a low-pass at
   * `settleHz`), smoothed at `stillHz`. Subtracting the tracked gravity instead would wait for that
   * estimate to catch up after the thigh or torso turns while sitting (seconds).
   */
  settleHz: 2,
  stillHz: 3,
  /** The stillness must begin within this long after the downward move. */
  downToStillMs: 3500,
  /**
   * A sit ends lower than it began: integrating the vertical acceleration backwards from the
   * stillness (where the speed is known to be zero, and |a| at rest is measured), the phone must
   * have been at least `minDropM` higher within `dropWindowMs` before. Stopping a walk (a few cm of
   * bob) or the end of standing up (the phone was lower before) both brake downward into stillness
   * too, and fail this. A double integration is rough — a 0.45 m sit measures 0.2–0.6 m (worst when
   * a 60 Hz stream is held from a 60 Hz sensor), a stop 0–0.15 m — hence the low bar.
   */
  minDropM: 0.2,
  dropWindowMs: 2500,
  /**
   * Movement above this many times `stopAccLen` is "busy": a sit's time is the last busy moment
   * before the stillness (the player landing on the seat; they settle more gently for a second or
   * so after), and after a sit the next needs busy movement first.
   */
  busyFactor: 3,
  /** No sit in the first moments of a stream: the filters start from the first sample and need to settle. */
  warmupMs: 1000,
};
export type WalkSitTuning = typeof WALK_SIT_TUNING;

export type WalkSitEvent =
  | (DetectorEvent & { type: 'walk' })
  | (DetectorEvent & { type: 'stop' })
  | (DetectorEvent & {
      type: 'sit';
      /** `t`: the last busy moment before stillness (landing on the seat); `downT`: the last downward move. */
      downT: number;
      stillMs: number;
    });

/**
 * gm139 walk, then sit: a sit is a downward move followed by stillness (GAMES.md). SPEC.md §9 read as
 * (in m/s², as the recorded sit-downs show: a sit's downward acceleration is 1–2 m/s², far from
 * 0.4 g; and 0.3 m/s² separates a seated phone from a walking one):
 * - `moveDownAccY` −0.4: vertical linear acceleration (along gravity, so the phone may be upright in
 *   the hands, where that is device y, or in a pocket), low-passed, below −0.4 m/s² is a downward
 *   move;
 * - `stopAccLen` 0.3: the acceleration vector straying less than 0.3 m/s² from its recent mean is still;
 * - `stopTime` 500 ms: stillness lasting that long, starting within WALK_SIT_TUNING.downToStillMs of
 *   a downward move, and lower than the phone was before it (`minDropM`), is a sit. The event's `t` is the last busy moment before the stillness (the
 *   landing on the seat); it is returned once the stillness has lasted `stopTime`.
 * Walking comes from the step detector: `walk` at the first step of a walk, `stop` when steps cease.
 */
export class WalkSitDetector implements Detector<WalkSitEvent> {
  readonly params: WalkSitParams;
  private readonly o: WalkSitTuning;
  private readonly steps: StepDetector;
  private readonly gravity = new GravityTracker();
  private readonly down1: OnePole;
  private readonly down2: OnePole;
  private readonly still: OnePole;
  private readonly settle: OnePole3;
  private lastT = NaN;
  private walking = false;
  private lastStepT = -Infinity;
  private lastDownT = -Infinity;
  /** Recent (t, |a|) for the drop check, oldest first. */
  private history: { t: number; m: number }[] = [];
  private stillSince = NaN;
  private seated = false;
  private lastBusyT = -Infinity;
  private firstT = NaN;
  private lastStopT = -Infinity;

  constructor(params?: DeepPartial<WalkSitParams> | null, tuning: Partial<WalkSitTuning> = {}, stepTuning: Partial<StepTuning> = {}) {
    this.params = mergeParams<WalkSitParams>(PlannedGameParameters.gm139, params);
    this.o = { ...WALK_SIT_TUNING, ...tuning };
    this.steps = new StepDetector(stepTuning);
    this.down1 = new OnePole(this.o.downHz);
    this.down2 = new OnePole(this.o.downHz);
    this.still = new OnePole(this.o.stillHz);
    this.settle = new OnePole3(this.o.settleHz);
  }

  reset(): void {
    this.steps.reset();
    this.gravity.reset();
    this.down1.reset();
    this.down2.reset();
    this.still.reset();
    this.settle.reset();
    this.lastT = NaN;
    this.walking = false;
    this.lastStepT = this.lastDownT = -Infinity;
    this.history = [];
    this.stillSince = NaN;
    this.seated = false;
    this.lastBusyT = -Infinity;
    this.firstT = NaN;
    this.lastStopT = -Infinity;
  }

  push(s: MotionSample): WalkSitEvent[] {
    if (isBlank(s)) return [];
    const dt = Number.isNaN(this.lastT) ? 0 : Math.max(0, s.t - this.lastT);
    this.lastT = s.t;
    if (Number.isNaN(this.firstT)) this.firstT = s.t;
    this.gravity.update(s);
    const out: WalkSitEvent[] = [];
    for (const step of this.steps.push(s)) {
      if (!this.walking && step.t - this.lastStepT <= this.o.walkStopMs) {
        this.walking = true;
        // Steps are confirmed late; a walk never resumes before the stop it ends.
        out.push({ type: 'walk', t: Math.max(this.lastStepT, this.lastStopT) });
      }
      this.lastStepT = Math.max(this.lastStepT, step.t);
    }
    // Steps are confirmed up to ~1.3 cycles late: allow for it before calling a stop.
    if (this.walking && s.t - this.lastStepT > this.o.walkStopMs + 1000) {
      this.walking = false;
      this.lastStopT = this.lastStepT + this.o.walkStopMs;
      out.push({ type: 'stop', t: this.lastStopT });
    }

    const down = this.down2.update(this.down1.update(this.gravity.vertical(s), dt), dt);
    if (down < this.params.moveDownAccY) this.lastDownT = s.t;
    this.history.push({ t: s.t, m: Math.hypot(s.ax, s.ay, s.az) });
    const horizon = s.t - this.o.dropWindowMs - this.params.stopTime - 1000;
    let old = 0;
    while (old < this.history.length && this.history[old]!.t < horizon) old++;
    if (old > 64) this.history.splice(0, old);
    const [mx, my, mz] = this.settle.update(s.ax, s.ay, s.az, dt);
    const lin = this.still.update(Math.hypot(s.ax - mx, s.ay - my, s.az - mz), dt);
    if (lin > this.params.stopAccLen * this.o.busyFactor) {
      this.lastBusyT = s.t;
      this.seated = false;
    }
    if (lin >= this.params.stopAccLen) {
      this.stillSince = NaN;
      return out;
    }
    if (Number.isNaN(this.stillSince)) this.stillSince = s.t;
    const stillMs = s.t - this.stillSince;
    const recentDown = this.stillSince - this.lastDownT <= this.o.downToStillMs;
    const warm = this.stillSince - this.firstT >= this.o.warmupMs;
    if (!this.seated && stillMs >= this.params.stopTime && recentDown && warm && this.dropBefore(this.stillSince, s.t) >= this.o.minDropM) {
      this.seated = true;
      const t = this.lastBusyT >= this.lastDownT ? this.lastBusyT : this.stillSince;
      out.push({ type: 'sit', t, downT: this.lastDownT, stillMs });
    }
    return out;
  }

  /**
   * How much higher the phone was, at most, in the `dropWindowMs` before the stillness began at
   * `onset`: vertical acceleration ≈ |a| − |a| at rest (a sit's acceleration is nearly all vertical,
   * and |a| ignores how the phone is turned), |a| at rest being its mean over the stillness up to
   * `now`; speed and height integrated backwards from zero at `onset`.
   */
  private dropBefore(onset: number, now: number): number {
    const h = this.history;
    let sum = 0;
    let n = 0;
    for (const x of h) {
      if (x.t < onset || x.t > now) continue;
      sum += x.m;
      n++;
    }
    if (n === 0) return 0;
    const rest = sum / n;
    let i = h.length - 1;
    while (i > 0 && h[i]!.t > onset) i--;
    let v = 0;
    let z = 0;
    let high = 0;
    for (; i > 0 && h[i]!.t >= onset - this.o.dropWindowMs; i--) {
      const dt = (h[i]!.t - h[i - 1]!.t) / 1000;
      v -= (h[i]!.m - rest) * dt;
      z -= v * dt;
      high = Math.max(high, z);
    }
    return high;
  }
}
