/**
 * The thresholds of SPEC.md §9 for games not built yet, as the defaults an operator's config file
 * overrides (their shared detectors read them). A game's own parameters live in its folder
 * (`src/games/gmNNN/parameters.ts`); a game moves its part there when it is built.
 */
export const PlannedGameParameters = {} as const;

/** How long the common phases of every game last (ms) when nothing ends them sooner. */
export const GamePhaseMs = { charge: 2000, checkingCapability: 10000, intro: 6000, entry: 10000, tutorial: 25000, waitingForResult: 1500 } as const;

/** How long each step of a session that runs itself lasts (ms), as operators may override them. */
export const SessionMs = {
  roulette: 6000,
  rouletteStopped: 8000,
  eventCard: 5000,
  holdingJoyCon: 4000,
  lookNx: 3000,
  result: 7000,
  itemThrowing: 8000,
  scores: 5000,
  trophy: 8000,
  votingMvp: 15000,
} as const;

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
