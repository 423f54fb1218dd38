import { describe, expect, it } from 'vitest';
import { StepDetector } from '../../../workers/motion/detectors/steps';
import { resample } from '../../../workers/motion/trace/resample';
import { excerpt, match, run, still, times, trace } from './helpers';

describe('step detector', () => {
  const hand = excerpt(trace('steps/val_user2_hand_1506421987098'), 0, 60_000);
  const back = excerpt(trace('steps/val_user1_backpocket_1506422470497'), 0, 60_000);

  it('counts a minute of walking with the phone in hand within 3 % of the foot sensor', () => {
    const events = run(new StepDetector(), hand.samples);
    const truth = times(hand.labels, 'step');
    expect(truth.length).toBeGreaterThan(90);
    expect(Math.abs(events.length - truth.length) / truth.length).toBeLessThanOrEqual(0.03);
    expect(
      match(
        events.map((e) => e.t),
        truth,
        250,
      ).f1,
    ).toBeGreaterThan(0.95);
  });

  it('counts each step once in a back pocket, where one step makes two or three bumps', () => {
    const events = run(new StepDetector(), back.samples);
    const truth = times(back.labels, 'step');
    expect(Math.abs(events.length - truth.length) / truth.length).toBeLessThanOrEqual(0.03);
  });

  it('gives the same count from timestamps at 50, 60, 100 and 200 Hz', () => {
    const counts = [50, 60, 200].map((hz) => run(new StepDetector(), resample(hand.samples, hz, hz > 100 ? 'linear' : 'hold')).length);
    const native = run(new StepDetector(), hand.samples).length;
    for (const c of counts) expect(Math.abs(c - native)).toBeLessThanOrEqual(2);
  });

  it('finds no steps on a phone lying still', () => {
    expect(run(new StepDetector(), still(20_000))).toEqual([]);
  });

  it('forgets everything on reset', () => {
    const d = new StepDetector();
    const first = run(d, hand.samples).map((e) => e.t);
    d.reset();
    expect(run(d, hand.samples).map((e) => e.t)).toEqual(first);
  });
});
