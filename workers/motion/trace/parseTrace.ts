import type { MotionSample } from '../detectors/types';
import { csvLines, headerIndex } from './csvLines';
import { REQUIRED_COLUMNS, TRACE_COLUMNS, TraceFormatError, type Trace } from './format.shared';

export type ParseTraceOptions = {
  /**
   * Equal consecutive timestamps. Real recordings have them (the TUG set stamps batched readings to
   * the same millisecond), so replay and benchmarks pass 'allow' and get a warning; 'error' (the
   * default) refuses them like any other non-increasing time.
   */
  duplicateTime?: 'error' | 'allow';
  /** Name used in error messages (a file name). */
  source?: string;
};

const GYRO = ['gx', 'gy', 'gz'] as const;

/** Parses and validates a trace CSV; throws `TraceFormatError` naming the line of the first problem. */
export function parseTrace(text: string, opts: ParseTraceOptions = {}): Trace {
  const source = opts.source ?? 'trace';
  const fail = (line: number, detail: string): never => {
    throw new TraceFormatError(line, detail, source);
  };
  const lines = csvLines(text);
  const header = lines[0];
  if (!header) return fail(1, `empty file: expected the header ${TRACE_COLUMNS.join(',')}`);
  const col = headerIndex(header, REQUIRED_COLUMNS, GYRO, fail);
  if (lines.length < 2) fail(header.line, 'no samples after the header');

  const samples: MotionSample[] = [];
  let hasGyro = false;
  let duplicates = 0;
  let firstDuplicateLine = 0;
  let prevLine = 0;
  for (let i = 1; i < lines.length; i++) {
    const { line, fields } = lines[i]!;
    if (fields.length !== header.fields.length) {
      fail(line, `${fields.length} fields, the header has ${header.fields.length}`);
    }
    const field = (name: string): string => fields[col.get(name)!] ?? '';
    const number = (name: string, optional: boolean): number => {
      const f = field(name);
      if (f === '' && optional) return NaN;
      const v = f === '' ? NaN : Number(f);
      if (!Number.isFinite(v)) fail(line, `${name} is ${f === '' ? 'empty' : `not a number ("${f}")`}`);
      return v;
    };
    const s: MotionSample = {
      t: number('t_ms', false),
      ax: number('ax', false),
      ay: number('ay', false),
      az: number('az', false),
      gx: col.has('gx') ? number('gx', true) : NaN,
      gy: col.has('gy') ? number('gy', true) : NaN,
      gz: col.has('gz') ? number('gz', true) : NaN,
    };
    if (!Number.isNaN(s.gx) || !Number.isNaN(s.gy) || !Number.isNaN(s.gz)) hasGyro = true;
    const prev = samples[samples.length - 1];
    if (prev && s.t < prev.t) fail(line, `t_ms ${s.t} is earlier than ${prev.t} on line ${prevLine} (time must not go back)`);
    if (prev && s.t === prev.t) {
      if (opts.duplicateTime !== 'allow') fail(line, `t_ms ${s.t} repeats line ${prevLine} (duplicate time)`);
      if (duplicates++ === 0) firstDuplicateLine = line;
    }
    samples.push(s);
    prevLine = line;
  }
  const warnings = duplicates > 0 ? [`${source}: ${duplicates} samples repeat the previous timestamp (first on line ${firstDuplicateLine})`] : [];
  return { samples, hasGyro, warnings };
}
