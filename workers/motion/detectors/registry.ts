import type { GameParameterSet } from '../../../src/protocol/parameters';
import { HandlingDetector } from './handling';
import { JumpDetector } from './jump';
import { RunDetector } from './run';
import { SquatDetector } from './squat';
import { StepDetector } from './steps';
import { SwingDetector } from './swing';
import type { DeepPartial, Detector } from './types';
import { WalkSitDetector } from './walkSit';

/**
 * Every detector by name, with the game whose parameters (operator config `games.gmNNN`) it takes.
 * `steps` is the plain pedometer: no SPEC.md parameter names walking, so it has only its own tuning.
 */
export const detectors = {
  steps: { game: null, create: (_params?: null) => new StepDetector() },
  run: { game: 'gm102', create: (p?: DeepPartial<GameParameterSet['gm102']> | null) => new RunDetector(p) },
  swing: { game: 'gm113', create: (p?: DeepPartial<GameParameterSet['gm113']> | null) => new SwingDetector(p) },
  jump: { game: 'gm116', create: (p?: DeepPartial<GameParameterSet['gm116']> | null) => new JumpDetector(p) },
  squat: { game: 'gm130', create: (p?: DeepPartial<GameParameterSet['gm130']> | null) => new SquatDetector(p) },
  handling: { game: 'gm134', create: (p?: DeepPartial<GameParameterSet['gm134']> | null) => new HandlingDetector(p) },
  walkSit: { game: 'gm139', create: (p?: DeepPartial<GameParameterSet['gm139']> | null) => new WalkSitDetector(p) },
} as const;

export type DetectorName = keyof typeof detectors;
export const DETECTOR_NAMES = Object.keys(detectors) as DetectorName[];

export function isDetectorName(name: string): name is DetectorName {
  return Object.hasOwn(detectors, name);
}

/**
 * A detector configured from the games part of an operator config (`Config['games']`, possibly
 * partial): the game's own parameters are picked, defaults fill the rest.
 */
export function createDetector(name: DetectorName, games?: DeepPartial<GameParameterSet> | null): Detector {
  const entry = detectors[name];
  const params = entry.game && games ? (games[entry.game] as never) : undefined;
  return entry.create(params);
}
