import type { MotionSample } from '../types';

const DEG = Math.PI / 180;

/**
 * Where "up" is in device axes, and the acceleration left once it is removed (linear acceleration).
 *
 * With a gyroscope, a complementary filter: the estimate is carried along by the rotation rate
 * (a vector fixed in the world turns by −ω × g in the device frame) and pulled slowly toward the
 * measured acceleration, which is gravity on average. So a phone that turns over keeps an accurate
 * "up" during the turn. Without a gyroscope it is a plain low-pass of the acceleration.
 *
 * Sign convention (W3C / Android): at rest the accelerometer reads +9.81 m/s² along the axis that
 * points up, so `up` points up. Rotation rate: right-handed, deg/s about device x, y, z.
 */
export class GravityTracker {
  /** The gravity estimate (m/s², device axes, pointing up). */
  gx = NaN;
  gy = NaN;
  gz = NaN;
  private lastT = NaN;

  /**
   * @param withGyroSec time constant of the pull toward the accelerometer when the gyroscope carries the estimate
   * @param withoutGyroSec the same without a gyroscope (shorter: nothing else follows a rotation)
   */
  constructor(
    private readonly withGyroSec = 1,
    private readonly withoutGyroSec = 0.4,
  ) {}

  update(s: MotionSample): void {
    if (Number.isNaN(this.gx)) {
      this.gx = s.ax;
      this.gy = s.ay;
      this.gz = s.az;
      this.lastT = s.t;
      return;
    }
    const dt = Math.max(s.t - this.lastT, 0) / 1000;
    this.lastT = s.t;
    const gyro = !Number.isNaN(s.gx) && !Number.isNaN(s.gy) && !Number.isNaN(s.gz);
    if (gyro && dt > 0) {
      const wx = s.gx * DEG * dt;
      const wy = s.gy * DEG * dt;
      const wz = s.gz * DEG * dt;
      // g ← g − (ω dt) × g
      const nx = this.gx - (wy * this.gz - wz * this.gy);
      const ny = this.gy - (wz * this.gx - wx * this.gz);
      const nz = this.gz - (wx * this.gy - wy * this.gx);
      this.gx = nx;
      this.gy = ny;
      this.gz = nz;
    }
    const tau = gyro ? this.withGyroSec : this.withoutGyroSec;
    const k = 1 - Math.exp(-Math.max(dt, 0.001) / tau);
    this.gx += k * (s.ax - this.gx);
    this.gy += k * (s.ay - this.gy);
    this.gz += k * (s.az - this.gz);
  }

  get norm(): number {
    return Math.sqrt(this.gx * this.gx + this.gy * this.gy + this.gz * this.gz);
  }

  /** Component of the linear acceleration along "up" (m/s²; negative = accelerating downward). */
  vertical(s: MotionSample): number {
    const n = this.norm || 1;
    return ((s.ax - this.gx) * this.gx + (s.ay - this.gy) * this.gy + (s.az - this.gz) * this.gz) / n;
  }

  /** Magnitude of the linear acceleration (m/s²). */
  linear(s: MotionSample): number {
    const x = s.ax - this.gx;
    const y = s.ay - this.gy;
    const z = s.az - this.gz;
    return Math.sqrt(x * x + y * y + z * z);
  }

  /** Unit "up" vector in device axes. */
  up(): [number, number, number] {
    const n = this.norm || 1;
    return [this.gx / n, this.gy / n, this.gz / n];
  }

  reset(): void {
    this.gx = this.gy = this.gz = NaN;
    this.lastT = NaN;
  }
}
