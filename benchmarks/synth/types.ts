import type { MotionSample } from '../../workers/motion/detectors/types';
import type { TraceLabel } from '../../workers/motion/trace/format.shared';

/** A generated trace with its ground-truth labels, exact by construction. */
export type SynthTrace = {
  kind: string;
  name: string;
  samples: MotionSample[];
  labels: TraceLabel[];
  /** What was drawn for this seed (tempo, orientation, rate…), written into the file's header comment. */
  settings: Record<string, string | number | boolean>;
};
