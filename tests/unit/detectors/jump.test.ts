import { describe, expect, it } from 'vitest';
import { JumpDetector } from '../../../workers/motion/detectors/jump';
import { gradeTurn, judgeJump, type JumpResult } from '../../../workers/motion/detectors/jumpGrade';
import { excerpt, match, run, still, times, trace } from './helpers';

describe('jump detector', () => {
  it('finds the jumps of a recorded skipping session (derived labels) with their take-off and landing', () => {
    const { samples, labels } = excerpt(trace('jump-walk/phyphox390_jumping_stationary_hand_sophia'), 10_000, 30_000);
    const jumps = run(new JumpDetector(), samples);
    const takeoff = match(jumps.map((j) => j.takeoffT), times(labels, 'jump_start'), 100);
    const landing = match(jumps.map((j) => j.landingT), times(labels, 'jump_end'), 100);
    expect(takeoff.recall).toBeGreaterThan(0.9);
    expect(takeoff.precision).toBeGreaterThan(0.9);
    expect(landing.meanErrorMs).toBeLessThan(40);
    for (const j of jumps) expect(j.landingT).toBeGreaterThan(j.takeoffT);
  });

  it('finds the hops of synthetic rope skipping', () => {
    const t = trace('synthetic/jump_rope_2');
    const jumps = run(new JumpDetector(), t.samples);
    const m = match(jumps.map((j) => j.takeoffT), times(t.labels, 'jump_start'), 100);
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
    for (const j of longer) expect(j.airMs).toBeGreaterThanOrEqual(250);
  });
});

describe('jump judging and turn grades (SPEC.md §9 gm116)', () => {
  const jump = { takeoffT: 1000, landingT: 1300 };

  it('is safe when the rope passes mid-flight, barely near an edge, out outside the flight', () => {
    expect(judgeJump(jump, 1150)).toEqual({ type: 'safe', saturatedTiming: 0 });
    expect(judgeJump(jump, 1020).type).toBe('barely');
    expect(judgeJump(jump, 1350)).toEqual({ type: 'out', saturatedTiming: 1 });
    expect(judgeJump(null, 1150)).toEqual({ type: 'out', saturatedTiming: 1 });
  });

  const safe = (timing: number): JumpResult => ({ type: 'safe', saturatedTiming: timing });

  it('grades S for clean mid-flight jumps and falls with timing and misses', () => {
    expect(gradeTurn([safe(0), safe(0.04), safe(0.02)])).toEqual({ grade: 'S', value: 5 });
    expect(gradeTurn([safe(0.1), safe(0.2), safe(0.15)])).toEqual({ grade: 'A', value: 4 });
    // Mean timing 0.24 would be B, but a quarter of the jumps were barely: C.
    expect(gradeTurn([safe(0.05), safe(0.05), safe(0.05), { type: 'barely', saturatedTiming: 0.8 }])).toEqual({ grade: 'C', value: 2 });
    // Half the jumps barely: D, whatever the timing.
    expect(gradeTurn([safe(0.05), { type: 'barely', saturatedTiming: 0.8 }])).toEqual({ grade: 'D', value: 1 });
    expect(gradeTurn([{ type: 'out', saturatedTiming: 1 }])).toEqual({ grade: 'D', value: 1 });
    expect(gradeTurn([])).toEqual({ grade: 'D', value: 1 });
  });

  it('takes its grade thresholds and values from the operator config', () => {
    const results = [safe(0.1), safe(0.1)];
    expect(gradeTurn(results).grade).toBe('A');
    expect(gradeTurn(results, { goodGradeThresholds: { S: 0.1 } }).grade).toBe('S');
    expect(gradeTurn(results, { gradeValues: { A: 40 } }).value).toBe(40);
  });
});
