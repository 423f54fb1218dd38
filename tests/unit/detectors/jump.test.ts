import { describe, expect, it } from 'vitest';
import { JumpDetector } from '../../../src/games/gm116/detectors/jump';
import { resample } from '../../../workers/motion/trace/resample';
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

  it('counts the labelled jumps exactly, at the recording’s rate and at 60 Hz (stationary in hand, in a pocket jumping forward)', () => {
    for (const path of ['jump-walk/phyphox390_jumping_stationary_hand_sophia', 'jump-walk/phyphox390_jumping_forward_front_pocket_brant']) {
      const t = trace(path);
      const labelled = times(t.labels, 'jump_start').length;
      expect(labelled).toBeGreaterThan(30);
      expect(run(new JumpDetector(), t.samples)).toHaveLength(labelled);
      expect(run(new JumpDetector(), resample(t.samples, 60))).toHaveLength(labelled);
    }
  });

  it('stays silent on walks: back pocket, front pocket (the leg swing reads 0.3–0.5 g), swinging arm, purse; at 60 Hz too', () => {
    for (const path of [
      'steps-oxford-opt/opt_Pixel_Jamie_Hard_BackPocket_1',
      'steps-oxford-opt/opt_Pixel_Jamie_Hard_FrontPocket_1',
      'steps-oxford-opt/opt_Pixel_Jamie_Hard_SwingingArm_2',
      'steps-oxford-opt/opt_Pixel_Jamie_Hard_Purse_1',
      'steps/val_user1_frontpocket_1506422223341',
    ]) {
      const { samples } = excerpt(trace(path), 0, 60_000);
      expect(run(new JumpDetector(), samples), path).toEqual([]);
      expect(run(new JumpDetector(), resample(samples, 60)), path).toEqual([]);
    }
    expect(run(new JumpDetector(), still(5000))).toEqual([]);
  });

  it('needs the contacts’ impulse: without it, the front-pocket walk’s leg swings would count', () => {
    const { samples } = excerpt(trace('steps/val_user1_frontpocket_1506422223341'), 0, 60_000);
    expect(run(new JumpDetector(null, { contactImpulseGs: 0, contactImpulsePerG: 0 }), samples).length).toBeGreaterThan(5);
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
