import type { GameMode, Team } from '../../../protocol/enums';
import type { Gm113Params } from '../parameters';

/**
 * SPEC.md §4 gm113 statuses, in flow order: `waitingForSwinging` (practice in the tutorial, then
 * the moment before each call where the TV announces its pattern), `call` (the beat), `makeFriends`
 * (the call's visitors join the crowds), and after the last call `swingingFinished`.
 */
export type Gm113Status = 'waitingForSwinging' | 'call' | 'makeFriends' | 'swingingFinished';

/** The beat patterns a call can ask for (GAMES.md: overhead arc, side to side, pumps). */
export type Pattern = 'arc' | 'side' | 'pump';
export const PATTERNS: readonly Pattern[] = ['arc', 'side', 'pump'];

/** SPEC.md §3 gm113 `holding`: how many hands hold the phone (thumbs on its grip pads). */
export type Holding = 'none' | 'either' | 'both';
export const HOLDINGS: readonly Holding[] = ['none', 'either', 'both'];

/** Why a swing did not count (kept per player: the TV's hints and the tests). */
export type Rejection = 'malformed' | 'unsynced' | 'posture' | 'grip' | 'outside' | 'offBeat' | 'wrongMove' | 'again';

/**
 * One call, on the game clock: the status starts at `start`, the first beat is at `firstBeat` (the
 * count-in is `firstInterval`), beat k at firstBeat + k·interval for k < beats; the call ends at
 * `end`, half a beat after its last. `hits` counts, per team and beat, the players who hit it.
 */
export type Call = {
  index: number;
  pattern: Pattern;
  start: number;
  firstBeat: number;
  interval: number;
  beats: number;
  end: number;
  hits: Record<Team, number[]>;
  /** Visitors each team landed with this call's swings. */
  visitors: Record<Team, number>;
};

/** A change of grip as the phone reported it, stamped on arrival (game ms). */
export type GripChange = { at: number; holding: Holding };

/** A span (game ms, the phone's own stamps) in which the phone was not upright; `to` null while it lasts. */
export type Tilt = { from: number; to: number | null };

export type Swinger = {
  id: string;
  name: string;
  team: Team;
  /** The grip now, as the phone last said, and its recent changes (oldest first). */
  holding: Holding;
  grips: GripChange[];
  /** Upright now, as the detector last said (null: not said yet), and recent spans when it was not. */
  upright: boolean | null;
  tilts: Tilt[];
  /** Practice swings counted. */
  practice: number;
  /** Beats hit in each call (per call index). */
  hits: number[];
  /** The last beat this player hit: the TV flashes their face on it. */
  lastHit: { call: number; beat: number } | null;
  /** Swings counted on that beat (at most `swingIntervals`). */
  lastHitCount: number;
  /** The last swing judged in play, for the phone's feedback: how far from its beat (ms) or why it did not count. */
  lastSwing: { call: number; beat: number | null; deltaMs: number | null; rejected: Rejection | null } | null;
  rejected: Partial<Record<Rejection, number>>;
};

/** A team's beam: `units` of beamSwings × members fill it (integers: a hit adds 2h + 1 when h mates already hit its beat). */
export type Beam = { units: number; visitors: number; members: number };

export type Gm113State = {
  mode: GameMode;
  params: Gm113Params;
  status: Gm113Status;
  /** Game time the current status ends (null in the tutorial, which the runner ends). */
  statusUntil: number | null;
  /** The patterns of the game's calls, drawn when play starts. */
  patterns: Pattern[];
  calls: Call[];
  swingers: Swinger[];
  beams: Record<Team, Beam>;
  /** Play is over: the runner moves on to the result. */
  over: boolean;
};
