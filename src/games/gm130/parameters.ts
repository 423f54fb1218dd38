/**
 * Squat's thresholds (SPEC.md §9) and our own tuning, as the defaults an operator's config overrides.
 * The `squat` detector (detectors/squat.ts) reads the first two; the rules the rest.
 */
export const GM130_PARAMETERS = {
  /** Posture: gravity's share along device y must be at least this (the phone held upright); README "How SPEC.md §9's parameters are read". */
  accExceptThreshold: 0.6,
  /** The summed vertical acceleration (speed) crossing this after a descent is the squat's bottom. */
  accSumTimingThreshold: 0,
  // Ours, not SPEC.md's (GAMES.md: "2 practice squats; 20 s of squats in time with a beat … a 10 s
  // break with the half result; 20 s faster").
  practiceSquats: 2,
  /** SPEC.md §3 `firstInterval`: the count-in (ms) from a half's start to its first beat. */
  firstInterval: 3000,
  /** SPEC.md §3 `interval`: the beat (ms from one squat's bottom to the next) of each half; the second is faster. */
  interval: { first: 2400, second: 1800 },
  /** How long each half counts squats (ms), from its first beat. */
  halfMs: 20_000,
  /** After a half: `break` (late squats still arrive, their rise finishing) then `halfResult`; 10 s together. */
  breakMs: 3000,
  halfResultMs: 7000,
  /** `squattingFinished` (ms) before the result: the last squats arrive and the TV shows the final count. */
  finishedMs: 4000,
  /**
   * A squat's plausible length (SPEC.md §3 `maxFramesSize`), from the start of its descent to the
   * end of its rise, in frames of 1/60 s: 0.8–5 s. Shorter is a bob or a shake; longer is not one
   * squat.
   */
  minFramesSize: 48,
  maxFramesSize: 300,
  /** The chest must go down at least this far (m): a knee bend is not a squat. */
  minDepthM: 0.15,
  /**
   * `bothHolding`: a squat counts only if both thumbs stayed on their pads from its descent to its
   * rise; a release reported within this much (ms) of either end is forgiven (the report travels
   * by a different path than the squat's own times).
   */
  holdGraceMs: 300,
  /**
   * A change of thumbs is timed on the phone's synced clock, like the squats it is judged against
   * (a report that waited in a busy phone or network would otherwise move the release later); a
   * stamp from the future or older than this (ms) is taken at its arrival instead.
   */
  maxHoldAgeMs: 1500,
  /** A squat whose bottom lands within this much (ms) of a beat is in time with it. */
  beatToleranceMs: 400,
};

export type Gm130Params = typeof GM130_PARAMETERS;
