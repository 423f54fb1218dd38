import { describe, expect, it } from 'vitest';
import { GM139_PARAMETERS, type Gm139Params } from '../../../../src/games/gm139/parameters';
import { currentRound, gm139Rules } from '../../../../src/games/gm139/rules';
import { closeSits, musicLength, outQuota } from '../../../../src/games/gm139/rules/judge';
import type { GamePlayer } from '../../../../src/games/common/rules';
import { drive } from '../driver';

const P = GM139_PARAMETERS;
const four: GamePlayer[] = [
  { id: 'l1', team: 'left', name: 'L1' },
  { id: 'l2', team: 'left', name: 'L2' },
  { id: 'r1', team: 'right', name: 'R1' },
  { id: 'r2', team: 'right', name: 'R2' },
];
const many = (n: number): GamePlayer[] => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, team: i % 2 ? 'right' : 'left', name: `P${i}` }));

type Game = ReturnType<typeof game>;
const game = (players = four, params: Gm139Params = P, seed = 3) => drive(gm139Rules, { players, params, seed });

/** A detector event at phone time `t` (the phone's clock equals the server's: offset 0). */
function ev(g: Game, id: string, type: 'walk' | 'stop' | 'sit', t: number, now = t, offset: number | null = 0) {
  g.motion(id, { detector: 'walkSit', type, t, offset, fields: type === 'sit' ? { downT: t - 600, stillMs: 500 } : {} }, now);
}

/** A game past its practice, its first round begun (lead-in running) at 3 s. */
function inRound(players = four, params: Gm139Params = P, seed = 3) {
  const g = game(players, params, seed);
  g.startTutorial();
  for (const p of players) g.completeTutorial(p.id);
  g.startPlay(0);
  g.advance(params.momentsMs.tutorialSat);
  return g;
}
const round = (g: Game) => currentRound(g.s)!;

/** Everyone in walks from the music's start, then each sits `after[id]` ms after it stops (null: never). */
function playRound(g: Game, after: Record<string, number | null>) {
  const r = round(g);
  for (const id of r.alive) ev(g, id, 'walk', r.musicStartAt + 800);
  g.advance(r.musicStopAt);
  expect(g.s.status).toBe('pendingRoundSit');
  // Sent in the reverse order of their times: the ranking must follow the phones' clocks, not arrival.
  const sits = Object.entries(after)
    .filter(([, ms]) => ms !== null)
    .sort((a, b) => b[1]! - a[1]!);
  const late = r.musicStopAt + Math.max(0, ...sits.map(([, ms]) => ms!)) + 900;
  for (const [id, ms] of sits) ev(g, id, 'sit', r.musicStopAt + ms!, late);
  g.advance(r.musicStopAt + P.sitWindowMs + P.latencyMs.sit);
}

/** Runs the moments after a round's sits to the next round (or the end). */
function toNextRound(g: Game) {
  for (let i = 0; i < 4 && !gm139Rules.finished(g.s); i++) g.advance(g.s.statusUntil!);
}

describe('gm139 practice (tutorial statuses)', () => {
  it('goes make circle → walking → pending sit → sat per player, on circling up, a walk, then a sit', () => {
    const g = game();
    g.startTutorial();
    expect(g.phone('l1')).toMatchObject({ status: 'tutorialMakeCircle', isCircledUp: false, bothHolding: null });
    expect(g.move('l1', 'circledUp', { bothHolding: true }, 500)).toBeNull();
    expect(g.phone('l1')).toMatchObject({ status: 'tutorialWalking', isCircledUp: true, bothHolding: true });
    expect(g.phone('l2').status).toBe('tutorialMakeCircle');
    // A sit right after circling up is the phone settling into a pocket, not the practice's sit.
    ev(g, 'l1', 'sit', 500 + P.practiceSitAfterMs - 100);
    expect(g.phone('l1').status).toBe('tutorialWalking');
    ev(g, 'l1', 'walk', 4000, 4000, null); // practice needs no synced clock
    expect(g.phone('l1').status).toBe('pendingTutorialSit');
    ev(g, 'l1', 'sit', 9000, 9000, null);
    expect(g.phone('l1')).toMatchObject({ status: 'tutorialSat', tutorialDone: true });
    expect(g.tutorialDone()).toBe(false);
  });

  it('finishes the practice on a sit well after circling up even when the phone felt no walk', () => {
    const g = game();
    g.startTutorial();
    g.move('r1', 'circledUp', { bothHolding: false }, 1000);
    ev(g, 'r1', 'sit', 1000 + P.practiceSitAfterMs + 4000);
    expect(g.phone('r1')).toMatchObject({ status: 'tutorialSat', tutorialDone: true });
    // Without a circle-up no practice step moves (the walk and sit wait for it).
    ev(g, 'r2', 'walk', 2000);
    ev(g, 'r2', 'sit', 9000);
    expect(g.phone('r2').status).toBe('tutorialMakeCircle');
  });

  it('shows the big screen the step of the slowest player; skipping counts as done', () => {
    const g = game();
    g.startTutorial();
    const stage = () => g.board().status;
    expect(stage()).toBe('tutorialMakeCircle');
    for (const p of four) g.move(p.id, 'circledUp', { bothHolding: false });
    expect(stage()).toBe('tutorialWalking');
    for (const p of four.slice(0, 3)) ev(g, p.id, 'walk', 1000);
    expect(stage()).toBe('tutorialWalking');
    g.completeTutorial('r2');
    expect(stage()).toBe('pendingTutorialSit');
    expect(g.board().players.find((p) => p.id === 'r2')!.step).toBe('tutorialSat');
  });

  it('refuses a second circle-up, a stranger, and circling up after practice, changing nothing', () => {
    const g = game();
    g.startTutorial();
    g.move('l1', 'circledUp', { bothHolding: false });
    const before = JSON.stringify(g.s);
    expect(g.move('l1', 'circledUp', { bothHolding: true })).toMatchObject({ code: 3002 });
    expect(g.move('zz', 'circledUp', { bothHolding: true })).toMatchObject({ code: 3002 });
    expect(g.move('l2', 'circledUp', { bothHolding: 'yes' })).toMatchObject({ code: '104' }); // schema
    expect(g.move('l2', 'circledUp', { bothHolding: true, extra: 1 })).toMatchObject({ code: '104' }); // strict
    expect(JSON.stringify(g.s)).toBe(before);
    for (const p of four) g.completeTutorial(p.id);
    g.startPlay(0);
    expect(g.move('l2', 'circledUp', { bothHolding: true })).toMatchObject({ code: 3002 });
  });

  it('opens play with the practice wrap-up on every screen, then round 1', () => {
    const g = game();
    g.startTutorial();
    g.startPlay(100);
    expect(g.phone('l1')).toMatchObject({ status: 'tutorialSat', statusUntil: 100 + P.momentsMs.tutorialSat });
    expect(g.board().status).toBe('tutorialSat');
    g.advance(100 + P.momentsMs.tutorialSat);
    expect(g.s.status).toBe('roundWalking');
    expect(g.phone('l1')).toMatchObject({ round: 0, musicStartAt: 100 + P.momentsMs.tutorialSat + P.momentsMs.leadIn });
  });
});

describe('gm139 music (seeded dice, scheduled by the runner)', () => {
  it('plays 5–15 s, drawn from the seed, the same for the same seed', () => {
    const lengths = (seed: number) => {
      const g = inRound(four, P, seed);
      return [round(g).musicStopAt - round(g).musicStartAt];
    };
    for (let seed = 1; seed < 30; seed++) {
      const [ms] = lengths(seed);
      expect(ms).toBeGreaterThanOrEqual(5000);
      expect(ms).toBeLessThanOrEqual(15000);
    }
    expect(lengths(11)).toEqual(lengths(11));
    expect(new Set(Array.from({ length: 10 }, (_, s) => lengths(s + 1)[0])).size).toBeGreaterThan(5);
    expect(musicLength({ ...P, musicMs: { min: 2000, max: 2000 } }, () => 0.7)).toBe(2000); // from the operator config
  });

  it("stops at its time: the runner's deadline is the stop, and a phone is never told when", () => {
    const g = inRound();
    const r = round(g);
    expect(gm139Rules.nextDeadline(g.s)).toBe(r.musicStopAt);
    g.advance(r.musicStopAt - 1);
    expect(g.s.status).toBe('roundWalking');
    const phone = JSON.stringify(g.phone('l1'));
    expect(phone).not.toContain(String(r.musicStopAt));
    expect(g.board().musicStopAt).toBe(r.musicStopAt); // the big screen plays and stops it
    g.advance(r.musicStopAt);
    expect(g.s.status).toBe('pendingRoundSit');
  });

  it('moves with a host pause: the stop comes as much later as the pause lasted', () => {
    const g = inRound();
    const r = round(g);
    const stop = g.board().musicStopAt!;
    g.pause(r.musicStartAt + 1000);
    g.resume(r.musicStartAt + 11_000);
    expect(g.board().musicStopAt).toBe(stop + 10_000);
    g.advance(stop + 5000);
    expect(g.s.status).toBe('roundWalking');
    g.advance(stop + 10_000);
    expect(g.s.status).toBe('pendingRoundSit');
  });
});

describe('gm139 sits (timed on the phone’s synced clock)', () => {
  it('ranks sits by their phone-clock time, not by arrival, and outs the last ~10 % (one of four)', () => {
    const g = inRound();
    playRound(g, { l1: 900, l2: 1500, r1: 700, r2: 2600 });
    expect(g.s.status).toBe('roundSat');
    expect(g.board().ranking).toEqual([
      { id: 'r1', ms: 700, out: false },
      { id: 'l1', ms: 900, out: false },
      { id: 'l2', ms: 1500, out: false },
      { id: 'r2', ms: 2600, out: true },
    ]);
    expect(g.phone('r2')).toMatchObject({ out: { round: 0, reason: 'slowest' }, sit: { ms: 2600, rank: 4, of: 4 } });
    expect(g.phone('r1')).toMatchObject({ out: null, sit: { ms: 700, rank: 1, of: 4 } });
  });

  it('sizes the outs: none alone, one of 2–14, then ~10 %', () => {
    expect([1, 2, 3, 4, 14, 15, 20, 50, 100].map((n) => outQuota(n, 0.1))).toEqual([0, 1, 1, 1, 1, 2, 2, 5, 10]);
    expect(outQuota(20, 0.25)).toBe(5); // from the operator config
    const g = inRound(many(20));
    const after = Object.fromEntries(many(20).map((p, i) => [p.id, 500 + i * 100]));
    playRound(g, after);
    expect(round(g).outs).toEqual([
      { id: 'p18', reason: 'slowest' },
      { id: 'p19', reason: 'slowest' },
    ]);
  });

  it('outs a player who did not sit in the window; they count towards the quota', () => {
    const g = inRound();
    playRound(g, { l1: 900, l2: 1500, r1: 700, r2: null });
    expect(round(g).outs).toEqual([{ id: 'r2', reason: 'noSit' }]);
    expect(g.phone('l2').out).toBeNull();
    expect(g.phone('r2')).toMatchObject({ sit: null, out: { reason: 'noSit' }, isSat: [false] });
    expect(g.phone('l1').isSat).toEqual([true]);
  });

  it('ignores a sit after the window and events a phone could not time (clock not synced)', () => {
    const g = inRound();
    const r = round(g);
    g.advance(r.musicStopAt);
    ev(g, 'l1', 'sit', r.musicStopAt + 800, r.musicStopAt + 900, null);
    expect(g.s.players.find((p) => p.id === 'l1')!.sitT).toBeNull();
    ev(g, 'l2', 'sit', r.musicStopAt + P.sitWindowMs + 1, r.musicStopAt + P.sitWindowMs + 200);
    expect(g.s.players.find((p) => p.id === 'l2')!.sitT).toBeNull();
    ev(g, 'r1', 'sit', r.musicStopAt + 1200, r.musicStopAt + 1300);
    ev(g, 'r1', 'sit', r.musicStopAt + 2400, r.musicStopAt + 2500); // only the first sit counts
    expect(g.phone('r1').sit).toEqual({ ms: 1200, rank: null, of: 0 });
    g.advance(r.musicStopAt + P.sitWindowMs + P.latencyMs.sit);
    expect(round(g).outs.map((o) => o.reason)).toEqual(['noSit', 'noSit', 'noSit']);
  });

  it('closes the sits at once when everyone has sat, else at the end of the window', () => {
    const g = inRound();
    const r = round(g);
    g.advance(r.musicStopAt);
    expect(gm139Rules.nextDeadline(g.s)).toBe(r.musicStopAt + P.sitWindowMs + P.latencyMs.sit);
    for (const [i, id] of ['l1', 'l2', 'r1'].entries()) ev(g, id, 'sit', r.musicStopAt + 500 + i * 100);
    g.advance(r.musicStopAt + 1000);
    expect(g.s.status).toBe('pendingRoundSit');
    ev(g, 'r2', 'sit', r.musicStopAt + 1500, r.musicStopAt + 2000);
    g.advance(r.musicStopAt + 2000);
    expect(g.s.status).toBe('roundSat');
  });

  it('counts no sit from before the music stopped: one who sat early and stayed has no sit and is out', () => {
    const g = inRound();
    const r = round(g);
    ev(g, 'l1', 'walk', r.musicStartAt + 1000);
    ev(g, 'l1', 'sit', r.musicStopAt - 200, r.musicStopAt + 400); // arrives after the stop, timed before it
    ev(g, 'r1', 'sit', r.musicStopAt - 900); // a turn mistaken for a sit: not an out…
    expect(g.phone('l1').out).toBeNull();
    expect(g.phone('r1').sit).toBeNull();
    // …and r1 got up and sat again after the stop (a phone reports a new sit only after moving).
    playRound(g, { l2: 800, r1: 900, r2: 1000 });
    expect(round(g).outs).toEqual([{ id: 'l1', reason: 'noSit' }]);
    expect(g.board().ranking.map((x) => x.id)).toEqual(['l2', 'r1', 'r2']);
  });
});

describe('gm139 walking while the music plays (stopping warns, then outs)', () => {
  it('warns a player who stops, and lifts it when they walk on within the grace', () => {
    const g = inRound();
    const r = round(g);
    ev(g, 'l1', 'walk', r.musicStartAt + 500);
    expect(g.board().players.find((p) => p.id === 'l1')!.walking).toBe(true);
    ev(g, 'l1', 'stop', r.musicStartAt + 1500, r.musicStartAt + 2500);
    expect(g.phone('l1').warnedUntil).toBe(r.musicStartAt + 1500 + P.stopGraceMs);
    expect(g.board().players.find((p) => p.id === 'l1')).toMatchObject({ warned: true, warnings: 1, walking: false });
    // The resumed walk is confirmed late, but stamped inside the grace: lifted.
    ev(g, 'l1', 'walk', r.musicStartAt + 1500 + P.stopGraceMs - 100, r.musicStartAt + 1500 + P.stopGraceMs + 1500);
    expect(g.phone('l1').warnedUntil).toBeNull();
    g.advance(r.musicStartAt + 1500 + P.stopGraceMs + P.latencyMs.walk);
    expect(g.phone('l1').out).toBeNull();
  });

  it('outs a player who does not walk on, judged once a late walk could still have arrived', () => {
    const g = inRound(four, { ...P, musicMs: { min: 14_000, max: 14_000 } });
    const r = round(g);
    const stopT = r.musicStartAt + 2000;
    ev(g, 'r1', 'walk', r.musicStartAt + 400);
    ev(g, 'r1', 'stop', stopT, stopT + 1000);
    ev(g, 'r1', 'walk', stopT + P.stopGraceMs + 300, stopT + P.stopGraceMs + 1200); // too late
    expect(gm139Rules.nextDeadline(g.s)).toBe(stopT + P.stopGraceMs + P.latencyMs.walk);
    g.advance(stopT + P.stopGraceMs + P.latencyMs.walk - 1);
    expect(g.phone('r1').out).toBeNull();
    g.advance(stopT + P.stopGraceMs + P.latencyMs.walk);
    expect(g.phone('r1').out).toEqual({ round: 0, reason: 'stopped' });
    expect(g.s.status).toBe('roundWalking');
    // Out: their later events change nothing; the stopped player is the round's one out.
    ev(g, 'r1', 'sit', r.musicStopAt + 300);
    playRound(g, { l1: 800, l2: 900, r2: 1000 });
    expect(round(g).outs).toEqual([{ id: 'r1', reason: 'stopped' }]);
    expect(g.phone('r1').isSat).toEqual([false]);
  });

  it('lets off a player whose grace runs past the end of the music, and ignores stops outside it', () => {
    const g = inRound();
    const r = round(g);
    ev(g, 'l2', 'walk', r.musicStartAt + 400);
    ev(g, 'l2', 'stop', r.musicStopAt - 1000, r.musicStopAt);
    expect(g.phone('l2').warnedUntil).not.toBeNull();
    ev(g, 'r2', 'stop', r.musicStartAt - 500); // during the lead-in
    expect(g.phone('r2').warnedUntil).toBeNull();
    ev(g, 'r1', 'walk', r.musicStartAt + 400);
    ev(g, 'r1', 'stop', r.musicStopAt + 800); // after the music: everyone stops
    expect(g.phone('r1').warnedUntil).toBeNull();
    playRound(g, { l1: 800, l2: 900, r1: 1000, r2: 1100 });
    expect(g.phone('l2').out).toBeNull();
    expect(round(g).outs).toEqual([{ id: 'r2', reason: 'slowest' }]);
  });

  it('judges a warning due after the music stopped before closing the sits', () => {
    const g = inRound();
    const r = round(g);
    const stopT = r.musicStopAt - P.stopGraceMs - 200; // grace ends 200 ms before the music does
    ev(g, 'l1', 'walk', r.musicStartAt + 100);
    ev(g, 'l1', 'stop', stopT, stopT + 1000);
    g.advance(r.musicStopAt);
    for (const id of ['l2', 'r1', 'r2']) ev(g, id, 'sit', r.musicStopAt + 600);
    ev(g, 'l1', 'sit', r.musicStopAt + 300);
    // Everyone has sat, but l1's warning is judged first (at its own time), then the sits close.
    expect(gm139Rules.nextDeadline(g.s)).toBe(stopT + P.stopGraceMs + P.latencyMs.walk);
    g.advance(stopT + P.stopGraceMs + P.latencyMs.walk);
    expect(g.s.status).toBe('roundSat');
    expect(round(g).outs).toEqual([{ id: 'l1', reason: 'stopped' }]);
  });
});

describe('gm139 whole game', () => {
  it('plays three rounds from a seed: the last to sit go out, survivors per head score, the screens follow', () => {
    const g = inRound(many(10));
    const seen: string[] = [];
    const times = (k: number) => Object.fromEntries(round(g).alive.map((id, i) => [id, 400 + ((i * 7 + k * 3) % 10) * 150]));
    for (let k = 0; k < 3; k++) {
      seen.push(g.s.status);
      playRound(g, times(k));
      for (let i = 0; i < 4 && !gm139Rules.finished(g.s); i++) {
        seen.push(g.s.status);
        g.advance(g.s.statusUntil!);
      }
    }
    expect(gm139Rules.finished(g.s)).toBe(true);
    expect(seen).toEqual([
      ...['roundWalking', 'roundSat', 'roundFinished', 'roundCheering', 'roundCheeringFinished'],
      ...['roundWalking', 'roundSat', 'roundFinished', 'roundCheering', 'roundCheeringFinished'],
      ...['roundWalking', 'roundSat', 'roundFinished', 'roundCheering', 'roundCheeringFinished'],
    ]);
    expect(g.s.rounds.map((r) => r.alive.length)).toEqual([10, 9, 8]);
    const outs = g.s.rounds.map((r) => r.outs.map((o) => o.id));
    // Each round's slowest by the times given (i: place among those still in): the largest (7i + 3k) % 10.
    expect(outs).toEqual([['p7'], ['p9'], ['p6']]);
    expect(gm139Rules.result(g.s)).toEqual({ winner: 'left', scores: { left: 80, right: 60 } });
    expect(g.phone('p7')).toMatchObject({ out: { round: 0, reason: 'slowest' }, isSat: [true] });
    expect(g.phone('p0').isSat).toEqual([true, true, true]);
    expect(g.phone('p0').next).toBe('end');
  });

  it('breaks a tie of survivors per head by the faster mean sit time', () => {
    const g = inRound(four, { ...P, rounds: 2 });
    playRound(g, { l1: 500, l2: 2500, r1: 600, r2: 700 }); // l2 out
    toNextRound(g);
    playRound(g, { l1: 500, r1: 600, r2: 2000 }); // r2 out: 1 of 2 left on each side
    toNextRound(g);
    expect(gm139Rules.finished(g.s)).toBe(true);
    // Left's sits: 500, 2500, 500 (mean 1167); right's: 600, 700, 600, 2000 (mean 975).
    expect(gm139Rules.result(g.s)).toEqual({ winner: 'right', scores: { left: 50, right: 50 } });
  });

  it('ends once one player is left, and calls the last round the final', () => {
    const two: GamePlayer[] = four.slice(1, 3);
    const g = inRound(two);
    expect(g.phone('l2').final).toBe(true); // two players: one chair
    playRound(g, { l2: 800, r1: 900 });
    g.advance(g.s.statusUntil!);
    g.advance(g.s.statusUntil!);
    g.advance(g.s.statusUntil!);
    expect(g.s.status).toBe('roundCheeringFinished');
    expect(g.board().next).toBe('end');
    g.advance(g.s.statusUntil!);
    expect(gm139Rules.finished(g.s)).toBe(true);
    expect(gm139Rules.result(g.s)).toEqual({ winner: 'left', scores: { left: 100, right: 0 } });
  });

  it('tells the phones who went out this round, and what comes next', () => {
    const g = inRound(four);
    expect(g.phone('l1')).toMatchObject({ final: false, next: 'round', rounds: 3 });
    playRound(g, { l1: 900, l2: 1500, r1: 700, r2: 2600 });
    g.advance(g.s.statusUntil!);
    expect(g.phone('l1')).toMatchObject({ status: 'roundFinished', outs: [{ name: 'R2', team: 'right', reason: 'slowest' }] });
    expect(g.phone('l1').survivors).toEqual({ left: 2, right: 1 });
    expect(g.phone('l1').members).toEqual({ left: 2, right: 2 });
    g.advance(g.s.statusUntil!);
    expect(g.board().status).toBe('roundCheering');
    g.advance(g.s.statusUntil!);
    expect(g.phone('r2')).toMatchObject({ status: 'roundCheeringFinished', next: 'round' });
    g.advance(g.s.statusUntil!);
    expect(g.phone('l1')).toMatchObject({ status: 'roundWalking', round: 1, sit: null, outs: [] });
    expect(round(g).alive).toEqual(['l1', 'l2', 'r1']);
  });

  it('with nobody entered, ends at once without a winner', () => {
    const g = game([]);
    g.startTutorial();
    g.startPlay(0);
    expect(gm139Rules.finished(g.s)).toBe(true);
    expect(gm139Rules.result(g.s).winner).toBe('noGame');
  });

  it('ignores other detectors and a player not in the game', () => {
    const g = inRound();
    const before = JSON.stringify(g.s);
    g.motion('l1', { detector: 'jump', type: 'sit', t: round(g).musicStopAt + 100, offset: 0, fields: {} }, 0);
    ev(g, 'zz', 'walk', round(g).musicStartAt + 100);
    expect(JSON.stringify(g.s)).toBe(before);
  });

  it('closes an empty round: the quota never outs the last sitter', () => {
    const r = { index: 0, startAt: 0, musicStartAt: 0, musicStopAt: 1000, alive: ['a', 'b'], closed: false, ranking: [], outs: [] };
    const base = {
      name: 'x',
      team: 'left' as const,
      isCircledUp: true,
      bothHolding: false,
      practice: 'tutorialSat' as const,
      circledUpAt: 0,
      isSat: [],
      walking: false,
      walked: true,
      warning: null,
      warnings: 0,
    };
    const a = { ...base, id: 'a', out: { round: 0, reason: 'stopped' as const }, sitT: null };
    const b = { ...base, id: 'b', out: null, sitT: 1800 };
    expect(closeSits(r, [a, b], P)).toEqual({ ranking: [{ id: 'b', ms: 800 }], outs: [{ id: 'a', reason: 'stopped' }] });
  });
});
