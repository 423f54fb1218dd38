import type { Team } from '../../../protocol/enums';
import { FRAME_MS } from '../../../protocol/parameters';
import type { ViewCtx } from '../../common/rules';
import { currentRound, inTutorial, nextStep, practiceStep } from './state';
import { errorOf, zoneOf } from './judge';
import { meanError, teamErrors } from './score';
import type { Cook, Dish, Gm134State, Gm134Status, Round, Step, Stove, Zone } from './types';

/** One step of this round on a phone: its target (ms from the timer's start), when this player did it, and (once the timer stopped) the error and its zone. */
export type StepView = { step: Step; target: number; mark: number | null; error: number | null; zone: Zone | null };

/** The timeline's zones (ms): perfect and just right around the target, raw before, burnt after; where it ends. */
export type Zones = { perfectMs: number; okMs: number; lateLimitMs: number; maxErrorMs: number };

/** Team mean absolute errors in seconds (lower wins): of this round once its timer stopped, and of the game so far. */
export type Standings = { round: Record<Team, number> | null; total: Record<Team, number> | null };

export type Gm134PhoneOwn = {
  status: Gm134Status;
  statusUntil: number | null;
  team: Team | null;
  playing: boolean;
  /** In the tutorial: the step to practise (the first dish's), and whether this player has. */
  practice: Step | null;
  tutorialDone: boolean;
  /** This round (-1 in the tutorial) of how many, its dish (the first dish in the tutorial), paella's stove, the dish after it. */
  round: number;
  rounds: number;
  dish: Dish | null;
  stove: Stove | null;
  next: Dish | null;
  steps: StepView[];
  /** SPEC.md §3 gm134 `startFrame`: the timer's start, in server time (ms, and frames of 1/60 s); null in the tutorial. */
  startAt: number | null;
  startFrame: number | null;
  zones: Zones;
  standings: Standings;
  /** This player's mean absolute error (ms) over the rounds judged so far, and place by it (ties share). */
  meanError: number | null;
  place: number;
  of: number;
};

export type BoardCook = {
  id: string;
  name: string;
  team: Team;
  practised: boolean;
  /** Steps done this round (shown as a tick while the timer runs, without the time). */
  done: number;
  /** This round's signed errors per step (ms; null: never done), once the timer stopped; null before. */
  errors: (number | null)[] | null;
  /** Mean absolute error (ms) over the rounds judged so far. */
  mean: number | null;
};

export type Gm134Board = {
  status: Gm134Status;
  statusUntil: number | null;
  round: number;
  rounds: number;
  menu: Dish[];
  dish: Dish | null;
  stove: Stove | null;
  practice: Step | null;
  steps: { step: Step; target: number }[];
  startAt: number | null;
  zones: Zones;
  cooks: BoardCook[];
  standings: Standings;
  members: Record<Team, number>;
};

const until = (s: Gm134State, v: ViewCtx) => (s.statusUntil === null ? null : v.serverTime(s.statusUntil));

function zones(s: Gm134State): Zones {
  const p = s.params;
  return { perfectMs: p.perfectMs, okMs: p.okMs, lateLimitMs: p.lateLimitMs, maxErrorMs: p.maxErrorMs };
}

function standings(s: Gm134State): Standings {
  const r = currentRound(s);
  const judged = s.rounds.some((x) => x.stoppedAt !== null);
  return { round: r && r.stoppedAt !== null ? teamErrors(s, [r]) : null, total: judged ? teamErrors(s) : null };
}

function shown(s: Gm134State): { r: Round | undefined; dish: Dish | null; stove: Stove | null } {
  const r = currentRound(s);
  if (r) return { r, dish: r.dish, stove: r.stove };
  const dish = s.menu[0] ?? null;
  return { r, dish, stove: dish === 'paella' ? s.stove : null };
}

function marksOf(c: Cook | undefined, r: Round): (number | null)[] {
  return c?.marks[r.index] ?? r.steps.map(() => null);
}

export function phoneOwn(s: Gm134State, playerId: string, v: ViewCtx): Gm134PhoneOwn {
  const c = s.cooks.find((x) => x.id === playerId);
  const { r, dish, stove } = shown(s);
  const revealed = !!r && r.stoppedAt !== null;
  const marks = r ? marksOf(c, r) : [];
  const mine = c ? meanError(s, c) : null;
  const startAt = r ? v.serverTime(r.start) : null;
  return {
    status: s.status,
    statusUntil: until(s, v),
    team: c?.team ?? null,
    playing: !!c,
    practice: inTutorial(s) ? practiceStep(s) : null,
    tutorialDone: !!c && v.practiced(c.id),
    round: r ? r.index : -1,
    rounds: s.menu.length,
    dish,
    stove,
    next: r ? (s.menu[r.index + 1] ?? null) : null,
    steps: r
      ? r.steps.map((st, k) => {
          const error = revealed ? errorOf(marks[k] ?? null, st.target) : null;
          return { step: st.step, target: st.target, mark: marks[k] ?? null, error, zone: revealed ? zoneOf(error, s.params) : null };
        })
      : [],
    startAt,
    startFrame: startAt === null ? null : Math.round(startAt / FRAME_MS),
    zones: zones(s),
    standings: standings(s),
    meanError: mine,
    place: mine === null ? 1 : 1 + s.cooks.filter((x) => (meanError(s, x) ?? Infinity) < mine).length,
    of: s.cooks.length,
  };
}

export function hostBoard(s: Gm134State, v: ViewCtx): Gm134Board {
  const { r, dish, stove } = shown(s);
  const revealed = !!r && r.stoppedAt !== null;
  return {
    status: s.status,
    statusUntil: until(s, v),
    round: r ? r.index : -1,
    rounds: s.menu.length,
    menu: [...s.menu],
    dish,
    stove,
    practice: inTutorial(s) ? practiceStep(s) : null,
    steps: r ? r.steps.map((st) => ({ step: st.step, target: st.target })) : [],
    startAt: r ? v.serverTime(r.start) : null,
    zones: zones(s),
    cooks: s.cooks.map((c) => ({
      id: c.id,
      name: c.name,
      team: c.team,
      practised: v.practiced(c.id),
      done: r ? nextStep(c, r) : 0,
      errors: revealed ? r.steps.map((st, k) => errorOf(marksOf(c, r)[k] ?? null, st.target)) : null,
      mean: meanError(s, c),
    })),
    standings: standings(s),
    members: { left: s.cooks.filter((c) => c.team === 'left').length, right: s.cooks.filter((c) => c.team === 'right').length },
  };
}
