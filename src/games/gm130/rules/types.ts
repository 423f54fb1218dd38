import type { GameMode, Team } from '../../../protocol/enums';
import type { Gm130Params } from '../parameters';

/** SPEC.md §4 gm130 statuses, in flow order: practice, the first half, its break and result, the second half, the end. */
export type Gm130Status = 'tutorialSquatting' | 'squatting' | 'break' | 'halfResult' | 'squattingFinished';

/** Why a squat did not count (kept per player for the tests and the big screen's "no hands!" hint). */
export type Rejection = 'malformed' | 'unsynced' | 'length' | 'depth' | 'overlap' | 'notHolding' | 'outside';

/**
 * One half of play, on the game clock: the status starts at `start`, the beat's first bottom is at
 * `firstBeat` (the count-in is `firstInterval`), squats whose bottom falls in
 * [`firstBeat` − beat tolerance, `end`] count for it.
 */
export type Half = { index: 0 | 1; start: number; firstBeat: number; end: number; interval: number };

/** A span (game ms) in which the phone did not have both thumbs on its pads; `to` null while it lasts. */
export type Release = { from: number; to: number | null };

export type Squatter = {
  id: string;
  name: string;
  team: Team;
  /** Squats counted in the tutorial. */
  practice: number;
  /** Both thumbs on the pads now, as the phone last said. */
  holding: boolean;
  /** Recent spans without both thumbs down, oldest first (a few kept: enough to judge squats still arriving). */
  releases: Release[];
  /** Squats counted in each half, and how many of them landed on the beat. */
  counts: [number, number];
  onBeat: [number, number];
  /** End (game ms) of the last squat counted: the next must start after it. */
  lastUp: number | null;
  /** Squats that did not count, by reason. */
  rejected: Partial<Record<Rejection, number>>;
};

export type Gm130State = {
  mode: GameMode;
  params: Gm130Params;
  status: Gm130Status;
  /** Game time the current status ends (null in the tutorial, which the runner ends). */
  statusUntil: number | null;
  /** The halves started so far. */
  halves: Half[];
  squatters: Squatter[];
  /** Play is over: the runner moves on to the result. */
  over: boolean;
};
