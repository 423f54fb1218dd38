/**
 * The thresholds of SPEC.md §9 for games not built yet, as the defaults an operator's config file
 * overrides (their shared detectors read them). A game's own parameters live in its folder
 * (`src/games/gmNNN/parameters.ts`); a game moves its part there when it is built.
 */
export const PlannedGameParameters = {
  gm113: {
    gyroExceptThreshold: 1,
    gyroSumTimingThreshold: 40,
    accExceptThreshold: 0.4,
    accSumTimingThreshold: 0.1,
    verticalPostureThreshold: 0.5,
    swingIntervals: 1,
    additionalAnalyzeNumber: 3,
  },
  gm134: {
    turnOver: { angularSpeed: 0.8, diff: 0.1, rotation: 180 },
    openLid: { angularSpeed: 0.8, diff: 0.16, rotation: 90 },
    takeOutA: { acceleration: 0.8, diff: 0.05, sum: 20 },
    takeOutB: { acceleration: 0.8, diff: 0.05, sum: 20 },
    switchOff: { angularSpeedX: 1, angularSpeedY: 1, diff: 0.1, rotation: 120 },
  },
} as const;

/** How long the common phases of every game last (ms) when nothing ends them sooner. */
export const GamePhaseMs = { charge: 2000, checkingCapability: 10000, intro: 6000, entry: 10000, tutorial: 25000, waitingForResult: 1500 } as const;

/** Client-wide constants of SPEC.md §9. */
export const Limits = {
  photoSizeLimit: 100_000,
  defaultIntervalMs: 86_400_000,
  tabletSidePx: 901,
  qrScanIntervalMs: 500,
  qrCropRatio: 0.6,
  qrRetryMs: 1000,
  buttonLockFrames: 183,
  landscapeAspectRatio: 87 / 100,
  zoomRatio: 0.75,
  soundStartTimeoutMs: 1000,
} as const;

/** One frame of server time: 1/60 s. */
export const FRAME_MS = 1000 / 60;

export type Widen<T> = T extends number ? number : T extends string ? string : { -readonly [K in keyof T]: Widen<T[K]> };
export type PlannedParameterSet = Widen<typeof PlannedGameParameters>;
