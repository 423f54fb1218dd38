import { csvLines, headerIndex } from './csvLines';
import { LABEL_COLUMNS, TraceFormatError, type TraceLabel } from './format.shared';

/** Parses a `<trace>_labels.csv`; an empty label file (header only) is valid: a trace with no events. */
export function parseLabels(text: string, source = 'labels'): TraceLabel[] {
  const fail = (line: number, detail: string): never => {
    throw new TraceFormatError(line, detail, source);
  };
  const lines = csvLines(text);
  const header = lines[0];
  if (!header) return fail(1, `empty file: expected the header ${LABEL_COLUMNS.join(',')}`);
  const col = headerIndex(header, LABEL_COLUMNS, [], fail);
  const out: TraceLabel[] = [];
  for (const { line, fields } of lines.slice(1)) {
    const tf = fields[col.get('t_ms')!] ?? '';
    const event = fields[col.get('event')!] ?? '';
    const t = tf === '' ? NaN : Number(tf);
    if (!Number.isFinite(t)) fail(line, `t_ms is not a number ("${tf}")`);
    if (event === '') fail(line, 'event is empty');
    const prev = out[out.length - 1];
    // Equal times are fine here: one segment's end is the next one's start.
    if (prev && t < prev.t) fail(line, `t_ms ${t} is earlier than the previous label's ${prev.t}`);
    out.push({ t, event });
  }
  return out;
}
