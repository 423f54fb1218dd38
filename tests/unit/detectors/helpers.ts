import { loadTrace, type LoadedTrace } from '../../../benchmarks/detectors/loadTraces';
import { matchEvents } from '../../../workers/motion/trace/match.shared';
import type { Detector, DetectorEvent, MotionSample } from '../../../workers/motion/detectors/types';
import type { TraceLabel } from '../../../workers/motion/trace/format.shared';
import { commandsOf, runTrace } from '../../../workers/motion/trace/runTrace';

const TRACES = new URL('../../../benchmarks/traces/', import.meta.url).pathname;

/** A recorded or generated trace from benchmarks/traces, e.g. `steps/val_user2_hand_1506421987098`. */
export function trace(path: string): LoadedTrace {
  return loadTrace(`${TRACES}${path}.csv`);
}

/** A time slice of a trace and its labels (ms, trace time), for small labelled excerpts. */
export function excerpt(t: LoadedTrace, fromMs: number, toMs: number): { samples: MotionSample[]; labels: TraceLabel[] } {
  return {
    samples: t.samples.filter((s) => s.t >= fromMs && s.t < toMs),
    labels: t.labels.filter((l) => l.t >= fromMs && l.t < toMs),
  };
}

/** Runs a detector over samples with the labels' commands; returns the events. */
export function run<E extends DetectorEvent>(d: Detector<E>, samples: readonly MotionSample[], labels: readonly TraceLabel[] = []): E[] {
  return runTrace(d, samples, commandsOf(labels));
}

export function times(labels: readonly TraceLabel[], event: string): number[] {
  return labels.filter((l) => l.event === event).map((l) => l.t);
}

export function match(detected: number[], labelled: number[], toleranceMs: number) {
  return matchEvents(
    [...detected].sort((a, b) => a - b),
    labelled,
    toleranceMs,
  );
}

/** Same motion without a gyroscope (many phones' browsers give none). */
export function withoutGyro(samples: readonly MotionSample[]): MotionSample[] {
  return samples.map((s) => ({ ...s, gx: NaN, gy: NaN, gz: NaN }));
}

/** A phone lying still on a table for `ms`, with sensor noise. */
export function still(ms: number, rateHz = 60): MotionSample[] {
  let seed = 7;
  const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 0.05;
  return Array.from({ length: Math.floor((ms * rateHz) / 1000) }, (_, i) => ({
    t: (i * 1000) / rateHz,
    ax: noise(),
    ay: noise(),
    az: 9.81 + noise(),
    gx: noise(),
    gy: noise(),
    gz: noise(),
  }));
}
