import type { MotionSample } from './detectors/types';

export type { MotionSample };

/*
 * A motion sample as the pipeline carries it: seven float64s in the order of `MotionSample`
 * (the detectors' contract). `t` is epoch ms on the shared time base of every thread
 * (`performance.timeOrigin + performance.now()`); `ax..az` acceleration including gravity in m/s²;
 * `gx..gz` rotation rate in deg/s about the device x, y, z axes (`rotationRate.alpha`, `.beta`,
 * `.gamma`, as browsers report them); NaN where the device gives none.
 */

/** Float64s per sample in rings and batches. */
export const STRIDE = 7;

/** Reads the sample at `i` (in samples) of a packed Float64Array into a new object. */
export function sampleAt(data: Float64Array, i: number): MotionSample {
  const o = i * STRIDE;
  return { t: data[o]!, ax: data[o + 1]!, ay: data[o + 2]!, az: data[o + 3]!, gx: data[o + 4]!, gy: data[o + 5]!, gz: data[o + 6]! };
}

/** Writes a sample at `i` (in samples) of a packed Float64Array. */
export function writeSample(data: Float64Array, i: number, t: number, ax: number, ay: number, az: number, gx: number, gy: number, gz: number): void {
  const o = i * STRIDE;
  data[o] = t;
  data[o + 1] = ax;
  data[o + 2] = ay;
  data[o + 3] = az;
  data[o + 4] = gx;
  data[o + 5] = gy;
  data[o + 6] = gz;
}
