/** A detector's name in workers/motion/detectors/registry.ts. */
type DetectorName = string;
import type { DetectorEvent } from '../../workers/motion/detectors/types';
import type { TraceLabel } from '../../workers/motion/trace/format.shared';
import type { LoadedTrace } from './loadTraces';

/**
 * What the benchmark measures: which detector on which traces, which of its events count, which
 * labels are the truth, and how close in time a detection must be to its label.
 */
export type AccuracyCase = {
  detector: DetectorName;
  /** Shown in the table's detector column (a detector can be measured on several event kinds). */
  title: string;
  folder: string;
  traces: (t: LoadedTrace) => boolean;
  /** The detection's time to compare (most events: `t`). */
  detected: (e: DetectorEvent) => number | null;
  truth: (l: TraceLabel) => boolean;
  toleranceMs: number;
};

const byType =
  (...types: string[]) =>
  (e: DetectorEvent) =>
    types.includes(e.type) ? e.t : null;
const label =
  (...events: string[]) =>
  (l: TraceLabel) =>
    events.includes(l.event);
const all = () => true;

export const ACCURACY_CASES: AccuracyCase[] = [
  {
    detector: 'run',
    title: 'run: steps',
    folder: 'synthetic',
    traces: (t) => t.name.startsWith('run_in_place'),
    detected: byType('step'),
    truth: label('step'),
    toleranceMs: 250,
  },
  {
    detector: 'run',
    title: 'run: moved',
    folder: 'synthetic',
    traces: (t) => t.name.startsWith('run_in_place'),
    detected: byType('moved'),
    truth: label('moved'),
    toleranceMs: 300,
  },
  // A cheat counts as found when flagged within 3.5 s of the shaking's start (the check looks at 3 s windows).
  {
    detector: 'run',
    title: 'run: cheat',
    folder: 'synthetic',
    traces: (t) => t.name.startsWith('run_in_place'),
    detected: byType('cheat'),
    truth: label('cheat_start'),
    toleranceMs: 3500,
  },
  {
    detector: 'swing',
    title: 'swing',
    folder: 'synthetic',
    traces: (t) => t.name.startsWith('swing'),
    detected: byType('swing'),
    truth: label('swing'),
    toleranceMs: 150,
  },
  {
    detector: 'jump',
    title: 'jump: take-off',
    folder: 'jump-walk',
    traces: (t) => t.name.includes('jumping'),
    detected: (e) => (e.type === 'jump' ? (e as DetectorEvent & { takeoffT: number }).takeoffT : null),
    truth: label('jump_start'),
    toleranceMs: 100,
  },
  {
    detector: 'jump',
    title: 'jump: landing',
    folder: 'jump-walk',
    traces: (t) => t.name.includes('jumping'),
    detected: (e) => (e.type === 'jump' ? (e as DetectorEvent & { landingT: number }).landingT : null),
    truth: label('jump_end'),
    toleranceMs: 100,
  },
  {
    detector: 'jump',
    title: 'jump: take-off',
    folder: 'synthetic',
    traces: (t) => t.name.startsWith('jump_rope'),
    detected: (e) => (e.type === 'jump' ? (e as DetectorEvent & { takeoffT: number }).takeoffT : null),
    truth: label('jump_start'),
    toleranceMs: 100,
  },
  {
    detector: 'jump',
    title: 'jump: landing',
    folder: 'synthetic',
    traces: (t) => t.name.startsWith('jump_rope'),
    detected: (e) => (e.type === 'jump' ? (e as DetectorEvent & { landingT: number }).landingT : null),
    truth: label('jump_end'),
    toleranceMs: 100,
  },
  {
    detector: 'squat',
    title: 'squat (bottom)',
    folder: 'synthetic',
    traces: (t) => t.name.startsWith('squat'),
    detected: byType('squat'),
    truth: label('squat'),
    toleranceMs: 400,
  },
  {
    detector: 'handling',
    title: 'turnOver',
    folder: 'synthetic',
    traces: (t) => t.name.startsWith('turn_over'),
    detected: byType('turnOver'),
    truth: label('turnOver'),
    toleranceMs: 300,
  },
  {
    detector: 'handling',
    title: 'openLid',
    folder: 'synthetic',
    traces: (t) => t.name.startsWith('lid_switch'),
    detected: byType('openLid'),
    truth: label('openLid'),
    toleranceMs: 300,
  },
  {
    detector: 'handling',
    title: 'switchOff',
    folder: 'synthetic',
    traces: (t) => t.name.startsWith('lid_switch'),
    detected: byType('switchOff'),
    truth: label('switchOff'),
    toleranceMs: 300,
  },
  {
    detector: 'handling',
    title: 'takeOutA/B',
    folder: 'synthetic',
    traces: (t) => t.name.startsWith('pull_out'),
    detected: byType('takeOutA', 'takeOutB'),
    truth: label('takeOutA', 'takeOutB'),
    toleranceMs: 300,
  },
  // Phone held at the chest, as in the game; the stops without sitting must find nothing.
  {
    detector: 'walkSit',
    title: 'walkSit: sit (hand)',
    folder: 'synthetic',
    traces: (t) => t.name.startsWith('walk_sit'),
    detected: byType('sit'),
    truth: label('sit'),
    toleranceMs: 500,
  },
];

/** Detectors that must stay silent on walking, and the events that would count. */
export const SILENT_ON_WALKS: { detector: DetectorName; events: string[] }[] = [
  { detector: 'jump', events: ['jump'] },
  { detector: 'squat', events: ['squat'] },
  { detector: 'swing', events: ['swing'] },
  { detector: 'handling', events: ['turnOver', 'openLid', 'takeOutA', 'takeOutB', 'switchOff'] },
  { detector: 'walkSit', events: ['sit'] },
];

/** The recorded walks: every step walk, and the phyphox walks. (The TUG runs' walking is judged by phase.) */
export const WALKS: { folder: string; traces: (t: LoadedTrace) => boolean }[] = [
  { folder: 'steps', traces: all },
  { folder: 'steps-oxford-opt', traces: all },
  { folder: 'jump-walk', traces: (t) => t.name.includes('walking') },
];

/** The timed up-and-go runs: stand up, walk, turn, walk back, turn, sit. */
export const TUG_FOLDERS = ['walk-sit', 'walk-sit-more'];
