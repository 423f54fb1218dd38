import { GM102_PARAMETERS, type Gm102Params } from '../parameters';
import { FRAME_MS, G, magnitude, mergeParams } from '../../../../workers/motion/detectors/params';
import { isBlank } from '../../../../workers/motion/detectors/signal/blank';
import { GravityTracker } from '../../../../workers/motion/detectors/signal/gravity';
import { OnePole } from '../../../../workers/motion/detectors/signal/lowPass';
import { StepDetector, type StepTuning } from '../../../../workers/motion/detectors/steps';
import type { DeepPartial, Detector, DetectorEvent, MotionSample } from '../../../../workers/motion/detectors/types';

export type RunParams = Gm102Params;

/** Tuning SPEC.md §9 does not name, for gm102's cheat check and stay watch. */
export const RUN_TUNING = {
  /** Cheat: more steps per second than a person runs in place. */
  maxStepsPerSec: 4.5,
  /**
   * Cheat: running in place moves the phone up and down; a hand shaking it moves it every which way.
   * Below this share of the motion energy along the vertical (gravity) axis, the motion is not running.
   */
  minVerticalShare: 0.5,
  /** Minimum motion energy (mean |linear a|², in g²) before the vertical share is judged at all. */
  minEnergyG2: 0.01,
  /** Smoothing of |linear a| for the stay watch: single-sample noise must not put anyone out. */
  stayHz: 5,
};
export type RunTuning = typeof RUN_TUNING;

export type RunEvent =
  | (DetectorEvent & { type: 'step'; stepMs: number; waveG: number; waveSum: number })
  | (DetectorEvent & { type: 'moved'; accG: number })
  | (DetectorEvent & { type: 'cheat'; reason: 'cadence' | 'notVertical'; stepsPerSec: number; verticalShare: number });

/**
 * gm102 run / stay, from the step detector plus SPEC.md §9's thresholds, read as:
 * - the "wave" is the dynamic magnitude |a|/g − 1 around a step;
 * - `waveExceptThreshold` 0.2 (g): a step whose wave peaks below 0.2 g is walking, not running: ignored;
 * - `waveSumThreshold` 1: the wave's area above that 0.2 g floor, in g·frames (frames of 1/60 s,
 *   i.e. 16.7 mg·s), must reach 1 — a step-sized push, not a twitch;
 * - `accOut` 0.1 (g): during a stay, linear acceleration above 0.1 g (≈1 m/s²) after the grace
 *   window is moving: `moved` (once per stay);
 * - `invincibleFrame` 60 frames = the 1 s grace at the start of each stay;
 * - `cheatMeasureTime` 180 frames = the 3 s window over which the cheat check looks at cadence and
 *   at how vertical the motion is (see RUN_TUNING); `cheat` is reported once when it begins;
 * - `realStepInterval` 60 frames = 1 s: steps further apart than that are separate bursts, not a run,
 *   so the cadence of the cheat check counts only steps closer than that.
 * The rest (`tutorialStepCount`, `stepCount`, speeds, `emitProgressInterval`…) drive the game's
 * progress from these step events, not detection.
 * Commands: `stay` and `run` (the game's phases; it starts in run).
 */
export class RunDetector implements Detector<RunEvent> {
  readonly params: RunParams;
  private readonly o: RunTuning;
  private readonly steps: StepDetector;
  private readonly gravity = new GravityTracker();
  private readonly stayLp: OnePole;
  private lastT = NaN;
  /** Recent (t, wave) for judging a step's wave, and (t, vertical², linear²) for the cheat check. */
  private recent: { t: number; wave: number; v2: number; l2: number }[] = [];
  private stepTimes: number[] = [];
  private mode: 'run' | 'stay' = 'run';
  private stayFrom = 0;
  private movedInStay = false;
  private nextCheat = 0;
  private cheating = false;

  constructor(params?: DeepPartial<RunParams> | null, tuning: Partial<RunTuning> = {}, stepTuning: Partial<StepTuning> = {}) {
    this.params = mergeParams<RunParams>(GM102_PARAMETERS, params);
    this.o = { ...RUN_TUNING, ...tuning };
    this.steps = new StepDetector(stepTuning);
    this.stayLp = new OnePole(this.o.stayHz);
  }

  reset(): void {
    this.steps.reset();
    this.gravity.reset();
    this.stayLp.reset();
    this.lastT = NaN;
    this.recent = [];
    this.stepTimes = [];
    this.mode = 'run';
    this.movedInStay = false;
    this.nextCheat = 0;
    this.cheating = false;
  }

  command(name: string, t: number): void {
    if (name === 'stay' && this.mode !== 'stay') {
      this.mode = 'stay';
      this.stayFrom = t;
      this.movedInStay = false;
    } else if (name === 'run') {
      this.mode = 'run';
    }
  }

  push(s: MotionSample): RunEvent[] {
    if (isBlank(s)) return [];
    const dt = Number.isNaN(this.lastT) ? 0 : s.t - this.lastT;
    this.lastT = s.t;
    this.gravity.update(s);
    const lin = this.gravity.linear(s) / G;
    const vert = this.gravity.vertical(s) / G;
    this.recent.push({ t: s.t, wave: magnitude(s.ax, s.ay, s.az) / G - 1, v2: vert * vert, l2: lin * lin });
    const keep = Math.max(this.params.cheatMeasureTime * FRAME_MS, 2000) + 1000;
    while (this.recent.length > 0 && this.recent[0]!.t < s.t - keep) this.recent.shift();

    const out: RunEvent[] = [];
    const moving = this.stayLp.update(lin, dt);
    if (this.mode === 'stay' && !this.movedInStay && s.t >= this.stayFrom + this.params.invincibleFrame * FRAME_MS && moving > this.params.accOut) {
      this.movedInStay = true;
      out.push({ type: 'moved', t: s.t, accG: moving });
    }
    for (const step of this.steps.push(s)) {
      const wave = this.wave(step.t, step.stepMs);
      if (wave.peak < this.params.waveExceptThreshold || wave.sum < this.params.waveSumThreshold) continue;
      this.stepTimes.push(step.t);
      // Steps are confirmed a little late: judge each by its own time, not by when it is confirmed.
      const inStay = this.mode === 'stay' && step.t >= this.stayFrom;
      if (!inStay) out.push({ type: 'step', t: step.t, stepMs: step.stepMs, waveG: wave.peak, waveSum: wave.sum });
    }
    // The check runs every quarter of a window; a cheat is reported when it starts, once.
    if (this.mode === 'run' && s.t >= this.nextCheat) {
      this.nextCheat = s.t + (this.params.cheatMeasureTime * FRAME_MS) / 4;
      const cheat = this.cheatCheck(s.t);
      if (cheat && !this.cheating) out.push(cheat);
      this.cheating = cheat !== null;
    }
    return out;
  }

  /** Peak of the wave within half a step of `t`, and its area above the except floor in g·frames. */
  private wave(t: number, stepMs: number): { peak: number; sum: number } {
    let peak = -Infinity;
    let sum = 0;
    let prevT = NaN;
    for (const r of this.recent) {
      if (r.t < t - stepMs / 2 || r.t > t + stepMs / 2) continue;
      peak = Math.max(peak, r.wave);
      if (!Number.isNaN(prevT)) sum += Math.max(0, r.wave - this.params.waveExceptThreshold) * ((r.t - prevT) / FRAME_MS);
      prevT = r.t;
    }
    return { peak, sum };
  }

  private cheatCheck(now: number): RunEvent | null {
    const window = this.params.cheatMeasureTime * FRAME_MS;
    const from = now - window;
    if (this.recent.length === 0 || this.recent[0]!.t > from + 100) return null;
    this.stepTimes = this.stepTimes.filter((t) => t >= from - 2000);
    const inWindow = this.stepTimes.filter((t) => t >= from);
    const linked = inWindow.filter((t, i) => i > 0 && t - inWindow[i - 1]! <= this.params.realStepInterval * FRAME_MS).length;
    const stepsPerSec = linked / (window / 1000);
    let v2 = 0;
    let l2 = 0;
    let n = 0;
    for (const r of this.recent) {
      if (r.t < from) continue;
      v2 += r.v2;
      l2 += r.l2;
      n++;
    }
    const verticalShare = l2 > 0 ? v2 / l2 : 1;
    const energetic = n > 0 && l2 / n >= this.o.minEnergyG2;
    if (stepsPerSec > this.o.maxStepsPerSec) return { type: 'cheat', t: now, reason: 'cadence', stepsPerSec, verticalShare };
    if (energetic && verticalShare < this.o.minVerticalShare) return { type: 'cheat', t: now, reason: 'notVertical', stepsPerSec, verticalShare };
    return null;
  }
}

export function createRunDetector(params?: DeepPartial<RunParams> | null): RunDetector {
  return new RunDetector(params);
}
