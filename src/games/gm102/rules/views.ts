import type { GameMode, Team } from '../../../protocol/enums';
import type { ViewCtx } from '../../common/rules';
import { distanceOf, teamShares } from './score';
import type { Gm102State, Gm102Status, Pose, RaceStatus, Runner } from './types';

type TeamShare = { runners: number; reached: number };

/** A run this runner ran: server times (`until` null while it runs), and the total taken so far. */
export type RunReport = { run: number; from: number; until: number | null; total: number };

/** Times are server epoch ms (`v.serverTime`): phones and the TV draw against their synced clocks. */
export type Gm102PhoneOwn = {
  status: Gm102Status;
  /** When this moment of the race began and ends. */
  statusFrom: number;
  statusUntil: number | null;
  raceEnd: number | null;
  mode: GameMode;
  team: Team | null;
  playing: boolean;
  /** SPEC.md §3 gm102: the course's length and this runner's progress on it (course steps). */
  distance: number;
  progress: number;
  out: boolean;
  reached: boolean;
  place: number | null;
  /** Frames of grace at the start of a stay. */
  invincibleFrame: number;
  /** The watcher's runs so far (the last is on now, or was last). */
  run: number;
  /**
   * The runs this phone may still report about (its last two), with their times and the total the
   * server took of each: a phone goes on from there after a reload.
   */
  runs: RunReport[];
  pose: Pose;
  practiceSteps: number;
  tutorialStepCount: number;
  tutorialDone: boolean;
  caught: number;
  caughtAt: number | null;
  cheatUntil: number | null;
  /** Progress over the race, [seconds, progress], once it is over (SPEC.md §3 `savedGraph`). */
  savedGraph: [number, number][] | null;
  teams: Record<Team, TeamShare>;
};

export type Gm102BoardRunner = {
  id: string;
  name: string;
  team: Team;
  status: Runner['status'];
  progress: number;
  out: boolean;
  reached: boolean;
  place: number | null;
  caughtAt: number | null;
  practiceSteps: number;
  tutorialDone: boolean;
  steps: number;
};

export type Gm102Board = {
  status: RaceStatus;
  statusFrom: number;
  statusUntil: number | null;
  raceEnd: number | null;
  mode: GameMode;
  pose: Pose;
  distance: number;
  invincibleFrame: number;
  tutorialStepCount: number;
  runners: Gm102BoardRunner[];
  /** Caught in the current (or last) stay, in order. */
  caughtNow: string[];
  teams: Record<Team, TeamShare & { share: number; meanProgress: number }>;
};

const at = (t: number | null, v: ViewCtx) => (t === null ? null : v.serverTime(t));

/** This phone's status: the race's moment, or in a run or stay the runner's own; at the end, reached or dropped out. */
function statusFor(s: Gm102State, r: Runner | undefined): Gm102Status {
  switch (s.status) {
    case 'tutorial':
    case 'waitingForRun':
    case 'changingStatusFinished':
      return s.status;
    case 'finished':
      return r?.reached ? 'reached' : 'droppedOut';
    case 'run':
    case 'stay':
      if (!r) return s.status;
      return r.status === 'waitingForRun' ? s.status : r.status;
  }
}

function shares(s: Gm102State): Record<Team, TeamShare> {
  const t = teamShares(s);
  return { left: { runners: t.left.runners, reached: t.left.reached }, right: { runners: t.right.runners, reached: t.right.reached } };
}

function reports(s: Gm102State, r: Runner | undefined, v: ViewCtx): RunReport[] {
  if (!r || r.out || r.reached) return [];
  const out: RunReport[] = [];
  for (const t of r.tallies) {
    const span = s.spans.find((x) => x.run === t.run);
    if (span && t.run > r.caughtAfter) out.push({ run: t.run, from: v.serverTime(span.from), until: at(span.until, v), total: t.total });
  }
  return out;
}

export function phoneOwn(s: Gm102State, playerId: string, v: ViewCtx): Gm102PhoneOwn {
  const r = s.runners.find((x) => x.id === playerId);
  const over = s.status === 'changingStatusFinished' || s.status === 'finished';
  return {
    status: statusFor(s, r),
    statusFrom: v.serverTime(s.statusFrom),
    statusUntil: at(s.statusUntil, v),
    raceEnd: at(s.raceEnd, v),
    mode: s.mode,
    team: r?.team ?? null,
    playing: !!r,
    distance: distanceOf(s.params),
    progress: r?.progress ?? 0,
    out: r?.out ?? false,
    reached: r?.reached ?? false,
    place: r?.place ?? null,
    invincibleFrame: s.params.invincibleFrame,
    run: s.runs - 1,
    runs: reports(s, r, v),
    pose: s.pose,
    practiceSteps: r?.practiceSteps ?? 0,
    tutorialStepCount: s.params.tutorialStepCount,
    tutorialDone: !!r && v.practiced(r.id),
    caught: r?.caught ?? 0,
    caughtAt: at(r?.caughtAt ?? null, v),
    cheatUntil: at(r?.cheatUntil ?? null, v),
    savedGraph: over && r ? r.graph : null,
    teams: shares(s),
  };
}

export function hostBoard(s: Gm102State, v: ViewCtx): Gm102Board {
  return {
    status: s.status,
    statusFrom: v.serverTime(s.statusFrom),
    statusUntil: at(s.statusUntil, v),
    raceEnd: at(s.raceEnd, v),
    mode: s.mode,
    pose: s.pose,
    distance: distanceOf(s.params),
    invincibleFrame: s.params.invincibleFrame,
    tutorialStepCount: s.params.tutorialStepCount,
    runners: s.runners.map((r) => ({
      id: r.id,
      name: r.name,
      team: r.team,
      status: r.status,
      progress: r.progress,
      out: r.out,
      reached: r.reached,
      place: r.place,
      caughtAt: at(r.caughtAt, v),
      practiceSteps: r.practiceSteps,
      tutorialDone: v.practiced(r.id),
      steps: r.steps,
    })),
    caughtNow: s.caughtNow,
    teams: teamShares(s),
  };
}
