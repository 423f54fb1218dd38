import { describe, expect, it } from 'vitest';
import { cookTrace } from '../../../../src/games/gm134/synth/gestures';
import { HandlingDetector } from '../../../../src/games/gm134/detectors/handling';
import type { MotionSample } from '../../../../workers/motion/detectors/types';

/** The events the handling detector finds in a trace, armed for `expect` from the start. */
function run(samples: readonly MotionSample[], expect: string) {
  const d = new HandlingDetector();
  d.command(`expect:${expect}`);
  return samples.flatMap((s) => d.push(s));
}

describe('gm134 synthetic cook (what the end-to-end test plays)', () => {
  it('turns a phone over as the handling detector reads it at a browser’s 60 Hz: once per turn, as the turn ends', () => {
    const t = cookTrace({
      pose: 'lying',
      moves: [
        { t: 2000, kind: 'turnOver' },
        { t: 6000, kind: 'turnOver' },
      ],
      durationMs: 9000,
    });
    const events = run(t.samples, 'turnOver');
    expect(events.map((e) => e.type)).toEqual(['turnOver', 'turnOver']);
    events.forEach((e, i) => expect(Math.abs(e.t - t.labels[i]!.t)).toBeLessThan(300));
    // A turn over is no lid, and an unarmed detector reports nothing.
    expect(run(t.samples, 'takeOutA')).toEqual([]);
    expect(run(t.samples, 'none')).toEqual([]);
  });

  it('pulls a held phone out as takeOutA, and not while lying still', () => {
    const t = cookTrace({ pose: 'held', moves: [{ t: 2000, kind: 'pull' }], durationMs: 6000 });
    const events = run(t.samples, 'takeOutA');
    expect(events.map((e) => e.type)).toEqual(['takeOutA']);
    expect(Math.abs(events[0]!.t - t.labels[0]!.t)).toBeLessThan(100);
    expect(run(cookTrace({ pose: 'held', moves: [], durationMs: 6000 }).samples, 'takeOutA')).toEqual([]);
  });
});
