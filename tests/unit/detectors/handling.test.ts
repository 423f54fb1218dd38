import { describe, expect, it } from 'vitest';
import { HandlingDetector } from '../../../src/games/gm134/detectors/handling';
import { resample } from '../../../workers/motion/trace/resample';
import { excerpt, match, run, still, times, trace, withoutGyro } from './helpers';

describe('handling detector (gm134)', () => {
  it('finds each turn over, once, when the game expects it', () => {
    const t = trace('synthetic/turn_over_1');
    const events = run(new HandlingDetector(), t.samples, t.labels);
    expect(events.every((e) => e.type === 'turnOver')).toBe(true);
    const m = match(
      events.map((e) => e.t),
      times(t.labels, 'turnOver'),
      300,
    );
    expect(m.recall).toBe(1);
    expect(m.precision).toBe(1);
    for (const e of events) expect(e.amount).toBeGreaterThanOrEqual(162);
  });

  it('finds turn overs from gravity alone without a gyroscope', () => {
    const t = trace('synthetic/turn_over_2');
    const events = run(new HandlingDetector(), withoutGyro(t.samples), t.labels);
    const m = match(
      events.map((e) => e.t),
      times(t.labels, 'turnOver'),
      600,
    );
    expect(m.recall).toBe(1);
    expect(events.every((e) => e.by === 'gravity')).toBe(true);
  });

  it('finds lids and switches, each when armed', () => {
    const t = trace('synthetic/lid_switch_1');
    const events = run(new HandlingDetector(), t.samples, t.labels);
    expect(
      match(
        events.filter((e) => e.type === 'openLid').map((e) => e.t),
        times(t.labels, 'openLid'),
        300,
      ).f1,
    ).toBe(1);
    expect(
      match(
        events.filter((e) => e.type === 'switchOff').map((e) => e.t),
        times(t.labels, 'switchOff'),
        300,
      ).f1,
    ).toBe(1);
  });

  it('finds quick pulls as takeOutA / takeOutB, and not calm moves', () => {
    const t = trace('synthetic/pull_out_2');
    const events = run(new HandlingDetector(), t.samples, t.labels);
    for (const step of ['takeOutA', 'takeOutB'] as const) {
      expect(
        match(
          events.filter((e) => e.type === step).map((e) => e.t),
          times(t.labels, step),
          300,
        ).f1,
      ).toBe(1);
    }
  });

  it('reports nothing when disarmed, or for a phone lying still', () => {
    const t = trace('synthetic/turn_over_1');
    expect(run(new HandlingDetector(), t.samples, [{ t: 0, event: 'cmd:expect:none' }])).toEqual([]);
    expect(run(new HandlingDetector(), still(5000))).toEqual([]);
  });

  it('allocates nothing for a sample without events: the same empty array comes back, with a gyroscope or without', () => {
    const t = trace('synthetic/turn_over_1');
    for (const samples of [t.samples, withoutGyro(t.samples)]) {
      const d = new HandlingDetector();
      const empties = new Set<unknown>();
      for (const s of samples) {
        const out = d.push(s);
        if (out.length === 0) empties.add(out);
      }
      expect(empties.size).toBe(1);
    }
  });

  it('takes rotation and diff from the config: a 270° turn over is never reached', () => {
    const t = trace('synthetic/turn_over_1');
    expect(run(new HandlingDetector({ turnOver: { rotation: 270 } }), t.samples, t.labels)).toEqual([]);
  });

  it('reports nothing on a phone carried while walking (back pocket, front pocket, swinging arm, purse), at 60 Hz too', () => {
    for (const path of [
      'steps/val_user1_backpocket_1506422470497',
      'steps-oxford-opt/opt_Pixel_Jamie_Hard_FrontPocket_1',
      'steps-oxford-opt/opt_Pixel_Jamie_Hard_SwingingArm_2',
      'steps-oxford-opt/opt_Pixel_Jamie_Hard_Purse_1',
    ]) {
      // From 5 s: the recordings begin with the phone being put away, a real handling of it.
      const { samples } = excerpt(trace(path), 5_000, 60_000);
      expect(run(new HandlingDetector(), samples), path).toEqual([]);
      expect(run(new HandlingDetector(), resample(samples, 60)), path).toEqual([]);
    }
  });

  it('reports nothing while a pocketed phone walks and turns with its owner (timed up and go), though the turns are 180°', () => {
    for (const path of ['walk-sit/tug_s02_02_sp', 'walk-sit/tug_s03_04_sp', 'walk-sit-more/tug_s09_05_sp']) {
      const t = trace(path);
      const walking = t.labels.filter((l) => l.event === 'WALKING_start' || l.event === 'TURNING_start');
      const ends = (from: number) => t.labels.find((l) => l.t >= from && /^(WALKING|TURNING)_end$/.test(l.event))!.t;
      const during = run(new HandlingDetector(), t.samples).filter((e) => walking.some((w) => e.t >= w.t && e.t <= ends(w.t)));
      expect(during, path).toEqual([]);
    }
    // Without the walk's jolts, and with any phone taken for still, the same turns would pass for switches: the test can fail.
    const t = trace('walk-sit/tug_s02_02_sp');
    expect(
      run(new HandlingDetector(null, { walkJolts: 99, stillG: Infinity, stillDegS: Infinity, stillMs: 0 }), t.samples).some((e) => e.type === 'switchOff'),
    ).toBe(true);
  });

  it('a step goes from a phone at rest to a phone at rest: reported once the phone is still again, stamped when it completed', () => {
    const t = trace('synthetic/lid_switch_1');
    const d = new HandlingDetector();
    const commands = t.labels.filter((l) => l.event.startsWith('cmd:'));
    let next = 0;
    const late: number[] = [];
    for (const s of t.samples) {
      while (next < commands.length && commands[next]!.t <= s.t) d.command(commands[next++]!.event.slice(4));
      for (const e of d.push(s)) late.push(s.t - e.t);
    }
    expect(late).toHaveLength(6);
    // Still for 0.4 s after the step, and not much more: the hand holds the phone still at once.
    for (const ms of late) {
      expect(ms).toBeGreaterThanOrEqual(400);
      expect(ms).toBeLessThan(700);
    }
  });

  it('reports nothing for a phone put in a pocket at the start of a walk, or standing up from a chair with it in a pocket (a 90° tip about x, as a lid)', () => {
    const cases = [
      { path: 'steps-oxford-opt/opt_Pixel_Jamie_Hard_BackPocket_1', to: 5_000 },
      { path: 'walk-sit/tug_s01_01_sp', to: 4_000 },
      { path: 'walk-sit/tug_s05_03_sp', to: 4_000 },
    ];
    for (const { path, to } of cases) {
      const { samples } = excerpt(trace(path), 0, to);
      expect(run(new HandlingDetector(), samples), path).toEqual([]);
      expect(run(new HandlingDetector(), resample(samples, 60)), path).toEqual([]);
      // They are real turns of the phone: taking any phone for still, they count.
      expect(run(new HandlingDetector(null, { stillG: Infinity, stillDegS: Infinity, stillMs: 0 }), samples).length, path).toBeGreaterThan(0);
    }
  });

  it('a phone raised from flat in the hand before an armband goes on must rest 0.4 s before and after to count', () => {
    const { samples } = excerpt(trace('steps/val_user2_armband_1506423383401'), 0, 10_000);
    expect(run(new HandlingDetector(), samples)).toEqual([]);
    expect(run(new HandlingDetector(null, { stillMs: 300 }), samples).map((e) => e.type)).toEqual(['openLid']);
  });
});
