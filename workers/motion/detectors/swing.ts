import { SWING_DETECTOR_DEFAULTS as PlannedGameParameters, type SwingDetectorDefaults as PlannedParameterSet } from '../../../src/games/gm113/parameters';
import { FRAME_MS, G, magnitude, mergeParams } from './params';
import { isBlank } from './signal/blank';
import { Debounced } from './signal/debounce';
import { GravityTracker } from './signal/gravity';
import { OnePole } from './signal/lowPass';
import type { DeepPartial, Detector, DetectorEvent, MotionSample } from './types';

export type SwingParams = PlannedParameterSet['gm113'];

const RAD = 180 / Math.PI;

/** Tuning SPEC.md §9 does not name. */
export const SWING_TUNING = {
  /** Two swings closer than this are one. */
  refractoryMs: 250,
  /** The accelerometer's stroke ends after this long below its floor. */
  accGapMs: 60,
  /**
   * Without a gyroscope, a swing must also turn the phone: the direction of the acceleration (low-
   * passed at `tiltHz`, mostly gravity) must move by this much during the stroke. A phone in a
   * pocket jolts past 0.4 g at every step but tilts only 15–20°; every swing pattern turns it 60°+.
   */
  accMinTurnDeg: 45,
  tiltHz: 1,
  /**
   * A swing is brisk: the arm turns the phone at `gyroMinPeakDegS` or more at the stroke's peak (a
   * stroke of 60° in 0.4 s peaks at 280°/s). A thigh swinging in a walk, or turning with the body
   * with the phone in a pocket, turns it past the SPEC's floor and sum but peaks under ~200°/s.
   */
  gyroMinPeakDegS: 250,
  /**
   * A swinging hand holds the phone: |a| under `dropG` for `dropMs` is a phone let go (dropped into a
   * bag, tossed onto a sofa), and the jolt of its landing is no swing: nothing is reported within
   * `dropMemoryMs` of such a fall.
   */
  dropG: 0.3,
  dropMs: 40,
  dropMemoryMs: 500,
  /** Hysteresis on the posture test (share of g along device y) and how long a posture or holding state must last. */
  postureHysteresis: 0.05,
  postureDwellMs: 200,
  /** A phone on a table is still to sensor noise; in a hand |a| wavers by more than this (g, RMS over ~0.5 s). */
  heldStdG: 0.012,
  /** Swings are counted while the phone was upright within this long (the swing itself tilts it). */
  postureMemoryMs: 1500,
};
export type SwingTuning = typeof SWING_TUNING;

export type SwingEvent =
  | (DetectorEvent & {
      type: 'swing';
      /** Which path found it: the gyroscope's when the phone has one, else the accelerometer's. */
      by: 'gyro' | 'acc';
      /** Dominant device axis of the motion over the trigger and the next `additionalAnalyzeNumber` frames, and its sign. */
      axis: 'x' | 'y' | 'z';
      sign: 1 | -1;
      /** Peak rotation rate (deg/s) or linear acceleration (g) of the stroke so far. */
      peak: number;
    })
  | (DetectorEvent & { type: 'posture'; upright: boolean; uprightness: number })
  | (DetectorEvent & { type: 'holding'; held: boolean });

type Stroke = {
  dir: [number, number, number];
  sum: number;
  /** Accelerometer path: the same sum on | |a| − 1 g |, which a rotation cannot fake. */
  magSum: number;
  peak: number;
  armed: boolean;
  lastAbove: number;
  turned: number;
  /** Accelerometer path: when the sum reached its threshold (the swing's moment, if it turns enough). */
  crossT?: number;
} | null;

/**
 * gm113 swing, with posture and holding. SPEC.md §9 read as:
 * - gyro path (rotation about device x or z, not about the long axis y): `gyroExceptThreshold` 1 in
 *   rad/s (57 deg/s): the rotation rate along the stroke's
 *   axis below which the limb is not swinging (the stroke ends there, or where it reverses);
 *   `gyroSumTimingThreshold` 40 in rad/s × frames of 1/60 s: the rotation beyond that floor,
 *   ∫(ω − 1 rad/s)dt, reaches 0.67 rad (38°) at the swing's moment;
 * - acceleration path (phones without a gyroscope): `accExceptThreshold` 0.4 g of linear
 *   acceleration is the floor, `accSumTimingThreshold` 0.1 in g·s (about 1 m/s of speed gained
 *   beyond the floor) marks the swing's moment — once the phone has also turned (SWING_TUNING);
 * - `verticalPostureThreshold` 0.5: upright when gravity's share along device y is ≥ 0.5 (the phone
 *   within 60° of vertical);
 * - `additionalAnalyzeNumber` 3: frames after the trigger over which the swing's direction is
 *   averaged; the event is returned after them, stamped with the trigger time;
 * - `swingIntervals` 1: swings counted per beat, a judging rule of the game (the detector reports every swing).
 * Swings are counted only from the game's posture: upright, now or within the last 1.5 s.
 * Holding: a phone in a hand never reads as still as one on a table, so `holding` reports held / not
 * held; which hands hold it (`either` / `both`) comes from touches, not motion.
 */
export class SwingDetector implements Detector<SwingEvent> {
  readonly params: SwingParams;
  private readonly o: SwingTuning;
  private readonly gravity = new GravityTracker();
  /** Without a gyroscope: the acceleration low-passed at `tiltHz` (its direction: the phone's tilt). */
  private readonly tiltX: OnePole;
  private readonly tiltY: OnePole;
  private readonly tiltZ: OnePole;
  private lastT = NaN;
  private gyroStroke: Stroke = null;
  private accStroke: Stroke = null;
  private lastSwingT = -Infinity;
  private pending: { t: number; by: 'gyro' | 'acc'; peak: number; until: number; sum: [number, number, number] } | null = null;
  /** Linear acceleration at this sample (g, device axes). */
  private linX = 0;
  private linY = 0;
  private linZ = 0;
  private readonly upright: Debounced;
  private lastUprightT = -Infinity;
  private readonly held: Debounced;
  private magMean = NaN;
  private magVar = 0;
  /** Since when |a| has been under `dropG` (NaN: it is not), and when it last was for `dropMs`. */
  private lowSince = NaN;
  private lastDropT = -Infinity;

  constructor(params?: DeepPartial<SwingParams> | null, tuning: Partial<SwingTuning> = {}) {
    this.params = mergeParams<SwingParams>(PlannedGameParameters.gm113, params);
    this.o = { ...SWING_TUNING, ...tuning };
    this.tiltX = new OnePole(this.o.tiltHz);
    this.tiltY = new OnePole(this.o.tiltHz);
    this.tiltZ = new OnePole(this.o.tiltHz);
    this.upright = new Debounced(this.o.postureDwellMs);
    this.held = new Debounced(this.o.postureDwellMs);
  }

  reset(): void {
    this.gravity.reset();
    this.tiltX.reset();
    this.tiltY.reset();
    this.tiltZ.reset();
    this.lastT = NaN;
    this.gyroStroke = this.accStroke = null;
    this.lastSwingT = -Infinity;
    this.pending = null;
    this.upright.reset();
    this.held.reset();
    this.lastUprightT = -Infinity;
    this.magMean = NaN;
    this.magVar = 0;
    this.lowSince = NaN;
    this.lastDropT = -Infinity;
  }

  push(s: MotionSample): SwingEvent[] {
    if (isBlank(s)) return NONE;
    const dt = Number.isNaN(this.lastT) ? 0 : Math.max(0, s.t - this.lastT);
    this.lastT = s.t;
    const g = magnitude(s.ax, s.ay, s.az) / G;
    if (g >= this.o.dropG) this.lowSince = NaN;
    else if (Number.isNaN(this.lowSince)) this.lowSince = s.t;
    else if (s.t - this.lowSince >= this.o.dropMs) this.lastDropT = s.t;
    this.gravity.update(s);
    let out = NONE;
    const gyro = !Number.isNaN(s.gx) && !Number.isNaN(s.gy) && !Number.isNaN(s.gz);
    this.linX = (s.ax - this.gravity.gx) / G;
    this.linY = (s.ay - this.gravity.gy) / G;
    this.linZ = (s.az - this.gravity.gz) / G;

    if (this.pending) {
      const p = this.pending;
      p.sum[0] += gyro ? s.gx : this.linX;
      p.sum[1] += gyro ? s.gy : this.linY;
      p.sum[2] += gyro ? s.gz : this.linZ;
      if (s.t >= p.until) {
        out = add(out, this.swingEvent(p));
        this.pending = null;
      }
    }
    out = this.posture(s.t, out);
    out = this.holding(s, g, dt, out);
    // Swings count only from the game's posture: held upright, at least until shortly before (a
    // swing itself tilts the phone, and the return of a pump starts from a tilt).
    if (this.upright.value === true) this.lastUprightT = s.t;
    if (s.t - this.lastUprightT > this.o.postureMemoryMs) {
      this.gyroStroke = this.accStroke = null;
      return out;
    }
    if (gyro) {
      const floor = this.params.gyroExceptThreshold * RAD;
      const need = this.params.gyroSumTimingThreshold * RAD * (FRAME_MS / 1000);
      // Only rotation across the phone's long axis (about device x: arcs and pumps; about z: side to
      // side) is a swing. Turning about device y — the player turning round with the phone upright —
      // is not.
      this.gyroStroke = this.stroke(this.gyroStroke, s.gx, 0, s.gz, floor, need, dt / 1000, s.t, 'gyro');
    } else {
      const x = this.tiltX.update(s.ax, dt);
      const y = this.tiltY.update(s.ay, dt);
      const z = this.tiltZ.update(s.az, dt);
      const n = magnitude(x, y, z) || 1;
      const lin = magnitude(this.linX, this.linY, this.linZ);
      this.accStroke = this.accStrokeStep(this.accStroke, lin, Math.abs(g - 1), x / n, y / n, z / n, dt, s.t);
    }
    return out;
  }

  /**
   * Follows one rotation stroke: its direction is fixed where it starts; the part of the signal along it above
   * `floor` is integrated; the stroke ends when that part falls under the floor (or reverses).
   */
  private stroke(st: Stroke, vx: number, vy: number, vz: number, floor: number, need: number, dtSec: number, t: number, by: 'gyro'): Stroke {
    const mag = magnitude(vx, vy, vz);
    if (!st) {
      if (mag < floor) return null;
      st = { dir: [vx / mag, vy / mag, vz / mag], sum: 0, magSum: 0, peak: 0, armed: true, lastAbove: t, turned: 0 };
    }
    const along = vx * st.dir[0] + vy * st.dir[1] + vz * st.dir[2];
    if (along < floor) return null;
    st.sum += (along - floor) * dtSec;
    st.peak = Math.max(st.peak, along);
    if (st.armed && st.sum >= need && st.peak >= this.o.gyroMinPeakDegS) {
      st.armed = false;
      this.trigger(t, by, st.peak);
    }
    return st;
  }

  /**
   * The accelerometer's stroke: |linear acceleration| above the floor, summed; unlike a rotation it
   * does not end where its direction turns (a swinging arm pushes, then brakes, with the centripetal
   * pull in between), only after `accGapMs` below the floor.
   */
  private accStrokeStep(st: Stroke, mag: number, absDev: number, tx: number, ty: number, tz: number, dtMs: number, t: number): Stroke {
    const floor = this.params.accExceptThreshold;
    if (st) {
      st.turned = Math.max(st.turned, angleDeg(st.dir, tx, ty, tz));
      st.magSum += Math.max(0, absDev - floor) * (dtMs / 1000);
      // The slow tilt estimate may confirm the turn only as the stroke ends: stamp the moment the sum crossed.
      if (st.armed && st.crossT !== undefined && st.turned >= this.o.accMinTurnDeg && st.magSum >= this.params.accSumTimingThreshold) {
        st.armed = false;
        this.trigger(st.crossT, 'acc', st.peak);
      }
    }
    if (mag < floor) {
      if (st && t - st.lastAbove > this.o.accGapMs) return null;
      return st;
    }
    // The direction at the stroke's start is kept in `dir`, to measure how far it turns.
    st ??= { dir: [tx, ty, tz], sum: 0, magSum: Math.max(0, absDev - floor) * (dtMs / 1000), peak: 0, armed: true, lastAbove: t, turned: 0 };
    st.lastAbove = t;
    st.sum += (mag - floor) * (dtMs / 1000);
    st.peak = Math.max(st.peak, mag);
    if (st.armed && st.crossT === undefined && st.sum >= this.params.accSumTimingThreshold) st.crossT = t;
    return st;
  }

  private trigger(t: number, by: 'gyro' | 'acc', peak: number): void {
    if (t - this.lastSwingT < this.o.refractoryMs || this.pending) return;
    if (this.lastT - this.lastDropT <= this.o.dropMemoryMs) return;
    this.lastSwingT = t;
    this.pending = { t, by, peak, until: t + this.params.additionalAnalyzeNumber * FRAME_MS, sum: [0, 0, 0] };
  }

  private swingEvent(p: NonNullable<SwingDetector['pending']>): SwingEvent {
    const [x, y, z] = p.sum;
    const ax = Math.abs(x);
    const ay = Math.abs(y);
    const az = Math.abs(z);
    const i = ax >= ay && ax >= az ? 0 : ay >= az ? 1 : 2;
    return { type: 'swing', t: p.t, by: p.by, axis: AXES[i]!, sign: p.sum[i]! < 0 ? -1 : 1, peak: p.peak };
  }

  private posture(t: number, out: SwingEvent[]): SwingEvent[] {
    const gr = this.gravity;
    const share = gr.gy / (gr.norm || 1);
    const was = this.upright.value;
    const h = was === null ? 0 : was ? -this.o.postureHysteresis : this.o.postureHysteresis;
    const changed = this.upright.update(share >= this.params.verticalPostureThreshold + h, t);
    return changed === null ? out : add(out, { type: 'posture', t, upright: changed, uprightness: share });
  }

  private holding(s: MotionSample, m: number, dt: number, out: SwingEvent[]): SwingEvent[] {
    if (Number.isNaN(this.magMean)) {
      this.magMean = m;
      return out;
    }
    const k = 1 - Math.exp(-dt / 500);
    this.magMean += k * (m - this.magMean);
    this.magVar += k * ((m - this.magMean) ** 2 - this.magVar);
    const changed = this.held.update(Math.sqrt(this.magVar) >= this.o.heldStdG, s.t);
    return changed === null ? out : add(out, { type: 'holding', t: s.t, held: changed });
  }
}

const NONE: SwingEvent[] = [];
const AXES = ['x', 'y', 'z'] as const;

/** `out` with `e` added (a new array the first time: nothing is allocated for a sample without events). */
function add(out: SwingEvent[], e: SwingEvent): SwingEvent[] {
  if (out === NONE) return [e];
  out.push(e);
  return out;
}

function angleDeg(a: readonly number[], x: number, y: number, z: number): number {
  const dot = a[0]! * x + a[1]! * y + a[2]! * z;
  return (Math.acos(Math.min(1, Math.max(-1, dot))) * 180) / Math.PI;
}
