/**
 * Every threshold of SPEC.md §9, as the defaults an operator's config file overrides.
 * The server sends a game's part to the phones in that game's `initialize` event.
 */
export const GameParameters = {
  gm102: {
    tutorialStepCount: 18, waveExceptThreshold: 0.2, waveSumThreshold: 1, realStepInterval: 60,
    baseStepSpeedPerSecond: 14, constantSpeedFrame: 8, stepDeceleration: 2, stepCount: 150, accOut: 0.1,
    invincibleFrame: 60, emitProgressInterval: 500, cheatMeasureTime: 180,
  },
  gm113: {
    gyroExceptThreshold: 1, gyroSumTimingThreshold: 40, accExceptThreshold: 0.4, accSumTimingThreshold: 0.1,
    verticalPostureThreshold: 0.5, swingIntervals: 1, additionalAnalyzeNumber: 3,
  },
  gm116: {
    jumpExceptThreshold: 0.1, inAirThreshold: 0.6, minJumpingFrame: 2.4, stepNumToSendHearBeat: 5,
    badGradeThresholds: { S: 0, A: 0.03, B: 0.2, C: 0.4 },
    goodGradeThresholds: { S: 0.05, A: 0.2, B: 0.5, C: 0.7 },
    gradeValues: { S: 5, A: 4, B: 3, C: 2, D: 1 },
    // Ours, not SPEC.md's: the rope and the turns, for playtesting (GAMES.md: "The rope speeds up
    // every 10 jumps; 2 turns per team").
    rope: { firstPeriodFrames: 60, speedUpEvery: 10, speedUp: 0.88, minPeriodFrames: 33, leadInFrames: 90, maxPasses: 40 },
    turnsPerTeam: 2,
    practiceHops: 3,
    momentsMs: { decidingTurn: 3000, waitingForJumping: 3000, turnResult: 4000 },
  },
  gm130: { accExceptThreshold: 0.6, accSumTimingThreshold: 0 },
  gm134: {
    turnOver: { angularSpeed: 0.8, diff: 0.1, rotation: 180 },
    openLid: { angularSpeed: 0.8, diff: 0.16, rotation: 90 },
    takeOutA: { acceleration: 0.8, diff: 0.05, sum: 20 },
    takeOutB: { acceleration: 0.8, diff: 0.05, sum: 20 },
    switchOff: { angularSpeedX: 1, angularSpeedY: 1, diff: 0.1, rotation: 120 },
  },
  gm139: { moveDownAccY: -0.4, stopAccLen: 0.3, stopTime: 500 },
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

type Widen<T> = T extends number ? number : T extends string ? string : { -readonly [K in keyof T]: Widen<T[K]> };
export type GameParameterSet = Widen<typeof GameParameters>;
