import { describe, expect, it } from 'vitest';
import { GM134_PARAMETERS, type Gm134Params } from '../../../../src/games/gm134/parameters';
import { gm134Rules } from '../../../../src/games/gm134/rules';
import { drawMenu, stepsOf, timerEnd, zoneOf } from '../../../../src/games/gm134/rules/judge';
import type { Round, Step } from '../../../../src/games/gm134/rules/types';
import { drive } from '../driver';

const P = GM134_PARAMETERS;
const players = [
  { id: 'l1', team: 'left' as const, name: 'L1' },
  { id: 'l2', team: 'left' as const, name: 'L2' },
  { id: 'l3', team: 'left' as const, name: 'L3' },
  { id: 'r1', team: 'right' as const, name: 'R1' },
];

/** Only steak, then the pasta finale: a short menu whose steps the tests know. */
const STEAK: Gm134Params = { ...P, menu: { steak: 1, cupNoodle: 0, paella: 0 } };

type Game = ReturnType<typeof game>;
const game = (params: Gm134Params = STEAK, seed = 3, who = players) => drive(gm134Rules, { players: who, params, seed });

/** A game past its tutorial, play started at `at` (the first dish's movie). */
function started(params: Gm134Params = STEAK, at = 1000, seed = 3, who = players) {
  const g = game(params, seed, who);
  g.startTutorial();
  for (const p of who) g.completeTutorial(p.id);
  g.startPlay(at);
  return g;
}

const round = (g: Game): Round => g.s.rounds[g.s.rounds.length - 1]!;
const cook = (g: Game, id: string) => g.s.cooks.find((c) => c.id === id)!;

/**
 * A handling event for `step` done at game time `at` on a phone whose clock is `offset` behind the
 * server's (phone = game − offset); it arrives `delay` ms later (the detector waits for the phone to rest).
 */
function handle(g: Game, id: string, step: Step, at: number, o: { offset?: number | null; delay?: number } = {}) {
  const offset = o.offset === undefined ? 400 : o.offset;
  g.motion(id, { detector: 'handling', type: step, t: at - (offset ?? 0), offset, fields: { amount: 170, by: 'gyro' } }, at + (o.delay ?? 600));
}

/** Does round `r`'s step `k` for `id` at `error` ms from its target. */
function stepAt(g: Game, id: string, k: number, error: number, o: { offset?: number | null; delay?: number } = {}) {
  const r = round(g);
  const st = r.steps[k]!;
  if (st.step === 'stopFire') expect(g.move(id, 'tap', { elapsedMs: st.target + error }, r.start + st.target + error + 80)).toBeNull();
  else handle(g, id, st.step, r.start + st.target + error, o);
}

/** Runs the clock to `until`, 50 ms at a time, as the runner's timer would. */
function runTo(g: Game, from: number, until: number) {
  for (let now = from; now <= until; now += 50) g.advance(now);
}

/** Into the current round's timer: the movie ends. */
function toTimer(g: Game) {
  g.advance(round(g).start);
  expect(g.s.status).toBe('timerStarted');
}

describe('gm134 flow (SPEC.md §4: movie, timerStarted, timerStopped, roundFinished)', () => {
  it('serves each dish: its movie, the hidden timer, the reveal, the round’s score; pasta closes with two steps', () => {
    const g = game(P);
    g.startTutorial();
    expect(g.s.status).toBe('movie');
    expect(gm134Rules.nextDeadline(g.s)).toBeNull(); // the runner ends the tutorial
    expect(g.s.menu).toHaveLength(4);
    expect([...g.s.menu].sort()).toEqual(['cupNoodle', 'paella', 'pasta', 'steak']);
    expect(g.s.menu[3]).toBe('pasta');
    g.startPlay(1000);
    let now = 1000;
    for (let i = 0; i < 4; i++) {
      const r = round(g);
      expect(r.index).toBe(i);
      expect(r.dish).toBe(g.s.menu[i]);
      expect(g.s.status).toBe('movie');
      expect(r.movieAt).toBe(now);
      expect(r.start).toBe(now + P.momentsMs.movie);
      expect(r.steps.map((x) => x.step)).toEqual(stepsOf(r.dish, g.s.stove));
      expect(r.steps).toHaveLength(i === 3 ? 2 : 1); // the last dish has two steps
      g.advance(r.start - 1);
      expect(g.s.status).toBe('movie');
      g.advance(r.start);
      expect(g.s.status).toBe('timerStarted');
      const end = r.start + timerEnd(r, P) + P.latencyMs;
      g.advance(end - 1);
      expect(g.s.status).toBe('timerStarted');
      g.advance(end);
      expect(g.s.status).toBe('timerStopped');
      expect(r.stoppedAt).toBe(end);
      g.advance(end + P.momentsMs.timerStopped);
      expect(g.s.status).toBe('roundFinished');
      now = end + P.momentsMs.timerStopped + P.momentsMs.roundFinished;
      g.advance(now);
    }
    expect(gm134Rules.finished(g.s)).toBe(true);
    expect(gm134Rules.nextDeadline(g.s)).toBeNull();
    expect(g.s.rounds.map((r) => r.dish)).toEqual(g.s.menu);
  });

  it('shows the dish and its target in the movie, and tells phones and the TV when the timer starts in server time', () => {
    const g = started();
    const r = round(g);
    const phone = g.phone('l1');
    expect(phone).toMatchObject({ status: 'movie', round: 0, rounds: 2, dish: 'steak', next: 'pasta', startAt: r.start, statusUntil: r.start });
    expect(phone.steps).toEqual([{ step: 'turnOver', target: r.steps[0]!.target, mark: null, error: null, zone: null }]);
    expect(phone.startFrame).toBe(Math.round(r.start / (1000 / 60)));
    expect(g.board()).toMatchObject({ status: 'movie', dish: 'steak', menu: ['steak', 'pasta'], steps: [{ step: 'turnOver', target: r.steps[0]!.target }] });
  });

  it('stops the timer at once when everyone has done every step, else at the burnt end plus the reports’ latency', () => {
    const g = started();
    toTimer(g);
    for (const p of players) stepAt(g, p.id, 0, 200);
    expect(g.s.status).toBe('timerStopped');
    expect(round(g).stoppedAt).toBe(round(g).start + round(g).steps[0]!.target + 200 + 600);
    // The pasta: nobody pulls; the timer runs to its burnt end and the last reports' latency.
    runTo(g, round(g).stoppedAt!, round(g).stoppedAt! + P.momentsMs.timerStopped + P.momentsMs.roundFinished);
    const r = round(g);
    expect(r.dish).toBe('pasta');
    g.advance(r.start);
    const end = r.start + r.steps[1]!.target + P.lateLimitMs + P.latencyMs;
    expect(g.s.statusUntil).toBe(end);
    g.advance(end);
    expect(g.s.status).toBe('timerStopped');
  });

  it('draws each target in whole seconds within targetMs, and pasta’s second step secondStepMs after its first', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const g = started(P, 0, seed);
      runTo(g, 0, 200_000);
      expect(g.s.rounds).toHaveLength(4);
      for (const r of g.s.rounds) {
        expect(r.steps[0]!.target % 1000).toBe(0);
        expect(r.steps[0]!.target).toBeGreaterThanOrEqual(P.targetMs.min);
        expect(r.steps[0]!.target).toBeLessThanOrEqual(P.targetMs.max);
        if (r.dish === 'pasta') {
          const gap = r.steps[1]!.target - r.steps[0]!.target;
          expect(gap % 1000).toBe(0);
          expect(gap).toBeGreaterThanOrEqual(P.secondStepMs.min);
          expect(gap).toBeLessThanOrEqual(P.secondStepMs.max);
        }
      }
    }
  });

  it('replays identically from its seed: the same menu, stove and targets', () => {
    const a = started(P, 0, 11);
    const b = started(P, 0, 11);
    runTo(a, 0, 200_000);
    runTo(b, 0, 200_000);
    expect(b.s).toEqual(a.s);
    const menus = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) menus.add(game(P, seed).s.menu.join());
    expect(menus.size).toBeGreaterThan(1); // the dice shuffle the one-step dishes
  });

  it('takes the menu, targets and moments from the operator config', () => {
    const fixed = game({ ...P, shuffle: 0, menu: { steak: 3, cupNoodle: 1, paella: 0 } });
    expect(fixed.s.menu).toEqual(['cupNoodle', 'steak', 'pasta']);
    expect(drawMenu({ ...P, menu: { steak: 0, cupNoodle: 0, paella: 0 } }, () => 0.5)).toEqual(['pasta']);
    const g = started({ ...STEAK, targetMs: { min: 3000, max: 3000 }, momentsMs: { movie: 2000, timerStopped: 1000, roundFinished: 1000 } }, 0);
    expect(round(g)).toMatchObject({ start: 2000, steps: [{ step: 'turnOver', target: 3000 }] });
    // A partial override (as a test or an old config file gives) keeps the other defaults.
    const partial = drive(gm134Rules, { players, params: { momentsMs: { movie: 1234 } } as unknown as Gm134Params });
    expect(partial.s.params.momentsMs).toEqual({ ...P.momentsMs, movie: 1234 });
    expect(partial.s.params.turnOver).toEqual(P.turnOver);
  });

  it('cooks paella on a gas flame (tap the knob: stopFire) or a hot plate (flip the switch: switchOff), as the dice say', () => {
    const paella = { ...P, menu: { steak: 0, cupNoodle: 0, paella: 1 } };
    const gas = started({ ...paella, gasShare: 1 });
    expect(round(gas)).toMatchObject({ dish: 'paella', stove: 'gas', steps: [{ step: 'stopFire' }] });
    expect(gas.phone('l1')).toMatchObject({ dish: 'paella', stove: 'gas' });
    const plate = started({ ...paella, gasShare: 0 });
    expect(round(plate)).toMatchObject({ dish: 'paella', stove: 'plate', steps: [{ step: 'switchOff' }] });
    const stoves = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) stoves.add(game(paella, seed).s.stove);
    expect([...stoves].sort()).toEqual(['gas', 'plate']);
  });

  it('catches up on every step that fell due while the server was busy', () => {
    const g = started(P);
    g.advance(10 * 60_000);
    expect(gm134Rules.finished(g.s)).toBe(true);
    expect(g.s.rounds).toHaveLength(4);
  });

  it('moves every pending time when the host was away: the game clock stops, the game keeps its own times', () => {
    const g = started();
    const view = g.phone('l1');
    const kept = structuredClone(g.s);
    g.pause(3000);
    g.advance(10 * 60_000); // nothing moves while the host is away
    g.resume(13_000);
    expect(g.s).toEqual(kept);
    expect(g.phone('l1').startAt).toBe(view.startAt! + 10_000);
    expect(g.board().startAt).toBe(view.startAt! + 10_000);
    expect(g.phone('l1').statusUntil).toBe(view.statusUntil! + 10_000);
  });
});

describe('gm134 tutorial: a kitchen drill of the first dish’s step', () => {
  it('practises the first dish’s step: that step from the detector finishes a player’s practice, another does not', () => {
    const g = game();
    g.startTutorial();
    expect(g.phone('l1')).toMatchObject({ status: 'movie', practice: 'turnOver', dish: 'steak', round: -1, tutorialDone: false, steps: [] });
    expect(g.board().practice).toBe('turnOver');
    handle(g, 'l1', 'openLid', 2000);
    expect(g.phone('l1').tutorialDone).toBe(false);
    // Before its clock is synced a phone's practice still counts: practice is not timed.
    handle(g, 'l1', 'turnOver', 3000, { offset: null });
    expect(g.phone('l1').tutorialDone).toBe(true);
    expect(g.board().cooks.find((c) => c.id === 'l1')!.practised).toBe(true);
    expect(g.tutorialDone()).toBe(false);
  });

  it('practises a tap when the first dish is paella on gas; a tap is refused in any other drill', () => {
    const gas = game({ ...P, menu: { steak: 0, cupNoodle: 0, paella: 1 }, gasShare: 1 });
    gas.startTutorial();
    expect(gas.phone('r1').practice).toBe('stopFire');
    expect(gas.move('r1', 'tap', { elapsedMs: 0 })).toBeNull();
    expect(gas.phone('r1').tutorialDone).toBe(true);
    const steak = game();
    steak.startTutorial();
    expect(steak.move('r1', 'tap', { elapsedMs: 0 })).toMatchObject({ code: 3002 });
  });
});

describe('gm134 judging: each player’s timing error, on the phone’s synced clock', () => {
  it('measures the error from when the phone did the step, not when the report arrived, whatever the phone’s clock offset', () => {
    const g = started();
    toTimer(g);
    const r = round(g);
    handle(g, 'l1', 'turnOver', r.start + r.steps[0]!.target - 2500, { offset: -3000, delay: 1400 });
    handle(g, 'l2', 'turnOver', r.start + r.steps[0]!.target + 120, { offset: 7000, delay: 400 });
    handle(g, 'l3', 'turnOver', r.start + r.steps[0]!.target + 1800, { delay: 900 });
    expect(cook(g, 'l1').marks[0]).toEqual([r.steps[0]!.target - 2500]);
    expect(cook(g, 'l2').marks[0]).toEqual([r.steps[0]!.target + 120]);
    // Errors stay hidden while the timer runs; the phone knows its step was taken.
    expect(g.phone('l1').steps[0]).toMatchObject({ mark: r.steps[0]!.target - 2500, error: null, zone: null });
    expect(g.board().cooks.map((c) => [c.id, c.done, c.errors])).toEqual([
      ['l1', 1, null],
      ['l2', 1, null],
      ['l3', 1, null],
      ['r1', 0, null],
    ]);
    g.advance(r.start + timerEnd(r, P) + P.latencyMs);
    expect(g.phone('l1').steps[0]).toMatchObject({ error: -2500, zone: 'raw' });
    expect(g.phone('l2').steps[0]).toMatchObject({ error: 120, zone: 'perfect' });
    expect(g.phone('l3').steps[0]).toMatchObject({ error: 1800, zone: 'burnt' });
    expect(g.phone('r1').steps[0]).toMatchObject({ mark: null, error: null, zone: 'never' });
    expect(g.board().cooks.map((c) => c.errors)).toEqual([[-2500], [120], [1800], [null]]);
  });

  it('places an error in its zone: perfect, just right, raw (too soon), burnt (too late), never done', () => {
    expect(zoneOf(0, P)).toBe('perfect');
    expect(zoneOf(-P.perfectMs, P)).toBe('perfect');
    expect(zoneOf(P.perfectMs + 1, P)).toBe('good');
    expect(zoneOf(-P.okMs, P)).toBe('good');
    expect(zoneOf(-P.okMs - 1, P)).toBe('raw');
    expect(zoneOf(P.okMs + 1, P)).toBe('burnt');
    expect(zoneOf(null, P)).toBe('never');
  });

  it('counts only the step the dish asks for, once, while the timer runs, from a synced phone', () => {
    const g = started();
    const r = round(g);
    const target = r.start + r.steps[0]!.target;
    handle(g, 'l1', 'turnOver', r.start - 100); // in the movie: the timer has not started
    expect(cook(g, 'l1').marks[0]).toEqual([null]);
    toTimer(g);
    handle(g, 'l1', 'turnOver', r.start - 100); // a report of a moment before the start
    handle(g, 'l1', 'openLid', target); // not this dish's step
    handle(g, 'l1', 'turnOver', target, { offset: null }); // no synced clock: no time to judge
    g.motion('l1', { detector: 'swing', type: 'turnOver', t: target, offset: 0, fields: {} }, target + 500); // another detector
    handle(g, 'zz', 'turnOver', target); // not in the game
    expect(cook(g, 'l1')).toMatchObject({ marks: [[null]], rejected: { early: 1, notExpected: 2, unsynced: 1 } });
    handle(g, 'l1', 'turnOver', target + 500);
    handle(g, 'l1', 'turnOver', target + 900); // turning it back over changes nothing
    expect(cook(g, 'l1')).toMatchObject({ marks: [[r.steps[0]!.target + 500]], rejected: { again: 1 } });
    // Past the burnt end a step is never done.
    handle(g, 'l2', 'turnOver', r.start + timerEnd(r, P) + 10, { delay: 100 });
    expect(cook(g, 'l2')).toMatchObject({ marks: [[null]], rejected: { late: 1 } });
  });

  it('takes the last dish’s two steps in order: the spaghetti (takeOutA), then the penne (takeOutB)', () => {
    const g = started({ ...P, menu: { steak: 0, cupNoodle: 0, paella: 0 } });
    const r = round(g);
    expect(r.dish).toBe('pasta');
    expect(r.steps.map((x) => x.step)).toEqual(['takeOutA', 'takeOutB']);
    toTimer(g);
    handle(g, 'l1', 'takeOutB', r.start + r.steps[1]!.target); // B before A: not yet
    expect(cook(g, 'l1').marks[0]).toEqual([null, null]);
    stepAt(g, 'l1', 0, -400);
    stepAt(g, 'l1', 1, 700);
    stepAt(g, 'r1', 0, 3000);
    expect(g.phone('l1').steps.map((x) => x.mark)).toEqual([r.steps[0]!.target - 400, r.steps[1]!.target + 700]);
    runTo(g, r.start, r.start + timerEnd(r, P) + P.latencyMs);
    expect(g.phone('l1').steps.map((x) => [x.error, x.zone])).toEqual([
      [-400, 'good'],
      [700, 'good'],
    ]);
    expect(g.phone('r1').steps.map((x) => [x.error, x.zone])).toEqual([
      [3000, 'burnt'],
      [null, 'never'],
    ]);
  });
});

describe('gm134 stopFire: a tap on the knob, timed on the phone', () => {
  const gas = { ...P, menu: { steak: 0, cupNoodle: 0, paella: 1 }, gasShare: 1 };

  it('judges the tap at the moment the phone says, since the timer’s start', () => {
    const g = started(gas);
    toTimer(g);
    const r = round(g);
    expect(g.move('l1', 'tap', { elapsedMs: r.steps[0]!.target + 250 }, r.start + r.steps[0]!.target + 900)).toBeNull();
    expect(cook(g, 'l1').marks[0]).toEqual([r.steps[0]!.target + 250]);
  });

  it('refuses a tap from outside the game, out of time, at the wrong moment or malformed, and leaves the state as it was', () => {
    const g = started(gas);
    const r = round(g);
    const at = r.start + 5000;
    const kept = structuredClone(g.s);
    expect(g.move('l1', 'tap', { elapsedMs: 10 }, r.start - 500)).toMatchObject({ code: 3002 }); // the movie: no timer yet
    toTimer(g);
    const running = structuredClone(g.s);
    expect(g.move('zz', 'tap', { elapsedMs: 5000 }, at)).toMatchObject({ code: 3002 });
    expect(g.move('l1', 'tap', { elapsedMs: 6000 }, at)).toMatchObject({ code: 3002 }); // a second from the future
    expect(g.move('l1', 'tap', { elapsedMs: 5000 - P.latencyMs - 1 }, at)).toMatchObject({ code: 3002 }); // too old to be true
    expect(g.move('l1', 'tap', { elapsedMs: -1 }, at)).toMatchObject({ group: 'SP02', code: '104' });
    expect(g.move('l1', 'tap', { elapsedMs: 5000, extra: 1 }, at)).toMatchObject({ group: 'SP02', code: '104' });
    expect(g.move('l1', 'tap', {}, at)).toMatchObject({ group: 'SP02', code: '104' });
    expect(g.s).toEqual(running);
    expect(kept.status).toBe('movie');
    expect(g.move('l1', 'tap', { elapsedMs: 5000 }, at)).toBeNull();
    const done = structuredClone(g.s);
    expect(g.move('l1', 'tap', { elapsedMs: 5100 }, at + 100)).toMatchObject({ code: 3002 }); // once
    expect(g.s).toEqual(done);
    // A knob to tap only where the dish has one.
    const steak = started();
    toTimer(steak);
    expect(steak.move('l1', 'tap', { elapsedMs: 1000 }, round(steak).start + 1000)).toMatchObject({ code: 3002 });
    runTo(steak, round(steak).start, 200_000);
    expect(steak.move('l1', 'tap', { elapsedMs: 1000 }, 200_000)).toMatchObject({ code: 3002 }); // play is over
  });
});

describe('gm134 score: the mean absolute error per head, lower wins', () => {
  /** Plays the steak and pasta with each player's errors (ms; null: never), the rest burnt. */
  function play(errors: Record<string, (number | null)[]>, params: Gm134Params = STEAK, who = players) {
    const g = started(params, 1000, 3, who);
    for (let i = 0; i < g.s.menu.length; i++) {
      const r = round(g);
      toTimer(g);
      for (const p of who) {
        for (let k = 0; k < r.steps.length; k++) {
          const e = errors[p.id]?.[i * 2 + k];
          if (e !== undefined && e !== null) stepAt(g, p.id, k, e);
        }
      }
      runTo(g, r.start, r.start + timerEnd(r, params) + P.latencyMs + P.momentsMs.timerStopped + P.momentsMs.roundFinished);
    }
    expect(gm134Rules.finished(g.s)).toBe(true);
    return g;
  }

  it('averages over every step of every member, each error at most maxErrorMs, a step never done counting that', () => {
    // Steak (one step), pasta (two steps): errors per player in step order, padded [steak, -, pastaA, pastaB].
    const g = play(
      {
        l1: [500, undefined as never, -1000, 1500],
        l2: [-6000, undefined as never, 200, 200], // 6 s early counts 5 s
        l3: [0, undefined as never, 0, null],
        r1: [2000, undefined as never, -2000, 2000],
      },
      { ...STEAK, targetMs: { min: 9000, max: 9000 } },
    );
    // Left: (0.5 + 1 + 1.5) + (5 + 0.2 + 0.2) + (0 + 0 + 5) = 13.4 s over 9 steps = 1.49; right: 6 / 3 = 2.
    expect(gm134Rules.result(g.s)).toEqual({ winner: 'left', scores: { left: 1.49, right: 2 } });
    expect(g.phone('l3')).toMatchObject({ meanError: 5000 / 3, place: 2, of: 4 });
    expect(g.phone('r1')).toMatchObject({ meanError: 2000, place: 4 });
    expect(g.board().standings.total).toEqual({ left: 1.49, right: 2 });
  });

  it('is per head: one sharp cook beats a team of three whose total error is smaller but whose mean is larger', () => {
    const g = play({ l1: [1000, 0, 1000, 1000], l2: [1000, 0, 1000, 1000], l3: [1000, 0, 1000, 1000], r1: [1500, 0, 1500, 1500] });
    expect(gm134Rules.result(g.s)).toEqual({ winner: 'left', scores: { left: 1, right: 1.5 } });
    const h = play({ l1: [1000, 0, 1000, 1000], l2: [1000, 0, 1000, 1000], l3: [1000, 0, 1000, 1000], r1: [600, 0, 600, 600] });
    expect(gm134Rules.result(h.s)).toEqual({ winner: 'right', scores: { left: 1, right: 0.6 } });
  });

  it('shows each round’s team errors and the game’s so far once the timer stops', () => {
    const g = started();
    expect(g.board().standings).toEqual({ round: null, total: null });
    toTimer(g);
    for (const [id, e] of [
      ['l1', 400],
      ['l2', -600],
      ['l3', 1100],
      ['r1', 250],
    ] as const)
      stepAt(g, id, 0, e);
    expect(g.s.status).toBe('timerStopped');
    expect(g.phone('r1').standings).toEqual({ round: { left: 0.7, right: 0.25 }, total: { left: 0.7, right: 0.25 } });
  });

  it('breaks a tie in mean error by perfect steps per head', () => {
    // Both teams' mean is 1 s; the right one has a perfect step, the left none.
    const two = [players[0]!, players[3]!];
    const g = play({ l1: [1000, 0, 1000, 1000], r1: [0, 0, 1500, 1500] }, STEAK, two);
    expect(gm134Rules.result(g.s)).toEqual({ winner: 'right', scores: { left: 1, right: 1 } });
  });

  it('is a draw when both teams cook alike, no game when no dish was served, and a team with nobody in it counts as never cooking', () => {
    const two = [players[0]!, players[3]!];
    const g = play({ l1: [500, 0, 500, 500], r1: [-500, 0, -500, -500] }, STEAK, two);
    expect(gm134Rules.result(g.s)).toEqual({ winner: 'draw', scores: { left: 0.5, right: 0.5 } });
    const none = game();
    expect(gm134Rules.result(none.s)).toEqual({ winner: 'noGame', scores: { left: 0, right: 0 } });
    const alone = play({ l1: [4000, 0, 4000, 4000] }, STEAK, [players[0]!]);
    expect(gm134Rules.result(alone.s)).toEqual({ winner: 'left', scores: { left: 4, right: 5 } });
  });
});

describe('gm134 a whole game from a seed', () => {
  it('plays four dishes with early, on-time, late and forgetful cooks, and the right team wins on mean error', () => {
    const g = started(P, 1000, 7);
    const plan: Record<string, number | null> = { l1: -2000, l2: 1500, l3: null, r1: 100 };
    const seen: string[] = [];
    while (!gm134Rules.finished(g.s)) {
      const r = round(g);
      seen.push(`${r.dish}:${r.steps.map((x) => x.step).join('+')}`);
      toTimer(g);
      for (const [id, e] of Object.entries(plan)) for (let k = 0; k < r.steps.length; k++) if (e !== null) stepAt(g, id, k, e);
      runTo(g, r.start, r.start + timerEnd(r, P) + P.latencyMs + P.momentsMs.timerStopped + P.momentsMs.roundFinished);
    }
    expect(seen).toHaveLength(4);
    expect(seen[3]).toBe('pasta:takeOutA+takeOutB');
    // Five steps each: left (2 + 1.5 + 5) = 8.5 s per step trio → 2.83; right 0.1.
    expect(gm134Rules.result(g.s)).toEqual({ winner: 'right', scores: { left: 2.83, right: 0.1 } });
    expect(g.board().cooks.map((c) => [c.name, c.mean])).toEqual([
      ['L1', 2000],
      ['L2', 1500],
      ['L3', 5000],
      ['R1', 100],
    ]);
  });
});
