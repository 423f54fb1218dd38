/**
 * Kitchen timer's thresholds (SPEC.md §9, read by the shared `handling` detector) and our own
 * tuning, as the defaults an operator's config overrides (`games.gm134`). Every leaf is a number.
 */
export const GM134_PARAMETERS = {
  // SPEC.md §9 device handling, for the detector (detectors/handling.ts says how each is read).
  turnOver: { angularSpeed: 0.8, diff: 0.1, rotation: 180 },
  openLid: { angularSpeed: 0.8, diff: 0.16, rotation: 90 },
  takeOutA: { acceleration: 0.8, diff: 0.05, sum: 20 },
  takeOutB: { acceleration: 0.8, diff: 0.05, sum: 20 },
  switchOff: { angularSpeedX: 1, angularSpeedY: 1, diff: 0.1, rotation: 120 },
  // Ours, not SPEC.md's (GAMES.md: "each round is a dish … a target time shown only at first, then
  // hidden … each player's timing error on a timeline with raw and burnt zones; team score = mean
  // absolute error (lower wins); the last dish has two steps").
  /**
   * Where each one-step dish is served (1 first; 0 leaves it out). Pasta, the two-step dish, always
   * closes the meal: spaghetti out first (`takeOutA`), penne later (`takeOutB`).
   */
  menu: { steak: 1, cupNoodle: 2, paella: 3 },
  /** 1: the game's dice shuffle the one-step dishes; 0: they come in the menu's order. */
  shuffle: 1,
  /** Paella's stove: the share of games on a gas flame (tap the knob: `stopFire`); the rest on a hot plate (`switchOff`). */
  gasShare: 0.5,
  /** A step's target (ms from the timer's start), drawn in whole seconds between these. */
  targetMs: { min: 5000, max: 9000 },
  /** Pasta's second step: its target this long after the first's (whole seconds). */
  secondStepMs: { min: 3000, max: 5000 },
  /** Within this (ms) of the target is perfect, within `okMs` just right; sooner is raw, later burnt. */
  perfectMs: 300,
  okMs: 1000,
  /** The timer runs on this long past the last target: a step later than that is never done (burnt). */
  lateLimitMs: 4000,
  /** A step's report may arrive this long after it (the detector waits for the phone to rest; the network). */
  latencyMs: 1500,
  /** One step's error counts at most this (ms); a step never done counts this much. */
  maxErrorMs: 5000,
  /** How long the dish's movie, the stopped timer's reveal and the round's result last (ms). */
  momentsMs: { movie: 5000, timerStopped: 4000, roundFinished: 4000 },
};

export type Gm134Params = typeof GM134_PARAMETERS;
