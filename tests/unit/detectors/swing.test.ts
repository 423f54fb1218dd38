import { describe, expect, it } from 'vitest';
import { SwingDetector, type SwingEvent } from '../../../workers/motion/detectors/swing';
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

  it('takes gyroSumTimingThreshold from the config: a bigger one needs longer swings', () => {
    const base = swings(run(new SwingDetector(), t.samples)).length;
    const hard = swings(run(new SwingDetector({ gyroSumTimingThreshold: 150 }), t.samples)).length;
    expect(hard).toBeLessThan(base);
  });
});
