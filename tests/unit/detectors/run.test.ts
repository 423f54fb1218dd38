import { describe, expect, it } from 'vitest';
import { RunDetector, type RunEvent } from '../../../src/games/gm102/detectors/run';
import { match, run, times, trace } from './helpers';

const of = <T extends RunEvent['type']>(events: RunEvent[], type: T) => events.filter((e): e is Extract<RunEvent, { type: T }> => e.type === type);

describe('run detector (gm102)', () => {
  const t = trace('synthetic/run_in_place_1');
  const events = run(new RunDetector(), t.samples, t.labels);

  it('counts running-in-place steps during runs, not during stays', () => {
    const m = match(
      of(events, 'step').map((e) => e.t),
      times(t.labels, 'step'),
      250,
    );
    expect(m.recall).toBeGreaterThan(0.95);
    expect(m.precision).toBeGreaterThan(0.95);
    for (const s of of(events, 'step')) expect(s.waveG).toBeGreaterThanOrEqual(0.2);
  });

  it('puts out a runner who moves after the grace window of a stay, once', () => {
    const moved = of(events, 'moved');
    expect(
      match(
        moved.map((e) => e.t),
        times(t.labels, 'moved'),
        300,
      ).f1,
    ).toBe(1);
  });

  it('flags the shaken phone as a cheat, inside the shaking only', () => {
    const [from] = times(t.labels, 'cheat_start');
    const [to] = times(t.labels, 'cheat_end');
    const cheats = of(events, 'cheat');
    expect(cheats.length).toBeGreaterThan(0);
    for (const c of cheats) {
      expect(c.t).toBeGreaterThan(from!);
      expect(c.t).toBeLessThan(to! + 500);
    }
  });

  it('takes its thresholds from the config: a larger wave floor ignores the steps, a larger accOut forgives the move', () => {
    const strict = run(new RunDetector({ waveExceptThreshold: 5 }), t.samples, t.labels);
    expect(of(strict, 'step')).toEqual([]);
    const lenient = run(new RunDetector({ accOut: 10 }), t.samples, t.labels);
    expect(of(lenient, 'moved')).toEqual([]);
  });
});
