import { describe, expect, it } from 'vitest';
import { GM130_PARAMETERS, type Gm130Params } from '../../../../src/games/gm130/parameters';
import { gm130Rules } from '../../../../src/games/gm130/rules';
import { beatsOf } from '../../../../src/games/gm130/rules/judge';
import type { Half } from '../../../../src/games/gm130/rules/types';
import { drive } from '../driver';

const P = GM130_PARAMETERS;
const players = [
  { id: 'l1', team: 'left' as const, name: 'L1' },
  { id: 'l2', team: 'left' as const, name: 'L2' },
  { id: 'l3', team: 'left' as const, name: 'L3' },
  { id: 'r1', team: 'right' as const, name: 'R1' },
];

type Game = ReturnType<typeof game>;
const game = (params: Gm130Params = P, seed = 3) => drive(gm130Rules, { players, params, seed });

/** A game past its tutorial, play started at `at`; `holding` players have both thumbs down from the start. */
function started(holding = players.map((p) => p.id), at = 1000, params: Gm130Params = P) {
  const g = game(params);
  g.startTutorial();
  for (const id of holding) expect(g.move(id, 'hold', { both: true }, 0)).toBeNull();
  for (const p of players) g.completeTutorial(p.id);
  g.startPlay(at);
  return g;
}

type SquatOpts = { down?: number; up?: number; depthM?: number; offset?: number | null; now?: number };
/**
 * One squat as the detector reports it, bottom at game time `bottom`: the phone's clock is `offset`
 * behind the server's (phone = game − offset), the event arrives 100 ms after the rise ends.
 */
function squat(g: Game, id: string, bottom: number, o: SquatOpts = {}) {
  const down = o.down ?? 900;
  const up = o.up ?? 900;
  const offset = o.offset === undefined ? 250 : o.offset;
  const phone = bottom - (offset ?? 0);
  g.motion(
    id,
    { detector: 'squat', type: 'squat', t: phone, offset, fields: { downT: phone - down, upT: phone + up, depthM: o.depthM ?? 0.35 } },
    o.now ?? bottom + up + 100,
  );
}
const sq = (g: Game, id: string) => g.s.squatters.find((x) => x.id === id)!;
const half = (g: Game, i: 0 | 1): Half => g.s.halves[i]!;
/** Runs the clock to `until`, 50 ms at a time, as the runner's timer would. */
function runTo(g: Game, from: number, until: number) {
  for (let now = from; now <= until; now += 50) g.advance(now);
}

describe('gm130 flow (SPEC.md §4: tutorialSquatting, squatting, break, halfResult, squattingFinished)', () => {
  it('practises, then plays two halves with a break and the half result between, the second half faster', () => {
    const g = game();
    g.startTutorial();
    expect(g.s.status).toBe('tutorialSquatting');
    expect(gm130Rules.nextDeadline(g.s)).toBeNull(); // the runner ends the tutorial
    g.startPlay(1000);
    const h0 = half(g, 0);
    expect(g.s.status).toBe('squatting');
    expect(h0).toEqual({ index: 0, start: 1000, firstBeat: 1000 + P.firstInterval, end: 1000 + P.firstInterval + P.halfMs, interval: P.interval.first });
    g.advance(h0.end - 1);
    expect(g.s.status).toBe('squatting');
    g.advance(h0.end);
    expect(g.s.status).toBe('break');
    g.advance(h0.end + P.breakMs);
    expect(g.s.status).toBe('halfResult');
    expect(P.breakMs + P.halfResultMs).toBe(10_000); // GAMES.md: a 10 s break with the half result
    g.advance(h0.end + P.breakMs + P.halfResultMs);
    expect(g.s.status).toBe('squatting');
    const h1 = half(g, 1);
    expect(h1.interval).toBeLessThan(h0.interval);
    expect(h1.end - h1.firstBeat).toBe(20_000);
    g.advance(h1.end);
    expect(g.s.status).toBe('squattingFinished');
    expect(gm130Rules.finished(g.s)).toBe(false);
    g.advance(h1.end + P.finishedMs);
    expect(gm130Rules.finished(g.s)).toBe(true);
    expect(gm130Rules.nextDeadline(g.s)).toBeNull();
  });

  it('catches up on every step that fell due while the server was busy', () => {
    const g = started();
    g.advance(10 * 60_000);
    expect(gm130Rules.finished(g.s)).toBe(true);
    expect(g.s.halves).toHaveLength(2);
  });

  it('takes every length and beat from the operator config', () => {
    const params = { ...P, halfMs: 6000, firstInterval: 1000, interval: { first: 2000, second: 1500 } };
    const g = started(undefined, 0, params);
    expect(half(g, 0)).toMatchObject({ firstBeat: 1000, end: 7000, interval: 2000 });
    expect(beatsOf(half(g, 0))).toEqual([1000, 3000, 5000, 7000]);
    runTo(g, 0, 7000 + P.breakMs + P.halfResultMs);
    expect(half(g, 1).interval).toBe(1500);
    // A partial override (as a test or an old config file gives) keeps the other defaults.
    const partial = drive(gm130Rules, { players, params: { interval: { second: 1000 } } as unknown as Gm130Params });
    expect(partial.s.params.interval).toEqual({ first: P.interval.first, second: 1000 });
    expect(partial.s.params.halfMs).toBe(P.halfMs);
  });

  it('moves every pending time when the host was away: the game clock stops, the game keeps its own times', () => {
    const g = started();
    const view = g.phone('l1');
    const kept = structuredClone(g.s);
    g.pause(5000);
    g.advance(10 * 60_000); // nothing moves while the host is away
    g.resume(15_000);
    expect(g.s).toEqual(kept);
    expect(g.phone('l1').half!.firstBeat).toBe(view.half!.firstBeat + 10_000);
    expect(g.phone('l1').statusUntil).toBe(view.statusUntil! + 10_000);
    expect(g.board().half!.end).toBe(view.half!.end + 10_000);
  });
});

describe('gm130 practice', () => {
  it('counts two full squats made with both thumbs down as a finished tutorial', () => {
    const g = game();
    g.startTutorial();
    g.move('l1', 'hold', { both: true }, 0);
    squat(g, 'l1', 2000);
    expect(g.phone('l1')).toMatchObject({ practice: 1, tutorialDone: false });
    squat(g, 'l1', 4500);
    expect(g.phone('l1')).toMatchObject({ practice: 2, tutorialDone: true });
    expect(g.board().squatters.find((x) => x.id === 'l1')!.tutorialDone).toBe(true);
    expect(g.tutorialDone()).toBe(false);
  });

  it('does not count a practice squat without both thumbs down, or one that is no squat', () => {
    const g = game();
    g.startTutorial();
    squat(g, 'l2', 2000);
    expect(sq(g, 'l2')).toMatchObject({ practice: 0, rejected: { notHolding: 1 } });
    g.move('l2', 'hold', { both: true }, 2500);
    squat(g, 'l2', 5000, { down: 150, up: 150 }); // a bob: 0.3 s
    expect(sq(g, 'l2')).toMatchObject({ practice: 0, rejected: { notHolding: 1, length: 1 } });
    // Before its clock is synced a phone's squat still counts as practice, judged by the present hold.
    squat(g, 'l2', 7000, { offset: null });
    expect(sq(g, 'l2').practice).toBe(1);
  });

  it('takes the number of practice squats from the operator config, and tells the big screen', () => {
    const g = game({ ...P, practiceSquats: 3 });
    g.startTutorial();
    g.move('r1', 'hold', { both: true }, 0);
    expect(g.board().practiceSquats).toBe(3);
    squat(g, 'r1', 2000);
    squat(g, 'r1', 4000);
    expect(g.phone('r1').tutorialDone).toBe(false);
    squat(g, 'r1', 6000);
    expect(g.phone('r1').tutorialDone).toBe(true);
  });
});

describe('gm130 counting: only full down-and-up cycles of plausible length, with both thumbs down', () => {
  it('counts a squat on the beat, and one off it, for the half its bottom falls in', () => {
    const g = started();
    const h = half(g, 0);
    squat(g, 'l1', h.firstBeat + 50);
    squat(g, 'l1', h.firstBeat + h.interval + h.interval / 2); // between two beats
    expect(sq(g, 'l1')).toMatchObject({ counts: [2, 0], onBeat: [1, 0] });
    expect(g.phone('l1')).toMatchObject({ counts: [2, 0], onBeat: 1, interval: h.interval, firstInterval: P.firstInterval, maxFramesSize: P.maxFramesSize });
  });

  it('refuses squats too short or too long to be one (SPEC.md maxFramesSize), and shallow ones', () => {
    const g = started();
    const b = half(g, 0).firstBeat;
    squat(g, 'l1', b, { down: 200, up: 200 }); // 0.4 s: shaking, not squatting
    squat(g, 'l1', b + 3000, { down: 2600, up: 2600 }); // 5.2 s > 300 frames
    squat(g, 'l1', b + 9000, { depthM: 0.08 }); // a knee bend
    expect(sq(g, 'l1')).toMatchObject({ counts: [0, 0], rejected: { length: 2, depth: 1 } });
    squat(g, 'l1', b + 12_000, { down: 2400, up: 2500 }); // 4.9 s: slow, but one squat
    expect(sq(g, 'l1').counts[0]).toBe(1);
    // The bounds come from the operator config.
    const strict = started(undefined, 1000, { ...P, maxFramesSize: 120 });
    squat(strict, 'l1', half(strict, 0).firstBeat, { down: 1100, up: 1100 });
    expect(sq(strict, 'l1')).toMatchObject({ counts: [0, 0], rejected: { length: 1 } });
  });

  it('counts a squat reported twice once, and no squat inside another', () => {
    const g = started();
    const b = half(g, 0).firstBeat;
    squat(g, 'l1', b);
    squat(g, 'l1', b);
    squat(g, 'l1', b + 300, { down: 500, up: 500 });
    expect(sq(g, 'l1')).toMatchObject({ counts: [1, 0], rejected: { overlap: 2 } });
    // Squats back to back (the next starts where the last ended) all count.
    squat(g, 'l1', b + 1800);
    squat(g, 'l1', b + 3600);
    expect(sq(g, 'l1').counts[0]).toBe(3);
  });

  it('counts a squat only if both thumbs stayed down from its descent to its rise (bothHolding)', () => {
    const g = started(['l1', 'l2', 'r1']); // l3 never holds
    const b = half(g, 0).firstBeat;
    squat(g, 'l3', b);
    expect(sq(g, 'l3')).toMatchObject({ counts: [0, 0], rejected: { notHolding: 1 } });
    // l2 lifts a thumb in the middle of its second squat and puts it back after.
    squat(g, 'l2', b);
    g.move('l2', 'hold', { both: false }, b + 4000);
    g.move('l2', 'hold', { both: true }, b + 4600);
    squat(g, 'l2', b + 4400);
    // A release reported just before the squat began, or just after it ended, is forgiven.
    g.move('l2', 'hold', { both: false }, b + 8800);
    g.move('l2', 'hold', { both: true }, b + 9100 + P.holdGraceMs - 100);
    squat(g, 'l2', b + 10_000); // from b + 9100 to b + 10 900
    expect(sq(g, 'l2')).toMatchObject({ counts: [2, 0], rejected: { notHolding: 1 } });
    expect(g.phone('l2').bothHolding).toBe(true);
    g.move('l2', 'hold', { both: false }, b + 12_000);
    expect(g.phone('l2').bothHolding).toBe(false);
    expect(g.board().squatters.find((x) => x.id === 'l3')).toMatchObject({ holding: false, noHands: 1 });
    // Unchanged reports change nothing.
    const kept = structuredClone(g.s);
    expect(g.move('l2', 'hold', { both: false }, b + 12_500)).toBeNull();
    expect(g.s).toEqual(kept);
  });

  it('times a change of thumbs on the phone’s clock: a lift reported late still spoils its squat; a stamp from the future or too old is the arrival’s', () => {
    const g = started();
    const b = half(g, 0).firstBeat;
    // l1 lifts a thumb mid-squat (from b - 900 to b + 900); the reports wait in a busy phone and
    // arrive after the squat's rise, before the squat itself.
    g.move('l1', 'hold', { both: false, at: b + 200 }, b + 1500);
    g.move('l1', 'hold', { both: true, at: b + 400 }, b + 1600);
    squat(g, 'l1', b, { now: b + 1700 });
    expect(sq(g, 'l1')).toMatchObject({ counts: [0, 0], rejected: { notHolding: 1 } });
    // l2 lifts just after its squat rose, and its reports are as late: the squat counts.
    g.move('l2', 'hold', { both: false, at: b + 900 + P.holdGraceMs + 100 }, b + 1500);
    g.move('l2', 'hold', { both: true, at: b + 1400 }, b + 1600);
    squat(g, 'l2', b, { now: b + 1700 });
    expect(sq(g, 'l2').counts).toEqual([1, 0]);
    // A stamp from the future, or older than maxHoldAgeMs, is taken at its arrival; a span never
    // starts before the one it follows.
    g.move('r1', 'hold', { both: false, at: b + 60_000 }, b + 3000);
    expect(sq(g, 'r1').releases.at(-1)).toEqual({ from: b + 3000, to: null });
    g.move('r1', 'hold', { both: true, at: b + 3000 - P.maxHoldAgeMs - 1 }, b + 3100);
    expect(sq(g, 'r1').releases.at(-1)).toEqual({ from: b + 3000, to: b + 3100 });
    g.move('r1', 'hold', { both: false, at: b + 2000 }, b + 3200);
    expect(sq(g, 'r1').releases.at(-1)).toEqual({ from: b + 3100, to: null });
    expect(g.move('r1', 'hold', { both: true, at: Number.NaN }, b + 3300)).not.toBeNull();
  });

  it('counts nothing in the count-in, in the break or after the game, but a squat whose rise ends in the break', () => {
    const g = started();
    const h = half(g, 0);
    squat(g, 'l1', h.firstBeat - P.beatToleranceMs - 600); // early: the count-in
    squat(g, 'l1', h.end - 300, { now: h.end + 1500 }); // bottom in the half, reported during the break
    squat(g, 'l1', h.end + 1500); // in the break
    expect(sq(g, 'l1')).toMatchObject({ counts: [1, 0], rejected: { outside: 2 } });
    squat(g, 'l2', h.end - 2000, { now: h.end + 60_000 }); // reported impossibly late
    expect(sq(g, 'l2')).toMatchObject({ counts: [0, 0], rejected: { outside: 1 } });
    runTo(g, h.end, 10 * 60_000);
    const kept = structuredClone(g.s);
    squat(g, 'l1', 10 * 60_000);
    expect(g.s).toEqual(kept);
  });

  it('counts nothing in play from a phone whose clock is not synced (its times cannot be placed)', () => {
    const g = started();
    squat(g, 'l1', half(g, 0).firstBeat, { offset: null });
    expect(sq(g, 'l1')).toMatchObject({ counts: [0, 0], rejected: { unsynced: 1 } });
  });

  it('ignores other detectors, malformed squats and players not in the game', () => {
    const g = started();
    const b = half(g, 0).firstBeat;
    const kept = structuredClone(g.s.squatters.find((x) => x.id === 'l1')!.counts);
    g.motion('l1', { detector: 'steps', type: 'step', t: b, offset: 0, fields: {} }, b);
    g.motion('l1', { detector: 'squat', type: 'squat', t: b, offset: 0, fields: { downT: 'x', upT: b + 900, depthM: 0.3 } }, b + 1000);
    g.motion('l1', { detector: 'squat', type: 'squat', t: b, offset: 0, fields: { downT: b + 900, upT: b - 900, depthM: 0.3 } }, b + 1000);
    g.motion('l1', { detector: 'squat', type: 'squat', t: b + 5000, offset: 0, fields: { downT: b - 900, upT: b + 900, depthM: 0.3 } }, b + 1000);
    g.motion('zz', { detector: 'squat', type: 'squat', t: b, offset: 0, fields: { downT: b - 900, upT: b + 900, depthM: 0.3 } }, b + 1000);
    expect(sq(g, 'l1').counts).toEqual(kept);
    expect(sq(g, 'l1').rejected).toEqual({ malformed: 3 });
  });
});

describe('gm130 moves', () => {
  it('refuses a hold from a player not in the game, a bad payload, and a hold after play: the state stays', () => {
    const g = started();
    const kept = structuredClone(g.s);
    expect(g.move('zz', 'hold', { both: true })).toMatchObject({ code: 3002 });
    expect(g.move('l1', 'hold', { both: 'yes' })).toMatchObject({ group: 'SP02', code: '104' });
    expect(g.move('l1', 'hold', { both: true, extra: 1 })).toMatchObject({ group: 'SP02', code: '104' });
    expect(g.move('l1', 'squat', {})).toMatchObject({ code: 3002 });
    expect(g.s).toEqual(kept);
    g.advance(10 * 60_000);
    const over = structuredClone(g.s);
    expect(g.move('l1', 'hold', { both: false }, 10 * 60_000)).toMatchObject({ code: 3002 });
    expect(g.s).toEqual(over);
    expect(gm130Rules.moves.hold!.stream).toBeFalsy(); // a decision, acknowledged
  });

  it('keeps a bounded record of releases', () => {
    const g = started();
    for (let i = 0; i < 100; i++) g.move('l1', 'hold', { both: i % 2 === 1 }, 5000 + i * 10);
    expect(sq(g, 'l1').releases.length).toBeLessThanOrEqual(16);
  });
});

describe('gm130 score: squats per head', () => {
  /** Plays a whole game from the start: `plan[id]` squats per half, bottoms on the beats. */
  function play(plan: Record<string, [number, number]>, extra?: (g: Game) => void) {
    const g = started();
    for (const hIndex of [0, 1] as const) {
      if (hIndex === 1) g.advance(half(g, 0).end + P.breakMs + P.halfResultMs);
      const h = half(g, hIndex);
      const beats = beatsOf(h);
      for (const [id, counts] of Object.entries(plan)) for (let k = 0; k < counts[hIndex]; k++) squat(g, id, beats[k]!);
      g.advance(h.end);
    }
    extra?.(g);
    runTo(g, half(g, 1).end, half(g, 1).end + P.finishedMs);
    expect(gm130Rules.finished(g.s)).toBe(true);
    return g;
  }

  it('divides each team’s squats by its players: three squatting less beat one squatting more', () => {
    const g = play({ l1: [8, 11], l2: [6, 9], l3: [4, 7], r1: [7, 10] });
    // left: 45 squats / 3 players = 15; right: 17 / 1.
    expect(gm130Rules.result(g.s)).toEqual({ winner: 'right', scores: { left: 15, right: 17 } });
    expect(g.phone('l1')).toMatchObject({ place: 1, of: 4, counts: [8, 11] });
    expect(g.phone('r1').place).toBe(2);
    expect(g.board().standings).toEqual({
      halves: [
        { left: 6, right: 7 },
        { left: 9, right: 10 },
      ],
      total: { left: 15, right: 17 },
    });
    expect(g.board().members).toEqual({ left: 3, right: 1 });
  });

  it('rounds per-head scores to two decimals', () => {
    const g = play({ l1: [1, 0], l2: [0, 0], l3: [0, 0], r1: [0, 0] });
    expect(gm130Rules.result(g.s)).toEqual({ winner: 'left', scores: { left: 0.33, right: 0 } });
  });

  it('breaks a tie in squats per head by squats on the beat', () => {
    const g = play({ l1: [3, 0], l2: [3, 0], l3: [3, 0], r1: [2, 0] }, (x) => {
      // r1's third squat lands between two beats of the second half.
      const h = half(x, 1);
      squat(x, 'r1', h.firstBeat + h.interval * 2.5, { down: 700, up: 700, now: h.end + 200 });
    });
    expect(gm130Rules.result(g.s)).toEqual({ winner: 'left', scores: { left: 3, right: 3 } });
  });

  it('is a draw when both teams squat alike, and no game when play never began', () => {
    const g = play({ l1: [2, 2], l2: [2, 2], l3: [2, 2], r1: [2, 2] });
    expect(gm130Rules.result(g.s)).toEqual({ winner: 'draw', scores: { left: 4, right: 4 } });
    const none = game();
    none.startTutorial();
    expect(gm130Rules.result(none.s).winner).toBe('noGame');
  });
});
