import type { GameId } from '../../../src/protocol/enums';

/**
 * The detectors in this folder: the ones several games share, and those of games not built yet
 * (each moves to its game's folder, and its manifest, when the game is built). For each, the game
 * whose parameters (operator config `games.gmNNN`) it takes and the top-level keys of them it
 * reads (null: all). Names and data only, so the Lab's page lists them without bundling detectors.
 */
export const SHARED_DETECTORS = {
  steps: { game: null, keys: [] },
  swing: {
    game: 'gm113',
    keys: [
      'gyroExceptThreshold',
      'gyroSumTimingThreshold',
      'accExceptThreshold',
      'accSumTimingThreshold',
      'verticalPostureThreshold',
      'additionalAnalyzeNumber',
    ],
  },
} as const satisfies Record<string, { game: GameId | null; keys: readonly string[] | null }>;

export type SharedDetectorName = keyof typeof SHARED_DETECTORS;
