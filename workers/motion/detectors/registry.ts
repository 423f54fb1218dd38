import type { GameParameterSet } from '../../../src/config/schema';
import type { GameId } from '../../../src/protocol/enums';
import { MANIFESTS } from '../../../src/games/manifests';
import { StepDetector } from './steps';
import { SwingDetector } from './swing';
import { SHARED_DETECTORS, type SharedDetectorName } from './names.shared';
import type { DeepPartial, Detector } from './types';

type Create = (params?: unknown) => Detector;
type Entry = { game: GameId | null; create: Create };

/** The detectors of this folder (names.shared.ts says which game's parameters each takes). `steps` is the plain pedometer. */
const CREATE: Record<SharedDetectorName, Create> = {
  steps: () => new StepDetector(),
  swing: (p) => new SwingDetector(p as DeepPartial<GameParameterSet['gm113']> | null),
};
const SHARED = new Map<string, Entry>(
  Object.entries(SHARED_DETECTORS).map(([name, d]) => [name, { game: d.game, create: CREATE[name as SharedDetectorName] }]),
);

/** A game's own detectors, from its manifest: loaded (a chunk of the worker) the first time one is asked for. */
const OWN = new Map<string, { game: GameId; load: () => Promise<Create> }>(
  MANIFESTS.flatMap((m) =>
    Object.entries(m.detectors).map(
      ([name, d]) =>
        [
          name,
          {
            game: m.id,
            load: async (): Promise<Create> => {
              const create = await d.load();
              return (p) => create(p as never);
            },
          },
        ] as const,
    ),
  ),
);

export const DETECTOR_NAMES: readonly string[] = [...SHARED.keys(), ...OWN.keys()];

export function isDetectorName(name: string): boolean {
  return SHARED.has(name) || OWN.has(name);
}

/** The game whose parameters a detector takes (null: none, or no such detector). */
export function detectorGame(name: string): GameId | null {
  return (SHARED.get(name) ?? OWN.get(name))?.game ?? null;
}

/**
 * A detector by name with a game's parameters (`games.gmNNN` of an operator config, possibly
 * partial; defaults fill the rest); null when there is no such detector.
 */
export async function loadDetector(name: string, params?: unknown): Promise<Detector | null> {
  const shared = SHARED.get(name);
  if (shared) return shared.create(params ?? null);
  const own = OWN.get(name);
  return own ? (await own.load())(params ?? null) : null;
}

/**
 * Makes detectors configured from the games part of an operator config (`Config['games']`,
 * possibly partial), for a benchmark or the replay CLI that run many. Throws on an unknown name.
 */
export async function detectorFactory(name: string, games?: DeepPartial<GameParameterSet> | null): Promise<() => Detector> {
  const game = detectorGame(name);
  const params: unknown = (game && games ? (games as Record<string, unknown>)[game] : undefined) ?? null;
  const shared = SHARED.get(name);
  if (shared) return () => shared.create(params);
  const own = OWN.get(name);
  if (!own) throw new Error(`no detector named "${name}"`);
  const create = await own.load();
  return () => create(params);
}

export async function createDetector(name: string, games?: DeepPartial<GameParameterSet> | null): Promise<Detector> {
  return (await detectorFactory(name, games))();
}
