import { describe, expect, it } from 'vitest';
import { GM112_PARAMETERS, type Gm112Params } from '../../../../src/games/gm112/parameters';
import { gm112Rules } from '../../../../src/games/gm112/rules';
import { cutSide, windowOf } from '../../../../src/games/gm112/rules/judge';
import { currentTurn } from '../../../../src/games/gm112/rules/turns';
import type { Turn } from '../../../../src/games/gm112/rules/types';
import type { Team } from '../../../../src/protocol/enums';
import { drive } from '../driver';

const P = GM112_PARAMETERS;
const M = P.momentsMs;
const players = [
  { id: 'l1', team: 'left' as const, name: 'L1' },
  { id: 'l2', team: 'left' as const, name: 'L2' },
  { id: 'r1', team: 'right' as const, name: 'R1' },
  { id: 'r2', team: 'right' as const, name: 'R2' },
  { id: 'r3', team: 'right' as const, name: 'R3' },
];
const teamOf = (team: Team) => players.filter((p) => p.team === team).map((p) => p.id);

type Game = ReturnType<typeof game>;
const game = (params: Gm112Params = P, seed = 7, who = players) => drive(gm112Rules, { players: who, params, seed });
const turn = (g: Game): Turn => currentTurn(g.s)!;
const attackers = (g: Game) => teamOf(turn(g).attacking);
const defenders = (g: Game) => teamOf(turn(g).defending);

/** Acts on everything due up to `to`, deadline by deadline, as the runner's timer does. */
function runTo(g: Game, to: number) {
  for (let guard = 0; guard < 1000; guard++) {
    const due = gm112Rules.nextDeadline(g.s);
    if (due === null || due > to) return;
    g.advance(due);
  }
}

/** A game whose play started at `at` (everyone practised). */
function started(params: Gm112Params = P, at = 1000, seed = 7) {
  const g = game(params, seed);
  g.startTutorial();
  for (const p of players) g.completeTutorial(p.id);
  g.startPlay(at);
  return g;
}

/** A started game run on to its turn's `throwing` status (nobody votes, the swordsman does not practise); returns when throwing opened. */
function throwing(g: Game): number {
  for (let i = 0; i < 10 && g.s.status !== 'throwing'; i++) runTo(g, g.s.statusUntil!);
  expect(g.s.status).toBe('throwing');
  return turn(g).throwFrom!;
}

/** A cut reported by the swordsman's `swing` detector at game time `t` (the phone's clock 300 ms behind), arriving `lag` ms later. */
function cut(g: Game, side: 'left' | 'right' | 'chop', t: number, lag = 150, who = turn(g).swordsman!) {
  const fields = side === 'chop' ? { by: 'gyro', axis: 'x', sign: 1, peak: 400 } : { by: 'gyro', axis: 'z', sign: side === 'left' ? 1 : -1, peak: 420 };
  g.motion(who, { detector: 'swing', type: 'swing', t: t - 300, offset: 300, fields }, t + lag);
}

describe('gm112 flow (SPEC.md §4: tutorialShuriken, voting, votingFinished, turnStarted, tutorialSwordsman, waitingForThrowing, throwing, outOfShuriken, turnResult)', () => {
  it('practises, then each turn: vote, its result, the call, the swordsman’s practice, the count-in, throwing, the result', () => {
    const g = game();
    g.startTutorial();
    expect(g.s.status).toBe('tutorialShuriken');
    expect(gm112Rules.nextDeadline(g.s)).toBeNull(); // the runner ends the tutorial
    g.startPlay(1000);
    expect(g.s.status).toBe('voting');
    expect(g.s.statusUntil).toBe(1000 + M.voting);
    expect(M.voting).toBe(10_000); // GAMES.md: the defending team votes its swordsman (10 s)
    let t = 1000;
    for (const [status, ms] of [
      ['votingFinished', M.voting],
      ['turnStarted', M.votingFinished],
      ['tutorialSwordsman', M.turnStarted],
      ['waitingForThrowing', M.tutorialSwordsman],
      ['throwing', M.waitingForThrowing],
    ] as const) {
      g.advance(t + ms - 1);
      expect(g.s.status).not.toBe(status);
      t += ms;
      g.advance(t);
      expect(g.s.status).toBe(status);
    }
    expect(turn(g).throwFrom).toBe(t);
    expect(turn(g).throwUntil).toBe(t + 30_000); // GAMES.md: timeup (30 s)
    g.advance(t + M.throwing);
    expect(g.s.status).toBe('turnResult');
    expect(turn(g).result).toBe('timeup');
    g.advance(t + M.throwing + M.turnResult);
    expect(g.s.status).toBe('voting');
    expect(g.s.turns).toHaveLength(2);
  });

  it('swaps the teams after every turn, 2 turns each, the first thrower by the game’s coin', () => {
    const firsts = new Set<Team>();
    for (let seed = 1; seed <= 12; seed++) {
      const g = started(P, 0, seed);
      firsts.add(g.s.order[0]!);
      expect(g.s.order).toHaveLength(4);
      expect(g.s.order.filter((x) => x === 'left')).toHaveLength(2);
      for (let i = 1; i < 4; i++) expect(g.s.order[i]).not.toBe(g.s.order[i - 1]);
      runTo(g, 10 * 60_000);
      expect(gm112Rules.finished(g.s)).toBe(true);
      expect(g.s.turns.map((x) => x.attacking)).toEqual(g.s.order);
      expect(g.s.turns.every((x) => x.defending !== x.attacking)).toBe(true);
    }
    expect(firsts).toEqual(new Set(['left', 'right']));
  });

  it('takes its numbers from the operator config, a partial override keeping the other defaults', () => {
    const params = { ...P, turnsPerTeam: 1, shurikenPerThrower: 2, momentsMs: { ...M, voting: 4000 } };
    const g = started(params);
    expect(g.s.order).toHaveLength(2);
    expect(g.s.statusUntil).toBe(1000 + 4000);
    const partial = drive(gm112Rules, { players, params: { momentsMs: { throwing: 9000 }, flightMs: { max: 1500 } } as unknown as Gm112Params });
    expect(partial.s.params.momentsMs).toEqual({ ...M, throwing: 9000 });
    expect(partial.s.params.flightMs).toEqual({ min: 800, max: 1500 });
    expect(partial.s.params.swing).toEqual(P.swing);
  });

  it('has no turn (and no game) without players on both teams', () => {
    const g = game(
      P,
      7,
      players.filter((p) => p.team === 'left'),
    );
    g.startTutorial();
    g.startPlay(0);
    expect(gm112Rules.finished(g.s)).toBe(true);
    expect(gm112Rules.result(g.s).winner).toBe('noGame');
  });

  it('freezes with the host away: the game keeps its own times, the views move by the pause', () => {
    const g = started();
    const view = g.phone('l1');
    const kept = structuredClone(g.s);
    g.pause(5000);
    g.advance(10 * 60_000);
    g.resume(15_000);
    expect(g.s).toEqual(kept);
    expect(g.phone('l1').statusUntil).toBe(view.statusUntil! + 10_000);
    expect(g.phone('l1').clockOffset).toBe(view.clockOffset + 10_000);
  });
});

describe('gm112 tutorial with shuriken', () => {
  it('counts a practice flick as practised; refuses one outside the practice or from a stranger', () => {
    const g = game({ ...P, practiceThrows: 2 });
    g.startTutorial();
    expect(g.move('l1', 'practice', {})).toBeNull();
    expect(g.phone('l1')).toMatchObject({ status: 'tutorialShuriken', practice: 1, practiceThrows: 2, tutorialDone: false });
    expect(g.move('l1', 'practice', {})).toBeNull();
    expect(g.phone('l1').tutorialDone).toBe(true);
    expect(g.board().players.find((p) => p.id === 'l1')).toMatchObject({ practice: 2, tutorialDone: true });
    expect(g.move('zz', 'practice', {})).toMatchObject({ code: 3002 });
    expect(g.move('l1', 'practice', { hard: true })).toMatchObject({ group: 'SP02' }); // strict payload
    for (const p of players) g.completeTutorial(p.id);
    g.startPlay(0);
    const before = structuredClone(g.s);
    expect(g.move('l2', 'practice', {})).toMatchObject({ code: 3002 });
    expect(g.s).toEqual(before);
  });
});

describe('gm112 voting', () => {
  it('lets only the defending team vote, for one of its own; a vote may change', () => {
    const g = started();
    const [a] = attackers(g);
    const [d1, d2] = defenders(g);
    const before = structuredClone(g.s);
    expect(g.move(a!, 'vote', { for: d1 })).toMatchObject({ code: 3002 });
    expect(g.move(d1!, 'vote', { for: a })).toMatchObject({ code: 3002 });
    expect(g.move('zz', 'vote', { for: d1 })).toMatchObject({ code: 3002 });
    expect(g.s).toEqual(before);
    expect(g.move(d1!, 'vote', { for: d2 })).toBeNull();
    expect(g.move(d1!, 'vote', { for: d1 })).toBeNull();
    expect(turn(g).votes).toEqual({ [d1!]: d1 });
    expect(g.phone(d2!).candidates.find((c) => c.id === d1)!.votes).toBe(1);
    expect(g.phone(d1!).myVote).toBe(d1);
    expect(g.phone(a!).candidates).toEqual([]);
  });

  it('gives the sword to the most votes, ends early once everyone voted, and refuses votes after', () => {
    const g = started();
    const d = defenders(g);
    expect(g.move(d[0]!, 'vote', { for: d[1] })).toBeNull();
    for (const v of d.slice(1)) expect(g.move(v, 'vote', { for: d[1] }, 2500)).toBeNull();
    g.advance(2500);
    expect(g.s.status).toBe('votingFinished');
    expect(g.s.statusUntil).toBe(2500 + M.votingFinished);
    expect(turn(g).swordsman).toBe(d[1]);
    expect(g.phone(d[1]!)).toMatchObject({ role: 'swordsman', swordsman: { id: d[1] } });
    expect(g.move(d[0]!, 'vote', { for: d[0] })).toMatchObject({ code: 3002 });
  });

  it('breaks a tie for someone not yet swordsman, and with nobody voting picks from the whole team', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const g = started(P, 1000, seed);
      runTo(g, 1000 + M.voting);
      expect(defenders(g)).toContain(turn(g).swordsman);
    }
    // Turn 3: the same team defends again, its earlier swordsman tied with another: the other gets it.
    const g = started();
    runTo(g, 1000 + M.voting);
    const first = turn(g).swordsman!;
    const team = turn(g).defending;
    while (g.s.turns.length < 3) runTo(g, g.s.statusUntil!);
    expect(turn(g).defending).toBe(team);
    const mates = teamOf(team).filter((x) => x !== first);
    expect(g.move(first, 'vote', { for: first })).toBeNull();
    expect(g.move(mates[0]!, 'vote', { for: mates[0] })).toBeNull();
    runTo(g, g.s.statusUntil!);
    expect(turn(g).swordsman).toBe(mates[0]);
  });
});

describe('gm112 tutorial with swordsman', () => {
  it('ticks each side the swordsman cuts toward and moves on once both are done; only the swordsman counts', () => {
    const g = started();
    runTo(g, 1000 + M.voting + M.votingFinished + M.turnStarted);
    expect(g.s.status).toBe('tutorialSwordsman');
    const at = 1000 + M.voting + M.votingFinished + M.turnStarted;
    const other = defenders(g).find((x) => x !== turn(g).swordsman)!;
    cut(g, 'left', at + 500, 150, other);
    expect(turn(g).practiced).toEqual({ left: false, right: false });
    cut(g, 'left', at + 1000);
    cut(g, 'chop', at + 1500);
    expect(g.phone(turn(g).swordsman!).practiced).toEqual({ left: true, right: false });
    cut(g, 'right', at + 2000);
    expect(turn(g).practiced).toEqual({ left: true, right: true });
    expect(g.s.statusUntil).toBe(at + 2150 + 1200);
    runTo(g, at + 2150 + 1200);
    expect(g.s.status).toBe('waitingForThrowing');
  });

  it('lets the swordsman say they are ready, nobody else', () => {
    const g = started();
    runTo(g, 1000 + M.voting + M.votingFinished + M.turnStarted);
    const sw = turn(g).swordsman!;
    expect(g.move(attackers(g)[0]!, 'ready', {}, 20_000)).toMatchObject({ code: 3002 });
    expect(g.move(sw, 'ready', {}, 20_000)).toBeNull();
    g.advance(20_000);
    expect(g.s.status).toBe('waitingForThrowing');
    expect(g.move(sw, 'ready', {}, 20_000)).toMatchObject({ code: 3002 });
  });
});

describe('gm112 sides and throwing', () => {
  it('gives the throwers alternate sides, lets each change theirs until the first star, not the defenders', () => {
    const g = started();
    const a = attackers(g);
    expect(a.map((id) => turn(g).sides[id])).toEqual(a.map((_, i) => (i % 2 === 0 ? 'left' : 'right')));
    expect(g.move(a[0]!, 'side', { side: 'right' })).toBeNull();
    expect(g.phone(a[0]!)).toMatchObject({ side: 'right', role: 'thrower', isThrew: false });
    // The big screen shows the throwers with the arena, from the turn's start: none while voting.
    expect(g.board()).toMatchObject({ status: 'voting', throwers: [] });
    expect(g.move(defenders(g)[0]!, 'side', { side: 'left' })).toMatchObject({ code: 3002 });
    expect(g.move(a[0]!, 'side', { side: 'up' })).toMatchObject({ group: 'SP02' });
    const from = throwing(g);
    expect(g.board().throwers.map((x) => [x.id, x.side])).toEqual(a.map((id, i) => [id, i === 0 ? 'right' : i % 2 === 0 ? 'left' : 'right']));
    expect(g.move(a[0]!, 'throw', { at: from + 100 }, from + 150)).toBeNull();
    expect(g.phone(a[0]!).isThrew).toBe(true);
    expect(g.move(a[0]!, 'side', { side: 'left' }, from + 200)).toMatchObject({ code: 3002 });
    expect(turn(g).stars[0]).toMatchObject({ side: 'right', thrower: a[0] });
  });

  it('throws 3 stars each, only while throwing and only from the attacking team; a fourth is refused and changes nothing', () => {
    const g = started();
    const [a1] = attackers(g);
    expect(g.move(a1!, 'throw', { at: 1100 }, 1100)).toMatchObject({ code: 3002 }); // voting: no stars yet
    const from = throwing(g);
    expect(g.move(defenders(g)[0]!, 'throw', { at: from }, from)).toMatchObject({ code: 3002 });
    for (let i = 0; i < 3; i++) expect(g.move(a1!, 'throw', { at: from + i * 100 }, from + i * 100 + 50)).toBeNull();
    const before = structuredClone(g.s);
    expect(g.move(a1!, 'throw', { at: from + 400 }, from + 450)).toMatchObject({ code: 3002 });
    expect(g.s).toEqual(before);
    expect(g.phone(a1!)).toMatchObject({ status: 'outOfShuriken', starsLeft: 0 });
    expect(g.phone(attackers(g)[1]!)).toMatchObject({ status: 'throwing', starsLeft: 3 });
    expect(g.board().status).toBe('throwing');
  });

  it('times a flick on the thrower’s clock, within bounds, and draws its flight in 0.8–1.2 s', () => {
    const g = started();
    const [a1, a2] = attackers(g);
    const from = throwing(g);
    g.move(a1!, 'throw', { at: from + 1000 }, from + 1200); // 200 ms on the way
    g.move(a1!, 'throw', { at: from + 9000 }, from + 2000); // from the future: stamped on arrival
    g.move(a1!, 'throw', { at: from + 100 }, from + 3000); // 2.9 s old: stamped on arrival
    g.move(a2!, 'throw', { at: from - 300 }, from + 50); // flicked in the count-in's last moment
    expect(turn(g).stars.map((x) => x.at)).toEqual([from + 1000, from + 2000, from + 3000, from]);
    for (const x of turn(g).stars) expect(x.flight).toBeGreaterThanOrEqual(800);
    for (const x of turn(g).stars) expect(x.flight).toBeLessThanOrEqual(1200);
    const v = g.phone(a1!).myStars[0]!;
    expect(v.arrival - v.at).toBe(turn(g).stars[0]!.flight);
  });
});

describe('gm112 blocking', () => {
  /** A turn in throwing with one star from `side` thrown at `from + 1000`; returns it and its arrival. */
  function oneStar(side: 'left' | 'right') {
    const g = started();
    const a = attackers(g).find((id) => turn(g).sides[id] === side)!;
    const from = throwing(g);
    g.move(a, 'throw', { at: from + 1000 }, from + 1100);
    const star = turn(g).stars[0]!;
    return { g, star, thrower: a, arrival: star.at + star.flight };
  }

  it('blocks a star with a cut toward its side inside its flight', () => {
    const { g, star, arrival } = oneStar('left');
    cut(g, 'left', star.at + 400);
    runTo(g, arrival + P.judgeGraceMs);
    expect(star.result).toBe('blocked');
  });

  it('lets a star through for a cut toward the other side, a chop, a cut before the throw or after it arrived', () => {
    for (const c of [
      { side: 'right', dt: 400 },
      { side: 'chop', dt: 400 },
      { side: 'left', dt: -50 },
      { side: 'left', dt: 1250 },
    ] as const) {
      const { g, star, arrival } = oneStar('left');
      cut(g, c.side, star.at + c.dt);
      runTo(g, arrival + P.judgeGraceMs);
      expect(star.result, `${c.side} at +${c.dt}`).toBe('hit');
    }
  });

  it('counts a cut whose report arrives late, within the judging grace', () => {
    const { g, star, arrival } = oneStar('right');
    runTo(g, arrival + 100);
    expect(star.result).toBeNull();
    cut(g, 'right', arrival - 50, 500);
    runTo(g, arrival + P.judgeGraceMs);
    expect(star.result).toBe('blocked');
  });

  it('ignores cuts from anyone but the swordsman, and cuts in the count-in', () => {
    const g = started();
    while (g.s.status !== 'waitingForThrowing') runTo(g, g.s.statusUntil!);
    cut(g, 'left', g.s.statusUntil! - 100, 50);
    const from = throwing(g);
    const other = defenders(g).find((x) => x !== turn(g).swordsman)!;
    cut(g, 'left', from + 200, 50, other);
    expect(turn(g).cuts).toEqual([]);
  });
});

describe('gm112 random cuts shorten later windows (GAMES.md)', () => {
  it('shortens the window of stars thrown after a random cut, to the end of their flight, never under the floor', () => {
    const g = started();
    const left = attackers(g).find((id) => turn(g).sides[id] === 'left')!;
    const from = throwing(g);
    // Two random cuts to the right (no star flying from there), far apart: not a return either.
    cut(g, 'right', from + 100);
    cut(g, 'right', from + 1500);
    g.move(left, 'throw', { at: from + 3000 }, from + 3050);
    const star = turn(g).stars[0]!;
    const w = windowOf(turn(g), star, P);
    expect(w).toBe(Math.max(P.minWindowMs, star.flight - 2 * P.wildSwingPenaltyMs));
    expect(g.board().wild).toBe(2);
    // A cut inside the flight but before the shortened window does not block.
    cut(g, 'left', star.at + star.flight - w - 30);
    runTo(g, star.at + star.flight + P.judgeGraceMs);
    expect(star.result).toBe('hit');
    expect(star.window).toBe(w);
    // Flailing on: the windows reach the floor.
    const g2 = started();
    const from2 = throwing(g2);
    for (let i = 0; i < 12; i++) cut(g2, i % 2 ? 'left' : 'right', from2 + i * 800);
    const a2 = attackers(g2)[0]!;
    g2.move(a2, 'throw', { at: from2 + 12_000 }, from2 + 12_050);
    expect(windowOf(turn(g2), turn(g2).stars[0]!, P)).toBe(P.minWindowMs);
  });

  it('does not count the sword coming back, a cut at a flying star, or a cut before a star thrown earlier', () => {
    const g = started();
    const [a1] = attackers(g);
    const side = turn(g).sides[a1!]!;
    const away = side === 'left' ? 'right' : 'left';
    const from = throwing(g);
    g.move(a1!, 'throw', { at: from + 1000 }, from + 1050);
    cut(g, side, from + 1500); // at the flying star: a block, not random
    cut(g, away, from + 1900); // the sword coming back within returnGraceMs
    g.move(a1!, 'throw', { at: from + 4000 }, from + 4050);
    const second = turn(g).stars[1]!;
    expect(windowOf(turn(g), second, P)).toBe(second.flight);
    expect(g.board().cuts.map((c) => c.wild)).toEqual([false, false]);
    // A random cut after the second star's throw leaves its window whole.
    cut(g, away, second.at + 100);
    expect(windowOf(turn(g), second, P)).toBe(second.flight);
    expect(g.board().wild).toBe(1);
  });
});

describe('gm112 results', () => {
  it('gives each thrower hit, defended, hitAndDefended or effort, and the turn defended, hit or timeup', () => {
    const params = { ...P, turnsPerTeam: 1 };
    const g = started(params);
    const [a1, a2] = attackers(g);
    const sideOf = (id: string) => turn(g).sides[id]!;
    const from = throwing(g);
    // a1 throws twice, its first blocked; a2 never throws: time runs out.
    g.move(a1!, 'throw', { at: from + 1000 }, from + 1050);
    cut(g, sideOf(a1!), from + 1500);
    g.move(a1!, 'throw', { at: from + 5000 }, from + 5050);
    // While stars fly the tally goes to the defending side's screens only, the standings to none.
    const defender = g.s.players.find((p) => p.team !== g.s.players.find((x) => x.id === a1)!.team)!.id;
    expect(g.phone(a1!)).toMatchObject({ tally: null, standings: null });
    expect(g.phone(defender)).toMatchObject({ tally: { thrown: expect.any(Number) }, standings: null });
    runTo(g, from + M.throwing);
    expect(g.phone(defender).standings).toMatchObject({ left: { thrown: expect.any(Number) }, right: { thrown: expect.any(Number) } });
    expect(g.s.status).toBe('turnResult');
    expect(turn(g).result).toBe('timeup');
    expect(g.phone(a1!)).toMatchObject({ myResult: 'hitAndDefended', tally: { hits: 1, blocked: 1, thrown: 2, result: 'timeup', timeUp: true } });
    expect(g.phone(a2!).myResult).toBe('effort');
    expect(g.board().throwers.map((x) => x.result)).toEqual(['hitAndDefended', 'effort']);

    // Turn 2: every star thrown, all blocked: defended, and it ends before the time is up.
    runTo(g, g.s.statusUntil!);
    const from2 = throwing(g);
    const b = attackers(g);
    let t = from2 + 500;
    for (const id of b) {
      for (let i = 0; i < 3; i++, t += 2000) {
        g.move(id, 'throw', { at: t }, t + 50);
        cut(g, turn(g).sides[id]!, t + 600);
        runTo(g, t + 1999);
      }
    }
    expect(g.s.status).toBe('turnResult');
    expect(turn(g).result).toBe('defended');
    expect(g.phone(b[0]!).myResult).toBe('defended');
    expect(g.s.statusUntil).toBeLessThan(from2 + M.throwing);
  });

  it('waits for the last stars in the air (outOfShuriken) once all are thrown, then says hit', () => {
    const g = started({ ...P, shurikenPerThrower: 1 });
    const from = throwing(g);
    const a = attackers(g);
    for (const id of a) g.move(id, 'throw', { at: from + 200 }, from + 250);
    expect(g.s.status).toBe('outOfShuriken');
    expect(g.board().status).toBe('outOfShuriken');
    expect(g.phone(turn(g).swordsman!).status).toBe('outOfShuriken');
    const last = Math.max(...turn(g).stars.map((x) => x.at + x.flight)) + P.judgeGraceMs;
    runTo(g, last - 1);
    expect(g.s.status).toBe('outOfShuriken');
    runTo(g, last);
    expect(g.s.status).toBe('turnResult');
    expect(turn(g).result).toBe('hit');
    expect(g.phone(a[0]!).myResult).toBe('hit');
  });

  it('scores each team hits ÷ stars thrown over its turns (per head: a bigger team does not win by size)', () => {
    const g = started({ ...P, turnsPerTeam: 1, shurikenPerThrower: 2 });
    const play = (blockEvery: boolean) => {
      const from = throwing(g);
      let t = from + 300;
      for (const id of attackers(g)) {
        for (let i = 0; i < 2; i++, t += 2000) {
          g.move(id, 'throw', { at: t }, t + 40);
          if (blockEvery || i === 0) cut(g, turn(g).sides[id]!, t + 500);
          runTo(g, t + 1999);
        }
      }
      expect(g.s.status).toBe('turnResult');
      runTo(g, g.s.statusUntil!);
    };
    const firstTeam = g.s.order[0]!;
    play(false); // first team: one of each thrower's two stars hits
    play(true); // second team: every star blocked
    expect(gm112Rules.finished(g.s)).toBe(true);
    const r = gm112Rules.result(g.s);
    expect(r.scores[firstTeam]).toBe(50);
    expect(r.scores[firstTeam === 'left' ? 'right' : 'left']).toBe(0);
    expect(r.winner).toBe(firstTeam);
    expect(g.board().standings[firstTeam]).toMatchObject({ rate: 50, thrown: teamOf(firstTeam).length * 2 });
  });

  it('is a draw on equal hit rates', () => {
    const g = started({ ...P, turnsPerTeam: 1 });
    runTo(g, 10 * 60_000); // nobody throws: 0 ÷ 0 each
    expect(gm112Rules.result(g.s)).toEqual({ winner: 'draw', scores: { left: 0, right: 0 } });
  });
});

describe('gm112 cut sides', () => {
  it('reads a cut about device z as left (positive: the top toward the swordsman’s left) or right; other axes are no side', () => {
    expect(cutSide('z', 1)).toBe('left');
    expect(cutSide('z', -1)).toBe('right');
    expect(cutSide('x', 1)).toBeNull();
    expect(cutSide('y', -1)).toBeNull();
    expect(cutSide('z', 0)).toBeNull();
  });
});

describe('gm112 whole game from a seed', () => {
  it('plays four turns through the rules and ends with the winner the hits imply; the same seed replays identically', () => {
    const playGame = () => {
      const g = game(P, 11);
      g.startTutorial();
      for (const p of players) expect(g.move(p.id, 'practice', {})).toBeNull();
      expect(g.tutorialDone()).toBe(true);
      g.startPlay(2000);
      const hits: Record<Team, number> = { left: 0, right: 0 };
      const thrown: Record<Team, number> = { left: 0, right: 0 };
      for (let k = 0; k < 4; k++) {
        expect(g.s.status).toBe('voting');
        const d = defenders(g);
        const at = g.s.statusUntil! - 5000;
        for (const v of d) expect(g.move(v, 'vote', { for: d[d.length - 1] }, at)).toBeNull();
        runTo(g, at);
        expect(turn(g).swordsman).toBe(d[d.length - 1]);
        while (g.s.status !== 'tutorialSwordsman') runTo(g, g.s.statusUntil!);
        const sw = turn(g).swordsman!;
        expect(g.move(sw, 'ready', {}, g.s.statusUntil! - 1000)).toBeNull();
        runTo(g, g.s.statusUntil!);
        const from = throwing(g);
        // The swordsman blocks every left star and misses every right one.
        let t = from + 200;
        for (const id of attackers(g)) {
          for (let i = 0; i < 3; i++, t += 1500) {
            g.move(id, 'throw', { at: t }, t + 60);
            if (turn(g).sides[id] === 'left') cut(g, 'left', t + 500);
            else hits[turn(g).attacking]++;
            thrown[turn(g).attacking]++;
            runTo(g, t + 1499);
          }
        }
        runTo(g, g.s.statusUntil ?? t + 3000);
        expect(g.s.turns[k]!.result).toBe('hit');
        runTo(g, g.s.statusUntil ?? t + 9000);
      }
      expect(gm112Rules.finished(g.s)).toBe(true);
      return { g, hits, thrown };
    };
    const { g, hits, thrown } = playGame();
    // Left has 2 throwers (one per side), right 3 (two on the left): left 1/2 hit, right 1/3.
    const rate = (t: Team) => Math.round((hits[t] / thrown[t]) * 100);
    expect(gm112Rules.result(g.s)).toEqual({ winner: 'left', scores: { left: rate('left'), right: rate('right') } });
    expect(gm112Rules.result(g.s).scores).toEqual({ left: 50, right: 33 });
    expect(playGame().g.s).toEqual(g.s);
  });
});
