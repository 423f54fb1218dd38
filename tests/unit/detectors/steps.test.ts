import { describe, expect, it } from 'vitest';
import { loadFolder } from '../../../benchmarks/detectors/loadTraces';
import { partOf } from '../../../benchmarks/detectors/splits';
import { StepDetector } from '../../../workers/motion/detectors/steps';
import type { MotionSample } from '../../../workers/motion/detectors/types';
import type { TraceLabel } from '../../../workers/motion/trace/format.shared';
import { resample } from '../../../workers/motion/trace/resample';
import { excerpt, match, run, still, times, trace } from './helpers';

/**
 * The foot-switch steps of a steps-oxford-opt walk, less switch bounce: a foot cannot strike again
 * within one step period (the walk's median interval), yet two walks have 13 and 15 such repeats
 * (4.6 % and 5.6 % of their labels; their signal shows one step there).
 */
function footSteps(labels: readonly TraceLabel[]): number[] {
  const steps = labels.filter((l) => l.event.startsWith('step_foot'));
  const gaps = steps
    .slice(1)
    .map((l, i) => l.t - steps[i]!.t)
    .sort((a, b) => a - b);
  const period = gaps[gaps.length >> 1] ?? 0;
  const last = new Map<string, number>();
  return steps
    .filter((l) => {
      const previous = last.get(l.event);
      last.set(l.event, l.t);
      return previous === undefined || l.t - previous >= period;
    })
    .map((l) => l.t);
}

const countError = (found: number, truth: number) => Math.abs(found - truth) / truth;

/**
 * The walk with the bag (or pocket) knocking against something every ~20 s: a half-sine jolt of
 * `peakG` lasting `ms` along a random direction, added to the recording (seeded: the same every run).
 */
function knocked(samples: readonly MotionSample[], peakG = 4, ms = 80): MotionSample[] {
  let seed = 7 + samples.length;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const first = samples[0]!.t;
  const last = samples[samples.length - 1]!.t;
  const knocks: { t: number; d: number[] }[] = [];
  for (let t = first + 15_000 + rnd() * 5000; t < last - 15_000; t += 20_000 * (0.8 + 0.4 * rnd())) {
    const u = [rnd() - 0.5, rnd() - 0.5, rnd() - 0.5];
    const n = Math.hypot(...u);
    knocks.push({ t, d: u.map((x) => x / n) });
  }
  return samples.map((s) => {
    const k = knocks.find((x) => s.t >= x.t && s.t <= x.t + ms);
    if (!k) return s;
    const a = peakG * 9.81 * Math.sin((Math.PI * (s.t - k.t)) / ms);
    return { ...s, ax: s.ax + a * k.d[0]!, ay: s.ay + a * k.d[1]!, az: s.az + a * k.d[2]! };
  });
}

/** A phone held still in a hand: gravity, a slow sway of the hand (0.02 g at 0.3 Hz) and sensor noise. */
function heldStill(ms: number, rateHz: number): MotionSample[] {
  let seed = 11;
  const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 0.06;
  return Array.from({ length: Math.floor((ms * rateHz) / 1000) }, (_, i) => {
    const t = (i * 1000) / rateHz;
    const sway = 0.2 * Math.sin((2 * Math.PI * 0.3 * t) / 1000);
    return { t, ax: 1.5 + noise(), ay: 9.6 + sway + noise(), az: 1.2 + noise(), gx: NaN, gy: NaN, gz: NaN };
  });
}

describe('step detector', () => {
  const hand = excerpt(trace('steps/val_user2_hand_1506421987098'), 0, 60_000);
  const back = excerpt(trace('steps/val_user1_backpocket_1506422470497'), 0, 60_000);

  it('counts a minute of walking with the phone in hand within 3 % of the foot sensor', () => {
    const events = run(new StepDetector(), hand.samples);
    const truth = times(hand.labels, 'step');
    expect(truth.length).toBeGreaterThan(90);
    expect(countError(events.length, truth.length)).toBeLessThanOrEqual(0.03);
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
    expect(countError(events.length, truth.length)).toBeLessThanOrEqual(0.03);
  });

  it('gives the same count from timestamps at 50, 60, 100 and 200 Hz', () => {
    const counts = [50, 60, 200].map((hz) => run(new StepDetector(), resample(hand.samples, hz, hz > 100 ? 'linear' : 'hold')).length);
    const native = run(new StepDetector(), hand.samples).length;
    for (const c of counts) expect(Math.abs(c - native)).toBeLessThanOrEqual(2);
  });

  it('finds no steps on a phone lying still, nor held still in a hand, at 60 and 400 Hz', () => {
    expect(run(new StepDetector(), still(20_000))).toEqual([]);
    expect(run(new StepDetector(), still(20_000, 400))).toEqual([]);
    expect(run(new StepDetector(), heldStill(30_000, 60))).toEqual([]);
    expect(run(new StepDetector(), heldStill(30_000, 400))).toEqual([]);
  });

  it('returns one shared empty array when a sample completes no step (nothing allocated per sample)', () => {
    const d = new StepDetector();
    const [a, b, ...rest] = still(2000);
    const first = d.push(a!);
    expect(first).toEqual([]);
    expect(d.push(b!)).toBe(first);
    for (const s of rest) expect(d.push(s)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('forgets everything on reset', () => {
    const d = new StepDetector();
    const first = run(d, hand.samples).map((e) => e.t);
    d.reset();
    expect(run(d, hand.samples).map((e) => e.t)).toEqual(first);
  });

  describe('the steps-oxford-opt walks of the tuning part (every placement; the held-apart walks are judged by the benchmark)', () => {
    const walks = loadFolder('steps-oxford-opt').filter((t) => partOf(t) === 'tuning');
    const at60 = new Map(walks.map((t) => [t.name, resample(t.samples, 60)]));

    it('has every placement', () => {
      const placements = new Set(walks.map((t) => /_(InHand|SwingingArm|Armband|BackPocket|FrontPocket|NeckPouch|Purse)_/.exec(t.name)?.[1]));
      expect([...placements].sort()).toEqual(['Armband', 'BackPocket', 'FrontPocket', 'InHand', 'NeckPouch', 'Purse', 'SwingingArm']);
    });

    for (const rate of ['native', 60] as const) {
      it(`counts every walk within 2 % of its foot-switch steps, steps matched within 250 ms, at ${rate === 'native' ? 'the native rate (100–405 Hz)' : '60 Hz'}`, () => {
        for (const t of walks) {
          const truth = footSteps(t.labels);
          const found = run(new StepDetector(), rate === 'native' ? t.samples : at60.get(t.name)!).map((e) => e.t);
          expect(countError(found.length, truth.length), t.name).toBeLessThanOrEqual(0.02);
          const m = match(found, truth, 250);
          expect(m.precision, t.name).toBeGreaterThan(0.94);
          expect(m.recall, t.name).toBeGreaterThan(0.94);
        }
      });
    }

    it('finds no steps in the standing seconds that open and close each walk, beyond the step next to the walk', () => {
      for (const t of walks) {
        const truth = footSteps(t.labels);
        const first = truth[0]!;
        const last = truth[truth.length - 1]!;
        for (const samples of [t.samples, at60.get(t.name)!]) {
          const found = run(new StepDetector(), samples).map((e) => e.t);
          const before = found.filter((x) => x < first - 300);
          const after = found.filter((x) => x > last + 300);
          expect(before.length + after.length, t.name).toBeLessThanOrEqual(2);
          for (const x of before) expect(first - x, t.name).toBeLessThan(1500);
          for (const x of after) expect(x - last, t.name).toBeLessThan(1500);
        }
      }
    });

    it('loses no step to a bag knocking against something every 20 s (4 g for 80 ms), native and at 60 Hz', () => {
      const t = walks.find((w) => w.name === 'opt_Pixel_Jamie_Hard_Purse_1')!;
      const bumped = knocked(t.samples);
      for (const [plain, withKnocks] of [
        [t.samples, bumped],
        [at60.get(t.name)!, resample(bumped, 60)],
      ] as const) {
        expect(Math.abs(run(new StepDetector(), withKnocks).length - run(new StepDetector(), plain).length)).toBeLessThanOrEqual(1);
      }
    });

    it('does not go deaf when a walk opens on a bump far bigger than its steps: the swinging-arm walk counts within 2 % however long its first peaks wait', () => {
      // Whether the arm's first big swing falls inside the walk's first chain depends on when the
      // cadence is found; with the reference rise taken from that one bump, 15 % of the walk was lost.
      const t = walks.find((w) => w.name === 'opt_Pixel_Jamie_Hard_SwingingArm_2')!;
      const truth = footSteps(t.labels);
      for (const maxPendingMs of [3500, 4000, 4500, 5000, 5500, 6000]) {
        expect(countError(run(new StepDetector({ maxPendingMs }), t.samples).length, truth.length), `${maxPendingMs} ms`).toBeLessThanOrEqual(0.02);
      }
    });

    it('counts a walk cut in the middle of walking (no standing before it) from its first seconds', () => {
      for (const name of ['opt_Nexus_Jamie_Hard_InHand_1', 'opt_Pixel_Jamie_Hard_FrontPocket_1', 'opt_Pixel_Jamie_Hard_Purse_1']) {
        const t = walks.find((w) => w.name === name)!;
        const cut = excerpt(t, 40_000, 100_000);
        // The last steps of a cut are never confirmed: the samples that would confirm them are cut off.
        const truth = footSteps(cut.labels).filter((x) => x < 98_500);
        const found = run(new StepDetector(), cut.samples).filter((e) => e.t < 98_500);
        expect(countError(found.length, truth.length), name).toBeLessThanOrEqual(0.02);
      }
    });
  });
});
