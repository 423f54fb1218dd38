import { loadDetector } from './detectors/registry';
import type { DetectorLookup } from './pipeline';

/**
 * The one place the pipeline meets the detectors' registry (`./detectors/registry.ts`): a name
 * and that game's parameters (operator config `games.gmNNN`, possibly partial), as the game's
 * initialize gives them. A game's own detector loads on first use.
 */
export const lookupDetector: DetectorLookup = (name, params) => loadDetector(name, params);
