import type { Team } from '../../../protocol/enums';
import { Limits } from '../../../protocol/parameters';
import type { ViewCtx } from '../../common/rules';
import { beamCapacity, gripNeeded } from './judge';
import { perHead, TEAMS, totalHits } from './score';
import type { Call, Gm113State, Gm113Status, Holding, Pattern, Rejection } from './types';

/** A call in server time: phones and the TV draw its beat on their synced clocks. */
export type CallView = { index: number; of: number; pattern: Pattern; start: number; firstBeat: number; interval: number; beats: number; end: number };

/** A team's beam and crowd. */
export type TeamView = {
  members: number;
  /** How full the beam is, 0–1. */
  fill: number;
  visitors: number;
  perHead: number;
  /** Visitors landed by the call on show (the current one, or the last). */
  callVisitors: number;
};

export type Gm113PhoneOwn = {
  status: Gm113Status;
  statusUntil: number | null;
  team: Team | null;
  playing: boolean;
  /** In practice (the tutorial), not between calls. */
  practicing: boolean;
  // SPEC.md §3 gm113: the call's beat and count-in (ms; SPEC's default 86 400 000 when no call is
  // on), the grip the server knows and the grip the mode asks for.
  interval: number;
  firstInterval: number;
  holding: Holding;
  holdingNeeded: Exclude<Holding, 'none'>;
  /** Upright as the phone's detector last said (null: not said yet). */
  upright: boolean | null;
  call: CallView | null;
  /** The pattern of the call coming next (shown while waiting for it). */
  nextPattern: Pattern | null;
  calls: number;
  practice: number;
  practiceSwings: number;
  tutorialDone: boolean;
  /** Beats this player hit in the call on show, and over the game. */
  hits: number;
  total: number;
  /** The last swing judged: how far from its beat, or why it did not count. */
  lastSwing: { call: number; beat: number | null; deltaMs: number | null; rejected: Rejection | null } | null;
  // A phone carries what its screen shows: each swing of a hundred players moves the teams' figures
  // and everyone's place, so they travel only in the status that shows them.
  /** This player's team's beam and crowd (a call and the crowd after it): null otherwise, or without a team. */
  beam: { fill: number; visitors: number } | null;
  /** Visitors this player's team landed by the call just ended (makeFriends only, else 0). */
  callVisitors: number;
  /** Both teams' crowds at the end (swingingFinished only). */
  standings: Record<Team, { visitors: number; perHead: number }> | null;
  /** This player's place by beats hit over the game, among everyone in it, ties sharing a place (swingingFinished only). */
  place: number | null;
  of: number;
};

export type Gm113Board = {
  status: Gm113Status;
  statusUntil: number | null;
  /** In practice (the tutorial), not between calls. */
  practicing: boolean;
  call: CallView | null;
  nextPattern: Pattern | null;
  calls: number;
  practiceSwings: number;
  holdingNeeded: Exclude<Holding, 'none'>;
  teams: Record<Team, TeamView>;
  swingers: {
    id: string;
    name: string;
    team: Team;
    holding: Holding;
    upright: boolean | null;
    practice: number;
    tutorialDone: boolean;
    hits: number;
    lastHit: { call: number; beat: number } | null;
    /** Swings that did not count: without the grip, with the phone not upright, off the beat, the wrong way. */
    noGrip: number;
    tilted: number;
    offBeat: number;
    wrongMove: number;
  }[];
};

const until = (s: Gm113State, v: ViewCtx) => (s.statusUntil === null ? null : v.serverTime(s.statusUntil));

function callView(s: Gm113State, c: Call | undefined, v: ViewCtx): CallView | null {
  return c
    ? {
        index: c.index,
        of: s.params.calls,
        pattern: c.pattern,
        start: v.serverTime(c.start),
        firstBeat: v.serverTime(c.firstBeat),
        interval: c.interval,
        beats: c.beats,
        end: v.serverTime(c.end),
      }
    : null;
}

const nextPattern = (s: Gm113State): Pattern | null => (s.status === 'swingingFinished' || s.over ? null : (s.patterns[s.calls.length] ?? null));

function teams(s: Gm113State): Record<Team, TeamView> {
  const heads = perHead(s);
  const last = s.calls[s.calls.length - 1];
  const out = {} as Record<Team, TeamView>;
  for (const team of TEAMS) {
    const b = s.beams[team];
    out[team] = {
      members: b.members,
      fill: b.units / beamCapacity(b, s.params),
      visitors: b.visitors,
      perHead: heads[team],
      callVisitors: last?.visitors[team] ?? 0,
    };
  }
  return out;
}

/** The teams' figures and this player's place, in the status whose screen shows them. */
function shown(s: Gm113State, team: Team | null, mine: number): Pick<Gm113PhoneOwn, 'beam' | 'callVisitors' | 'standings' | 'place'> {
  const all = teams(s);
  const end = s.status === 'swingingFinished';
  return {
    beam: team && (s.status === 'call' || s.status === 'makeFriends') ? { fill: all[team].fill, visitors: all[team].visitors } : null,
    callVisitors: team && s.status === 'makeFriends' ? all[team].callVisitors : 0,
    standings: end
      ? { left: { visitors: all.left.visitors, perHead: all.left.perHead }, right: { visitors: all.right.visitors, perHead: all.right.perHead } }
      : null,
    place: end ? 1 + s.swingers.filter((x) => totalHits(x) > mine).length : null,
  };
}

export function phoneOwn(s: Gm113State, playerId: string, v: ViewCtx): Gm113PhoneOwn {
  const sw = s.swingers.find((x) => x.id === playerId);
  const call = s.calls[s.calls.length - 1];
  const inCall = s.status === 'call' && !!call;
  const mine = sw ? totalHits(sw) : 0;
  return {
    status: s.status,
    statusUntil: until(s, v),
    team: sw?.team ?? null,
    playing: !!sw,
    practicing: s.patterns.length === 0,
    interval: inCall ? call.interval : Limits.defaultIntervalMs,
    firstInterval: inCall ? s.params.firstInterval : Limits.defaultIntervalMs,
    holding: sw?.holding ?? 'none',
    holdingNeeded: gripNeeded(s.mode),
    upright: sw?.upright ?? null,
    call: callView(s, call, v),
    nextPattern: nextPattern(s),
    calls: s.params.calls,
    practice: sw?.practice ?? 0,
    practiceSwings: s.params.practiceSwings,
    tutorialDone: !!sw && v.practiced(sw.id),
    hits: sw && call ? (sw.hits[call.index] ?? 0) : 0,
    total: mine,
    lastSwing: sw?.lastSwing ?? null,
    ...shown(s, sw?.team ?? null, mine),
    of: s.swingers.length,
  };
}

export function hostBoard(s: Gm113State, v: ViewCtx): Gm113Board {
  return {
    status: s.status,
    statusUntil: until(s, v),
    practicing: s.patterns.length === 0,
    call: callView(s, s.calls[s.calls.length - 1], v),
    nextPattern: nextPattern(s),
    calls: s.params.calls,
    practiceSwings: s.params.practiceSwings,
    holdingNeeded: gripNeeded(s.mode),
    teams: teams(s),
    swingers: s.swingers.map((x) => ({
      id: x.id,
      name: x.name,
      team: x.team,
      holding: x.holding,
      upright: x.upright,
      practice: x.practice,
      tutorialDone: v.practiced(x.id),
      hits: totalHits(x),
      lastHit: x.lastHit,
      noGrip: x.rejected.grip ?? 0,
      tilted: x.rejected.posture ?? 0,
      offBeat: x.rejected.offBeat ?? 0,
      wrongMove: x.rejected.wrongMove ?? 0,
    })),
  };
}
