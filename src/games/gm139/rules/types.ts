import type { GameMode, Team } from '../../../protocol/enums';
import type { Gm139Params } from '../parameters';

/** SPEC.md §4 gm139 statuses, in flow order. */
export type Gm139Status =
  | 'tutorialMakeCircle'
  | 'tutorialWalking'
  | 'pendingTutorialSit'
  | 'tutorialSat'
  | 'roundWalking'
  | 'pendingRoundSit'
  | 'roundSat'
  | 'roundFinished'
  | 'roundCheering'
  | 'roundCheeringFinished';

/** A player's own step through the practice (the phone's status during the tutorial). */
export type PracticeStep = 'tutorialMakeCircle' | 'tutorialWalking' | 'pendingTutorialSit' | 'tutorialSat';
export const PRACTICE_STEPS: readonly PracticeStep[] = ['tutorialMakeCircle', 'tutorialWalking', 'pendingTutorialSit', 'tutorialSat'];

/**
 * Why a player is out: among the last to sit; no sit in the window (a player who sat before the
 * music stopped and stayed seated has none); stopped walking while the music played and did not
 * walk on.
 */
export type OutReason = 'slowest' | 'noSit' | 'stopped';

export type Out = { round: number; reason: OutReason };

export type Sitter = {
  id: string;
  name: string;
  team: Team;
  /** SPEC.md §3 isCircledUp: the player said they stand in the circle. */
  isCircledUp: boolean;
  /** SPEC.md §3 bothHolding: the phone is carried in both hands (else in a pocket); null until said. */
  bothHolding: boolean | null;
  practice: PracticeStep;
  /** When the player circled up (game time). */
  circledUpAt: number | null;
  out: Out | null;
  /** SPEC.md §3 isSat per round: sat in time in each round played. */
  isSat: boolean[];
  /** This round: walking now (the detector's last word), walked at all while it could. */
  walking: boolean;
  walked: boolean;
  /** A stop during the music (game time of the `stop`): warned, out unless walking again in time. */
  warning: number | null;
  warnings: number;
  /** This round's sit, on the game clock (the landing on the seat). */
  sitT: number | null;
};

export type Round = {
  index: number;
  /** Game times: the round's lead-in begins, the music starts, the music stops. */
  startAt: number;
  musicStartAt: number;
  musicStopAt: number;
  /** Who was in when the round began. */
  alive: string[];
  closed: boolean;
  /** Sit times (ms after the music stopped), fastest first; filled when the sits close. */
  ranking: { id: string; ms: number }[];
  outs: { id: string; reason: OutReason }[];
};

export type Gm139State = {
  mode: GameMode;
  params: Gm139Params;
  status: Gm139Status;
  statusUntil: number | null;
  players: Sitter[];
  rounds: Round[];
  /** Play is over (the last round's cheer has finished, or one player or fewer is left). */
  done: boolean;
};
