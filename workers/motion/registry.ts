import type { DetectorLookup } from './pipeline';
import { StepDetector } from './detectors/steps';

/**
 * Detector names the motion worker knows. The detectors themselves (and their registry, once it
 * lands) live in `./detectors/`; this is the one place the pipeline is wired to them.
 */
export const lookupDetector: DetectorLookup = (name, params) => {
  switch (name) {
    case 'steps': return new StepDetector((params ?? {}) as ConstructorParameters<typeof StepDetector>[0]);
    default: return null;
  }
};
