import { matchEvents, type MatchResult } from '../../workers/motion/trace/match.shared';
import type { DetectorEvent } from '../../workers/motion/detectors/types';
import { COMMAND_PREFIX, type TraceLabel } from '../../workers/motion/trace/format.shared';
import type { SharedDetectorName } from '../../workers/motion/detectors/names.shared';
import { labDetector, type DetectorName } from './detectorList';

/** Which detections are compared with which labels: event `type`, its time field, the label, a tolerance. */
export type ScoreChoice = { event: string; field: string; label: string; toleranceMs: number };

type Default = Omit<ScoreChoice, 'label'> & { labels: readonly string[] };

/**
 * Sensible first choices per shared detector: the benchmark's cases (benchmarks/detectors/cases.ts),
 * plus the labels the lab's recorder writes (`sit_end`). A game's own detector brings its own (its manifest's `lab`).
 */
const DEFAULTS: Record<SharedDetectorName, Default[]> = {
  steps: [{ event: 'step', field: 't', labels: ['step'], toleranceMs: 250 }],
  swing: [{ event: 'swing', field: 't', labels: ['swing'], toleranceMs: 150 }],
};

function defaultsFor(detector: DetectorName): readonly Default[] {
  return Object.hasOwn(DEFAULTS, detector) ? DEFAULTS[detector as SharedDetectorName] : labDetector(detector).lab;
}

/** Distinct label names that are ground truth (not `cmd:` commands), in order of first appearance. */
export function labelNames(labels: readonly TraceLabel[]): string[] {
  return [...new Set(labels.filter((l) => !l.event.startsWith(COMMAND_PREFIX)).map((l) => l.event))];
}

/** `type.field` options: every event type with `t` and its other time fields (`takeoffT`, `downT`…). */
export function eventFields(detector: DetectorName, events: readonly DetectorEvent[]): { event: string; field: string }[] {
  const seen = new Map<string, { event: string; field: string }>();
  const add = (event: string, field: string) => seen.set(`${event}.${field}`, { event, field });
  for (const d of defaultsFor(detector)) add(d.event, d.field);
  for (const e of events) {
    add(e.type, 't');
    for (const [k, v] of Object.entries(e)) if (k !== 't' && /T$/.test(k) && typeof v === 'number') add(e.type, k);
  }
  return [...seen.values()];
}

/** The first default whose label is present; else an event named like a label; else null (nothing to score). */
export function defaultChoice(detector: DetectorName, labels: readonly TraceLabel[], events: readonly DetectorEvent[]): ScoreChoice | null {
  const names = labelNames(labels);
  if (names.length === 0) return null;
  for (const d of defaultsFor(detector)) {
    const label = d.labels.find((l) => names.includes(l));
    if (label) return { event: d.event, field: d.field, label, toleranceMs: d.toleranceMs };
  }
  const types = new Set(events.map((e) => e.type));
  const same = names.find((n) => types.has(n));
  const first = defaultsFor(detector)[0]!;
  return same
    ? { event: same, field: 't', label: same, toleranceMs: 300 }
    : { event: first.event, field: first.field, label: names[0]!, toleranceMs: first.toleranceMs };
}

/** Counts per event type, in order of first appearance. */
export function countByType(items: readonly { type: string }[]): [string, number][] {
  const m = new Map<string, number>();
  for (const x of items) m.set(x.type, (m.get(x.type) ?? 0) + 1);
  return [...m];
}

/** Precision, recall and timing of the chosen detections against the chosen labels (the benchmark's matcher). */
export function score(choice: ScoreChoice, events: readonly DetectorEvent[], labels: readonly TraceLabel[]): MatchResult {
  const detected = events
    .filter((e) => e.type === choice.event)
    .map((e) => (e as unknown as Record<string, unknown>)[choice.field])
    .filter((t): t is number => typeof t === 'number')
    .sort((a, b) => a - b);
  const truth = labels
    .filter((l) => l.event === choice.label)
    .map((l) => l.t)
    .sort((a, b) => a - b);
  return matchEvents(detected, truth, choice.toleranceMs);
}
