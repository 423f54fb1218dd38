import { describe, expect, it } from 'vitest';
import { SquatDetector } from '../../../src/games/gm130/detectors/squat';
import { resample } from '../../../workers/motion/trace/resample';
import { excerpt, match, run, still, times, trace } from './helpers';

describe('squat detector', () => {
  it('counts the squats of a synthetic set and times each bottom', () => {
    const t = trace('synthetic/squat_1');
    const squats = run(new SquatDetector(), t.samples);
    const m = match(
      squats.map((s) => s.t),
      times(t.labels, 'squat'),
      400,
    );
    expect(m.recall).toBeGreaterThanOrEqual(0.95);
    expect(m.precision).toBe(1);
    expect(m.meanErrorMs).toBeLessThan(100);
    for (const s of squats) {
      expect(s.downT).toBeLessThan(s.t);
      expect(s.upT).toBeGreaterThan(s.t);
      expect(s.depthM).toBeGreaterThan(0.15);
    }
  });

  it('counts the same at 60 Hz', () => {
    const t = trace('synthetic/squat_2');
    const native = run(new SquatDetector(), t.samples).length;
    expect(Math.abs(run(new SquatDetector(), resample(t.samples, 60)).length - native)).toBeLessThanOrEqual(1);
  });

  it('does not take walking for squats', () => {
    for (const path of ['jump-walk/phyphox390_walking_hand_brant', 'steps/val_user2_hand_1506421987098']) {
      expect(run(new SquatDetector(), excerpt(trace(path), 0, 60_000).samples)).toEqual([]);
    }
    expect(run(new SquatDetector(), still(5000))).toEqual([]);
  });

  it('excepts a phone not held upright (accExceptThreshold from the config)', () => {
    const t = trace('synthetic/squat_1');
    expect(run(new SquatDetector({ accExceptThreshold: 0.999 }), t.samples)).toEqual([]);
  });
});
