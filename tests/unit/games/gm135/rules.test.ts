import { describe, expect, it } from 'vitest';
import { GM135_PARAMETERS, type Gm135Params } from '../../../../src/games/gm135/parameters';
import { gm135Rules, REFUSED, refusalOf } from '../../../../src/games/gm135/rules';
import { CENTRE, FREE, LINES } from '../../../../src/games/gm135/rules/card';
import type { Gm135State, Gm135Status } from '../../../../src/games/gm135/rules/types';
import { HOST_MOMENT_CARDS } from '../../../../src/games/gm135/rules/views';
import { SOUND_ITEMS } from '../../../../src/games/gm135/shared/items';
import type { GameMode } from '../../../../src/protocol/enums';
import { drive } from '../driver';

const P = GM135_PARAMETERS;
const M = P.momentsMs;
const players = [
  { id: 'l1', team: 'left' as const, name: 'Aki' },
  { id: 'l2', team: 'left' as const, name: 'Ben' },
  { id: 'r1', team: 'right' as const, name: 'Cho' },
  { id: 'r2', team: 'right' as const, name: 'Dee' },
];

type Game = ReturnType<typeof game>;
const game = (params: Partial<Gm135Params> = {}, seed = 7, mode: GameMode = 'T0', who = players) =>
  drive(gm135Rules, { players: who, params: { ...P, ...params }, seed, mode });

const detail = (e: ReturnType<Game['move']>) => (e && 'detail' in e ? e.detail : undefined);
const player = (g: Game, id: string) => g.s.players.find((p) => p.id === id)!;

/** Acts on everything due up to `to`, deadline by deadline, as the runner's timer does. */
function runTo(g: Game, to: number) {
  for (let guard = 0; guard < 10_000; guard++) {
    const due = gm135Rules.nextDeadline(g.s);
    if (due === null || due > to) return;
    g.advance(due);
  }
}

/** Steps to the next deadline; returns its time. */
function stepOn(g: Game): number {
  const due = gm135Rules.nextDeadline(g.s)!;
  g.advance(due);
  return due;
}

/** A game in play from `at` (every card fixed by its player). */
function started(params: Partial<Gm135Params> = {}, seed = 7, mode: GameMode = 'T0', who = players, at = 1000) {
  const g = game(params, seed, mode, who);
  g.startTutorial();
  for (const p of who) expect(g.move(p.id, 'open', { cell: CENTRE })).toBeNull();
  g.startPlay(at);
  return g;
}

/** Runs on to the next `rouletteStopped`; returns the time. */
function nextCall(g: Game): number {
  let t = stepOn(g);
  for (let i = 0; i < 10 && g.s.status !== 'rouletteStopped'; i++) t = stepOn(g);
  expect(g.s.status).toBe('rouletteStopped');
  return t;
}

/** Opens every called, unopened cell of every player (as quick players do), at `now`. */
function openAll(g: Game, now: number, who = g.s.players.map((p) => p.id)) {
  for (const id of who) {
    const p = player(g, id);
    if (p.bingoAt !== null) continue;
    p.cells.forEach((c, i) => {
      if (c.called && !c.opened && player(g, id).bingoAt === null) expect(g.move(id, 'open', { cell: i }, now)).toBeNull();
    });
  }
}

describe('gm135 cards (SPEC.md §3, §9)', () => {
  it('has 25 cells, the centre (index 12) -1 and called, the others distinct numbers of their column in 1–50', () => {
    const g = game();
    for (const p of g.s.players) {
      expect(p.cells).toHaveLength(25);
      expect(p.cells[CENTRE]).toEqual({ number: FREE, opened: false, called: true, reached: false, notified: true });
      const nums = p.cells.filter((_, i) => i !== CENTRE).map((c) => c.number);
      expect(new Set(nums).size).toBe(24);
      p.cells.forEach((c, i) => {
        if (i === CENTRE) return;
        const col = i % 5;
        expect(c.number).toBeGreaterThanOrEqual(col * 10 + 1);
        expect(c.number).toBeLessThanOrEqual(col * 10 + 10);
        expect(c.called || c.opened || c.reached).toBe(false);
      });
      // Sorted down each column.
      for (let c = 0; c < 5; c++) {
        const col = [0, 1, 2, 3, 4].map((r) => p.cells[r * 5 + c]!.number).filter((n) => n !== FREE);
        expect(col).toEqual([...col].sort((a, b) => a - b));
      }
    }
    expect(g.s.range).toBe(50);
  });

  it('draws from 1–75 in MD and from 1–60 in T3, where one team holds even numbers and the other odd', () => {
    const md = game({}, 3, 'MD');
    expect(md.s.range).toBe(75);
    const all = md.s.players.flatMap((p) => p.cells.map((c) => c.number)).filter((n) => n !== FREE);
    expect(Math.max(...all)).toBeLessThanOrEqual(75);
    expect(all.some((n) => n > 50)).toBe(true);
    const t3 = game({}, 3, 'T3');
    expect(t3.s.range).toBe(60);
    for (const p of t3.s.players) {
      const nums = p.cells.map((c) => c.number).filter((n) => n !== FREE);
      expect(nums.every((n) => n >= 1 && n <= 60)).toBe(true);
      expect(nums.every((n) => n % 2 === (p.team === 'left' ? 0 : 1))).toBe(true);
      expect(t3.phone(p.id).parity).toBe(p.team === 'left' ? 'even' : 'odd');
    }
    // The draw covers both parities: each call helps one team.
    const g = started({}, 5, 'T3');
    const calls: number[] = [];
    for (let k = 0; k < 12; k++) {
      nextCall(g);
      calls.push(g.s.calledNumbers[g.s.calledNumbers.length - 1]!);
    }
    expect(calls.some((n) => n % 2 === 0) && calls.some((n) => n % 2 === 1)).toBe(true);
    expect(calls.every((n) => n >= 1 && n <= 60)).toBe(true);
  });
});

describe('gm135 choosing a card (selectingBingoCells, bingoCellsSelected)', () => {
  it('deals a new card up to maxReshuffles times; tapping the free centre opens it and fixes the card', () => {
    const g = game({ maxReshuffles: 2 });
    g.startTutorial();
    expect(g.s.status).toBe('selectingBingoCells');
    expect(gm135Rules.nextDeadline(g.s)).toBeNull(); // the runner ends the tutorial
    const first = structuredClone(player(g, 'l1').cells);
    expect(g.move('l1', 'shuffle', {})).toBeNull();
    expect(player(g, 'l1').cells).not.toEqual(first);
    expect(g.phone('l1').reshufflesLeft).toBe(1);
    expect(g.move('l1', 'shuffle', {})).toBeNull();
    const before = structuredClone(g.s);
    expect(detail(g.move('l1', 'shuffle', {}))).toBe(REFUSED.noReshuffle);
    expect(g.s).toEqual(before);
    // Only the centre is called: any other cell is refused.
    expect(detail(g.move('l1', 'open', { cell: 0 }))).toBe(REFUSED.notCalled);
    expect(g.s).toEqual(before);
    expect(g.phone('l1')).toMatchObject({ status: 'selectingBingoCells', canOpen: true, cardFixType: null });
    expect(g.move('l1', 'open', { cell: CENTRE })).toBeNull();
    expect(g.phone('l1')).toMatchObject({ status: 'bingoCellsSelected', cardFixType: 'player', tutorialDone: true, canOpen: false });
    expect(g.phone('l1').openedCounts).toEqual(LINES.map((l) => (l.includes(CENTRE) ? 1 : 0)));
    expect(g.kit.practiced).toEqual(['l1']);
    expect(detail(g.move('l1', 'shuffle', {}))).toBe(REFUSED.fixed);
    expect(detail(g.move('l1', 'open', { cell: CENTRE }))).toBe(REFUSED.opened);
    // The others' screens are unchanged; the board counts who is ready.
    expect(g.phone('l2').status).toBe('selectingBingoCells');
    expect(
      g
        .board()
        .players.filter((p) => p.fixed)
        .map((p) => p.id),
    ).toEqual(['l1']);
    // Play starts: a card nobody fixed is fixed as it is.
    g.startPlay(1000);
    expect(player(g, 'l2').cardFixType).toBe('auto');
    expect(player(g, 'l1').cardFixType).toBe('player');
    expect(g.s.status).toBe('bingoStarted');
    expect(g.phone('l2').prepareRemainingTime).toBe(1000 + M.bingoStarted);
    // Shuffling is over.
    expect(detail(g.move('l2', 'shuffle', {}))).toBe(REFUSED.notNow);
  });

  it('refuses a stranger, a cell out of the card, and an unknown payload', () => {
    const g = game();
    g.startTutorial();
    expect(detail(g.move('zz', 'open', { cell: CENTRE }))).toBe(REFUSED.stranger);
    expect(detail(g.move('zz', 'shuffle', {}))).toBe(REFUSED.stranger);
    expect(g.move('l1', 'open', { cell: 25 })).toMatchObject({ code: expect.anything() });
    expect(g.move('l1', 'open', { cell: 1.5 })).not.toBeNull();
    expect(g.move('l1', 'sound', { item: 'kazoo' })).not.toBeNull();
    expect(player(g, 'l1').opens).toBe(0);
    expect(refusalOf(REFUSED.tooFast)).toBe('tooFast');
    expect(refusalOf('nonsense')).toBeNull();
  });
});

describe('gm135 draws and opening (SPEC.md §4 rules)', () => {
  it('spins, then calls a number nobody saw while it spun; each number once, from the range', () => {
    const g = started();
    expect(g.s.status).toBe('bingoStarted');
    stepOn(g);
    expect(g.s.status).toBe('rouletteStarted');
    // The number is drawn but secret: neither the board nor a phone has it.
    const secret = g.s.spinning!;
    expect(g.board()).toMatchObject({ spinning: true, current: null, calledNumbers: [] });
    expect(JSON.stringify(g.board())).not.toContain(`"current":${secret}`);
    expect(g.phone('l1')).toMatchObject({ spinning: true, current: null });
    stepOn(g);
    expect(g.s.status).toBe('rouletteStopped');
    expect(g.board()).toMatchObject({ spinning: false, current: secret, calledNumbers: [secret], draws: 1 });
    const seen = new Set<number>([secret]);
    for (let k = 0; k < 20; k++) {
      nextCall(g);
      const n = g.s.calledNumbers[g.s.calledNumbers.length - 1]!;
      expect(seen.has(n)).toBe(false);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(50);
      seen.add(n);
    }
  });

  it('a called cell is openable (canOpen, hasOpenableNumber), flashes 2000 ms in frames until the next draw, and opens once', () => {
    const g = started();
    let t = 0;
    // Draw until Aki's card holds the number.
    for (let k = 0; k < 50; k++) {
      t = nextCall(g);
      if (g.phone('l1').hasOpenableNumber) break;
    }
    const own = g.phone('l1');
    const i = own.cells.findIndex((c) => c.number === own.current);
    expect(own.cells[i]).toMatchObject({ called: true, opened: false, notified: false });
    expect(own.canOpen).toBe(true);
    expect(own.cellFlashFrames).toBe(120); // 2000 ms at 60 frames per second
    expect(own.cellFlashConditions.map((f, k) => (f ? k : -1)).filter((k) => k >= 0)).toEqual([i]);
    expect(g.move('l1', 'open', { cell: i }, t + 10)).toBeNull();
    expect(g.phone('l1')).toMatchObject({ canOpen: false, hasOpenableNumber: false, opens: 2 });
    expect(g.phone('l1').cellFlashConditions.every((f) => !f)).toBe(true);
    expect(detail(g.move('l1', 'open', { cell: i }, t + 20))).toBe(REFUSED.opened);
    expect(player(g, 'l1').opens).toBe(2);
    // Someone who did not open it keeps it openable after the next spin, no longer flashing.
    const other = g.s.players.find((p) => p.cells.some((c) => c.called && !c.opened && c.number !== FREE));
    stepOn(g); // the next spin
    expect(g.s.status).toBe('rouletteStarted');
    if (other) {
      const v = g.phone(other.id);
      expect(v.canOpen).toBe(true);
      expect(v.cellFlashConditions.every((f) => !f)).toBe(true);
      expect(v.cells.filter((c) => c.called && !c.opened).every((c) => c.notified)).toBe(true);
      // Opening a cell called earlier is fine while the roulette spins.
      const k = v.cells.findIndex((c) => c.called && !c.opened);
      expect(g.move(other.id, 'open', { cell: k }, t + 100)).toBeNull();
    }
  });

  it('recomputes the 12 line counts on each opening, and marks a line reached at 4 opened', () => {
    const g = started();
    const p = player(g, 'l1');
    // Call Aki's top row by hand: row 0 holds cells 0-4.
    const row = [0, 1, 2, 3].map((i) => p.cells[i]!.number);
    for (const n of row) for (const c of p.cells) if (c.number === n) c.called = true;
    g.s.status = 'rouletteStopped';
    g.move('l1', 'open', { cell: 0 }, 2000);
    expect(g.phone('l1').openedCounts).toEqual([1, 0, 1, 0, 0, 1, 0, 1, 0, 0, 2, 1]); // row 0 and col 0; the centre's row, column and diagonals
    g.move('l1', 'open', { cell: 1 }, 2000);
    g.move('l1', 'open', { cell: 2 }, 2000);
    expect(g.phone('l1')).toMatchObject({ reachCount: 0, prevReachCount: 0 });
    expect(p.cells.some((c) => c.reached)).toBe(false);
    g.move('l1', 'open', { cell: 3 }, 2000);
    const own = g.phone('l1');
    expect(own.openedCounts[0]).toBe(4);
    expect(own).toMatchObject({ reachCount: 1, prevReachCount: 0 });
    expect(own.cells.map((c, i) => (c.reached ? i : -1)).filter((i) => i >= 0)).toEqual([0, 1, 2, 3, 4]);
    expect(g.board().players.find((x) => x.id === 'l1')!.reachCount).toBe(1);
    expect(g.board().reachTotal).toBe(1);
  });

  it('refuses opening outside play (before the draws, during the prize boxes), a cell not called, after bingo', () => {
    const g = started();
    const p = player(g, 'l1');
    const some = p.cells.findIndex((c) => !c.called);
    expect(detail(g.move('l1', 'open', { cell: some }, 1100))).toBe(REFUSED.notCalled);
    g.s.status = 'prizeBox';
    p.cells[some]!.called = true;
    const before = structuredClone(g.s);
    expect(detail(g.move('l1', 'open', { cell: some }, 1100))).toBe(REFUSED.notNow);
    expect(g.s).toEqual(before);
  });
});

describe('gm135 bingo, prize box, soundboard', () => {
  it('a full line is bingo: shown in the next bingo moment, then a prize box to open, its prize, then the soundboard', () => {
    const g = started({ winShare: 1, maxDraws: 50 });
    let t = 0;
    let guard = 0;
    // Only Aki opens; draw on until Aki has bingo.
    while (player(g, 'l1').bingoAt === null && guard++ < 60) {
      t = nextCall(g);
      openAll(g, t + 5, ['l1']);
    }
    const aki = player(g, 'l1');
    expect(aki.bingoAt).toBe(g.s.draws);
    expect(aki.bingoLines.length).toBeGreaterThan(0);
    for (const k of aki.bingoLines) expect(aki.openedCounts[k]).toBe(5);
    // Not announced before its moment.
    expect(g.board().winners).toEqual([]);
    expect(g.phone('l1').status).toBe('rouletteStopped');
    expect(detail(g.move('l1', 'open', { cell: 0 }, t + 6))).toBe(REFUSED.done);
    const m = stepOn(g);
    expect(g.s.status).toBe('bingo');
    expect(g.board().moment.map((w) => w.id)).toEqual(['l1']);
    // The card's pattern: the cells opened, as indexes (the free centre always among them).
    const opened = g.phone('l1').cells.flatMap((c, i) => (c.opened ? [i] : []));
    expect(g.board().moment[0]!.opened).toEqual(opened);
    expect(opened).toContain(12);
    expect(g.phone('l1')).toMatchObject({ status: 'bingo', bingo: { id: 'l1', draw: aki.bingoAt, prize: null } });
    expect(g.phone('l2')).toMatchObject({ status: 'bingo', moment: ['l1'], winners: [{ id: 'l1', name: 'Aki', team: 'left', draw: aki.bingoAt }] });
    expect(g.board().teams.left).toEqual({ size: 2, bingos: 1, target: 2 });
    expect(detail(g.move('l1', 'openPrizeBox', {}, m + 1))).toBe(REFUSED.noBox);
    // The moment ends: Aki's prize box; the others go on drawing.
    const next = stepOn(g);
    expect(next).toBe(m + M.bingo);
    expect(g.s.status).toBe('rouletteStarted');
    expect(g.phone('l1').status).toBe('prizeBox');
    expect(g.phone('l2').status).toBe('rouletteStarted');
    expect(g.move('l1', 'openPrizeBox', {}, next + 500)).toBeNull();
    expect(g.phone('l1')).toMatchObject({ status: 'prizeBoxOpened', bingo: { prize: aki.prize } });
    expect(g.board().players.find((p) => p.id === 'l1')!.prize).toBe(aki.prize);
    expect(detail(g.move('l1', 'openPrizeBox', {}, next + 600))).toBe(REFUSED.noBox);
    // The prize shows `prizeShow` ms, then the soundboard: the runner is told when.
    expect(gm135Rules.nextDeadline(g.s)).toBe(Math.min(g.s.statusUntil!, next + 500 + M.prizeShow));
    runTo(g, next + 500 + M.prizeShow);
    expect(g.phone('l1').status).toBe('playingSound');
  });

  it('a moment of many winners: the big screen gets its first cards and a count; the winners list grows at its end, by the draw won on', () => {
    const who = Array.from({ length: 12 }, (_, i) => ({ id: `p${i}`, team: i % 2 ? ('right' as const) : ('left' as const), name: `P${i}` }));
    const g = started({}, 7, 'T0', who);
    // Seats 10 and 11 won on draw 3 and were announced; on draw 5 the ten seated before them win at once.
    for (const p of g.s.players) p.bingoAt = p.id === 'p10' || p.id === 'p11' ? 3 : 5;
    g.s.status = 'bingo';
    g.s.fresh = [];
    g.s.moment = who.slice(0, 10).map((p) => p.id);
    const board = g.board();
    expect(board.winners.map((w) => w.id)).toEqual(['p10', 'p11', ...g.s.moment]);
    expect(board.winners[0]).toEqual({ id: 'p10', name: 'P10', team: 'left', draw: 3, prize: null });
    expect(board.moment.map((w) => w.id)).toEqual(g.s.moment.slice(0, HOST_MOMENT_CARDS));
    expect(board.momentCount).toBe(10);
    // A phone gets the moment's ids; the names are in its winners list.
    expect(g.phone('p10')).toMatchObject({ moment: g.s.moment, winners: board.winners });
  });

  it("limits each phone's soundboard: a gap between presses and at most perWindow per window; every press that passes is logged once", () => {
    const g = started({ sound: { minGapMs: 250, windowMs: 3000, perWindow: 3, logKept: 5 } });
    expect(g.move('l1', 'sound', { item: 'frog' }, 1000)).toBeNull();
    const before = structuredClone(g.s);
    expect(detail(g.move('l1', 'sound', { item: 'cat' }, 1100))).toBe(REFUSED.tooFast);
    expect(g.s).toEqual(before);
    expect(g.move('l2', 'sound', { item: 'cat' }, 1100)).toBeNull(); // another phone is not held back
    expect(g.move('l1', 'sound', { item: 'cat' }, 1300)).toBeNull();
    expect(g.move('l1', 'sound', { item: 'dog' }, 1600)).toBeNull();
    expect(detail(g.move('l1', 'sound', { item: 'dog' }, 2000))).toBe(REFUSED.tooFast); // 3 in 3 s
    expect(g.move('l1', 'sound', { item: 'dog' }, 4001)).toBeNull(); // the first left the window
    const b = g.board();
    expect(b.soundSeq).toBe(5);
    expect(Object.values(b.sounds).map((e) => [e.player, e.item])).toEqual([
      ['l1', 'frog'],
      ['l2', 'cat'],
      ['l1', 'cat'],
      ['l1', 'dog'],
      ['l1', 'dog'],
    ]);
    expect(b.soundCounts).toMatchObject({ frog: 1, cat: 2, dog: 2, spring: 0 });
    expect(b.players.find((p) => p.id === 'l1')!.sounds).toBe(4);
    // The log keeps the newest `logKept`; the counts keep everything.
    for (let k = 0; k < 4; k++) expect(g.move(k % 2 ? 'r2' : 'r1', 'sound', { item: SOUND_ITEMS[k]! }, 5000 + k * 300)).toBeNull();
    // Keyed by seq: a press adds one key and drops the oldest, the others keep theirs.
    expect(Object.keys(g.board().sounds)).toEqual(['5', '6', '7', '8', '9']);
    expect(Object.values(g.board().soundCounts).reduce((a, n) => a + n, 0)).toBe(9);
    expect(detail(g.move('zz', 'sound', { item: 'frog' }, 9000))).toBe(REFUSED.stranger);
  });
});

/** Who should get bingo on which draw when everyone opens every call at once: the first draw that fills a line of theirs. */
function expectedBingo(cells: { number: number }[], calls: number[]): number | null {
  for (let k = 1; k <= calls.length; k++) {
    const called = new Set(calls.slice(0, k));
    if (LINES.some((line) => line.every((i) => cells[i]!.number === FREE || called.has(cells[i]!.number)))) return k;
  }
  return null;
}

describe('gm135 a whole game from a seed', () => {
  function playWhole(seed: number, mode: GameMode, who = players, lazy: string[] = []) {
    const g = started({}, seed, mode, who);
    const cards = new Map(g.s.players.map((p) => [p.id, structuredClone(p.cells)]));
    const seen: Gm135Status[] = [g.s.status];
    for (let guard = 0; guard < 2000 && !gm135Rules.finished(g.s); guard++) {
      const t = stepOn(g);
      if (g.s.status !== seen[seen.length - 1]) seen.push(g.s.status);
      if (g.s.status === 'rouletteStopped')
        openAll(
          g,
          t + 1,
          g.s.players.map((p) => p.id).filter((id) => !lazy.includes(id)),
        );
      if (g.s.status === 'prizeBox') for (const p of g.s.players) if (p.stage === 'prizeBox') g.move(p.id, 'openPrizeBox', {}, t + 1);
    }
    return { g, cards, seen };
  }

  it('plays to the end: the bingos the calls imply, the first team to N bingos, the result per head', () => {
    const { g, cards, seen } = playWhole(21, 'T0', players, ['r2']);
    expect(gm135Rules.finished(g.s)).toBe(true);
    // This seed's game ends on bingos, not on running out of draws.
    expect(g.s.players.filter((p) => p.bingoAt !== null).length).toBeGreaterThan(0);
    expect(seen).toContain('bingo');
    expect(seen.slice(0, 3)).toEqual(['bingoStarted', 'rouletteStarted', 'rouletteStopped']);
    expect(seen.slice(-4)).toEqual(['prizeBox', 'prizeBoxOpened', 'playingSound', 'finished']);
    const calls = g.s.calledNumbers;
    for (const p of g.s.players) {
      const want = p.id === 'r2' ? null : expectedBingo(cards.get(p.id)!, calls);
      expect(p.bingoAt, p.name).toBe(want);
    }
    // The game stopped on the first draw a team reached its N (1 of 2 here), or ran out of draws.
    const first = Math.min(...g.s.players.map((p) => p.bingoAt ?? Infinity));
    expect(g.s.draws).toBe(Number.isFinite(first) ? first : P.maxDraws);
    const share = (team: 'left' | 'right') => Math.round((100 * g.s.players.filter((p) => p.team === team && p.bingoAt !== null).length) / 2);
    const r = gm135Rules.result(g.s);
    expect(r.scores).toEqual({ left: share('left'), right: share('right') });
    if (r.scores.left !== r.scores.right) expect(r.winner).toBe(r.scores.left > r.scores.right ? 'left' : 'right');
    // Every winner's prize was opened and shows.
    for (const w of g.board().winners) expect(w.prize).not.toBeNull();
  });

  it('replays identically from the same seed and inputs, and differently from another seed', () => {
    const a = playWhole(33, 'MD');
    const b = playWhole(33, 'MD');
    expect(b.g.s).toEqual(a.g.s);
    const c = playWhole(34, 'MD');
    expect(c.g.s.calledNumbers).not.toEqual(a.g.s.calledNumbers);
  });

  it('ends after maxDraws with nobody opening; a tie on bingos goes to more reaches per head, else a draw', () => {
    const { g } = playWhole(
      5,
      'T0',
      players,
      players.map((p) => p.id),
    );
    expect(g.s.draws).toBe(P.maxDraws);
    expect(gm135Rules.result(g.s)).toEqual({ winner: 'draw', scores: { left: 0, right: 0 } });
    const s: Gm135State = structuredClone(g.s);
    s.players[0]!.reachCount = 1;
    expect(gm135Rules.result(s).winner).toBe('left');
  });

  it('a host pause freezes the draws', () => {
    const g = started();
    g.pause(1500);
    runTo(g, 100_000);
    expect(g.s.status).toBe('bingoStarted');
    g.resume(50_000);
    g.advance(50_000 + M.bingoStarted - 500 - 1);
    expect(g.s.status).toBe('bingoStarted');
    g.advance(50_000 + M.bingoStarted - 500);
    expect(g.s.status).toBe('rouletteStarted');
  });

  it('wins per head: a team of 1 with its bingo beats a team of 3 with one', () => {
    const who = [
      { id: 'a', team: 'left' as const, name: 'A' },
      { id: 'b', team: 'right' as const, name: 'B' },
      { id: 'c', team: 'right' as const, name: 'C' },
      { id: 'd', team: 'right' as const, name: 'D' },
    ];
    const g = started({}, 9, 'T0', who);
    g.s.players[0]!.bingoAt = 3;
    g.s.players[1]!.bingoAt = 3;
    expect(gm135Rules.result(g.s)).toEqual({ winner: 'left', scores: { left: 100, right: 33 } });
    expect(g.board().teams).toEqual({ left: { size: 1, bingos: 1, target: 1 }, right: { size: 3, bingos: 1, target: 2 } });
  });
});
