import type { MotionSample } from '../detectors/types';
import { LABEL_COLUMNS, TRACE_COLUMNS, type TraceLabel } from './format.shared';

const num = (v: number, digits: number): string => (Number.isNaN(v) ? '' : v.toFixed(digits));

/** A trace as CSV in the traces format; `comment` lines go first, prefixed with `# `. */
export function traceToCsv(samples: readonly MotionSample[], comment: readonly string[] = []): string {
  const rows = comment.map((c) => `# ${c}`);
  rows.push(TRACE_COLUMNS.join(','));
  for (const s of samples) {
    rows.push([num(s.t, 3), num(s.ax, 5), num(s.ay, 5), num(s.az, 5), num(s.gx, 4), num(s.gy, 4), num(s.gz, 4)].join(','));
  }
  return rows.join('\n') + '\n';
}

export function labelsToCsv(labels: readonly TraceLabel[], comment: readonly string[] = []): string {
  const rows = comment.map((c) => `# ${c}`);
  rows.push(LABEL_COLUMNS.join(','));
  for (const l of labels) rows.push(`${l.t.toFixed(3)},${l.event}`);
  return rows.join('\n') + '\n';
}
