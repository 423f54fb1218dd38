import type { Widen } from '../../protocol/parameters';

/**
 * Swing signal's thresholds (SPEC.md §9, read by the shared `swing` detector) and our own tuning,
 * as the defaults an operator's config overrides (`games.gm113`). Every leaf is a number.
 */
export const GM113_PARAMETERS = {
  // SPEC.md §9, for the detector (workers/motion/detectors/swing.ts says how each is read).
  gyroExceptThreshold: 1,
  gyroSumTimingThreshold: 40,
  accExceptThreshold: 0.4,
  accSumTimingThreshold: 0.1,
  verticalPostureThreshold: 0.5,
  /** Swings counted per beat per player: a second swing on the same beat counts nothing more. */
  swingIntervals: 1,
  additionalAnalyzeNumber: 3,
  // Ours, not SPEC.md's (GAMES.md: "the TV shows a beat pattern (overhead arc, side to side, pumps)
  // for about 8 s per call; a swing on the beat (±150 ms) counts. Team sync fills a beam; each full
  // beam lands a visitor who joins the team's crowd").
  /** Practice swings (grip on, phone upright) that finish the tutorial. */
  practiceSwings: 3,
  /** Calls in a game; their patterns come round in an order drawn with the game's dice. */
  calls: 3,
  /** SPEC.md §3 `firstInterval`: the count-in (ms) from a call's start to its first beat. */
  firstInterval: 2000,
  /** SPEC.md §3 `interval`: the beat (ms) of each pattern. */
  interval: { arc: 1100, side: 900, pump: 750 },
  /** How long each call keeps the beat (ms, from its first beat): about 8 s. */
  callMs: 8000,
  /** A swing whose moment (the phone's synced clock) is this close (ms) to a beat is on it. */
  beatToleranceMs: 150,
  /**
   * A swing the phone's gyroscope measured must turn the way the call asks (about the screen's
   * normal for side to side, across the phone for arcs and pumps): 1 on, 0 off. Swings measured
   * without a gyroscope carry no reliable direction and count whichever way they go.
   */
  matchPattern: 1,
  /**
   * The beam holds this many swings of a team in perfect sync. A beat adds hits × sync (sync = the
   * share of the team's players who hit it), so a team swinging together fills it faster than one
   * swinging apart, and a beam lands the same visitors per head in a team of 3 or of 30.
   */
  beamSwings: 4,
  /**
   * The grip (`holding`) is the phone's to see: a swing counts if the grip the mode asks for was on
   * at some moment from the swing to this long (ms) after it (the grip's report travels after it).
   */
  holdGraceMs: 300,
  /** The vertical posture check: a swing counts if the phone was upright within this long (ms) before it. */
  postureMemoryMs: 1500,
  /** A swing reported this long (ms) after its call ended is too late (detection and network take far less). */
  lateMs: 2000,
  /** How long each moment between the calls lasts (ms). */
  momentsMs: { waitingForSwinging: 3000, makeFriends: 4500, swingingFinished: 5000 },
};

export type Gm113Params = typeof GM113_PARAMETERS;

/**
 * gm113's defaults in the shape the shared `swing` detector reads them (it takes them from here
 * since gm113 was built; before, from `PlannedGameParameters` in src/protocol/parameters.ts).
 */
export const SWING_DETECTOR_DEFAULTS = { gm113: GM113_PARAMETERS };
export type SwingDetectorDefaults = Widen<typeof SWING_DETECTOR_DEFAULTS>;
