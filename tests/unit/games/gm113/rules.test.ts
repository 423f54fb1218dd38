import { describe, expect, it } from 'vitest';
import { GM113_PARAMETERS, type Gm113Params } from '../../../../src/games/gm113/parameters';
import { gm113Rules } from '../../../../src/games/gm113/rules';
import { beatTime, FUTURE_SLACK_MS, patternAxis } from '../../../../src/games/gm113/rules/judge';
import type { Call, Holding } from '../../../../src/games/gm113/rules/types';
import type { GameMode } from '../../../../src/protocol/enums';
import { Limits } from '../../../../src/protocol/parameters';
import { drive } from '../driver';

const P = GM113_PARAMETERS;
const M = P.momentsMs;
const players = [
  { id: 'l1', team: 'left' as const, name: 'L1' },
  { id: 'l2', team: 'left' as const, name: 'L2' },
  { id: 'l3', team: 'left' as const, name: 'L3' },
  { id: 'r1', team: 'right' as const, name: 'R1' },
  { id: 'r2', team: 'right' as const, name: 'R2' },
];

type Game = ReturnType<typeof game>;
const game = (params: Gm113Params = P, mode: GameMode = 'T0', seed = 3) => drive(gm113Rules, { players, params, mode, seed });

/** Runs the clock to `until`, 50 ms at a time, as the runner's timer would. */
function runTo(g: Game, from: number, until: number) {
  for (let now = from; now <= until; now += 50) g.advance(now);
}

/**
 * A game past its tutorial: `grips` players hold the phone as given (the others not at all); play
 * starts at `at` and runs to the first call's start.
 */
function started(
  grips: Partial<Record<string, Holding>> = { l1: 'either', l2: 'either', l3: 'either', r1: 'either', r2: 'either' },
  params = P,
  mode: GameMode = 'T0',
) {
  const g = game(params, mode);
  g.startTutorial();
  for (const [id, h] of Object.entries(grips)) expect(g.move(id, 'hold', { holding: h }, 0)).toBeNull();
  for (const p of players) g.completeTutorial(p.id);
  g.startPlay(1000);
  g.advance(1000 + params.momentsMs.waitingForSwinging);
  expect(g.s.status).toBe('call');
  return g;
}

type SwingOpts = { offset?: number | null; by?: 'gyro' | 'acc'; axis?: 'x' | 'y' | 'z'; sign?: 1 | -1; now?: number };
/**
 * One swing as the detector reports it, at game time `t`: the phone's clock is `offset` behind the
 * server's (phone = game − offset), the event arrives 120 ms later. By default it turns the way the
 * call on now asks.
 */
function swing(g: Game, id: string, t: number, o: SwingOpts = {}) {
  const offset = o.offset === undefined ? 250 : o.offset;
  const call = g.s.calls[g.s.calls.length - 1];
  const axis = o.axis ?? (call ? patternAxis(call.pattern) : 'x');
  g.motion(
    id,
    { detector: 'swing', type: 'swing', t: t - (offset ?? 0), offset, fields: { by: o.by ?? 'gyro', axis, sign: o.sign ?? 1, peak: 420 } },
    o.now ?? t + 120,
  );
}
function posture(g: Game, id: string, upright: boolean, t: number, offset: number | null = 250) {
  g.motion(id, { detector: 'swing', type: 'posture', t: t - (offset ?? 0), offset, fields: { upright, uprightness: upright ? 0.9 : 0.1 } }, t + 100);
}
const sw = (g: Game, id: string) => g.s.swingers.find((x) => x.id === id)!;
const call = (g: Game, i = g.s.calls.length - 1): Call => g.s.calls[i]!;
const beat = (g: Game, k: number, i?: number) => beatTime(call(g, i), k);

describe('gm113 flow (SPEC.md §4: waitingForSwinging, call, makeFriends, swingingFinished)', () => {
  it('practises, then plays each call announced, beaten and its visitors welcomed, then finishes', () => {
    const g = game();
    g.startTutorial();
    expect(g.s.status).toBe('waitingForSwinging');
    expect(g.phone('l1')).toMatchObject({ practicing: true, call: null, nextPattern: null });
    expect(gm113Rules.nextDeadline(g.s)).toBeNull(); // the runner ends the tutorial
    g.startPlay(1000);
    expect(g.s.patterns).toHaveLength(P.calls);
    expect([...g.s.patterns].sort()).toEqual(['arc', 'pump', 'side']); // each pattern once in three calls
    let at = 1000 + M.waitingForSwinging;
    for (let i = 0; i < P.calls; i++) {
      expect(g.s.status).toBe('waitingForSwinging');
      expect(g.phone('l1')).toMatchObject({ practicing: false, nextPattern: g.s.patterns[i] });
      g.advance(at - 1);
      expect(g.s.status).toBe('waitingForSwinging');
      g.advance(at);
      const c = call(g, i);
      const interval = P.interval[c.pattern];
      const beats = Math.floor(P.callMs / interval) + 1;
      expect(c).toMatchObject({ index: i, pattern: g.s.patterns[i], start: at, firstBeat: at + P.firstInterval, interval, beats });
      expect(c.end).toBe(c.firstBeat + (beats - 1) * interval + interval / 2);
      // About 8 s of beat per call (GAMES.md).
      expect(beatTime(c, beats - 1) - c.firstBeat).toBeGreaterThan(P.callMs - interval);
      expect(g.s.status).toBe('call');
      g.advance(c.end - 1);
      expect(g.s.status).toBe('call');
      g.advance(c.end);
      expect(g.s.status).toBe('makeFriends');
      at = c.end + M.makeFriends;
      if (i < P.calls - 1) {
        g.advance(at);
        at += M.waitingForSwinging;
      }
    }
    g.advance(at);
    expect(g.s.status).toBe('swingingFinished');
    expect(g.phone('l1').nextPattern).toBeNull();
    expect(gm113Rules.finished(g.s)).toBe(false);
    g.advance(at + M.swingingFinished);
    expect(gm113Rules.finished(g.s)).toBe(true);
    expect(gm113Rules.nextDeadline(g.s)).toBeNull();
  });

  it('draws the patterns’ order with the game’s dice: the same seed, the same order; never one pattern twice running', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const a = drive(gm113Rules, { players, params: { ...P, calls: 7 }, seed });
      const b = drive(gm113Rules, { players, params: { ...P, calls: 7 }, seed });
      a.startPlay(0);
      b.startPlay(0);
      expect(a.s.patterns).toEqual(b.s.patterns);
      for (let i = 1; i < 7; i++) expect(a.s.patterns[i]).not.toBe(a.s.patterns[i - 1]);
      orders.add(a.s.patterns.slice(0, 3).join());
    }
    expect(orders.size).toBeGreaterThan(2);
  });

  it('catches up on every step that fell due while the server was busy', () => {
    const g = started();
    g.advance(10 * 60_000);
    expect(gm113Rules.finished(g.s)).toBe(true);
    expect(g.s.calls).toHaveLength(P.calls);
  });

  it('takes every length and beat from the operator config, a partial one keeping the other defaults', () => {
    const params = { ...P, calls: 2, callMs: 3000, firstInterval: 1000, interval: { arc: 1000, side: 1000, pump: 1000 } };
    const g = started(undefined, params);
    expect(call(g)).toMatchObject({ firstBeat: call(g).start + 1000, interval: 1000, beats: 4, end: call(g).start + 1000 + 3500 });
    g.advance(10 * 60_000);
    expect(g.s.calls).toHaveLength(2);
    const partial = drive(gm113Rules, { players, params: { interval: { pump: 600 }, momentsMs: { makeFriends: 1000 } } as unknown as Gm113Params });
    expect(partial.s.params.interval).toEqual({ ...P.interval, pump: 600 });
    expect(partial.s.params.momentsMs).toEqual({ ...M, makeFriends: 1000 });
    expect(partial.s.params.beatToleranceMs).toBe(150);
  });

  it('moves every pending time when the host was away: the game clock stops, the game keeps its own times', () => {
    const g = started();
    const view = g.phone('l1');
    const kept = structuredClone(g.s);
    g.pause(5000);
    g.advance(10 * 60_000); // nothing moves while the host is away
    g.resume(15_000);
    expect(g.s).toEqual(kept);
    expect(g.phone('l1').call!.firstBeat).toBe(view.call!.firstBeat + 10_000);
    expect(g.phone('l1').statusUntil).toBe(view.statusUntil! + 10_000);
    expect(g.board().call!.end).toBe(view.call!.end + 10_000);
  });

  it('tells the phone the call’s interval and firstInterval, and SPEC’s default 86 400 000 when no call is on', () => {
    const g = game();
    g.startTutorial();
    expect(g.phone('l1')).toMatchObject({ interval: Limits.defaultIntervalMs, firstInterval: Limits.defaultIntervalMs });
    g.startPlay(1000);
    expect(g.phone('l1')).toMatchObject({ interval: 86_400_000, firstInterval: 86_400_000 });
    g.advance(1000 + M.waitingForSwinging);
    expect(g.phone('l1')).toMatchObject({ interval: P.interval[call(g).pattern], firstInterval: P.firstInterval });
    g.advance(call(g).end);
    expect(g.phone('l1')).toMatchObject({ status: 'makeFriends', interval: 86_400_000, firstInterval: 86_400_000 });
  });

  it('goes on identically from a copy of its state (a takeover restores it from Redis)', () => {
    const g = started();
    swing(g, 'l1', beat(g, 0));
    const copy = drive(gm113Rules, { players, params: P }, { s: structuredClone(g.s), kit: structuredClone(g.kit) });
    for (const x of [g, copy]) {
      swing(x, 'l2', beat(x, 1));
      x.move('r1', 'hold', { holding: 'none' }, beat(x, 2) - 500);
      swing(x, 'r1', beat(x, 2));
      x.advance(10 * 60_000);
    }
    expect(copy.s).toEqual(g.s);
  });
});

describe('gm113 practice', () => {
  it('counts three swings made upright with a grip as a finished tutorial', () => {
    const g = game();
    g.startTutorial();
    g.move('l1', 'hold', { holding: 'either' }, 0);
    swing(g, 'l1', 2000);
    swing(g, 'l1', 3000);
    expect(g.phone('l1')).toMatchObject({ practice: 2, tutorialDone: false });
    swing(g, 'l1', 4000);
    expect(g.phone('l1')).toMatchObject({ practice: 3, tutorialDone: true });
    expect(g.board().swingers.find((x) => x.id === 'l1')!.tutorialDone).toBe(true);
    expect(g.tutorialDone()).toBe(false);
  });

  it('does not count a practice swing without a grip or with the phone tilted; before the clock syncs, judges by the present', () => {
    const g = game();
    g.startTutorial();
    swing(g, 'l2', 2000);
    expect(sw(g, 'l2')).toMatchObject({ practice: 0, rejected: { grip: 1 } });
    g.move('l2', 'hold', { holding: 'both' }, 2500);
    posture(g, 'l2', false, 3000);
    swing(g, 'l2', 5000);
    expect(sw(g, 'l2')).toMatchObject({ practice: 0, rejected: { grip: 1, posture: 1 } });
    posture(g, 'l2', true, 5500);
    swing(g, 'l2', 6000);
    swing(g, 'l2', 7000, { offset: null });
    expect(sw(g, 'l2').practice).toBe(2);
    g.move('l2', 'hold', { holding: 'none' }, 7500);
    swing(g, 'l2', 8000, { offset: null });
    expect(sw(g, 'l2')).toMatchObject({ practice: 2, rejected: { grip: 2, posture: 1 } });
  });

  it('takes the number of practice swings from the operator config, and tells the big screen', () => {
    const g = game({ ...P, practiceSwings: 1 });
    g.startTutorial();
    g.move('r1', 'hold', { holding: 'either' }, 0);
    expect(g.board().practiceSwings).toBe(1);
    swing(g, 'r1', 2000);
    expect(g.phone('r1').tutorialDone).toBe(true);
  });
});

describe('gm113 on the beat: a swing counts when it lands within ±150 ms of a beat, on the phone’s synced clock', () => {
  it('counts a swing 150 ms either side of a beat, not 151 ms; the phone hears how far off it was', () => {
    const g = started();
    swing(g, 'l1', beat(g, 0) + 150);
    swing(g, 'l1', beat(g, 1) - 150);
    expect(sw(g, 'l1').hits).toEqual([2]);
    expect(g.phone('l1')).toMatchObject({ hits: 2, total: 2, lastSwing: { call: 0, beat: 1, deltaMs: -150, rejected: null } });
    swing(g, 'l2', beat(g, 0) + 151);
    swing(g, 'l2', beat(g, 2) - 151);
    expect(sw(g, 'l2')).toMatchObject({ hits: [0], rejected: { offBeat: 2 } });
    expect(g.phone('l2').lastSwing).toEqual({ call: 0, beat: 2, deltaMs: -151, rejected: 'offBeat' });
    // The tolerance is the operator's.
    const loose = started(undefined, { ...P, beatToleranceMs: 250 });
    swing(loose, 'l2', beat(loose, 0) + 240);
    expect(sw(loose, 'l2').hits).toEqual([1]);
  });

  it('judges by the swing’s own moment on the phone’s clock, not by when it arrives', () => {
    const g = started();
    // Phones whose clocks run 3 s behind and 2 s ahead of the server, their swings arriving 900 ms late.
    swing(g, 'l1', beat(g, 0), { offset: 3000, now: beat(g, 0) + 900 });
    swing(g, 'l2', beat(g, 0) + 100, { offset: -2000, now: beat(g, 0) + 900 });
    expect(sw(g, 'l1').hits).toEqual([1]);
    expect(sw(g, 'l2').hits).toEqual([1]);
  });

  it('counts nothing in the count-in, between calls, reported too late or before it happened, after the game, or from an unsynced phone', () => {
    const g = started();
    const c = call(g);
    swing(g, 'l1', c.start + 100); // the count-in
    swing(g, 'l1', beat(g, 0), { offset: null }); // its times cannot be placed
    swing(g, 'l1', beat(g, c.beats - 1) + 100, { now: c.end + 1500 }); // the last beat, arriving in makeFriends
    g.advance(c.end);
    swing(g, 'l1', c.end + 1000); // makeFriends
    swing(g, 'l2', beat(g, 3, 0), { now: c.end + P.lateMs + 1 }); // far too late
    swing(g, 'l3', beat(g, 3, 0), { now: beat(g, 3, 0) - FUTURE_SLACK_MS - 1 }); // before it happened
    expect(sw(g, 'l1')).toMatchObject({ hits: [1], rejected: { outside: 2, unsynced: 1 } });
    expect(sw(g, 'l2')).toMatchObject({ hits: [0], rejected: { outside: 1 } });
    expect(sw(g, 'l3')).toMatchObject({ hits: [0], rejected: { outside: 1 } });
    g.advance(10 * 60_000);
    const kept = structuredClone(g.s);
    swing(g, 'l1', 10 * 60_000);
    expect(g.s).toEqual(kept);
  });

  it('counts swingIntervals swings per beat (SPEC.md §9: 1): another on the same beat counts nothing more', () => {
    const g = started();
    swing(g, 'l1', beat(g, 0) - 100);
    swing(g, 'l1', beat(g, 0) + 120);
    swing(g, 'l1', beat(g, 1));
    expect(sw(g, 'l1')).toMatchObject({ hits: [2], rejected: { again: 1 } });
    expect(call(g).hits.left.slice(0, 2)).toEqual([1, 1]);
    const two = started(undefined, { ...P, swingIntervals: 2 });
    swing(two, 'l1', beat(two, 0) - 100);
    swing(two, 'l1', beat(two, 0) + 120);
    swing(two, 'l1', beat(two, 0) + 140);
    expect(sw(two, 'l1')).toMatchObject({ hits: [2], rejected: { again: 1 } });
  });

  it('asks for the pattern’s turn when the gyroscope measured the swing: across the phone for arcs and pumps, about the screen for side to side', () => {
    const g = started();
    const right = patternAxis(call(g).pattern);
    const wrong = right === 'x' ? 'z' : 'x';
    swing(g, 'l1', beat(g, 0), { axis: wrong });
    swing(g, 'l1', beat(g, 1), { axis: right, sign: -1 });
    // Without a gyroscope the swing's direction is unreliable: it counts whichever way it went.
    swing(g, 'l2', beat(g, 0), { by: 'acc', axis: 'y' });
    expect(sw(g, 'l1')).toMatchObject({ hits: [1], rejected: { wrongMove: 1 } });
    expect(sw(g, 'l2').hits).toEqual([1]);
    const free = started(undefined, { ...P, matchPattern: 0 });
    swing(free, 'l1', beat(free, 0), { axis: 'y' });
    expect(sw(free, 'l1').hits).toEqual([1]);
    expect(patternAxis('side')).toBe('z');
    expect([patternAxis('arc'), patternAxis('pump')]).toEqual(['x', 'x']);
  });
});

describe('gm113 holding (none / either / both) and the vertical posture check', () => {
  it('refuses a swing with no hand on the grip; one hand will do in T0', () => {
    const g = started({ l1: 'either', l2: 'both' }); // the others never take hold
    swing(g, 'l1', beat(g, 0));
    swing(g, 'l2', beat(g, 0));
    swing(g, 'l3', beat(g, 0));
    expect([sw(g, 'l1').hits, sw(g, 'l2').hits, sw(g, 'l3').hits]).toEqual([[1], [1], [0]]);
    expect(sw(g, 'l3').rejected).toEqual({ grip: 1 });
    expect(g.phone('l3')).toMatchObject({ holding: 'none', holdingNeeded: 'either', lastSwing: { rejected: 'grip' } });
    expect(g.board().swingers.find((x) => x.id === 'l3')).toMatchObject({ holding: 'none', noGrip: 1 });
  });

  it('asks for both hands in the harder variant (T1)', () => {
    const g = started({ l1: 'either', l2: 'both' }, P, 'T1');
    expect(g.board().holdingNeeded).toBe('both');
    swing(g, 'l1', beat(g, 0));
    swing(g, 'l2', beat(g, 0));
    expect(sw(g, 'l1')).toMatchObject({ hits: [0], rejected: { grip: 1 } });
    expect(sw(g, 'l2').hits).toEqual([1]);
  });

  it('judges the grip at the swing’s moment: one reported a moment after it is forgiven, one let go before it is not', () => {
    const g = started({});
    const b = (k: number) => beat(g, k);
    g.move('l1', 'hold', { holding: 'either' }, b(0) + P.holdGraceMs - 50); // took hold as it swung
    swing(g, 'l1', b(0));
    g.move('l2', 'hold', { holding: 'either' }, b(0) + P.holdGraceMs + 50); // too long after
    swing(g, 'l2', b(0));
    g.move('l1', 'hold', { holding: 'none' }, b(1) - 100); // let go just before
    swing(g, 'l1', b(1));
    g.move('l1', 'hold', { holding: 'either' }, b(2) - 400);
    g.move('l1', 'hold', { holding: 'none' }, b(2) + 50); // let go just after
    swing(g, 'l1', b(2));
    expect(sw(g, 'l1')).toMatchObject({ hits: [2], rejected: { grip: 1 } });
    expect(sw(g, 'l2')).toMatchObject({ hits: [0], rejected: { grip: 1 } });
    // Unchanged reports change nothing.
    const kept = structuredClone(g.s);
    expect(g.move('l1', 'hold', { holding: 'none' }, b(3))).toBeNull();
    expect(g.s).toEqual(kept);
  });

  it('refuses a swing when the phone was not upright at any moment in the 1.5 s before it', () => {
    const g = started();
    const b = (k: number) => beat(g, k);
    posture(g, 'l1', false, b(0) - 2000);
    swing(g, 'l1', b(0)); // tilted for 2 s
    posture(g, 'l1', true, b(1) - 300);
    swing(g, 'l1', b(1)); // upright again
    posture(g, 'l1', false, b(2) - 1000);
    swing(g, 'l1', b(2)); // upright until 1 s before: the swing itself tilts the phone
    expect(sw(g, 'l1')).toMatchObject({ hits: [2], upright: false, rejected: { posture: 1 } });
    expect(g.phone('l1').upright).toBe(false);
    expect(g.board().swingers.find((x) => x.id === 'l1')!.tilted).toBe(1);
    // A phone whose posture was never said is not refused for it (the detector itself counts swings only upright).
    swing(g, 'l2', b(0));
    expect(sw(g, 'l2')).toMatchObject({ upright: null, hits: [1] });
  });

  it('keeps a bounded record of grips and tilts', () => {
    const g = started();
    for (let i = 0; i < 100; i++) {
      g.move('l1', 'hold', { holding: i % 2 ? 'both' : 'none' }, 5000 + i * 10);
      posture(g, 'l1', i % 2 === 1, 5000 + i * 10);
    }
    expect(sw(g, 'l1').grips.length).toBeLessThanOrEqual(16);
    expect(sw(g, 'l1').tilts.length).toBeLessThanOrEqual(16);
  });
});

describe('gm113 beams and visitors: team sync fills the beam, each full beam lands a visitor', () => {
  it('fills a beam by hits × sync: the same swings together land more visitors than apart', () => {
    const g = started();
    // Right (2 players) both hit beats 0–3: 2² = 4 units a beat; the beam holds 4 swings × 2 = 8.
    for (const k of [0, 1, 2, 3]) for (const id of ['r1', 'r2']) swing(g, id, beat(g, k));
    expect(g.s.beams.right).toEqual({ units: 0, visitors: 2, members: 2 });
    // Left (3 players) make as many swings (8) but one at a time: 1 unit each, 8 of 12.
    const ids = ['l1', 'l2', 'l3'];
    for (let k = 0; k < 8; k++) swing(g, ids[k % 3]!, beat(g, k));
    expect(g.s.beams.left).toEqual({ units: 8, visitors: 0, members: 3 });
    expect(g.board().teams.left).toMatchObject({ fill: 8 / 12, visitors: 0, members: 3 });
    expect(g.board().teams.right).toMatchObject({ fill: 0, visitors: 2, callVisitors: 2, perHead: 1 });
    // Two mates join l2 on beat 1: the second hit of a beat adds 3 units, the third 5; 8 + 3 + 5 = 16: a visitor, 4 over.
    swing(g, 'l1', beat(g, 1));
    swing(g, 'l3', beat(g, 1));
    expect(g.s.beams.left).toEqual({ units: 4, visitors: 1, members: 3 });
    expect(call(g).hits.left.slice(0, 3)).toEqual([1, 3, 1]);
    expect(call(g).visitors).toEqual({ left: 1, right: 2 });
  });

  it('lands the same visitors per head for a team of 3 and a team of 2 in perfect sync (size does not win)', () => {
    const g = started();
    const c = call(g);
    for (let k = 0; k < c.beats; k++) for (const p of players) swing(g, p.id, beat(g, k));
    const t = g.board().teams;
    expect(t.left.perHead).toBe(t.right.perHead);
    expect(t.left.visitors).toBeGreaterThan(t.right.visitors);
  });

  it('keeps each call’s visitors for makeFriends, and the crowd growing call by call', () => {
    const g = started();
    for (const k of [0, 1]) for (const id of ['r1', 'r2']) swing(g, id, beat(g, k));
    g.advance(call(g).end);
    expect(g.phone('r1')).toMatchObject({ status: 'makeFriends', beam: { visitors: 1 }, callVisitors: 1 });
    g.advance(call(g).end + M.makeFriends + M.waitingForSwinging);
    expect(g.s.status).toBe('call');
    expect(g.board().teams.right).toMatchObject({ visitors: 1, callVisitors: 0 });
    for (const k of [0, 1, 2, 3]) for (const id of ['r1', 'r2']) swing(g, id, beat(g, k));
    expect(g.board().teams.right).toMatchObject({ visitors: 3, callVisitors: 2 });
    expect(g.phone('r1')).toMatchObject({ hits: 4, total: 6 });
  });
});

describe('gm113 moves', () => {
  it('refuses a grip from a player not in the game, a bad payload, and a grip after play: the state stays', () => {
    const g = started();
    const kept = structuredClone(g.s);
    expect(g.move('zz', 'hold', { holding: 'both' })).toMatchObject({ code: 3002 });
    expect(g.move('l1', 'hold', { holding: 'three' })).toMatchObject({ group: 'SP02', code: '104' });
    expect(g.move('l1', 'hold', { holding: 'both', extra: 1 })).toMatchObject({ group: 'SP02', code: '104' });
    expect(g.move('l1', 'hold', {})).toMatchObject({ group: 'SP02', code: '104' });
    expect(g.move('l1', 'swing', {})).toMatchObject({ code: 3002 });
    expect(g.s).toEqual(kept);
    g.advance(10 * 60_000);
    const over = structuredClone(g.s);
    expect(g.move('l1', 'hold', { holding: 'none' }, 10 * 60_000)).toMatchObject({ code: 3002 });
    expect(g.s).toEqual(over);
    expect(gm113Rules.moves.hold!.stream).toBeFalsy(); // a decision, acknowledged
  });

  it('ignores other detectors, malformed swings and players not in the game', () => {
    const g = started();
    const b = beat(g, 0);
    g.motion('l1', { detector: 'steps', type: 'step', t: b, offset: 0, fields: {} }, b);
    g.motion('l1', { detector: 'swing', type: 'holding', t: b, offset: 0, fields: { held: false } }, b);
    g.motion('l1', { detector: 'swing', type: 'swing', t: b, offset: 0, fields: { by: 'gyro', axis: 'w', sign: 1 } }, b + 100);
    g.motion('l1', { detector: 'swing', type: 'swing', t: b, offset: 0, fields: { by: 'hand', axis: 'x', sign: 1 } }, b + 100);
    g.motion('l1', { detector: 'swing', type: 'swing', t: b, offset: 0, fields: { by: 'gyro', axis: 'x', sign: 2 } }, b + 100);
    g.motion('l1', { detector: 'swing', type: 'posture', t: b, offset: 0, fields: { upright: 'yes' } }, b + 100);
    g.motion('zz', { detector: 'swing', type: 'swing', t: b, offset: 0, fields: { by: 'gyro', axis: 'x', sign: 1 } }, b + 100);
    expect(sw(g, 'l1')).toMatchObject({ hits: [0], upright: null, rejected: { malformed: 3 } });
    expect(g.s.beams.left.units).toBe(0);
  });
});

describe('gm113 score: visitors per head', () => {
  /** Plays a whole game: in every call, each player in `plan` hits the beats its function picks (k: beat index). */
  function play(plan: Record<string, (k: number, c: Call) => boolean>, params = P) {
    const g = started(undefined, params);
    for (let i = 0; i < params.calls; i++) {
      const c = call(g);
      expect(c.index).toBe(i);
      for (let k = 0; k < c.beats; k++) for (const [id, hits] of Object.entries(plan)) if (hits(k, c)) swing(g, id, beatTime(c, k) + ((k * 37) % 120) - 60);
      runTo(g, c.start, c.end + M.makeFriends + (i < params.calls - 1 ? M.waitingForSwinging : 0));
    }
    runTo(g, call(g).end, call(g).end + M.makeFriends + M.swingingFinished + 100);
    expect(gm113Rules.finished(g.s)).toBe(true);
    return g;
  }
  const every = () => true;
  const none = () => false;

  it('plays a whole game from a seed: a team swinging together beats a bigger one swinging apart', () => {
    // Left: three players taking turns (each beat one of them); right: two together on every other beat.
    const g = play({ l1: (k) => k % 3 === 0, l2: (k) => k % 3 === 1, l3: (k) => k % 3 === 2, r1: (k) => k % 2 === 0, r2: (k) => k % 2 === 0 });
    const beats = g.s.calls.reduce((a, c) => a + c.beats, 0);
    const rightBeats = g.s.calls.reduce((a, c) => a + Math.ceil(c.beats / 2), 0);
    // Left fills beats × 1 unit of 12; right 4 units per beat it hits, of 8. Each call's remainder carries on.
    expect(g.s.beams.left.visitors).toBe(Math.floor(beats / 12));
    expect(g.s.beams.right.visitors).toBe(Math.floor((rightBeats * 4) / 8));
    const r = gm113Rules.result(g.s);
    expect(r).toEqual({ winner: 'right', scores: { left: Math.round((Math.floor(beats / 12) / 3) * 100) / 100, right: Math.floor(rightBeats / 2) / 2 } });
    expect(g.phone('r1')).toMatchObject({ place: 1, of: 5, total: rightBeats });
    expect(g.board().swingers.find((x) => x.id === 'r2')!.hits).toBe(rightBeats);
  });

  it('rounds per-head scores to two decimals', () => {
    const g = play({ l1: every, l2: none, l3: none, r1: none, r2: none }, { ...P, calls: 1, beamSwings: 1 });
    const beats = g.s.calls[0]!.beats;
    // One player alone on every beat: 1 unit each, 3 a visitor.
    expect(gm113Rules.result(g.s)).toEqual({ winner: 'left', scores: { left: Math.round((Math.floor(beats / 3) / 3) * 100) / 100, right: 0 } });
  });

  it('breaks a tie in visitors per head by sync, and is a draw when both teams swing alike; no game when play never began', () => {
    // Neither fills a beam; left hits more of its beats.
    const tie = play({ l1: (k) => k < 2, r1: (k) => k < 1 }, { ...P, calls: 1 });
    expect(gm113Rules.result(tie.s)).toEqual({ winner: 'left', scores: { left: 0, right: 0 } });
    const g = play({}, { ...P, calls: 1 });
    expect(gm113Rules.result(g.s)).toEqual({ winner: 'draw', scores: { left: 0, right: 0 } });
    const idle = game();
    idle.startTutorial();
    expect(gm113Rules.result(idle.s).winner).toBe('noGame');
  });
});
