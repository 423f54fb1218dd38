/** Statue race's thresholds (SPEC.md §9) and our own tuning, as the defaults an operator's config overrides. */
export const GM102_PARAMETERS = {
  // SPEC.md §9. The `run` detector (detectors/run.ts) reads the six detection
  // thresholds (README: "How SPEC.md §9's parameters are read"); the rest are this game's rules:
  /** Practice steps in the tutorial. */
  tutorialStepCount: 18,
  waveExceptThreshold: 0.2,
  waveSumThreshold: 1,
  realStepInterval: 60,
  /** Course steps a second a runner moves at just after a running step (rules/pace.ts). */
  baseStepSpeedPerSecond: 14,
  /** Frames (1/60 s) that speed holds after each step… */
  constantSpeedFrame: 8,
  /** …then it falls by this much (course steps a second) every frame. */
  stepDeceleration: 2,
  /** The course: this many course steps from the start to the line (`distance`). */
  stepCount: 150,
  accOut: 0.1,
  /** Frames of grace at the start of each stay: the watcher is still turning. */
  invincibleFrame: 60,
  /** A phone reports its progress this often (ms), as a stream. */
  emitProgressInterval: 500,
  /** Frames a cheat (shaking the phone instead of running) is looked at, and how long it then earns nothing. */
  cheatMeasureTime: 180,
  // Ours, not SPEC.md's (GAMES.md: "Runs of 1.5–6 s alternate with stays of 2–4 s, with fake
  // half-turns"; "a round of play lasts 30–60 s").
  /** The race lasts this long after the first run starts (ms); it ends sooner when everyone has reached. */
  raceMs: 50_000,
  runMs: { min: 1500, max: 6000 },
  stayMs: { min: 2000, max: 4000 },
  /** Fake half-turns in a run: up to `max`, each of `ms`, never in the run's first `clearMs` or last `clearMs`. */
  feint: { max: 2, ms: 700, clearMs: 500 },
  /**
   * A phone's reports about a run are taken until this long after it ended: the step finder
   * confirms steps a second or more late (up to ~4 s when it first locks on), and a step counts
   * for the run it fell in.
   */
  reportGraceMs: 4000,
  momentsMs: { waitingForRun: 3500, changingStatusFinished: 2500, finished: 5000 },
};

export type Gm102Params = typeof GM102_PARAMETERS;
