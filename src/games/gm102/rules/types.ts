import type { GameMode, Team } from '../../../protocol/enums';
import type { Gm102Params } from '../parameters';

/**
 * The race's moments (the big screen's status): practice, the countdown, the watcher's back turned
 * (`run`) or facing the runners (`stay`), the final whistle (`changingStatusFinished`) and the
 * standings (`finished`, after which play is over).
 */
export type RaceStatus = 'tutorial' | 'waitingForRun' | 'run' | 'stay' | 'changingStatusFinished' | 'finished';

/**
 * A runner's own status (SPEC.md §4 gm102): `waitingForReRun` after being caught moving in a stay,
 * until a run lets them go again; `reached` once over the line; `droppedOut` when the race ended
 * before they reached it.
 */
export type RunnerStatus = 'waitingForRun' | 'run' | 'stay' | 'waitingForReRun' | 'reached';

/** What a phone shows: its runner's status in the race, the race's own in the other moments. */
export type Gm102Status = 'tutorial' | 'waitingForRun' | 'run' | 'stay' | 'waitingForReRun' | 'reached' | 'droppedOut' | 'changingStatusFinished';

/** Where the watcher looks: away (run), round at the runners (stay), or a fake half-turn. */
export type Pose = 'away' | 'peek' | 'facing';

export type Tally = { run: number; total: number; steps: number };

/** A run of the watcher's: its index and game times (`until` null while it runs). */
export type RunSpan = { run: number; from: number; until: number | null };

export type Runner = {
  id: string;
  name: string;
  team: Team;
  status: RunnerStatus;
  /** Course steps from the start (SPEC.md §3 `progress`), 2 decimals. */
  progress: number;
  /** Caught moving in a stay: sent back (SPEC.md §3 `out`); in T2 kept in place, sitting out a run. */
  out: boolean;
  /** T2: the run after being caught has been sat out; the next stay lets the runner go again. */
  satOut: boolean;
  reached: boolean;
  /** Game time (ms) the runner crossed the line, and their place (1 = first). */
  reachedAt: number | null;
  place: number | null;
  /**
   * The runs this runner ran, the last two at most (a phone's last reports of a run may come in
   * after the next began: its step finder confirms steps late): each run's total taken so far and
   * the running steps heard of in it (a report may not claim more than they carry).
   */
  tallies: Tally[];
  /** Caught after this run (index): no report about it or an earlier one counts any more. */
  caughtAfter: number;
  /** The cheat check fired: no progress is earned until this game time. */
  cheatUntil: number | null;
  cheats: number;
  /** Times caught, and the game time of the last catch (the big screen slides the runner back). */
  caught: number;
  caughtAt: number | null;
  /** Practice steps in the tutorial, and running steps in the race (the big screen's liveliness). */
  practiceSteps: number;
  steps: number;
  /** Progress over the race (SPEC.md §3 `savedGraph`): [seconds since the first run, progress]. */
  graph: [number, number][];
};

export type Gm102State = {
  mode: GameMode;
  params: Gm102Params;
  status: RaceStatus;
  /** Game time (ms) the current moment began and ends (null: until something else ends it). */
  statusFrom: number;
  statusUntil: number | null;
  /** Game time the race ends (set when the first run starts). */
  raceStart: number | null;
  raceEnd: number | null;
  /** Runs started so far; the current (or last) run is `runs - 1`. */
  runs: number;
  /** The last two runs, for late reports. */
  spans: RunSpan[];
  pose: Pose;
  /** Fake half-turns of the current run: [start, end] game times, in order; `feintsDone` have ended. */
  feints: [number, number][];
  feintsDone: number;
  /** Who was caught in the current (or last) stay, in order. */
  caughtNow: string[];
  runners: Runner[];
  /** The standings have been shown: play is over. */
  over: boolean;
};
