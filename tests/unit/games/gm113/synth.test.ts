import { describe, expect, it } from 'vitest';
import { GM113_PARAMETERS } from '../../../../src/games/gm113/parameters';
import { patternAxis } from '../../../../src/games/gm113/rules/judge';
import type { Pattern } from '../../../../src/games/gm113/rules/types';
import { callBeats, callTrace, practiceTrace, SCRIPTS, scriptSwings } from '../../../../src/games/gm113/synth/plan';
import { triggerShare } from '../../../../src/games/gm113/synth/swings';
import { SwingDetector, type SwingEvent } from '../../../../workers/motion/detectors/swing';
import type { MotionSample } from '../../../../workers/motion/detectors/types';

const P = GM113_PARAMETERS;

/** The trace as a virtual sensor plays it at `everyMs`: the latest reading held until the next, polled at 60 Hz. */
function held(samples: readonly MotionSample[], everyMs: number): MotionSample[] {
  const out: MotionSample[] = [];
  let last: MotionSample | null = null;
  let i = 0;
  for (let t = samples[0]!.t; t <= samples[samples.length - 1]!.t; t += 1000 / 60) {
    while (i < samples.length && samples[i]!.t <= t) {
      if (!last || samples[i]!.t - last.t >= everyMs - 0.5) last = samples[i]!;
      i++;
    }
    if (last) out.push({ ...last, t });
  }
  return out;
}

function detect(samples: readonly MotionSample[]) {
  const d = new SwingDetector(P);
  const events = samples.flatMap((s) => d.push(s));
  return {
    swings: events.filter((e): e is Extract<SwingEvent, { type: 'swing' }> => e.type === 'swing'),
    tilted: events.some((e) => e.type === 'posture' && !e.upright),
  };
}

describe('gm113 synthetic swings (the end-to-end test’s phones) through the swing detector', () => {
  it('places a stroke so the detector fires part-way through it, later for a gentler stroke', () => {
    const brisk = triggerShare(90, 260);
    const gentle = triggerShare(70, 340);
    expect(brisk).toBeGreaterThan(0.2);
    expect(gentle).toBeGreaterThan(brisk);
    expect(gentle).toBeLessThan(0.9);
  });

  it.each(['arc', 'side', 'pump'] as Pattern[])(
    '%s: every swing felt within 40 ms of its moment, turning the pattern’s way, the phone upright throughout',
    (pattern) => {
      for (const script of SCRIPTS) {
        const trace = callTrace(script, P, pattern, 0);
        const asked = scriptSwings(script, P, pattern, 0);
        for (const samples of [trace.samples, held(trace.samples, 33)]) {
          const { swings, tilted } = detect(samples);
          expect(
            swings.map((s) => s.t),
            script.name,
          ).toHaveLength(asked.length);
          for (const [k, s] of swings.entries()) {
            expect(Math.abs(s.t - asked[k]!), `${script.name} swing ${k}`).toBeLessThanOrEqual(40);
            expect(s.axis).toBe(patternAxis(pattern));
            expect(s.by).toBe('gyro');
          }
          expect(tilted).toBe(false);
        }
      }
    },
  );

  it('puts the on-beat phones on the beats and the off-beat one half-way between them', () => {
    const c = callBeats(P, 'side', 1000);
    const on = scriptSwings(SCRIPTS[0]!, P, 'side', 1000);
    const off = scriptSwings(
      SCRIPTS.find((s) => s.offBeat)!,
      P,
      'side',
      1000,
    );
    expect(on).toEqual([0, 1, 2].map((k) => c.firstBeat + k * c.interval));
    expect(off).toEqual(on.map((t) => t + c.interval / 2));
    expect(Math.min(...off.map((t) => Math.abs(t - c.firstBeat - Math.round((t - c.firstBeat) / c.interval) * c.interval)))).toBeGreaterThan(P.beatToleranceMs);
  });

  it('practises three swings', () => {
    for (const script of SCRIPTS) expect(detect(practiceTrace(script).samples).swings).toHaveLength(3);
  });
});
