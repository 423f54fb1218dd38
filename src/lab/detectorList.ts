import type { DetectorName, detectors } from '../../workers/motion/detectors/registry';
import type { GameParameterSet } from '../protocol/parameters';

export type { DetectorName };
export type GameKey = NonNullable<(typeof detectors)[DetectorName]['game']>;

/**
 * The motion worker's detectors and the game whose parameters (operator config `games.gmNNN`) each
 * takes. Only types come from the registry, so the page does not bundle the detectors; the compiler
 * checks this table against it.
 */
export const LAB_DETECTORS: { [N in DetectorName]: (typeof detectors)[N]['game'] } = {
  steps: null, run: 'gm102', swing: 'gm113', jump: 'gm116', squat: 'gm130', handling: 'gm134', walkSit: 'gm139',
};

export const LAB_DETECTOR_NAMES = Object.keys(LAB_DETECTORS) as DetectorName[];

export function isLabDetector(name: string): name is DetectorName {
  return Object.hasOwn(LAB_DETECTORS, name);
}

/**
 * The top-level keys of `games.gmNNN` each detector reads (from workers/motion/detectors/*.ts); the
 * other keys of that game are its rules (grades, rope, messaging). A game not listed: all of them.
 */
export const DETECTION_KEYS: { [G in GameKey]?: readonly (keyof GameParameterSet[G] & string)[] } = {
  gm102: ['waveExceptThreshold', 'waveSumThreshold', 'realStepInterval', 'accOut', 'invincibleFrame', 'cheatMeasureTime'],
  gm113: ['gyroExceptThreshold', 'gyroSumTimingThreshold', 'accExceptThreshold', 'accSumTimingThreshold', 'verticalPostureThreshold', 'additionalAnalyzeNumber'],
  gm116: ['jumpExceptThreshold', 'inAirThreshold', 'minJumpingFrame'],
};
