import jumpRope from '../../benchmarks/traces/synthetic/jump_rope_2.csv?url';
import jumpRopeLabels from '../../benchmarks/traces/synthetic/jump_rope_2_labels.csv?url';
import squat from '../../benchmarks/traces/synthetic/squat_1.csv?url';
import squatLabels from '../../benchmarks/traces/synthetic/squat_1_labels.csv?url';
import walk from '../../benchmarks/traces/steps/val_user1_hand_1506421989895.csv?url';
import walkLabels from '../../benchmarks/traces/steps/val_user1_hand_1506421989895_labels.csv?url';
import walkSit from '../../benchmarks/traces/walk-sit/tug_s01_01_sp.csv?url';
import walkSitLabels from '../../benchmarks/traces/walk-sit/tug_s01_01_sp_labels.csv?url';
import type { DetectorName } from './detectorList';

export type LabExample = { id: string; title: string; source: string; file: string; trace: string; labels: string; detector: DetectorName };

/**
 * A few traces of benchmarks/traces, served as assets (fetched only when picked). Attribution as in
 * benchmarks/traces/README.md.
 */
export const LAB_EXAMPLES: LabExample[] = [
  {
    id: 'walk',
    title: 'Walk, phone in hand (200 s)',
    source: 'Oxford step counter dataset, CC BY 4.0',
    file: 'val_user1_hand_1506421989895',
    trace: walk,
    labels: walkLabels,
    detector: 'steps',
  },
  {
    id: 'jumpRope',
    title: 'Jump rope (synthetic)',
    source: 'generated: benchmarks/synth',
    file: 'jump_rope_2',
    trace: jumpRope,
    labels: jumpRopeLabels,
    detector: 'jump',
  },
  { id: 'squat', title: 'Squats (synthetic)', source: 'generated: benchmarks/synth', file: 'squat_1', trace: squat, labels: squatLabels, detector: 'squat' },
  {
    id: 'walkSit',
    title: 'Stand, walk, turn, sit (TUG)',
    source: 'Matey-Sanz TUG dataset, ODbL',
    file: 'tug_s01_01_sp',
    trace: walkSit,
    labels: walkSitLabels,
    detector: 'walkSit',
  },
];
