import { describe, expect, it } from 'vitest';
import { resample } from '../../../workers/motion/trace/resample';

const at100 = Array.from({ length: 101 }, (_, i) => ({ t: i * 10, ax: i, ay: 0, az: 9.8, gx: NaN, gy: NaN, gz: NaN }));

describe('resample', () => {
  it('gives a browser-like 60 Hz stream: the latest reading at each tick', () => {
    const out = resample(at100, 60);
    expect(out).toHaveLength(61);
    expect(out[1]!.t).toBeCloseTo(1000 / 60, 9);
    expect(out[1]!.ax).toBe(1);
    expect(out[60]!.t).toBeCloseTo(1000, 9);
    expect(out[60]!.ax).toBe(100);
  });

  it('interpolates when asked', () => {
    const out = resample(at100, 200, 'linear');
    expect(out[1]).toMatchObject({ t: 5, ax: 0.5 });
    expect(Number.isNaN(out[1]!.gx)).toBe(true);
  });

  it('keeps an empty trace empty', () => {
    expect(resample([], 60)).toEqual([]);
  });
});
