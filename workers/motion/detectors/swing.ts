import { GameParameters, type GameParameterSet } from '../../../src/protocol/parameters';
import { FRAME_MS, G, mergeParams } from './params';
import { isBlank } from './signal/blank';
import { Debounced } from './signal/debounce';
import { GravityTracker } from './signal/gravity';
import type { DeepPartial, Detector, DetectorEvent, MotionSample } from './types';

export type SwingParams = GameParameterSet['gm113'];

const RAD = 180 / Math.PI;

/** Tuning SPEC.md §9 does not name. */
export const SWING_TUNING = {
  /** One stroke's braking after its push must not count again: swings closer than this are one. */
  refractoryMs: 250,
  /** Hysteresis on the posture test (share of g along device y) and how long a posture or holding state must last. */
  postureHysteresis: 0.05,
  postureDwellMs: 200,
  /** A phone on a table is still to sensor noise; in a hand |a| wavers by more than this (g, RMS over ~0.5 s). */
  heldStdG: 0.012,
};
export type SwingTuning = typeof SWING_TUNING;

export type SwingEvent =
  | (DetectorEvent & {
      type: 'swing';
      /** Which path crossed its threshold first. */
      by: 'gyro' | 'acc';
      /** Dominant device axis of the motion over the trigger and the next `additionalAnalyzeNumber` frames, and its sign. */
      axis: 'x' | 'y' | 'z';
      sign: 1 | -1;
      /** Peak rotation rate (deg/s) or linear acceleration (g) of the stroke so far. */
      peak: number;
    })
  | (DetectorEvent & { type: 'posture'; upright: boolean; uprightness: number })
  | (DetectorEvent & { type: 'holding'; held: boolean });

type Stroke = { dir: [number, number, number]; sum: number; peak: number; armed: boolean } | null;

/**
 * gm113 swing, with posture and holding. SPEC.md §9 read as:
 * - gyro path: `gyroExceptThreshold` 1 in rad/s (57 deg/s): the rotation rate along the stroke's
 *   axis below which the limb is not swinging (the stroke ends there, or where it reverses);
 *   `gyroSumTimingThreshold` 40 in rad/s × frames of 1/60 s: the rotation beyond that floor,
 *   ∫(ω − 1 rad/s)dt, reaches 0.67 rad (38°) at the swing's moment;
 * - acceleration path (any phone, the only one without a gyroscope): `accExceptThreshold` 0.4 g of
 *   linear acceleration along the push's direction is the floor, `accSumTimingThreshold` 0.1 in g·s
 *   (about 1 m/s of speed gained beyond the floor) marks the swing's moment;
 * - `verticalPostureThreshold` 0.5: upright when gravity's share along device y is ≥ 0.5 (the phone
 *   within 60° of vertical);
 * - `additionalAnalyzeNumber` 3: frames after the trigger over which the swing's direction is
 *   averaged; the event is returned after them, stamped with the trigger time;
 * - `swingIntervals` 1: swings counted per beat, a judging rule of the game (the detector reports every swing).
 * Holding: a phone in a hand never reads as still as one on a table, so `holding` reports held / not
 * held; which hands hold it (`either` / `both`) comes from touches, not motion.
 */
export class SwingDetector implements Detector<SwingEvent> {
  readonly params: SwingParams;
  private readonly o: SwingTuning;
  private readonly gravity = new GravityTracker();
  private lastT = NaN;
  private gyroStroke: Stroke = null;
  private accStroke: Stroke = null;
  private lastSwingT = -Infinity;
  private pending: { t: number; by: 'gyro' | 'acc'; peak: number; until: number; sum: [number, number, number] } | null = null;
  private readonly upright: Debounced;
  private readonly held: Debounced;
  private magMean = NaN;
  private magVar = 0;

  constructor(params?: DeepPartial<SwingParams> | null, tuning: Partial<SwingTuning> = {}) {
    this.params = mergeParams<SwingParams>(GameParameters.gm113, params);
    this.o = { ...SWING_TUNING, ...tuning };
    this.upright = new Debounced(this.o.postureDwellMs);
    this.held = new Debounced(this.o.postureDwellMs);
  }

  reset(): void {
    this.gravity.reset();
    this.lastT = NaN;
    this.gyroStroke = this.accStroke = null;
    this.lastSwingT = -Infinity;
    this.pending = null;
    this.upright.reset();
    this.held.reset();
    this.magMean = NaN;
    this.magVar = 0;
  }

  push(s: MotionSample): SwingEvent[] {
    if (isBlank(s)) return [];
    const dt = Number.isNaN(this.lastT) ? 0 : Math.max(0, s.t - this.lastT);
    this.lastT = s.t;
    this.gravity.update(s);
    const out: SwingEvent[] = [];
    const gyro = !Number.isNaN(s.gx) && !Number.isNaN(s.gy) && !Number.isNaN(s.gz);
    const lin: [number, number, number] = [(s.ax - this.gravity.gx) / G, (s.ay - this.gravity.gy) / G, (s.az - this.gravity.gz) / G];

    if (this.pending) {
      const p = this.pending;
      const v = gyro ? [s.gx, s.gy, s.gz] : lin;
      for (let i = 0; i < 3; i++) p.sum[i]! += v[i]!;
      if (s.t >= p.until) {
        out.push(this.swingEvent(p));
        this.pending = null;
      }
    }
    if (gyro) {
      const floor = this.params.gyroExceptThreshold * RAD;
      const need = this.params.gyroSumTimingThreshold * RAD * (FRAME_MS / 1000);
      this.gyroStroke = this.stroke(this.gyroStroke, [s.gx, s.gy, s.gz], floor, need, dt / 1000, s.t, 'gyro');
    }
    this.accStroke = this.stroke(this.accStroke, lin, this.params.accExceptThreshold, this.params.accSumTimingThreshold, dt / 1000, s.t, 'acc');
    out.push(...this.posture(s.t), ...this.holding(s, dt));
    return out;
  }

  /**
   * Follows one stroke: its direction is fixed where it starts; the part of the signal along it above
   * `floor` is integrated; the stroke ends when that part falls under the floor (or reverses).
   */
  private stroke(st: Stroke, v: [number, number, number], floor: number, need: number, dtSec: number, t: number, by: 'gyro' | 'acc'): Stroke {
    const mag = Math.hypot(v[0], v[1], v[2]);
    if (!st) {
      if (mag < floor) return null;
      st = { dir: [v[0] / mag, v[1] / mag, v[2] / mag], sum: 0, peak: 0, armed: true };
    }
    const along = v[0] * st.dir[0] + v[1] * st.dir[1] + v[2] * st.dir[2];
    if (along < floor) return null;
    st.sum += (along - floor) * dtSec;
    st.peak = Math.max(st.peak, along);
    if (st.armed && st.sum >= need) {
      st.armed = false;
      if (t - this.lastSwingT >= this.o.refractoryMs && !this.pending) {
        this.lastSwingT = t;
        this.pending = { t, by, peak: st.peak, until: t + this.params.additionalAnalyzeNumber * FRAME_MS, sum: [0, 0, 0] };
      }
    }
    return st;
  }

  private swingEvent(p: NonNullable<SwingDetector['pending']>): SwingEvent {
    const abs = p.sum.map(Math.abs);
    const i = abs[0]! >= abs[1]! && abs[0]! >= abs[2]! ? 0 : abs[1]! >= abs[2]! ? 1 : 2;
    return { type: 'swing', t: p.t, by: p.by, axis: (['x', 'y', 'z'] as const)[i]!, sign: p.sum[i]! < 0 ? -1 : 1, peak: p.peak };
  }

  private posture(t: number): SwingEvent[] {
    const share = this.gravity.up()[1];
    const was = this.upright.value;
    const h = was === null ? 0 : was ? -this.o.postureHysteresis : this.o.postureHysteresis;
    const changed = this.upright.update(share >= this.params.verticalPostureThreshold + h, t);
    return changed === null ? [] : [{ type: 'posture', t, upright: changed, uprightness: share }];
  }

  private holding(s: MotionSample, dt: number): SwingEvent[] {
    const m = Math.hypot(s.ax, s.ay, s.az) / G;
    if (Number.isNaN(this.magMean)) {
      this.magMean = m;
      return [];
    }
    const k = 1 - Math.exp(-dt / 500);
    this.magMean += k * (m - this.magMean);
    this.magVar += k * ((m - this.magMean) ** 2 - this.magVar);
    const changed = this.held.update(Math.sqrt(this.magVar) >= this.o.heldStdG, s.t);
    return changed === null ? [] : [{ type: 'holding', t: s.t, held: changed }];
  }
}
