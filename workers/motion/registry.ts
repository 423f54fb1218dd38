import { detectors, isDetectorName, type Detector } from './detectors';
import type { DetectorLookup } from './pipeline';

/**
 * The one place the pipeline meets the detectors' registry (`./detectors/registry.ts`): a name
 * (`steps`, `run`, `swing`, `jump`, `squat`, `handling`, `walkSit`) and that game's parameters
 * (operator config `games.gmNNN`, possibly partial), as the game's initialize gives them.
 */
export const lookupDetector: DetectorLookup = (name, params) => {
  if (!isDetectorName(name)) return null;
  const create = detectors[name].create as (p?: unknown) => Detector;
  return create(params ?? null);
};
