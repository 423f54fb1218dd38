import type { MotionSample } from '../detectors/types';

/**
 * A trace at another rate, for benchmarking what a browser delivers (`devicemotion` at about 60 Hz).
 * 'hold' gives, at each tick, the latest reading at or before it: what the browser does when it polls
 * a faster sensor. 'linear' interpolates between readings.
 */
export function resample(samples: readonly MotionSample[], rateHz: number, mode: 'hold' | 'linear' = 'hold'): MotionSample[] {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last) return [];
  const period = 1000 / rateHz;
  const out: MotionSample[] = [];
  let j = 0;
  // The epsilon keeps the last tick that rounding would push past the end (60 × 1000/60 > 1000).
  for (let k = 0; first.t + k * period <= last.t + 1e-9; k++) {
    const t = first.t + k * period;
    while (j + 1 < samples.length && samples[j + 1]!.t <= t) j++;
    const a = samples[j]!;
    const b = samples[j + 1];
    if (mode === 'hold' || !b || b.t === a.t) {
      out.push({ ...a, t });
      continue;
    }
    const w = (t - a.t) / (b.t - a.t);
    const mix = (x: number, y: number) => x + w * (y - x);
    out.push({
      t,
      ax: mix(a.ax, b.ax),
      ay: mix(a.ay, b.ay),
      az: mix(a.az, b.az),
      gx: mix(a.gx, b.gx),
      gy: mix(a.gy, b.gy),
      gz: mix(a.gz, b.gz),
    });
  }
  return out;
}
