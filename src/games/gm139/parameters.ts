/**
 * Musical chairs' thresholds (SPEC.md §9, read by the `walkSit` detector) and our own tuning, as the
 * defaults an operator's config overrides (`games.gm139`). Every leaf is a number.
 */
export const GM139_PARAMETERS = {
  // SPEC.md §9, for the detector (detectors/walkSit.ts says how each is read).
  moveDownAccY: -0.4,
  stopAccLen: 0.3,
  stopTime: 500,
  // Ours, not SPEC.md's (GAMES.md: "walk while music plays (5–15 s) … the last ~10 % to sit are out
  // … rounds repeat until a final; survivors per head after a fixed number of rounds").
  rounds: 3,
  /** Share of the players still in who are out each round (at least one while two or more are in). */
  outShare: 0.1,
  /** How long the music plays each round: drawn between these with the game's dice. */
  musicMs: { min: 5000, max: 15000 },
  /**
   * Walking while the music plays: after a `stop` (stamped by the detector 1.5 s after the last
   * step), a player who walks again within this long is only warned; one who does not is out.
   */
  stopGraceMs: 3000,
  /** How long after a moment a phone's event about it may still arrive (detection plus network). */
  latencyMs: {
    /** A resumed walk is confirmed a couple of steps after its first one. */
    walk: 2500,
    /** A sit is confirmed `stopTime` after the stillness begins. */
    sit: 1500,
  },
  /** How long after the music stops a sit still counts. */
  sitWindowMs: 6000,
  /**
   * Practice: a sit this long after circling up finishes it even if the phone did not feel the walk
   * (a short walk can be too few steps); a sooner one is the phone settling into a pocket.
   */
  practiceSitAfterMs: 3000,
  /** How long each moment between the rounds lasts. */
  momentsMs: { tutorialSat: 3000, leadIn: 3000, roundSat: 5000, roundFinished: 4000, roundCheering: 4000, roundCheeringFinished: 3000 },
};

export type Gm139Params = typeof GM139_PARAMETERS;
