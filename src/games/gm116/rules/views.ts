import type { Team } from '../../../protocol/enums';
import type { ViewCtx } from '../../common/rules';
import type { Fault, Gm116State, Gm116Status, Grade, JumpResult, Turn } from './types';

/** The rope of the turn on screen: enough for a phone or the TV to draw it in time (`frameBase` in server ms). */
export type RopeView = { index: number; team: Team; frameBase: number; passes: readonly number[]; judged: number; cleared: number };

export type Gm116PhoneOwn = {
  /** This player's status: the waiting team sees `waitingForTurn` while the other jumps. */
  status: Gm116Status;
  statusUntil: number | null;
  team: Team | null;
  playing: boolean;
  firstTeam: Team;
  rope: RopeView | null;
  practiceHops: number;
  tutorialDone: boolean;
  jumpResults: JumpResult[];
  out: boolean;
  fault: Fault | null;
  grade: { grade: Grade; value: number } | null;
  totals: Record<Team, number>;
};

export type Gm116Board = {
  status: Gm116Status;
  statusUntil: number | null;
  firstTeam: Team;
  rope: RopeView | null;
  turns: { index: number; team: Team; cleared: number; grade: Grade | null; faulted: string[] }[];
  jumpers: { id: string; name: string; team: Team; out: boolean; fault: Fault | null; last: JumpResult | null; hops: number; tutorialDone: boolean }[];
  totals: Record<Team, number>;
  /** Practice hops each player makes in the tutorial (operator config). */
  practiceHops: number;
};

function rope(t: Turn | undefined, v: ViewCtx): RopeView | null {
  return t ? { index: t.index, team: t.team, frameBase: v.serverTime(t.frameBase), passes: t.passes, judged: t.judged, cleared: t.cleared } : null;
}

const until = (s: Gm116State, v: ViewCtx) => (s.statusUntil === null ? null : v.serverTime(s.statusUntil));

function totals(s: Gm116State): Record<Team, number> {
  const out = { left: 0, right: 0 };
  for (const t of s.turns) out[t.team] += t.cleared;
  return out;
}

export function phoneOwn(s: Gm116State, playerId: string, v: ViewCtx): Gm116PhoneOwn {
  const j = s.jumpers.find((x) => x.id === playerId);
  const turn = s.turns[s.turns.length - 1];
  const jumping = s.status === 'waitingForJumping' || s.status === 'jumping';
  const status: Gm116Status = jumping && turn && j && turn.team !== j.team ? 'waitingForTurn' : s.status;
  const mine = turn && j && turn.team === j.team;
  return {
    status,
    statusUntil: until(s, v),
    team: j?.team ?? null,
    playing: !!j,
    firstTeam: s.firstTeam,
    rope: rope(turn, v),
    practiceHops: j?.practiceHops ?? 0,
    tutorialDone: !!j && v.practiced(j.id),
    jumpResults: mine ? j.results : [],
    out: mine ? j.out : false,
    fault: mine ? j.fault : null,
    grade: j?.grades[j.grades.length - 1] ?? null,
    totals: totals(s),
  };
}

export function hostBoard(s: Gm116State, v: ViewCtx): Gm116Board {
  return {
    status: s.status,
    statusUntil: until(s, v),
    firstTeam: s.firstTeam,
    rope: rope(s.turns[s.turns.length - 1], v),
    turns: s.turns.map((t) => ({ index: t.index, team: t.team, cleared: t.cleared, grade: t.grade?.grade ?? null, faulted: t.faulted })),
    jumpers: s.jumpers.map((j) => ({
      id: j.id,
      name: j.name,
      team: j.team,
      out: j.out,
      fault: j.fault,
      last: j.results[j.results.length - 1] ?? null,
      hops: j.jumpCount,
      tutorialDone: v.practiced(j.id),
    })),
    totals: totals(s),
    practiceHops: s.params.practiceHops,
  };
}
