import { describe, expect, it } from 'vitest';
import { GM102_PARAMETERS, type Gm102Params } from '../../../../src/games/gm102/parameters';
import { gm102Rules } from '../../../../src/games/gm102/rules';
import { fullCarry, stepCarry, Stride } from '../../../../src/games/gm102/rules/pace';
import { addProgress, catchMoving, changeToRun, changeToStay, progressGain } from '../../../../src/games/gm102/rules/spec';
import type { Runner } from '../../../../src/games/gm102/rules/types';
import { FRAME_MS } from '../../../../src/protocol/parameters';
import { drive } from '../driver';

const P = GM102_PARAMETERS;
const players = [
  { id: 'l1', team: 'left' as const, name: 'L1' },
  { id: 'l2', team: 'left' as const, name: 'L2' },
  { id: 'r1', team: 'right' as const, name: 'R1' },
  { id: 'r2', team: 'right' as const, name: 'R2' },
];

type Game = ReturnType<typeof game>;
const game = (mode: 'T0' | 'T2' = 'T0', params: Gm102Params = P, seed = 7) => drive(gm102Rules, { players, params, mode, seed });
const runner = (g: Game, id: string) => g.s.runners.find((r) => r.id === id)!;
/** Game time the current (or last) run began. */
const runFrom = (g: Game) => g.s.spans[g.s.spans.length - 1]!.from;

/** A game past its tutorial, in its countdown before the first run. */
function started(mode: 'T0' | 'T2' = 'T0', params: Gm102Params = P, seed = 7) {
  const g = game(mode, params, seed);
  g.startTutorial();
  for (const p of players) g.completeTutorial(p.id);
  g.startPlay();
  return g;
}

/** Moves the clock on in 10 ms ticks until `stop` holds; returns the time reached. */
function until(g: Game, from: number, stop: () => boolean, limit = 200_000): number {
  let now = from;
  while (!stop()) {
    now += 10;
    if (now - from > limit) throw new Error(`never happened (status ${g.s.status})`);
    g.advance(now);
  }
  return now;
}

const step = (g: Game, id: string, t: number, now = t) => g.motion(id, { detector: 'run', type: 'step', t, offset: 0, fields: { stepMs: 300 } }, now);
const moved = (g: Game, id: string, t: number, now = t) => g.motion(id, { detector: 'run', type: 'moved', t, offset: 0, fields: { accG: 0.3 } }, now);

const fresh = (over: Partial<Runner> = {}): Runner => ({
  id: 'x',
  name: 'X',
  team: 'left',
  status: 'run',
  progress: 40,
  out: false,
  satOut: false,
  reached: false,
  reachedAt: null,
  place: null,
  tallies: [],
  caughtAfter: -1,
  cheatUntil: null,
  cheats: 0,
  caught: 0,
  caughtAt: null,
  practiceSteps: 0,
  steps: 0,
  graph: [],
  ...over,
});

describe('gm102 SPEC.md §4 rules, one runner at a time', () => {
  it('ignores a change to STAY while WAITING_FOR_RE_RUN', () => {
    const r = fresh({ status: 'waitingForReRun', out: true });
    changeToStay(r, 'T0');
    expect(r.status).toBe('waitingForReRun');
    const running = fresh();
    changeToStay(running, 'T0');
    expect(running.status).toBe('stay');
  });

  it('clears out on RUN in every mode but T2; in T2 RUN is ignored while out', () => {
    for (const mode of ['T0', 'T1', 'T3', 'T4', 'MD', 'E0', 'E1'] as const) {
      const r = fresh({ status: 'waitingForReRun', out: true });
      changeToRun(r, mode);
      expect(r).toMatchObject({ out: false, status: 'run' });
    }
    const t2 = fresh({ status: 'waitingForReRun', out: true });
    changeToRun(t2, 'T2');
    expect(t2).toMatchObject({ out: true, status: 'waitingForReRun', satOut: true });
    // The stay after the run sat out lets them go again (the stay itself is still ignored)…
    changeToStay(t2, 'T2');
    expect(t2).toMatchObject({ out: false, status: 'waitingForReRun' });
    // …and the next run takes them.
    changeToRun(t2, 'T2');
    expect(t2).toMatchObject({ out: false, status: 'run' });
  });

  it('caps a delta at the distance left and floors it to 2 decimals', () => {
    expect(progressGain(10, 150, 2.567)).toBe(2.56);
    expect(progressGain(10, 150, 0.29)).toBe(0.29); // not 0.28 from binary fractions
    expect(progressGain(148.5, 150, 5)).toBe(1.5);
    expect(progressGain(149.999, 150, 5)).toBe(0);
    expect(progressGain(150, 150, 5)).toBe(0);
    expect(progressGain(10, 150, -3)).toBe(0);
    expect(addProgress(0.1, 0.2)).toBe(0.3);
  });

  it('puts a runner caught moving out and back to the start, except in T2 where they keep their place', () => {
    const r = fresh({ status: 'stay', progress: 80 });
    catchMoving(r, 'T0');
    expect(r).toMatchObject({ out: true, status: 'waitingForReRun', progress: 0 });
    const t2 = fresh({ status: 'stay', progress: 80 });
    catchMoving(t2, 'T2');
    expect(t2).toMatchObject({ out: true, status: 'waitingForReRun', progress: 80 });
  });
});

describe('gm102 pace: how far steps carry a runner (SPEC.md §9 speeds)', () => {
  it('holds baseStepSpeedPerSecond for constantSpeedFrame frames, then slows by stepDeceleration a frame', () => {
    expect(stepCarry(0, P)).toBe(0);
    expect(stepCarry(8, P)).toBeCloseTo((14 * 8) / 60, 10);
    expect(stepCarry(9, P)).toBeCloseTo((14 * 8 + 12) / 60, 10);
    expect(fullCarry(P)).toBeCloseTo((14 * 8 + 12 + 10 + 8 + 6 + 4 + 2) / 60, 10);
    expect(stepCarry(1000, P)).toBeCloseTo(fullCarry(P), 10);
    expect(stepCarry(8, { ...P, baseStepSpeedPerSecond: 28 })).toBeCloseTo((28 * 8) / 60, 10); // from the config
  });

  it('lets each step carry the runner until the next takes over, from the run start on', () => {
    const s = new Stride(P, 1000);
    s.step(900); // before the run: not counted
    expect(s.distance(2000)).toBe(0);
    s.step(1000);
    s.step(1000 + 5 * FRAME_MS);
    expect(s.distance(1000 + 5 * FRAME_MS)).toBeCloseTo((14 * 5) / 60, 6);
    expect(s.distance(1000 + 1000 * FRAME_MS)).toBeCloseTo((14 * 5) / 60 + fullCarry(P), 6);
    // At 3 steps a second a runner covers about 7.7 course steps a second: the course in ~20 s.
    const r = new Stride(P, 0);
    for (let t = 0; t < 10_000; t += 1000 / 3) r.step(t);
    expect(r.distance(10_000) / 10).toBeGreaterThan(7.3);
    expect(r.distance(10_000) / 10).toBeLessThan(8);
  });
});

/** Runs one phone: a step every 300 ms while its runner may run, a report every 500 ms of the run's total. */
function runPhone(g: Game, id: string, now: number, st: { run: number; stride: Stride; lastStep: number; lastReport: number } | null) {
  const r = runner(g, id);
  const s = g.s;
  if (s.status !== 'run' || r.status !== 'run') return st;
  const run = s.runs - 1;
  if (!st || st.run !== run) st = { run, stride: new Stride(P, runFrom(g)), lastStep: -Infinity, lastReport: now };
  if (now - st.lastStep >= 300) {
    st.lastStep = now;
    st.stride.step(now);
    step(g, id, now);
  }
  if (now - st.lastReport >= 500) {
    st.lastReport = now;
    g.move(id, 'progress', { run, total: st.stride.distance(now) }, now);
  }
  return st;
}

describe('gm102 race', () => {
  it('counts tutorialStepCount running steps as a finished practice', () => {
    const g = game('T0', { ...P, tutorialStepCount: 5 });
    g.startTutorial();
    for (let i = 0; i < 4; i++) step(g, 'l1', i * 300);
    expect(g.phone('l1')).toMatchObject({ status: 'tutorial', practiceSteps: 4, tutorialDone: false, tutorialStepCount: 5 });
    step(g, 'l1', 1200);
    expect(g.phone('l1').tutorialDone).toBe(true);
    expect(g.board().runners.find((r) => r.id === 'l1')!.tutorialDone).toBe(true);
    expect(g.tutorialDone()).toBe(false);
    // Another detector's events, and a stranger's, change nothing.
    g.motion('l2', { detector: 'jump', type: 'step', t: 0, offset: 0, fields: {} }, 0);
    step(g, 'zz', 0);
    expect(runner(g, 'l2').practiceSteps).toBe(0);
  });

  it('alternates runs of 1.5–6 s and stays of 2–4 s from the seeded dice, with fake half-turns inside runs', () => {
    const g = started();
    const { s } = g;
    expect(s.status).toBe('waitingForRun');
    const spans: { status: string; ms: number }[] = [];
    let peeks = 0;
    let now = 0;
    let from = 0;
    let status: string = s.status;
    let pose = s.pose;
    while (s.status !== 'changingStatusFinished') {
      now += 10;
      g.advance(now);
      if (s.pose !== pose) {
        if (s.pose === 'peek') {
          expect(s.status).toBe('run');
          peeks++;
        }
        pose = s.pose;
      }
      if (s.status !== status) {
        spans.push({ status, ms: now - from });
        from = now;
        status = s.status;
      }
    }
    expect(spans[0]).toMatchObject({ status: 'waitingForRun', ms: P.momentsMs.waitingForRun });
    const runs = spans.filter((x) => x.status === 'run');
    const stays = spans.filter((x) => x.status === 'stay');
    expect(runs.length).toBeGreaterThan(4);
    // Every run and stay but the one the race's end cuts short is within its range.
    for (const r of runs.slice(0, -1)) {
      expect(r.ms).toBeGreaterThanOrEqual(1500);
      expect(r.ms).toBeLessThanOrEqual(6010);
    }
    for (const r of stays.slice(0, -1)) {
      expect(r.ms).toBeGreaterThanOrEqual(2000);
      expect(r.ms).toBeLessThanOrEqual(4010);
    }
    for (let i = 1; i < spans.length; i++) expect(spans[i]!.status).not.toBe(spans[i - 1]!.status);
    expect(peeks).toBeGreaterThan(0);
    // The race lasts raceMs from the first run.
    expect(spans.slice(1).reduce((a, x) => a + x.ms, 0)).toBeGreaterThanOrEqual(P.raceMs - 10);
    expect(spans.slice(1).reduce((a, x) => a + x.ms, 0)).toBeLessThanOrEqual(P.raceMs + 10);
    // The same seed draws the same race; another seed another.
    const again = started();
    until(again, 0, () => again.s.status === 'changingStatusFinished');
    expect(again.s.runs).toBe(s.runs);
    const other = started('T0', P, 8);
    until(other, 0, () => other.s.status === 'changingStatusFinished');
    expect(JSON.stringify(other.s.spans)).not.toBe(JSON.stringify(s.spans));
  });

  it('whistles the finish, shows the standings, then ends play', () => {
    const g = started();
    let now = until(g, 0, () => g.s.status === 'changingStatusFinished');
    expect(gm102Rules.finished(g.s)).toBe(false);
    expect(g.phone('l1').status).toBe('changingStatusFinished');
    now = until(g, now, () => g.s.status === 'finished');
    expect(g.phone('l1').status).toBe('droppedOut'); // nobody ran
    expect(g.phone('l1').savedGraph).not.toBeNull();
    until(g, now, () => gm102Rules.finished(g.s));
    expect(gm102Rules.result(g.s)).toEqual({ winner: 'draw', scores: { left: 0, right: 0 } });
  });

  it('takes progress reports only from runners who may run, about this run, within what their steps carry', () => {
    const g = started();
    let now = until(g, 0, () => g.s.status === 'run');
    const run = g.s.runs - 1;
    expect(g.phone('l1')).toMatchObject({ status: 'run', run, runs: [{ run, from: runFrom(g), until: null, total: 0 }] });
    expect(gm102Rules.moves.progress!.stream).toBe(true);
    // Ten steps heard of, 100 ms apart, then a report of what they carried.
    const stride = new Stride(P, runFrom(g));
    for (let i = 0; i < 10; i++) {
      step(g, 'l1', now + i * 100);
      stride.step(now + i * 100);
    }
    now += 1000;
    g.advance(now);
    const total = stride.distance(now);
    expect(g.move('l1', 'progress', { run, total }, now)).toBeNull();
    expect(runner(g, 'l1').progress).toBe(Math.floor(total * 100) / 100);
    expect(g.phone('l1').runs[0]!.total).toBe(Math.floor(total * 100) / 100);
    // An older report (streams may arrive late) changes nothing.
    expect(g.move('l1', 'progress', { run, total: total / 2 }, now)).toBeNull();
    expect(runner(g, 'l1').progress).toBe(Math.floor(total * 100) / 100);
    const before = structuredClone(g.s);
    // Refused, changing nothing: more than the steps carry, another run, a stranger, a bad payload.
    expect(g.move('l1', 'progress', { run, total: 12 * fullCarry(P) + 1 }, now)).toMatchObject({ code: 3002 });
    expect(g.move('l2', 'progress', { run, total: 6 }, now)).toMatchObject({ code: 3002 }); // no steps heard (two on their way carry 5.13)
    expect(g.move('l1', 'progress', { run: run + 1, total: 1 }, now)).toMatchObject({ code: 3002 });
    expect(g.move('zz', 'progress', { run, total: 1 }, now)).toMatchObject({ code: 3002 });
    expect(g.move('l1', 'progress', { run, total: -1 }, now)).toMatchObject({ group: 'SP02', code: '104' });
    expect(g.move('l1', 'progress', { run, total: 1, extra: 1 }, now)).toMatchObject({ group: 'SP02', code: '104' });
    expect(g.move('l1', 'teleport', {}, now)).toMatchObject({ code: 3002 });
    expect(g.s).toEqual(before);
    // Top speed bounds a run too: 40 steps heard in 1 s cannot carry 40 × 2.57 course steps.
    for (let i = 0; i < 40; i++) step(g, 'r1', now - 900 + i * 20);
    const runMs = now - runFrom(g);
    expect(g.move('r1', 'progress', { run, total: (P.baseStepSpeedPerSecond * runMs) / 1000 + fullCarry(P) + 1 }, now)).toMatchObject({ code: 3002 });
  });

  it("takes a run's late reports until reportGraceMs after it, even into the next run, and none after", () => {
    const g = started('T0', { ...P, stayMs: { min: 2000, max: 2000 }, feint: { ...P.feint, max: 0 } });
    let now = until(g, 0, () => g.s.status === 'run');
    const first = g.s.runs - 1;
    const end = g.s.statusUntil!;
    // Steps of the first run, confirmed only after it ended (the step finder locks on late).
    now = until(g, now, () => g.s.status === 'stay');
    for (let i = 0; i < 5; i++) step(g, 'l1', runFrom(g) + i * 300, now + 100);
    expect(g.move('l1', 'progress', { run: first, total: 3 }, now + 200)).toBeNull();
    expect(runner(g, 'l1').progress).toBe(3);
    // The next run is on: reports about both count, each against its own steps.
    now = until(g, now, () => g.s.status === 'run');
    expect(g.phone('l1').runs.map((r) => r.run)).toEqual([first, first + 1]);
    expect(g.move('l1', 'progress', { run: first, total: 5 }, now + 100)).toBeNull();
    expect(runner(g, 'l1').progress).toBe(5);
    step(g, 'l1', now + 50, now + 60);
    expect(g.move('l1', 'progress', { run: first + 1, total: 1 }, now + 300)).toBeNull();
    expect(runner(g, 'l1').progress).toBe(6);
    // A step of the first run still carries: 6 steps heard of, the bound is (6 + 2) × 2.57.
    expect(g.move('l1', 'progress', { run: first, total: 8 * fullCarry(P) + 1 }, now + 400)).toMatchObject({ code: 3002 });
    // Past the grace, the first run is closed.
    expect(g.move('l1', 'progress', { run: first, total: 6 }, end + P.reportGraceMs + 10)).toMatchObject({ code: 3002 });
    expect(runner(g, 'l1').progress).toBe(6);
    // A run that never was, or one this runner did not run.
    expect(g.move('l1', 'progress', { run: first + 5, total: 1 }, now + 400)).toMatchObject({ code: 3002 });
  });

  it('takes no late report about a run once its runner was caught after it', () => {
    const g = started();
    let now = until(g, 0, () => g.s.status === 'run');
    const first = g.s.runs - 1;
    for (let i = 0; i < 5; i++) step(g, 'l1', runFrom(g) + i * 100, now + 50);
    now = until(g, now, () => g.s.status === 'stay');
    moved(g, 'l1', now + 1500);
    expect(g.move('l1', 'progress', { run: first, total: 3 }, now + 1600)).toMatchObject({ code: 3002 });
    now = until(g, now, () => g.s.status === 'run');
    expect(runner(g, 'l1').out).toBe(false); // free to run again…
    expect(g.phone('l1').runs.map((r) => r.run)).toEqual([first + 1]);
    expect(g.move('l1', 'progress', { run: first, total: 3 }, now + 10)).toMatchObject({ code: 3002 }); // …but not to count the run before
    expect(runner(g, 'l1').progress).toBe(0);
  });

  it('catches a move in a stay only after its grace (invincibleFrame), and only in the stay', () => {
    const g = started();
    let now = until(g, 0, () => g.s.status === 'run');
    moved(g, 'l1', now + 100); // moving in a run is running
    expect(runner(g, 'l1').out).toBe(false);
    runner(g, 'l1').progress = 50;
    runner(g, 'r1').progress = 50;
    now = until(g, now, () => g.s.status === 'stay');
    const grace = now + P.invincibleFrame * FRAME_MS;
    moved(g, 'l1', grace - 50); // the watcher is still turning
    expect(runner(g, 'l1')).toMatchObject({ out: false, progress: 50, status: 'stay' });
    moved(g, 'l1', grace + 10);
    expect(runner(g, 'l1')).toMatchObject({ out: true, progress: 0, status: 'waitingForReRun', caught: 1 });
    expect(g.phone('l1')).toMatchObject({ status: 'waitingForReRun', out: true, progress: 0 });
    expect(g.board().caughtNow).toEqual(['l1']);
    // Once caught, a stay is ignored: the next turn of the watcher changes nothing for them.
    moved(g, 'l1', grace + 300);
    expect(runner(g, 'l1').caught).toBe(1);
    // A phone whose clock is not synced is judged by when its event arrives.
    g.motion('r1', { detector: 'run', type: 'moved', t: 5, offset: null, fields: {} }, grace + 20);
    expect(runner(g, 'r1').out).toBe(true);
    // The next run clears out (T0) and they race again from the start.
    until(g, now, () => g.s.status === 'run');
    expect(runner(g, 'l1')).toMatchObject({ out: false, status: 'run', progress: 0 });
    expect(g.board().caughtNow).toEqual(['l1', 'r1']); // still shown while the next run starts
  });

  it('in T2 keeps a caught runner in place and sits them out the next run', () => {
    const g = started('T2');
    let now = until(g, 0, () => g.s.status === 'stay');
    runner(g, 'l1').progress = 50;
    moved(g, 'l1', now + 1500);
    expect(runner(g, 'l1')).toMatchObject({ out: true, progress: 50, status: 'waitingForReRun' });
    now = until(g, now, () => g.s.status === 'run');
    // RUN is ignored while out: they sit this run out, and their reports are refused.
    expect(g.phone('l1')).toMatchObject({ status: 'waitingForReRun', out: true, mode: 'T2' });
    step(g, 'l1', now + 100);
    expect(g.move('l1', 'progress', { run: g.s.runs - 1, total: 1 }, now + 200)).toMatchObject({ code: 3002 });
    now = until(g, now, () => g.s.status === 'stay');
    // STAY is ignored while WAITING_FOR_RE_RUN; the run sat out, they are no longer out.
    expect(g.phone('l1')).toMatchObject({ status: 'waitingForReRun', out: false });
    until(g, now, () => g.s.status === 'run');
    expect(g.phone('l1')).toMatchObject({ status: 'run', out: false, progress: 50 });
  });

  it('earns nothing for cheatMeasureTime after a cheat (shaking the phone, not running)', () => {
    const g = started('T0', { ...P, runMs: { min: 6000, max: 6000 }, feint: { ...P.feint, max: 0 } });
    let now = until(g, 0, () => g.s.status === 'run');
    const run = g.s.runs - 1;
    for (let i = 0; i < 15; i++) step(g, 'l1', now + i * 300);
    g.motion('l1', { detector: 'run', type: 'cheat', t: now + 100, offset: 0, fields: { reason: 'notVertical' } }, now + 200);
    expect(g.phone('l1').cheatUntil).toBe(now + 100 + P.cheatMeasureTime * FRAME_MS);
    expect(g.move('l1', 'progress', { run, total: 5 }, now + 1000)).toBeNull();
    expect(runner(g, 'l1').progress).toBe(0);
    now += 100 + P.cheatMeasureTime * FRAME_MS + 10;
    g.advance(now);
    expect(g.move('l1', 'progress', { run, total: 8 }, now)).toBeNull();
    expect(runner(g, 'l1').progress).toBe(3); // only what came after the cheat's window
  });

  it('puts a runner over the line at the distance, first come first placed; the race ends when everyone has', () => {
    const params = { ...P, stepCount: 20, runMs: { min: 6000, max: 6000 } };
    const g = started('T0', params);
    let now = until(g, 0, () => g.s.status === 'run');
    const run = g.s.runs - 1;
    for (const id of ['l1', 'r1', 'l2', 'r2']) {
      for (let i = 0; i < 9; i++) step(g, id, now + i * 200);
    }
    now += 2000;
    g.advance(now);
    expect(g.move('r1', 'progress', { run, total: 21.5 }, now)).toBeNull();
    expect(runner(g, 'r1')).toMatchObject({ progress: 20, reached: true, status: 'reached', place: 1 });
    expect(g.phone('r1')).toMatchObject({ status: 'reached', reached: true, place: 1 });
    expect(g.move('r1', 'progress', { run, total: 22 }, now)).toMatchObject({ code: 3002 }); // already over
    g.move('l1', 'progress', { run, total: 20 }, now);
    expect(runner(g, 'l1').place).toBe(2);
    g.move('l2', 'progress', { run, total: 20 }, now);
    expect(g.s.status).toBe('run');
    g.move('r2', 'progress', { run, total: 20.001 }, now);
    expect(g.s.status).toBe('changingStatusFinished');
    expect(gm102Rules.result(g.s)).toEqual({ winner: 'draw', scores: { left: 100, right: 100 } });
  });

  it("counts a last run's steps reported after the whistle, without whistling again", () => {
    const g = started('T0', { ...P, stepCount: 20, raceMs: 3000, runMs: { min: 6000, max: 6000 } });
    let now = until(g, 0, () => g.s.status === 'run');
    const run = g.s.runs - 1;
    for (const id of ['l1', 'l2', 'r1', 'r2']) for (let i = 0; i < 9; i++) step(g, id, now + i * 300);
    for (const id of ['l1', 'l2', 'r1']) g.move(id, 'progress', { run, total: 20 }, now + 2900);
    now = until(g, now, () => g.s.status === 'changingStatusFinished');
    const until_ = g.s.statusUntil;
    // R2's last report arrives after the whistle: its steps fell inside the race, so it counts.
    expect(g.move('r2', 'progress', { run, total: 20 }, now + 500)).toBeNull();
    expect(runner(g, 'r2').reached).toBe(true);
    expect(g.s).toMatchObject({ status: 'changingStatusFinished', statusUntil: until_ });
  });

  it('scores the share of each team over the line, ties by mean progress, and no race as noGame', () => {
    const g = started();
    until(g, 0, () => g.s.status === 'run');
    const set = (id: string, progress: number) => {
      const r = runner(g, id);
      r.progress = progress;
      r.reached = progress >= P.stepCount;
    };
    set('l1', 150);
    set('l2', 10);
    set('r1', 150);
    set('r2', 20);
    expect(gm102Rules.result(g.s)).toEqual({ winner: 'right', scores: { left: 50, right: 50 } });
    set('r2', 150);
    expect(gm102Rules.result(g.s)).toEqual({ winner: 'right', scores: { left: 50, right: 100 } });
    set('l2', 150);
    set('r2', 0);
    expect(gm102Rules.result(g.s).winner).toBe('left');
    // Per head: a team of three with two over the line beats a team of one who did not reach.
    const big = drive(gm102Rules, {
      players: [...players.slice(0, 2), { id: 'l3', team: 'left', name: 'L3' }, players[2]!],
      params: P,
    });
    big.startPlay();
    big.s.raceStart = 0;
    for (const id of ['l1', 'l2'])
      Object.assign(
        big.s.runners.find((r) => r.id === id)!,
        { progress: 150, reached: true },
      );
    expect(gm102Rules.result(big.s)).toEqual({ winner: 'left', scores: { left: 67, right: 0 } });
    const none = drive(gm102Rules, { players: [], params: P });
    none.startPlay();
    none.advance(1);
    expect(gm102Rules.finished(none.s)).toBe(true);
    expect(gm102Rules.result(none.s).winner).toBe('noGame');
  });

  it('freezes while the host is away: every time moves with the pause, nothing happens meanwhile', () => {
    const g = started();
    const now = until(g, 0, () => g.s.status === 'run');
    const phone = g.phone('l1');
    const kept = structuredClone(g.s);
    g.pause(now);
    g.advance(now + 60_000);
    g.resume(now + 10_000);
    expect(g.s).toEqual(kept);
    expect(g.phone('l1').statusUntil).toBe(phone.statusUntil! + 10_000);
    expect(g.phone('l1').raceEnd).toBe(phone.raceEnd! + 10_000);
    expect(g.board().statusFrom).toBe(phone.statusFrom + 10_000);
  });

  it('plays a whole race from a seed: runners who keep still in stays reach the line; one caught does not', () => {
    const g = started('T0', { ...P, raceMs: 60_000 }, 3);
    const st: Record<string, ReturnType<typeof runPhone>> = {};
    let now = 0;
    let caughtOnce = false;
    while (!gm102Rules.finished(g.s) && now < 200_000) {
      now += 10;
      g.advance(now);
      for (const p of players) {
        // R2 stops running after being caught, and moves in the second stay.
        if (p.id === 'r2' && caughtOnce) continue;
        st[p.id] = runPhone(g, p.id, now, st[p.id] ?? null);
      }
      if (g.s.status === 'stay' && g.s.runs === 2 && !caughtOnce && now - g.s.statusFrom > 1500) {
        moved(g, 'r2', now);
        caughtOnce = true;
      }
    }
    expect(gm102Rules.finished(g.s)).toBe(true);
    expect(caughtOnce).toBe(true);
    const reached = g.s.runners.filter((r) => r.reached).map((r) => r.id);
    expect(reached.sort()).toEqual(['l1', 'l2', 'r1']);
    expect(runner(g, 'r2')).toMatchObject({ reached: false, caught: 1, progress: 0 });
    expect(g.phone('r2').status).toBe('droppedOut');
    expect(g.phone('l1').status).toBe('reached');
    // The graph shows R2's slide back to the start.
    const graph = g.phone('r2').savedGraph!;
    expect(Math.max(...graph.map((p) => p[1]))).toBeGreaterThan(0);
    expect(graph[graph.length - 1]![1]).toBe(0);
    expect(gm102Rules.result(g.s)).toEqual({ winner: 'left', scores: { left: 100, right: 50 } });
  });
});
