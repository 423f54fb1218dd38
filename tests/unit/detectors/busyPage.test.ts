import { describe, expect, it } from 'vitest';
import { busyPage } from '../../../benchmarks/detectors/run';
import type { MotionSample } from '../../../workers/motion/detectors/types';

const at60 = (seconds: number): MotionSample[] =>
  Array.from({ length: seconds * 60 }, (_, i) => ({ t: (i * 1000) / 60, ax: i, ay: 0, az: 9.81, gx: NaN, gy: NaN, gz: NaN }));

describe('busyPage: 60 Hz as a page busy now and then delivers it', () => {
  const samples = at60(120);
  const busy = busyPage(samples);

  it('drops samples in gaps of at most 60 ms, after about 1 sample in 50, and keeps the rest as they were', () => {
    const gaps = busy.slice(1).map((s, i) => s.t - busy[i]!.t);
    const long = gaps.filter((g) => g > 1000 / 60 + 1e-9);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(60 + 1000 / 60);
    // About 140 gaps in 7200 samples; one under a sample's interval (17 ms of 60) drops nothing.
    expect(long.length).toBeGreaterThan(70);
    expect(long.length).toBeLessThan(140);
    for (const s of busy) expect(samples[s.ax]).toBe(s);
  });

  it('gives the same gaps in every run, and other gaps for another seed', () => {
    expect(busyPage(samples).map((s) => s.t)).toEqual(busy.map((s) => s.t));
    expect(busyPage(samples, 2).map((s) => s.t)).not.toEqual(busy.map((s) => s.t));
  });
});
