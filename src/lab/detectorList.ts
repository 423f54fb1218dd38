import type { LabScoring } from '../games/common/manifest';
import { MANIFESTS, type Manifest } from '../games/manifests';
import type { GameParameterSet } from '../config/schema';
import { SHARED_DETECTORS, type SharedDetectorName } from '../../workers/motion/detectors/names.shared';

/** A game's own detectors, named in its manifest. */
type OwnDetectorName = Manifest extends infer M ? (M extends { detectors: infer D } ? keyof D & string : never) : never;
export type DetectorName = SharedDetectorName | OwnDetectorName;
export type GameKey = keyof GameParameterSet;

/**
 * A detector as the Lab shows it: the game whose parameters (operator config `games.gmNNN`) it
 * takes, the top-level keys of them it reads (null: all; the others are that game's rules), and,
 * for a game's own detector, how its events are first scored against labels.
 */
export type LabDetector = { game: GameKey | null; keys: readonly string[] | null; lab: readonly LabScoring[] };

const LIST = new Map<string, LabDetector>([
  ...Object.entries(SHARED_DETECTORS).map(([name, d]): [string, LabDetector] => [name, { game: d.game, keys: d.keys, lab: [] }]),
  ...MANIFESTS.flatMap((m) => Object.entries(m.detectors).map(([name, d]): [string, LabDetector] => [name, { game: m.id, keys: d.keys, lab: d.lab }])),
]);

export function isLabDetector(name: string): name is DetectorName {
  return LIST.has(name);
}

/** Every detector the motion worker has: the shared ones and each manifest's. */
export const LAB_DETECTOR_NAMES: DetectorName[] = [...LIST.keys()].filter(isLabDetector);

export function labDetector(name: DetectorName): LabDetector {
  return LIST.get(name)!;
}

/** The keys of `games[game]` its detectors read (null: all of them). */
export function detectionKeys(game: GameKey): readonly string[] | null {
  const keys = [...LIST.values()].filter((d) => d.game === game).map((d) => d.keys);
  return keys.includes(null) || keys.length === 0 ? null : keys.flatMap((k) => k ?? []);
}
