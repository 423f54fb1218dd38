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

  it('counts the labelled jumps exactly, at the recording’s rate and at 60 Hz (stationary in hand)', () => {
    const t = trace('jump-walk/phyphox390_jumping_stationary_hand_sophia');
    const labelled = times(t.labels, 'jump_start').length;
    expect(labelled).toBeGreaterThan(100);
    expect(run(new JumpDetector(), t.samples)).toHaveLength(labelled);
    expect(run(new JumpDetector(), resample(t.samples, 60))).toHaveLength(labelled);
  });

  it('counts the forward jumps with the phone in a pocket, all but the labelled crouch at 49.7 s (held up all along, 3 s after the last jump)', () => {
    const t = trace('jump-walk/phyphox390_jumping_forward_front_pocket_brant');
    const labels = times(t.labels, 'jump_start');
    const crouch = labels.filter((x) => Math.abs(x - 49_706) < 50);
    expect(crouch).toHaveLength(1);
    const others = labels.filter((x) => !crouch.includes(x));
    for (const samples of [t.samples, resample(t.samples, 60)]) {
      const jumps = run(new JumpDetector(), samples).map((j) => j.takeoffT);
      expect(jumps).toHaveLength(others.length);
      expect(match(jumps, crouch, 100).matched).toBe(0);
    }
    // Without the free-fall rule the crouch counted (as the offline labeller, which reads |a| only, took it).
    expect(run(new JumpDetector(null, { freeFallG: Infinity }), t.samples)).toHaveLength(labels.length);
  });

  it('a hop held up in the air (arms moving) counts when it continues a series; a series starts with a free fall', () => {
    const { samples, labels } = excerpt(trace('jump-walk/phyphox390_jumping_stationary_hand_brant'), 0, 45_000);
    const labelled = times(labels, 'jump_start').length;
    expect(labelled).toBeGreaterThan(50);
    const jumps = run(new JumpDetector(), samples);
    expect(jumps).toHaveLength(labelled);
    // Without the series, the hops that never read free fall along "up" are lost (at 37.1 s and 37.5 s among them).
    const alone = run(new JumpDetector(null, { seriesMs: 0 }), samples);
    expect(alone.length).toBeLessThan(labelled);
    expect(alone.length).toBeGreaterThan(labelled - 5);
    expect(
      match(
        alone.map((j) => j.takeoffT),
        [37_055],
        100,
      ).matched,
    ).toBe(0);
    // A free fall alone starts it: a single hop from standing counts.
    const rope = trace('synthetic/jump_rope_1');
    const hop = excerpt(rope, 0, times(rope.labels, 'jump_end')[0]! + 350).samples;
    expect(run(new JumpDetector(null, { seriesMs: 0 }), hop)).toHaveLength(1);
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

  it('stays silent on walks whose leg swing or bag bounce reads 0.2–0.4 g for 100–200 ms between 3–4 g heel strikes: they never fall freely', () => {
    for (const [path, from, to] of [
      ['steps-oxford-opt/opt_Samsung_Dario_Hard_FrontPocket_1', 10_000, 45_000],
      ['steps-oxford-opt/opt_Samsung_Dario_Hard_Purse_2', 45_000, 62_000],
    ] as const) {
      const { samples } = excerpt(trace(path), from, to);
      expect(run(new JumpDetector(), samples), path).toEqual([]);
      expect(run(new JumpDetector(), resample(samples, 60)), path).toEqual([]);
      // Their flights pass every other test: without the free-fall rule they count.
      expect(run(new JumpDetector(null, { freeFallG: Infinity }), samples).length, path).toBeGreaterThan(1);
    }
  });

  it('needs the contacts’ impulse or the free fall: without both, the front-pocket walk’s leg swings would count', () => {
    const { samples } = excerpt(trace('steps/val_user1_frontpocket_1506422223341'), 0, 60_000);
    const noImpulse = { contactImpulseGs: 0, contactImpulsePerG: 0 };
    expect(run(new JumpDetector(null, { ...noImpulse, freeFallG: Infinity }), samples).length).toBeGreaterThan(5);
    expect(run(new JumpDetector(null, noImpulse), samples)).toEqual([]);
    expect(run(new JumpDetector(null, { freeFallG: Infinity }), samples)).toEqual([]);
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
