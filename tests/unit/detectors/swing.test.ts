import { describe, expect, it } from 'vitest';
import { SwingDetector, type SwingEvent } from '../../../workers/motion/detectors/swing';
import { resample } from '../../../workers/motion/trace/resample';
import { excerpt, match, run, still, times, trace, withoutGyro } from './helpers';

type Swing = Extract<SwingEvent, { type: 'swing' }>;
const swings = (events: SwingEvent[]) => events.filter((e): e is Swing => e.type === 'swing');

describe('swing detector', () => {
  const t = trace('synthetic/swing_1');

  it('finds every swing of the beat patterns within the game’s ±150 ms', () => {
    const found = swings(run(new SwingDetector(), t.samples));
    const m = match(
      found.map((s) => s.t),
      times(t.labels, 'swing'),
      150,
    );
    expect(m.recall).toBe(1);
    expect(m.precision).toBe(1);
    expect(found.every((s) => s.by === 'gyro')).toBe(true);
    // Side-to-side strokes turn about z, arcs and pumps about x.
    expect(new Set(found.map((s) => s.axis))).toEqual(new Set(['x', 'z']));
  });

  it('without a gyroscope still finds most swings, from the accelerometer, and nothing else', () => {
    const noGyro = trace('synthetic/swing_2');
    const found = swings(run(new SwingDetector(), noGyro.samples));
    const m = match(
      found.map((s) => s.t),
      times(noGyro.labels, 'swing'),
      150,
    );
    expect(m.recall).toBeGreaterThan(0.5);
    expect(m.precision).toBe(1);
    expect(found.every((s) => s.by === 'acc')).toBe(true);
    expect(swings(run(new SwingDetector(), withoutGyro(t.samples))).length).toBeGreaterThan(10);
  });

  it('reports posture (upright) and holding', () => {
    const events = run(new SwingDetector(), t.samples);
    expect(events.find((e) => e.type === 'posture')).toMatchObject({ upright: true });
    const table = run(new SwingDetector(), still(3000));
    expect(table.find((e) => e.type === 'holding')).toMatchObject({ held: false });
    expect(table.find((e) => e.type === 'posture')).toMatchObject({ upright: false });
    expect(swings(table)).toEqual([]);
  });

  it('stays silent on walks and on the turns of a timed-up-and-go', () => {
    for (const path of ['steps/val_user1_backpocket_1506422470497', 'walk-sit/tug_s02_02_sp', 'walk-sit/tug_s05_03_sp']) {
      expect(swings(run(new SwingDetector(), excerpt(trace(path), 0, 60_000).samples))).toEqual([]);
    }
  });

  it('a thigh turning with the body in a pocket passes the floor and the sum, but no swing is that slow (it peaks under 250°/s)', () => {
    for (const [path, rate] of [
      ['walk-sit-more/tug_s21_05_sp', 'native'],
      ['walk-sit-more/tug_s19_02_sp', 60],
    ] as const) {
      const tr = trace(path);
      const samples = rate === 60 ? resample(tr.samples, 60) : tr.samples;
      expect(swings(run(new SwingDetector(), samples)), path).toEqual([]);
      const slow = swings(run(new SwingDetector(null, { gyroMinPeakDegS: 0 }), samples));
      expect(slow.length, path).toBeGreaterThan(0);
      for (const s of slow) expect(s.peak).toBeLessThan(250);
    }
    // The synthetic strokes peak at 350–770°/s.
    for (const s of swings(run(new SwingDetector(), t.samples))) expect(s.peak).toBeGreaterThan(300);
  });

  it('a phone dropped into a purse falls freely before its landing’s jolt: no swing', () => {
    const { samples } = excerpt(trace('steps-oxford-opt/opt_Pixel_Jamie_Hard_Purse_1'), 2000, 5000);
    expect(swings(run(new SwingDetector(), samples))).toEqual([]);
    expect(swings(run(new SwingDetector(), resample(samples, 60)))).toEqual([]);
    expect(swings(run(new SwingDetector(null, { dropMemoryMs: 0 }), samples)).length).toBeGreaterThan(0);
  });

  it('without a gyroscope, a phone turned slowly (taken out of a back pocket) is no swing: its |a| hardly leaves 1 g', () => {
    // The gravity estimate lags the turn, so "linear acceleration" reads ~1 g; |a| stays within 0.3 g of 1 g.
    for (const [from, to] of [
      [143_000, 147_000],
      [0, 2000],
    ] as const) {
      const path = from ? 'steps-oxford-opt/opt_Pixel_Jamie_Hard_BackPocket_1' : 'steps-oxford-opt/opt_Pixel_Jamie_Hard_Purse_1';
      const { samples } = excerpt(trace(path), from, to);
      expect(swings(run(new SwingDetector(), samples)), path).toEqual([]);
      expect(swings(run(new SwingDetector(), resample(samples, 60))), path).toEqual([]);
    }
  });

  it('allocates nothing for a sample without events: the same empty array comes back', () => {
    for (const samples of [t.samples, trace('synthetic/swing_2').samples]) {
      const d = new SwingDetector();
      const empties = new Set<SwingEvent[]>();
      for (const s of samples) {
        const out = d.push(s);
        if (out.length === 0) empties.add(out);
      }
      expect(empties.size).toBe(1);
    }
  });

  it('takes gyroSumTimingThreshold from the config: a bigger one needs longer swings', () => {
    const base = swings(run(new SwingDetector(), t.samples)).length;
    const hard = swings(run(new SwingDetector({ gyroSumTimingThreshold: 150 }), t.samples)).length;
    expect(hard).toBeLessThan(base);
  });
});
