import type { GameMode, Team } from '../../../protocol/enums';
import type { Gm116Params } from '../parameters';

/** SPEC.md gm116 statuses; `finished` closes play. */
export type Gm116Status = 'tutorialJumping' | 'decidingTurn' | 'waitingForJumping' | 'jumping' | 'turnResult' | 'waitingForTurn' | 'finished';

export type JumpType = 'out' | 'barely' | 'safe';
export type JumpResult = { type: JumpType; saturatedTiming: number };
export type Grade = 'S' | 'A' | 'B' | 'C' | 'D';
/** SPEC.md result.fault: the phone that missed, several that missed together, or someone else. */
export type Fault = 'YOU' | 'YOU_AND_OTHERS' | 'OTHERS';

/** A flight on the game clock. */
export type Flight = { takeoff: number; landing: number };

export type Jumper = {
  id: string;
  name: string;
  team: Team;
  practiceHops: number;
  /** Recent flights (game ms), newest last; enough to cover the passes still to judge. */
  flights: Flight[];
  /** This turn's results, one per judged pass while in. */
  results: JumpResult[];
  out: boolean;
  fault: Fault | null;
  /** Jumps the phone counted (heartbeats), for the big screen's activity. */
  jumpCount: number;
  /** Grade of each of the team's turns this player took part in. */
  grades: { grade: Grade; value: number }[];
  /** Passes survived over the game (elimination scoring). */
  survived: number;
};

export type Turn = {
  index: number;
  team: Team;
  /** Game time (ms) of frame 0 of this turn's rope. */
  frameBase: number;
  /** Frames (1/60 s from frameBase) at which the rope passes under the jumpers. */
  passes: number[];
  judged: number;
  /** Passes the whole team cleared. */
  cleared: number;
  faulted: string[];
  grade: { grade: Grade; value: number } | null;
};

export type Gm116State = {
  mode: GameMode;
  params: Gm116Params;
  status: Gm116Status;
  statusUntil: number | null;
  firstTeam: Team;
  order: Team[];
  turns: Turn[];
  jumpers: Jumper[];
};

export const GRADE_ORDER: readonly Grade[] = ['S', 'A', 'B', 'C', 'D'];
