/** The detectors' public surface: what the motion worker, the benchmark and the replay CLI import. */
export type { Detector, DetectorEvent, MotionSample, DeepPartial } from './types';
export { createDetector, loadDetector, detectorGame, isDetectorName, DETECTOR_NAMES } from './registry';
export { StepDetector, STEP_TUNING, type StepEvent } from './steps';
export { RunDetector, RUN_TUNING, type RunEvent } from './run';
export { SwingDetector, SWING_TUNING, type SwingEvent } from './swing';
export { SquatDetector, SQUAT_TUNING, type SquatEvent } from './squat';
export { HandlingDetector, HANDLING_TUNING, HANDLING_STEPS, type HandlingEvent, type HandlingStep } from './handling';
export { WalkSitDetector, WALK_SIT_TUNING, type WalkSitEvent } from './walkSit';
