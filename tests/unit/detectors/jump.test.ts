import { describe, expect, it } from 'vitest';
import { JumpDetector } from '../../../src/games/gm116/detectors/jump';
import { excerpt, match, run, still, times, trace } from './helpers';

describe('jump detector', () => {
  it('finds the jumps of a recorded skipping session (derived labels) with their take-off and landing', () => {
    const { samples, labels } = excerpt(trace('jump-walk/phyphox390_jumping_stationary_hand_sophia'), 10_000, 30_000);
    const jumps = run(new JumpDetector(), samples);
    const takeoff = match(
      jumps.map((j) => j.takeoffT),
      times(labels, 'jump_start'),
      100,
    );
    const landing = match(
      jumps.map((j) => j.landingT),
      times(labels, 'jump_end'),
      100,
    );
    expect(takeoff.recall).toBeGreaterThan(0.9);
    expect(takeoff.precision).toBeGreaterThan(0.9);
    expect(landing.meanErrorMs).toBeLessThan(40);
    expect(jumps.length).toBeGreaterThan(0);
    for (const j of jumps) expect(j.landingT).toBeGreaterThan(j.takeoffT);
  });

  it('finds the hops of synthetic rope skipping', () => {
    const t = trace('synthetic/jump_rope_2');
    const jumps = run(new JumpDetector(), t.samples);
    const m = match(
      jumps.map((j) => j.takeoffT),
      times(t.labels, 'jump_start'),
      100,
    );
    expect(m.recall).toBeGreaterThan(0.95);
    expect(m.precision).toBe(1);
  });

  it('stays silent on walks, even in a front pocket where the leg swing reads 0.5 g', () => {
    for (const path of ['jump-walk/phyphox390_walking_front_pocket_sophia', 'steps/val_user1_frontpocket_1506422223341']) {
      const { samples } = excerpt(trace(path), 0, 60_000);
      expect(run(new JumpDetector(), samples)).toEqual([]);
    }
    expect(run(new JumpDetector(), still(5000))).toEqual([]);
  });

  it('reads its thresholds from the operator config shape: a lower in-air threshold finds fewer flights', () => {
    const { samples } = excerpt(trace('jump-walk/phyphox390_jumping_stationary_hand_brant'), 10_000, 30_000);
    const base = run(new JumpDetector(), samples);
    const strict = run(new JumpDetector({ inAirThreshold: 0.15 }), samples);
    expect(strict.length).toBeLessThan(base.length * 0.8);
    const longer = run(new JumpDetector({ minJumpingFrame: 15 }), samples);
    // Not vacuous: the longer minimum keeps some flights, and only long ones.
    expect(longer.length).toBeGreaterThan(0);
    expect(longer.length).toBeLessThan(base.length);
    for (const j of longer) expect(j.airMs).toBeGreaterThanOrEqual(250);
  });
});
