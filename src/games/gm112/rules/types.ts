import type { GameMode, Team } from '../../../protocol/enums';
import type { Gm112Params } from '../parameters';

/**
 * SPEC.md §4 gm112 statuses, in flow order: the practice flick (`tutorialShuriken`, the runner's
 * tutorial), then per turn the defending team's vote, its result, the turn's call, the swordsman's
 * practice cuts, the count-in, the throwing, the last stars in the air, the turn's result. A thrower
 * whose stars are all thrown sees `outOfShuriken` while the others still throw.
 */
export type Gm112Status =
  'tutorialShuriken' | 'voting' | 'votingFinished' | 'turnStarted' | 'tutorialSwordsman' | 'waitingForThrowing' | 'throwing' | 'outOfShuriken' | 'turnResult';

/** SPEC.md §3 hand side: where a thrower stands, seen from the swordsman (their left or right hand). */
export type HandSide = 'left' | 'right';
/** SPEC.md §3 turn result. */
export type TurnResult = 'defended' | 'hit' | 'timeup';
/** SPEC.md §3 result kinds, per thrower and turn. */
export type ThrowerResult = 'defended' | 'hit' | 'hitAndDefended' | 'effort';

export type Player = {
  id: string;
  name: string;
  team: Team;
  /** Practice flicks made. */
  practice: number;
};

/** One star: thrown at `at` (game ms, the thrower's synced clock), reaching the swordsman at `at + flight`. */
export type Star = {
  id: number;
  thrower: string;
  side: HandSide;
  at: number;
  flight: number;
  /** Its block window's length (ms), the end of the flight; fixed when the star is judged. */
  window: number | null;
  result: 'hit' | 'blocked' | null;
};

/** A cut the swordsman's phone reported: `side` null when it was not a side cut (an overhead chop). */
export type Cut = { t: number; side: HandSide | null };

export type Turn = {
  index: number;
  attacking: Team;
  defending: Team;
  /** Votes of the defending team: voter → candidate. */
  votes: Record<string, string>;
  swordsman: string | null;
  /** Throwers' sides (every attacker gets one at the turn's start; they may change it until their first throw). */
  sides: Record<string, HandSide>;
  /** The swordsman's practice cuts. */
  practiced: Record<HandSide, boolean>;
  /** When throwing opened and closes (game ms). */
  throwFrom: number | null;
  throwUntil: number | null;
  stars: Star[];
  cuts: Cut[];
  /** Throwing closed because its time ran out with stars still unthrown. */
  timeUp: boolean;
  result: TurnResult | null;
};

export type Gm112State = {
  mode: GameMode;
  params: Gm112Params;
  status: Gm112Status;
  /** Game time the current status ends by itself (null: when the last star is judged, or the runner's tutorial). */
  statusUntil: number | null;
  players: Player[];
  /** Which team throws in each turn, drawn at the start: the first thrower by the game's coin. */
  order: Team[];
  turns: Turn[];
  nextStarId: number;
  over: boolean;
};
