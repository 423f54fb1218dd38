/**
 * Shuriken's defaults, which an operator's config (`games.gm112`) overrides. SPEC.md §9 names no
 * threshold for gm112; GAMES.md gives the numbers ("votes its swordsman (10 s)", "3 each", "flight
 * window (0.8–1.2 s)", "timeup (30 s)", "2 turns each"); the rest is our tuning.
 */
export const GM112_PARAMETERS = {
  /** Turns each team throws in (teams swap after each turn). */
  turnsPerTeam: 2,
  /** Stars each thrower has per turn. */
  shurikenPerThrower: 3,
  /** Flicks a player makes in the practice (`tutorialShuriken`) before it counts as done. */
  practiceThrows: 1,
  /** How long each status lasts (ms) unless the game ends it sooner. */
  momentsMs: {
    /** The defending team votes its swordsman; ends early once all of it voted. */
    voting: 10_000,
    votingFinished: 3500,
    turnStarted: 4000,
    /** The swordsman practises a cut to each side; ends early once both are done or they are ready. */
    tutorialSwordsman: 15_000,
    /** The count-in before stars may fly. */
    waitingForThrowing: 3000,
    /** The throwing time of a turn: `timeup` when it runs out with stars unthrown. */
    throwing: 30_000,
    turnResult: 6000,
  },
  /** A star's flight from the flick to the swordsman (ms), drawn per star with the game's dice. */
  flightMs: { min: 800, max: 1200 },
  /**
   * The window in which a cut toward the star's side blocks it is the end of its flight: the whole
   * flight at first. Each random cut (toward a side no star is flying from) shortens the windows of
   * the stars thrown after it by `wildSwingPenaltyMs`, down to `minWindowMs`.
   */
  wildSwingPenaltyMs: 120,
  minWindowMs: 350,
  /**
   * A cut back the other way within this long (ms) after a cut is the sword coming back, never a
   * random cut (it still blocks a star from that side).
   */
  returnGraceMs: 700,
  /** A star is judged this long (ms) after it reaches the swordsman: late cuts still arrive then. */
  judgeGraceMs: 700,
  /**
   * A flick is timed on the thrower's synced clock; one stamped more than this (ms) before its
   * arrival, or in the future, is stamped on arrival instead (a phone whose clock is not synced).
   */
  maxThrowAgeMs: 600,
  /**
   * The swordsman's cut: the shared `swing` detector's thresholds (SPEC.md §9's gm113 names and
   * reading, README "How SPEC.md §9's parameters are read"), held here so gm112's swordsman can be
   * tuned apart from gm113's signal. A side cut turns the upright phone in its screen plane (about
   * device z): the top toward the swordsman's left is a left cut.
   */
  swing: {
    gyroExceptThreshold: 1,
    gyroSumTimingThreshold: 40,
    accExceptThreshold: 0.4,
    accSumTimingThreshold: 0.1,
    verticalPostureThreshold: 0.5,
    additionalAnalyzeNumber: 3,
  },
};

export type Gm112Params = typeof GM112_PARAMETERS;
