import { G } from '../../workers/motion/detectors/params';
import { Rng, wobble } from './rng';
import { axisAngle, mul, X, Z, type Mat3, type Vec3 } from './rotation';
import type { SensorOptions } from './sampler';

export { G };

/**
 * Sensor settings drawn per trace: the rates phones deliver (browsers about 60 Hz, apps 100–200 Hz),
 * MEMS-grade noise (accelerometer ~0.05–0.1 m/s², gyroscope ~0.3–0.8 deg/s RMS, biases up to
 * 0.15 m/s² and 1 deg/s) and timestamp jitter.
 */
export function drawSensor(rng: Rng, durationMs: number, gyro = true): SensorOptions {
  return {
    rateHz: rng.pick([60, 100, 100, 200]),
    durationMs,
    accelNoise: rng.range(0.04, 0.1),
    accelBias: 0.15,
    gyroNoise: rng.range(0.3, 0.8),
    gyroBias: 1,
    jitterMs: rng.range(0.2, 1.5),
    gyro,
  };
}

/**
 * A hand holding a phone is never still. Its sway is a wander of the position by a few millimetres
 * (0.5–2.5 Hz, three sines per axis) whose acceleration, −(2πf)²·x, is what the sensor feels — a
 * tenth or two of m/s², small at slow rates as it must be (a slow sway of large acceleration would
 * carry the hand away) — plus a few degrees of turning. `mm` is the summed position amplitude.
 */
export function handSway(rng: Rng, mm = 2, deg = 3): { accel: (t: number) => Vec3; turn: (t: number) => Mat3 } {
  const axis = () => Array.from({ length: 3 }, () => ({ f: rng.range(0.5, 2.5), p: rng.range(0, 2 * Math.PI), a: mm / 1000 / 3 }));
  const parts = [axis(), axis(), axis()];
  const acc = (k: { f: number; p: number; a: number }[], t: number) =>
    k.reduce((s, c) => s - c.a * (2 * Math.PI * c.f) ** 2 * Math.sin(2 * Math.PI * c.f * (t / 1000) + c.p), 0);
  const rx = wobble(rng, deg, 0.2, 1);
  const rz = wobble(rng, deg, 0.2, 1);
  return {
    accel: (t) => [acc(parts[0]!, t), acc(parts[1]!, t), acc(parts[2]!, t)],
    turn: (t) => mul(axisAngle(X, rx(t)), axisAngle(Z, rz(t))),
  };
}

export function add(a: Vec3, b: Vec3): Vec3 {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}

/** Settings worth writing in a trace's header, rounded. */
export function r2(x: number): number {
  return Math.round(x * 100) / 100;
}
