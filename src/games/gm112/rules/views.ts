import type { Team } from '../../../protocol/enums';
import type { ViewCtx } from '../../common/rules';
import { currentTurn, membersOf, starsLeft } from './turns';
import { hitRate, isWild, tally, teamTally, throwerResult, type Tally } from './judge';
import type { Gm112State, Gm112Status, HandSide, ThrowerResult, Turn, TurnResult } from './types';

export type Role = 'thrower' | 'swordsman' | 'defender';

export type TurnView = { index: number; of: number; attacking: Team; defending: Team };
/** A star in server time: phones and the TV draw its flight on their synced clocks. */
export type StarView = { id: number; thrower: string; side: HandSide; at: number; arrival: number; result: 'hit' | 'blocked' | null };
export type TeamScore = Tally & { rate: number };
export type Standings = Record<Team, TeamScore>;
export type TurnTally = Tally & { result: TurnResult | null; timeUp: boolean };

export type Gm112PhoneOwn = {
  status: Gm112Status;
  statusUntil: number | null;
  team: Team | null;
  playing: boolean;
  /** This player's part in the turn (null outside a turn). */
  role: Role | null;
  turn: TurnView | null;
  /** Server ms − game ms: a flick's moment on the synced clock goes to the server in game time. */
  clockOffset: number;
  practice: number;
  practiceThrows: number;
  tutorialDone: boolean;
  /** The defending team's candidates and their votes (voting and its result). */
  candidates: { id: string; name: string; votes: number }[];
  myVote: string | null;
  swordsman: { id: string; name: string } | null;
  /** SPEC.md hand side: where this thrower stands, seen from the swordsman. */
  side: HandSide | null;
  /** SPEC.md isThrew: this thrower has thrown this turn (the side is then fixed). */
  isThrew: boolean;
  starsLeft: number;
  shurikenPerThrower: number;
  /** This thrower's stars of the turn. */
  myStars: StarView[];
  /** The swordsman's practice cuts. */
  practiced: Record<HandSide, boolean>;
  // A phone carries what its screen shows: every star of fifty throwers moves the tally and the
  // standings, so they travel only to the screens that show them.
  /** The turn's blocks and hits: for the defending side while the stars fly, for everyone at the turn's result (else null). */
  tally: TurnTally | null;
  /** A thrower's result kind for the turn, once it is over. */
  myResult: ThrowerResult | null;
  /** Both teams so far: at the turn's result (else null). */
  standings: Standings | null;
};

export type Gm112Board = {
  status: Gm112Status;
  statusUntil: number | null;
  turn: TurnView | null;
  practiceThrows: number;
  shurikenPerThrower: number;
  players: { id: string; name: string; team: Team; practice: number; tutorialDone: boolean }[];
  candidates: { id: string; name: string; votes: number }[];
  voted: number;
  swordsman: { id: string; name: string; team: Team } | null;
  practiced: Record<HandSide, boolean>;
  /** The attacking team's throwers, from the turn's start (empty while the defenders vote). */
  throwers: { id: string; name: string; side: HandSide; starsLeft: number; hits: number; blocked: number; result: ThrowerResult | null }[];
  stars: StarView[];
  /** The swordsman's latest side cuts (server time), and whether each was random. */
  cuts: { t: number; side: HandSide; wild: boolean }[];
  wild: number;
  tally: TurnTally;
  standings: Standings;
  /** Every turn so far. */
  history: { attacking: Team; swordsman: string | null; hits: number; blocked: number; result: TurnResult | null }[];
};

const CUTS_SHOWN = 12;

const until = (s: Gm112State, v: ViewCtx) => (s.statusUntil === null ? null : v.serverTime(s.statusUntil));

function turnView(s: Gm112State, t: Turn | undefined): TurnView | null {
  return t ? { index: t.index, of: s.order.length, attacking: t.attacking, defending: t.defending } : null;
}

function starView(x: Turn['stars'][number], v: ViewCtx): StarView {
  return { id: x.id, thrower: x.thrower, side: x.side, at: v.serverTime(x.at), arrival: v.serverTime(x.at + x.flight), result: x.result };
}

function standings(s: Gm112State): Standings {
  const score = (team: Team): TeamScore => {
    const t = teamTally(s, team);
    return { ...t, rate: hitRate(t) };
  };
  return { left: score('left'), right: score('right') };
}

function candidates(s: Gm112State, t: Turn | undefined) {
  if (!t) return [];
  const votes = Object.values(t.votes);
  return membersOf(s, t.defending).map((p) => ({ id: p.id, name: p.name, votes: votes.filter((c) => c === p.id).length }));
}

function turnTally(t: Turn | undefined): TurnTally {
  return { ...tally(t?.stars ?? []), result: t?.result ?? null, timeUp: t?.timeUp ?? false };
}

function swordsmanOf(s: Gm112State, t: Turn | undefined) {
  const p = t?.swordsman ? s.players.find((x) => x.id === t.swordsman) : undefined;
  return p ? { id: p.id, name: p.name, team: p.team } : null;
}

export function phoneOwn(s: Gm112State, playerId: string, v: ViewCtx): Gm112PhoneOwn {
  const p = s.players.find((x) => x.id === playerId);
  const t = s.status === 'tutorialShuriken' ? undefined : currentTurn(s);
  const role: Role | null = !p || !t ? null : p.team === t.attacking ? 'thrower' : t.swordsman === p.id ? 'swordsman' : 'defender';
  const mine = t && role === 'thrower' ? t.stars.filter((x) => x.thrower === playerId) : [];
  const left = t && role === 'thrower' ? starsLeft(s, t, playerId) : 0;
  // A thrower with every star thrown waits for the others: SPEC.md outOfShuriken.
  const status: Gm112Status = s.status === 'throwing' && role === 'thrower' && left === 0 ? 'outOfShuriken' : s.status;
  const sw = swordsmanOf(s, t);
  return {
    status,
    statusUntil: until(s, v),
    team: p?.team ?? null,
    playing: !!p,
    role,
    turn: turnView(s, t),
    clockOffset: v.serverTime(0),
    practice: p?.practice ?? 0,
    practiceThrows: s.params.practiceThrows,
    tutorialDone: !!p && v.practiced(p.id),
    candidates: role === 'swordsman' || role === 'defender' ? candidates(s, t) : [],
    myVote: (p && t?.votes[p.id]) ?? null,
    swordsman: sw && { id: sw.id, name: sw.name },
    side: (role === 'thrower' && t?.sides[playerId]) || null,
    isThrew: mine.length > 0,
    starsLeft: left,
    shurikenPerThrower: s.params.shurikenPerThrower,
    myStars: mine.map((x) => starView(x, v)),
    practiced: { ...(t?.practiced ?? { left: false, right: false }) },
    tally: s.status === 'turnResult' || (role !== 'thrower' && (s.status === 'throwing' || s.status === 'outOfShuriken')) ? turnTally(t) : null,
    myResult: role === 'thrower' && t?.result ? throwerResult(mine) : null,
    standings: s.status === 'turnResult' ? standings(s) : null,
  };
}

export function hostBoard(s: Gm112State, v: ViewCtx): Gm112Board {
  const t = s.status === 'tutorialShuriken' ? undefined : currentTurn(s);
  const cuts = t ? t.cuts.map((c, i) => ({ c, i })).filter((x) => x.c.side) : [];
  return {
    status: s.status,
    statusUntil: until(s, v),
    turn: turnView(s, t),
    practiceThrows: s.params.practiceThrows,
    shurikenPerThrower: s.params.shurikenPerThrower,
    players: s.players.map((p) => ({ id: p.id, name: p.name, team: p.team, practice: p.practice, tutorialDone: v.practiced(p.id) })),
    candidates: candidates(s, t),
    voted: t ? Object.keys(t.votes).length : 0,
    swordsman: swordsmanOf(s, t),
    practiced: { ...(t?.practiced ?? { left: false, right: false }) },
    // From the turn's start, when the arena shows them: with the vote's candidates and the end of
    // the practice, a hundred players' rows would otherwise all go out in one message.
    throwers:
      t && s.status !== 'voting' && s.status !== 'votingFinished'
        ? membersOf(s, t.attacking).map((p) => {
            const mine = t.stars.filter((x) => x.thrower === p.id);
            const k = tally(mine);
            return {
              id: p.id,
              name: p.name,
              side: t.sides[p.id] ?? 'left',
              starsLeft: starsLeft(s, t, p.id),
              hits: k.hits,
              blocked: k.blocked,
              result: t.result ? throwerResult(mine) : null,
            };
          })
        : [],
    stars: t ? t.stars.map((x) => starView(x, v)) : [],
    cuts: cuts.slice(-CUTS_SHOWN).map(({ c, i }) => ({ t: v.serverTime(c.t), side: c.side!, wild: t ? isWild(t, i, s.params) : false })),
    wild: t ? cuts.filter(({ i }) => isWild(t, i, s.params)).length : 0,
    tally: turnTally(t),
    standings: standings(s),
    history: s.turns.map((x) => ({
      attacking: x.attacking,
      swordsman: s.players.find((p) => p.id === x.swordsman)?.name ?? null,
      ...pick(tally(x.stars)),
      result: x.result,
    })),
  };
}

const pick = (k: Tally) => ({ hits: k.hits, blocked: k.blocked });
