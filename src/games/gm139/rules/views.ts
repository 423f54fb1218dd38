import type { Team } from '../../../protocol/enums';
import type { ViewCtx } from '../../common/rules';
import { nextRound, type NextRound } from './judge';
import { PRACTICE_STEPS, type Gm139State, type Gm139Status, type Out, type OutReason, type PracticeStep, type Round, type Sitter } from './types';

/** This round's sit as its phone sees it: the time after the music stopped; the rank once the sits closed. */
export type MySit = { ms: number; rank: number | null; of: number };

export type Gm139PhoneOwn = {
  /** This player's status: their own practice step in the tutorial, the game's afterwards. */
  status: Gm139Status;
  statusUntil: number | null;
  team: Team | null;
  playing: boolean;
  /** The current round (0-based; -1 before the first) and how many the game plays. */
  round: number;
  rounds: number;
  final: boolean;
  next: NextRound;
  isCircledUp: boolean;
  bothHolding: boolean | null;
  tutorialDone: boolean;
  /**
   * When this round's music starts (server ms). When it stops is not sent to phones: a phone that
   * knew it could sit down on time without listening.
   */
  musicStartAt: number | null;
  walking: boolean;
  /** Stopped walking while the music plays: walk on before this (server ms) or be out. */
  warnedUntil: number | null;
  out: Out | null;
  isSat: boolean[];
  sit: MySit | null;
  /** Who went out this round, once the sits have closed. */
  outs: { name: string; team: Team; reason: OutReason }[];
  survivors: Record<Team, number>;
  members: Record<Team, number>;
};

export type BoardPlayer = {
  id: string;
  name: string;
  team: Team;
  step: PracticeStep;
  isCircledUp: boolean;
  bothHolding: boolean | null;
  out: Out | null;
  walking: boolean;
  warned: boolean;
  warnings: number;
  /** This round's sit, ms after the music stopped. */
  sat: number | null;
};

export type Gm139Board = {
  status: Gm139Status;
  statusUntil: number | null;
  round: number;
  rounds: number;
  final: boolean;
  next: NextRound;
  /** The music of the round (server ms): the big screen plays it and stops it. */
  musicStartAt: number | null;
  musicStopAt: number | null;
  players: BoardPlayer[];
  /** This round's sit times, fastest first, once the sits have closed. */
  ranking: { id: string; ms: number; out: boolean }[];
  outs: { id: string; reason: OutReason }[];
  survivors: Record<Team, number>;
  members: Record<Team, number>;
};

const until = (s: Gm139State, v: ViewCtx) => (s.statusUntil === null ? null : v.serverTime(s.statusUntil));
const tutorial = (s: Gm139State) => s.rounds.length === 0 && s.status === 'tutorialMakeCircle';
const stepOf = (p: Sitter, v: ViewCtx): PracticeStep => (v.practiced(p.id) ? 'tutorialSat' : p.practice);

function tally(s: Gm139State, alive: boolean): Record<Team, number> {
  const out = { left: 0, right: 0 };
  for (const p of s.players) if (!alive || !p.out) out[p.team]++;
  return out;
}

/** A sit counts on the phone and the TV only once it is after the music stopped. */
function satMs(p: Sitter, r: Round | undefined): number | null {
  return r && p.sitT !== null ? Math.max(0, Math.round(p.sitT - r.musicStopAt)) : null;
}

/** The current round is the game's last: the last of the fixed number, or only two players in it. */
function isFinal(s: Gm139State, r: Round | undefined): boolean {
  return !!r && (r.index + 1 >= s.params.rounds || r.alive.length <= 2);
}

export function phoneOwn(s: Gm139State, playerId: string, v: ViewCtx): Gm139PhoneOwn {
  const p = s.players.find((x) => x.id === playerId);
  const r = s.rounds[s.rounds.length - 1];
  const status: Gm139Status = tutorial(s) && p ? stepOf(p, v) : s.status;
  const ms = p ? satMs(p, r) : null;
  const rank = r?.closed && p ? r.ranking.findIndex((x) => x.id === p.id) : -1;
  const outs = r?.closed ? r.outs : [];
  return {
    status,
    statusUntil: until(s, v),
    team: p?.team ?? null,
    playing: !!p,
    round: s.rounds.length - 1,
    rounds: s.params.rounds,
    final: isFinal(s, r),
    next: nextRound(s),
    isCircledUp: p?.isCircledUp ?? false,
    bothHolding: p?.bothHolding ?? null,
    tutorialDone: !!p && v.practiced(p.id),
    musicStartAt: r ? v.serverTime(r.musicStartAt) : null,
    walking: p?.walking ?? false,
    warnedUntil: p?.warning != null ? v.serverTime(p.warning + s.params.stopGraceMs) : null,
    out: p?.out ?? null,
    isSat: p?.isSat ?? [],
    sit: ms === null || !r ? null : { ms, rank: rank >= 0 ? rank + 1 : null, of: r.ranking.length },
    outs: outs.map((o) => {
      const x = s.players.find((y) => y.id === o.id)!;
      return { name: x.name, team: x.team, reason: o.reason };
    }),
    survivors: tally(s, true),
    members: tally(s, false),
  };
}

/** The tutorial's stage on the big screen: the step the slowest player is still on. */
function boardTutorialStatus(s: Gm139State, v: ViewCtx): Gm139Status {
  if (s.players.length === 0) return 'tutorialMakeCircle';
  return PRACTICE_STEPS[Math.min(...s.players.map((p) => PRACTICE_STEPS.indexOf(stepOf(p, v))))]!;
}

export function hostBoard(s: Gm139State, v: ViewCtx): Gm139Board {
  const r = s.rounds[s.rounds.length - 1];
  const outIds = new Set(r?.outs.map((o) => o.id) ?? []);
  return {
    status: tutorial(s) ? boardTutorialStatus(s, v) : s.status,
    statusUntil: until(s, v),
    round: s.rounds.length - 1,
    rounds: s.params.rounds,
    final: isFinal(s, r),
    next: nextRound(s),
    musicStartAt: r ? v.serverTime(r.musicStartAt) : null,
    musicStopAt: r ? v.serverTime(r.musicStopAt) : null,
    players: s.players.map((p) => ({
      id: p.id,
      name: p.name,
      team: p.team,
      step: stepOf(p, v),
      isCircledUp: p.isCircledUp,
      bothHolding: p.bothHolding,
      out: p.out,
      walking: p.walking,
      warned: p.warning !== null,
      warnings: p.warnings,
      sat: satMs(p, r),
    })),
    ranking: r?.closed ? r.ranking.map((x) => ({ ...x, out: outIds.has(x.id) })) : [],
    outs: r?.closed ? r.outs : [],
    survivors: tally(s, true),
    members: tally(s, false),
  };
}
