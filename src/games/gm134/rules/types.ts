import type { GameMode, Team } from '../../../protocol/enums';
import type { Gm134Params } from '../parameters';

/**
 * SPEC.md §4 gm134 statuses, in flow order: the dish's `movie` (the dish and its target time; in the
 * tutorial, the kitchen drill), the hidden timer running (`timerStarted`), its reveal
 * (`timerStopped`: the target, everyone's marks on the timeline) and the round's score
 * (`roundFinished`).
 */
export type Gm134Status = 'movie' | 'timerStarted' | 'timerStopped' | 'roundFinished';

/** SPEC.md §3 gm134 dishes. */
export const DISHES = ['steak', 'paella', 'pasta', 'cupNoodle'] as const;
export type Dish = (typeof DISHES)[number];

/** SPEC.md §3 gm134 steps: the five the `handling` detector finds, and `stopFire`, a tap on the knob. */
export const STEPS = ['turnOver', 'openLid', 'stopFire', 'takeOutA', 'takeOutB', 'switchOff'] as const;
export type Step = (typeof STEPS)[number];

/** Paella's stove: a gas flame (tap the knob) or a hot plate (flip the switch). */
export type Stove = 'gas' | 'plate';

/** Where a step's error falls on the timeline; `never`: the step was not done before the timer ran out. */
export type Zone = 'perfect' | 'good' | 'raw' | 'burnt' | 'never';

/** One step of a dish: what to do and when (ms from the timer's start). */
export type DishStep = { step: Step; target: number };

/**
 * One round: a dish. The movie runs from `movieAt` to `start`, when the timer starts (game ms);
 * `stoppedAt` is when the timer stopped (null while it runs).
 */
export type Round = { index: number; dish: Dish; stove: Stove | null; steps: DishStep[]; movieAt: number; start: number; stoppedAt: number | null };

export type Cook = {
  id: string;
  name: string;
  team: Team;
  /** The steps practised in the tutorial. */
  practised: boolean;
  /** Per round, per step: when this cook did it (ms from that round's timer start), or null. */
  marks: (number | null)[][];
  /** Step reports that did not count, by why (kept for the tests and the logs). */
  rejected: Partial<Record<Rejection, number>>;
};

/** Why a step report did not count. */
export type Rejection = 'unsynced' | 'notExpected' | 'early' | 'late' | 'again';

export type Gm134State = {
  mode: GameMode;
  params: Gm134Params;
  status: Gm134Status;
  /** Game time the current status ends (null in the tutorial, which the runner ends). */
  statusUntil: number | null;
  /** The dishes of this game in serving order, and paella's stove: drawn by the game's dice at init. */
  menu: Dish[];
  stove: Stove;
  /** The rounds started so far. */
  rounds: Round[];
  cooks: Cook[];
  /** Play is over: the runner moves on to the result. */
  over: boolean;
};
