import type { MotionSample } from '../../workers/motion/detectors/types';
import { G } from '../../workers/motion/detectors/params';
import { apply, mul, transpose, type Mat3, type Vec3 } from './rotation';
import type { Rng } from './rng';

/**
 * World acceleration from a position function (m, world axes) by a central second difference over
 * 2 ms: generators that move the phone along a path (a swinging arm) describe where it is, not how
 * it accelerates.
 */
export function accelFromPosition(p: (t: number) => Vec3): (t: number) => Vec3 {
  const h = 2;
  return (t) => {
    const a = p(t - h);
    const b = p(t);
    const c = p(t + h);
    const k = 1e6 / (h * h);
    return [(a[0] - 2 * b[0] + c[0]) * k, (a[1] - 2 * b[1] + c[1]) * k, (a[2] - 2 * b[2] + c[2]) * k];
  };
}

/**
 * What a motion generator describes, as functions of time (ms): the phone's acceleration in the
 * world (m/s², z up, gravity not included) and its orientation. The sampler derives what the phone's
 * sensors read from them, so accelerometer and gyroscope always agree with each other.
 */
export type Kinematics = {
  accel(t: number): Vec3;
  orientation(t: number): Mat3;
};

export type SensorOptions = {
  rateHz: number;
  durationMs: number;
  /** Accelerometer white noise (m/s²) and a constant bias per axis up to this size. */
  accelNoise: number;
  accelBias: number;
  /** Gyroscope white noise and bias (deg/s). */
  gyroNoise: number;
  gyroBias: number;
  /** Timestamp jitter (ms, standard deviation): phones do not sample on a perfect clock. */
  jitterMs: number;
  /** Whether the trace has gyroscope columns (many phones' browsers give none). */
  gyro: boolean;
};

/**
 * Sensor readings for the kinematics:
 * - accelerometer = specific force in device axes: Rᵀ · (a_world + g·ẑ) — at rest it reads +9.81
 *   along the axis pointing up, in free fall 0 (W3C / Android sign);
 * - gyroscope = ω in device axes, from Rᵀ·Ṙ = [ω]× (central difference over 1 ms), in deg/s.
 */
export function sample(k: Kinematics, o: SensorOptions, rng: Rng): MotionSample[] {
  const bias = (size: number): Vec3 => [rng.range(-size, size), rng.range(-size, size), rng.range(-size, size)];
  const ab = bias(o.accelBias);
  const gb = bias(o.gyroBias);
  const out: MotionSample[] = [];
  const period = 1000 / o.rateHz;
  let last = -Infinity;
  for (let i = 0; i * period <= o.durationMs; i++) {
    const t = Math.max(last + 0.5, i * period + (i === 0 ? 0 : rng.gauss(o.jitterMs)));
    last = t;
    const R = k.orientation(t);
    const Rt = transpose(R);
    const a = k.accel(t);
    const f = apply(Rt, [a[0], a[1], a[2] + G]);
    const h = 1;
    const before = k.orientation(t - h);
    const dR = k.orientation(t + h).map((v, j) => (v - before[j]!) / ((2 * h) / 1000));
    const W = mul(Rt, dR);
    const w: Vec3 = [W[7]!, W[2]!, W[3]!].map((v) => (v * 180) / Math.PI) as unknown as Vec3;
    out.push({
      t: Math.round(t * 1000) / 1000,
      ax: f[0] + ab[0] + rng.gauss(o.accelNoise),
      ay: f[1] + ab[1] + rng.gauss(o.accelNoise),
      az: f[2] + ab[2] + rng.gauss(o.accelNoise),
      gx: o.gyro ? w[0] + gb[0] + rng.gauss(o.gyroNoise) : NaN,
      gy: o.gyro ? w[1] + gb[1] + rng.gauss(o.gyroNoise) : NaN,
      gz: o.gyro ? w[2] + gb[2] + rng.gauss(o.gyroNoise) : NaN,
    });
  }
  return out;
}
