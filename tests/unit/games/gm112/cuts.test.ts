import { describe, expect, it } from 'vitest';
import { GM112_PARAMETERS } from '../../../../src/games/gm112/parameters';
import { cutSide } from '../../../../src/games/gm112/rules/judge';
import { cuts } from '../../../../src/games/gm112/synth/cuts';
import { loadDetector } from '../../../../workers/motion/detectors/registry';
import type { DetectorEvent } from '../../../../workers/motion/detectors/types';

type Swing = DetectorEvent & { axis?: string; sign?: number; peak?: number };

/** The swordsman's cuts as the phone would find them: the shared `swing` detector by name, with gm112's thresholds. */
async function detect(plan: Parameters<typeof cuts>[0]) {
  const d = (await loadDetector('swing', GM112_PARAMETERS.swing))!;
  const trace = cuts(plan);
  const out: Swing[] = [];
  for (const s of trace.samples) out.push(...(d.push(s) as Swing[]));
  return { swings: out.filter((e) => e.type === 'swing'), trace };
}

describe('gm112 cuts through the shared swing detector (synthetic swordsman, gyroscope, 60 Hz)', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('tells a left cut from a right one, once each, near its peak; the slow way back is no cut (seed %i)', async (seed) => {
    const plan = {
      seed,
      durationMs: 16_000,
      cuts: [2000, 4500, 7000, 9500, 12_000].map((t, i) => ({ t, side: i % 2 ? ('right' as const) : ('left' as const) })),
    };
    const { swings } = await detect(plan);
    expect(swings.map((e) => cutSide(e.axis, e.sign))).toEqual(plan.cuts.map((c) => c.side));
    for (const [i, e] of swings.entries()) expect(Math.abs(e.t - plan.cuts[i]!.t)).toBeLessThan(150);
  });

  it('finds slower cuts too (0.42 s strokes, as the end-to-end test plays them)', async () => {
    for (const seed of [1, 2, 3, 4]) {
      const plan = { seed, durationMs: 9000, cuts: [2000, 5000].map((t, i) => ({ t, side: i ? ('left' as const) : ('right' as const), durMs: 420 })) };
      const { swings } = await detect(plan);
      expect(swings.map((e) => cutSide(e.axis, e.sign))).toEqual(['right', 'left']);
      for (const [i, e] of swings.entries()) expect(Math.abs(e.t - plan.cuts[i]!.t)).toBeLessThan(200);
    }
  });

  it('reads a chop as no side', async () => {
    const { swings } = await detect({ seed: 3, durationMs: 6000, cuts: [{ t: 2000, side: 'chop' }] });
    expect(swings).toHaveLength(1);
    expect(cutSide(swings[0]!.axis, swings[0]!.sign)).toBeNull();
  });

  it('finds the same cuts at a phone app’s 100–200 Hz', async () => {
    for (const rateHz of [100, 200]) {
      const plan = {
        seed: 9,
        rateHz,
        durationMs: 8000,
        cuts: [
          { t: 2000, side: 'right' as const },
          { t: 5000, side: 'left' as const },
        ],
      };
      const { swings } = await detect(plan);
      expect(swings.map((e) => cutSide(e.axis, e.sign))).toEqual(['right', 'left']);
    }
  });
});
