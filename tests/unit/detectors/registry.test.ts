import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/schema';
import { GM116_PARAMETERS } from '../../../src/games/gm116/parameters';
import { GM130_PARAMETERS } from '../../../src/games/gm130/parameters';
import { GM134_PARAMETERS } from '../../../src/games/gm134/parameters';
import { createDetector, DETECTOR_NAMES, detectorGame } from '../../../workers/motion/detectors/registry';
import { JumpDetector } from '../../../src/games/gm116/detectors/jump';
import { mergeParams } from '../../../workers/motion/detectors/params';
import { run, trace } from './helpers';

describe('detector registry', () => {
  it('has every detector the games need (the shared ones and each game manifest’s), each with a push and a reset', async () => {
    expect([...DETECTOR_NAMES].sort()).toEqual(['handling', 'jump', 'run', 'squat', 'steps', 'swing', 'walkSit']);
    for (const name of DETECTOR_NAMES) {
      const d = await createDetector(name);
      expect(typeof d.push).toBe('function');
      expect(typeof d.reset).toBe('function');
    }
    expect(detectorGame('jump')).toBe('gm116');
    expect(detectorGame('nope')).toBeNull();
    await expect(createDetector('nope')).rejects.toThrow(/no detector named "nope"/);
  });

  it('defaults every parameter to its game’s (gm116’s from its folder)', async () => {
    const d = await createDetector('jump');
    expect(d).toBeInstanceOf(JumpDetector);
    expect((d as JumpDetector).params).toEqual(GM116_PARAMETERS);
  });

  it('takes a validated operator config’s games section: a changed threshold changes detection', async () => {
    const r = parseConfig({ games: { gm116: { inAirThreshold: 0.05 } } });
    if (!r.ok) throw new Error(r.message);
    const d = (await createDetector('jump', r.config.games)) as JumpDetector;
    expect(d.params.inAirThreshold).toBe(0.05);
    expect(d.params.jumpExceptThreshold).toBe(GM116_PARAMETERS.jumpExceptThreshold);
    const t = trace('synthetic/jump_rope_1');
    const base = run(await createDetector('jump'), t.samples);
    const changed = run(await createDetector('jump', r.config.games), t.samples);
    expect(changed.length).toBeLessThan(base.length);
  });

  it('merges partial overrides deeply and ignores unknown keys', () => {
    const p = mergeParams(GM134_PARAMETERS, { turnOver: { rotation: 90 } } as never);
    expect(p.turnOver).toEqual({ angularSpeed: 0.8, diff: 0.1, rotation: 90 });
    expect(p.openLid).toEqual(GM134_PARAMETERS.openLid);
    expect(mergeParams(GM130_PARAMETERS, { nope: 1 } as never)).toEqual(GM130_PARAMETERS);
  });
});

describe('every detector on the worker’s clock', () => {
  // The motion worker stamps samples with epoch milliseconds (performance.timeOrigin + now).
  const EPOCH = 1_763_000_000_000.123;
  const traces: Record<string, string> = {
    steps: 'steps/val_user2_hand_1506421987098',
    run: 'synthetic/run_in_place_1',
    swing: 'synthetic/swing_1',
    jump: 'synthetic/jump_rope_1',
    squat: 'synthetic/squat_1',
    handling: 'synthetic/turn_over_1',
    walkSit: 'walk-sit/tug_s02_02_sp',
  };

  it.each(DETECTOR_NAMES)('%s finds the same events whatever the clock’s origin', async (name) => {
    const t = trace(traces[name]!);
    const shifted = t.samples.map((s) => ({ ...s, t: s.t + EPOCH }));
    const labels = t.labels.map((l) => ({ ...l, t: l.t + EPOCH }));
    const a = run(await createDetector(name), t.samples, t.labels).map((e) => e.t);
    const b = run(await createDetector(name), shifted, labels).map((e) => e.t - EPOCH);
    expect(a.length).toBeGreaterThan(0);
    expect(b).toHaveLength(a.length);
    b.forEach((x, i) => expect(x).toBeCloseTo(a[i]!, 2));
  });
});
