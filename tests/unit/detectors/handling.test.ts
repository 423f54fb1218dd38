import { describe, expect, it } from 'vitest';
import { HandlingDetector } from '../../../workers/motion/detectors/handling';
import { match, run, still, times, trace, withoutGyro } from './helpers';

describe('handling detector (gm134)', () => {
  it('finds each turn over, once, when the game expects it', () => {
    const t = trace('synthetic/turn_over_1');
    const events = run(new HandlingDetector(), t.samples, t.labels);
    expect(events.every((e) => e.type === 'turnOver')).toBe(true);
    const m = match(
      events.map((e) => e.t),
      times(t.labels, 'turnOver'),
      300,
    );
    expect(m.recall).toBe(1);
    expect(m.precision).toBe(1);
    for (const e of events) expect(e.amount).toBeGreaterThanOrEqual(162);
  });

  it('finds turn overs from gravity alone without a gyroscope', () => {
    const t = trace('synthetic/turn_over_2');
    const events = run(new HandlingDetector(), withoutGyro(t.samples), t.labels);
    const m = match(
      events.map((e) => e.t),
      times(t.labels, 'turnOver'),
      600,
    );
    expect(m.recall).toBe(1);
    expect(events.every((e) => e.by === 'gravity')).toBe(true);
  });

  it('finds lids and switches, each when armed', () => {
    const t = trace('synthetic/lid_switch_1');
    const events = run(new HandlingDetector(), t.samples, t.labels);
    expect(
      match(
        events.filter((e) => e.type === 'openLid').map((e) => e.t),
        times(t.labels, 'openLid'),
        300,
      ).f1,
    ).toBe(1);
    expect(
      match(
        events.filter((e) => e.type === 'switchOff').map((e) => e.t),
        times(t.labels, 'switchOff'),
        300,
      ).f1,
    ).toBe(1);
  });

  it('finds quick pulls as takeOutA / takeOutB, and not calm moves', () => {
    const t = trace('synthetic/pull_out_2');
    const events = run(new HandlingDetector(), t.samples, t.labels);
    for (const step of ['takeOutA', 'takeOutB'] as const) {
      expect(
        match(
          events.filter((e) => e.type === step).map((e) => e.t),
          times(t.labels, step),
          300,
        ).f1,
      ).toBe(1);
    }
  });

  it('reports nothing when disarmed, or for a phone lying still', () => {
    const t = trace('synthetic/turn_over_1');
    expect(run(new HandlingDetector(), t.samples, [{ t: 0, event: 'cmd:expect:none' }])).toEqual([]);
    expect(run(new HandlingDetector(), still(5000))).toEqual([]);
  });

  it('takes rotation and diff from the config: a 270° turn over is never reached', () => {
    const t = trace('synthetic/turn_over_1');
    expect(run(new HandlingDetector({ turnOver: { rotation: 270 } }), t.samples, t.labels)).toEqual([]);
  });
});
