import { transfer } from 'comlink';
import type { DetectorEvent, MotionSample } from '../motion/detectors/types';
import type { DetectorLookup } from '../motion/pipeline';
import { TraceFormatError, type TraceLabel } from '../motion/trace/format.shared';
import { parseLabels } from '../motion/trace/parseLabels';
import { parseTrace } from '../motion/trace/parseTrace';
import { resample } from '../motion/trace/resample';
import { commandsOf, runTrace } from '../motion/trace/runTrace';

/** A trace's columns for a plot, as transferred typed arrays (`t` in ms as in the file, gyro NaN when absent). */
export type LabSignals = { t: Float64Array; ax: Float64Array; ay: Float64Array; az: Float64Array; gx: Float64Array; gy: Float64Array; gz: Float64Array };

export type LabTraceInfo = {
  source: string;
  samples: number;
  durationMs: number;
  /** Median sampling interval (ms). */
  intervalMs: number;
  hasGyro: boolean;
  /** The file's `#` comment lines (a synthetic trace says so there). */
  comments: string[];
  warnings: string[];
};

/** A refused file: its name, the 1-based line (null when the file could not be read at all), the reason and that line's text. */
export type LabFileError = { source: string; line: number | null; message: string; text: string | null };

export type LabLoadResult = { ok: true; info: LabTraceInfo; signals: LabSignals } | { ok: false; error: LabFileError };
export type LabLabelsResult = { ok: true; labels: TraceLabel[] } | { ok: false; error: LabFileError };
export type LabRunResult = { ok: true; detector: string; events: DetectorEvent[]; samples: number; ms: number } | { ok: false; message: string };

function fileError(err: unknown, text: string, source: string): LabFileError {
  if (err instanceof TraceFormatError) {
    const raw = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)[err.line - 1];
    // The message without its `<source> line <n>: ` prefix: the page shows those apart.
    const message = err.message.replace(`${err.source} line ${err.line}: `, '');
    return { source: err.source, line: err.line, message, text: raw === undefined ? null : raw.slice(0, 200) };
  }
  return { source, line: null, message: String((err as Error)?.message ?? err), text: null };
}

function medianInterval(xs: readonly MotionSample[]): number {
  const d: number[] = [];
  for (let i = 1; i < xs.length; i++) d.push(xs[i]!.t - xs[i - 1]!.t);
  d.sort((a, b) => a - b);
  return d.length ? d[d.length >> 1]! : NaN;
}

/**
 * The Motion Lab's part of the motion worker (src/lab): a whole trace, parsed here and kept, run
 * through any detector of the worker's lookup at once (not in real time, unlike `replay`), with the
 * same command handling as the benchmark (`cmd:` labels). The page gets the columns for its plot
 * once, then only events.
 */
export function createLabRunner(lookup: DetectorLookup) {
  let samples: MotionSample[] = [];
  let labels: TraceLabel[] = [];

  return {
    /** Parses a trace CSV and keeps it (its labels are cleared); the columns come back transferred. */
    labLoad(text: string, source: string): LabLoadResult {
      try {
        const trace = parseTrace(text, { duplicateTime: 'allow', source });
        samples = trace.samples;
        labels = [];
        const n = samples.length;
        const cols = ['t', 'ax', 'ay', 'az', 'gx', 'gy', 'gz'] as const;
        const signals = Object.fromEntries(cols.map((k) => [k, new Float64Array(n)])) as LabSignals;
        for (let i = 0; i < n; i++) for (const k of cols) signals[k][i] = samples[i]![k];
        const comments = text
          .split(/\r\n|\n|\r/, 20)
          .filter((l) => l.startsWith('#'))
          .map((l) => l.replace(/^#\s?/, ''));
        const info: LabTraceInfo = {
          source,
          samples: n,
          durationMs: n ? samples[n - 1]!.t - samples[0]!.t : 0,
          intervalMs: medianInterval(samples),
          hasGyro: trace.hasGyro,
          comments,
          warnings: trace.warnings,
        };
        const result: LabLoadResult = { ok: true, info, signals };
        return transfer(
          result,
          cols.map((k) => signals[k].buffer as ArrayBuffer),
        );
      } catch (err) {
        return { ok: false, error: fileError(err, text, source) };
      }
    },
    /** Parses a labels CSV for the kept trace (null: no labels); `cmd:` labels become detector commands. */
    labLabels(text: string | null, source = 'labels'): LabLabelsResult {
      if (text === null) {
        labels = [];
        return { ok: true, labels };
      }
      try {
        labels = parseLabels(text, source);
        return { ok: true, labels };
      } catch (err) {
        return { ok: false, error: fileError(err, text, source) };
      }
    },
    /** Runs the kept trace through detector `name` with `params` (operator config shape), optionally resampled. */
    async labRun(name: string, params: unknown, opts: { rateHz?: number | null } = {}): Promise<LabRunResult> {
      const detector = await lookup(name, params);
      if (!detector) return { ok: false, message: `no detector named "${name}"` };
      const xs = opts.rateHz ? resample(samples, opts.rateHz, 'hold') : samples;
      const start = performance.now();
      const events = runTrace(detector, xs, commandsOf(labels));
      return { ok: true, detector: name, events, samples: xs.length, ms: performance.now() - start };
    },
  };
}
