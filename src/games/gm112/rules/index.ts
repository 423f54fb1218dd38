import { z } from 'zod';
import type { Team } from '../../../protocol/enums';
import { appError, ErrorCodes } from '../../../protocol/errors';
import type { GameResult } from '../../../protocol/game';
import { move, type GameCtx, type GameRules } from '../../common/rules';
import { GM112_PARAMETERS, type Gm112Params } from '../parameters';
import { addCut, judgeAt, judgeStar, readCut, tally, teamTally } from './judge';
import { currentTurn, membersOf, starsLeft } from './turns';
import type { Gm112State, Gm112Status, HandSide, Turn } from './types';
import { hostBoard, phoneOwn, type Gm112Board, type Gm112PhoneOwn } from './views';

/** Cuts kept per turn: a swordsman waving the phone about for 30 s reports far fewer. */
const CUTS_KEPT = 400;

const invalid = (why: string) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, why);
const other = (t: Team): Team => (t === 'left' ? 'right' : 'left');

const pending = (turn: Turn) => turn.stars.filter((x) => x.result === null);

function startTurn(s: Gm112State, now: number): void {
  const index = s.turns.length;
  const attacking = s.order[index]!;
  const sides: Record<string, HandSide> = {};
  // Each thrower keeps the side they last stood on; newcomers to throwing alternate, so both sides have throwers.
  const last = s.turns.filter((t) => t.attacking === attacking).at(-1);
  let next: HandSide = 'left';
  for (const p of membersOf(s, attacking)) {
    const kept = last?.sides[p.id];
    if (kept) sides[p.id] = kept;
    else {
      sides[p.id] = next;
      next = next === 'left' ? 'right' : 'left';
    }
  }
  s.turns.push({
    index,
    attacking,
    defending: other(attacking),
    votes: {},
    swordsman: null,
    sides,
    practiced: { left: false, right: false },
    throwFrom: null,
    throwUntil: null,
    stars: [],
    cuts: [],
    timeUp: false,
    result: null,
  });
  setStatus(s, 'voting', now + s.params.momentsMs.voting);
}

function setStatus(s: Gm112State, status: Gm112Status, until: number | null): void {
  s.status = status;
  s.statusUntil = until;
}

/**
 * The defending team's swordsman: the most votes; among those tied (everyone, when nobody voted), one
 * who has not been its swordsman yet if there is one, then the game's dice.
 */
function chooseSwordsman(s: Gm112State, turn: Turn, ctx: GameCtx): string | null {
  const team = membersOf(s, turn.defending);
  if (!team.length) return null;
  const count = new Map<string, number>(team.map((p) => [p.id, 0]));
  for (const c of Object.values(turn.votes)) count.set(c, (count.get(c) ?? 0) + 1);
  const most = Math.max(...count.values());
  let tops = team.filter((p) => count.get(p.id) === most);
  const before = new Set(s.turns.filter((t) => t !== turn).map((t) => t.swordsman));
  const fresh = tops.filter((p) => !before.has(p.id));
  if (fresh.length) tops = fresh;
  return tops[Math.floor(ctx.random() * tops.length)]!.id;
}

/** Throwing closes (time up, or every star thrown): the last stars still fly, then the turn's result. */
function closeThrowing(s: Gm112State, turn: Turn, at: number, timeUp: boolean): void {
  turn.timeUp = timeUp && membersOf(s, turn.attacking).some((p) => starsLeft(s, turn, p.id) > 0);
  setStatus(s, 'outOfShuriken', null);
  if (!pending(turn).length) endTurn(s, turn, at);
}

function endTurn(s: Gm112State, turn: Turn, at: number): void {
  turn.result = turn.timeUp ? 'timeup' : tally(turn.stars).hits === 0 ? 'defended' : 'hit';
  setStatus(s, 'turnResult', at + s.params.momentsMs.turnResult);
}

/** The status whose time ran out at `at` gives way to the next. */
function timeUp(s: Gm112State, turn: Turn, at: number, ctx: GameCtx): void {
  const m = s.params.momentsMs;
  switch (s.status) {
    case 'voting':
      turn.swordsman = chooseSwordsman(s, turn, ctx);
      return setStatus(s, 'votingFinished', at + m.votingFinished);
    case 'votingFinished':
      return setStatus(s, 'turnStarted', at + m.turnStarted);
    case 'turnStarted':
      return setStatus(s, 'tutorialSwordsman', at + m.tutorialSwordsman);
    case 'tutorialSwordsman':
      return setStatus(s, 'waitingForThrowing', at + m.waitingForThrowing);
    case 'waitingForThrowing':
      turn.throwFrom = at;
      turn.throwUntil = at + m.throwing;
      return setStatus(s, 'throwing', turn.throwUntil);
    case 'throwing':
      return closeThrowing(s, turn, at, true);
    case 'turnResult':
      if (s.turns.length < s.order.length) return startTurn(s, at);
      s.over = true;
      return setStatus(s, 'turnResult', null);
    default:
      s.statusUntil = null;
  }
}

/** Judges the stars whose time has come, in the order they come; the turn ends when the last lands. */
function judgeDue(s: Gm112State, turn: Turn, now: number): void {
  const due = pending(turn)
    .filter((x) => judgeAt(x, s.params) <= now)
    .sort((a, b) => judgeAt(a, s.params) - judgeAt(b, s.params));
  for (const star of due) judgeStar(turn, star, s.params);
  if (s.status === 'outOfShuriken' && !pending(turn).length) {
    const last = Math.max(turn.throwFrom ?? now, ...turn.stars.map((x) => judgeAt(x, s.params)));
    endTurn(s, turn, Math.min(now, last));
  }
}

/** The attacker `id` in the current turn, or why not. */
function attacker(s: Gm112State, id: string): { turn: Turn } | { error: string } {
  const turn = currentTurn(s);
  const p = s.players.find((x) => x.id === id);
  if (!p) return { error: 'not in this game' };
  if (!turn || s.over) return { error: 'no turn is on' };
  if (p.team !== turn.attacking) return { error: 'your team is defending this turn' };
  return { turn };
}

const Practice = z.strictObject({});
const Vote = z.strictObject({ for: z.string().min(1).max(64) });
const Side = z.strictObject({ side: z.enum(['left', 'right']) });
/** A flick: the moment it left the screen, in game time by the thrower's synced clock. */
const Throw = z.strictObject({ at: z.number().finite().min(0).max(1e13) });
const Ready = z.strictObject({});

const SIDE_STATUSES: readonly Gm112Status[] = ['voting', 'votingFinished', 'turnStarted', 'tutorialSwordsman', 'waitingForThrowing', 'throwing'];

export const gm112Rules: GameRules<Gm112State, Gm112Params, Gm112PhoneOwn, Gm112Board, Gm112Status> = {
  init({ mode, players, params }, ctx): Gm112State {
    // The runner passes the operator config's games.gm112, already complete; tests may pass part of it.
    const d = GM112_PARAMETERS;
    const p: Gm112Params = {
      ...d,
      ...params,
      momentsMs: { ...d.momentsMs, ...(params.momentsMs ?? {}) },
      flightMs: { ...d.flightMs, ...(params.flightMs ?? {}) },
      swing: { ...d.swing, ...(params.swing ?? {}) },
    };
    const both = players.some((x) => x.team === 'left') && players.some((x) => x.team === 'right');
    // The game's coin: which team throws first. Then they swap after every turn.
    const first: Team = ctx.random() < 0.5 ? 'left' : 'right';
    const order: Team[] = [];
    for (let i = 0; both && i < 2 * p.turnsPerTeam; i++) order.push(i % 2 === 0 ? first : other(first));
    return {
      mode,
      params: p,
      status: 'tutorialShuriken',
      statusUntil: null,
      players: players.map((x) => ({ id: x.id, name: x.name, team: x.team, practice: 0 })),
      order,
      turns: [],
      nextStarId: 1,
      over: false,
    };
  },

  startTutorial(s) {
    setStatus(s, 'tutorialShuriken', null);
  },

  startPlay(s, ctx) {
    // Without players on both teams there is nobody to throw at: no turn, no game.
    if (!s.order.length) {
      s.over = true;
      return;
    }
    startTurn(s, ctx.now);
  },

  nextDeadline(s) {
    if (s.over) return null;
    const turn = currentTurn(s);
    const times = turn ? pending(turn).map((x) => judgeAt(x, s.params)) : [];
    if (s.statusUntil !== null) times.push(s.statusUntil);
    return times.length ? Math.min(...times) : null;
  },

  advance(s, ctx) {
    for (let guard = 0; guard < 40 && !s.over; guard++) {
      const turn = currentTurn(s);
      if (!turn) return;
      judgeDue(s, turn, ctx.now);
      if (s.statusUntil === null || ctx.now < s.statusUntil) return;
      timeUp(s, turn, s.statusUntil, ctx);
    }
  },

  moves: {
    /** A practice flick (`tutorialShuriken`): enough of them and the player has practised. */
    practice: move<Gm112State, z.infer<typeof Practice>>(Practice, (s, playerId, _payload, ctx) => {
      const p = s.players.find((x) => x.id === playerId);
      if (!p) return invalid('not in this game');
      if (s.status !== 'tutorialShuriken') return invalid('practice is over');
      if (p.practice < s.params.practiceThrows) p.practice++;
      if (p.practice >= s.params.practiceThrows) ctx.practiced(p.id);
      return null;
    }),

    /** The defending team votes its swordsman (themselves included); a vote may change until voting ends. */
    vote: move<Gm112State, z.infer<typeof Vote>>(Vote, (s, playerId, payload, ctx) => {
      const turn = currentTurn(s);
      const p = s.players.find((x) => x.id === playerId);
      if (!p) return invalid('not in this game');
      if (!turn || s.status !== 'voting') return invalid('no vote is on');
      if (p.team !== turn.defending) return invalid('only the defending team votes');
      const c = s.players.find((x) => x.id === payload.for);
      if (!c || c.team !== turn.defending) return invalid('vote for someone on your team');
      turn.votes[p.id] = c.id;
      // Everyone voted: no need to wait out the clock.
      if (membersOf(s, turn.defending).every((m) => turn.votes[m.id])) s.statusUntil = Math.min(s.statusUntil ?? ctx.now, ctx.now);
      return null;
    }),

    /** A thrower says which side of the swordsman they stand on (SPEC.md hand side), until their first star. */
    side: move<Gm112State, z.infer<typeof Side>>(Side, (s, playerId, payload) => {
      const a = attacker(s, playerId);
      if ('error' in a) return invalid(a.error);
      if (!SIDE_STATUSES.includes(s.status)) return invalid('sides are set for this turn');
      if (a.turn.stars.some((x) => x.thrower === playerId)) return invalid('your side is fixed once you have thrown');
      a.turn.sides[playerId] = payload.side;
      return null;
    }),

    /** A star flicked off the screen: it flies toward the swordsman from the thrower's side. */
    throw: move<Gm112State, z.infer<typeof Throw>>(Throw, (s, playerId, payload, ctx) => {
      const a = attacker(s, playerId);
      if ('error' in a) return invalid(a.error);
      const turn = a.turn;
      if (s.status !== 'throwing' || turn.throwFrom === null) return invalid('not throwing now');
      if (starsLeft(s, turn, playerId) <= 0) return invalid('out of shuriken');
      const p = s.params;
      // Timed on the thrower's clock; a stamp from the future or too long ago is the arrival's.
      let at = payload.at > ctx.now || payload.at < ctx.now - p.maxThrowAgeMs ? ctx.now : payload.at;
      at = Math.max(at, turn.throwFrom);
      const flight = Math.round(p.flightMs.min + ctx.random() * Math.max(0, p.flightMs.max - p.flightMs.min));
      turn.stars.push({ id: s.nextStarId++, thrower: playerId, side: turn.sides[playerId] ?? 'left', at, flight, window: null, result: null });
      if (membersOf(s, turn.attacking).every((m) => starsLeft(s, turn, m.id) === 0)) closeThrowing(s, turn, ctx.now, false);
      return null;
    }),

    /** The swordsman is ready without practising (or has practised enough). */
    ready: move<Gm112State, z.infer<typeof Ready>>(Ready, (s, playerId, _payload, ctx) => {
      const turn = currentTurn(s);
      if (!turn || s.status !== 'tutorialSwordsman') return invalid('no practice is on');
      if (turn.swordsman !== playerId) return invalid('only the swordsman practises now');
      s.statusUntil = Math.min(s.statusUntil ?? ctx.now, ctx.now);
      return null;
    }),
  },

  onMotion(s, playerId, input, ctx) {
    const turn = currentTurn(s);
    if (!turn || s.over || turn.swordsman !== playerId) return;
    const cut = readCut(input, ctx.now);
    if (!cut) return;
    if (s.status === 'tutorialSwordsman') {
      if (!cut.side || turn.practiced[cut.side]) return;
      turn.practiced[cut.side] = true;
      // Both sides cut: a moment to see the second tick, then on.
      if (turn.practiced.left && turn.practiced.right) s.statusUntil = Math.min(s.statusUntil ?? ctx.now, ctx.now + 1200);
      return;
    }
    if ((s.status === 'throwing' || s.status === 'outOfShuriken') && turn.throwFrom !== null && cut.t >= turn.throwFrom) {
      if (turn.cuts.length < CUTS_KEPT) addCut(turn, cut);
    }
  },

  finished(s) {
    return s.over;
  },

  result(s): GameResult {
    const l = teamTally(s, 'left');
    const r = teamTally(s, 'right');
    const rate = (t: typeof l) => (t.thrown ? t.hits / t.thrown : 0);
    const scores = { left: Math.round(rate(l) * 100), right: Math.round(rate(r) * 100) };
    if (!s.turns.length) return { winner: 'noGame', scores };
    const winner = rate(l) === rate(r) ? 'draw' : rate(l) > rate(r) ? 'left' : 'right';
    return { winner, scores };
  },

  phoneView: phoneOwn,
  hostView: hostBoard,
};
