import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseLabels } from '../../workers/motion/trace/parseLabels';
import { parseTrace } from '../../workers/motion/trace/parseTrace';
import type { Trace, TraceLabel } from '../../workers/motion/trace/format.shared';

export const TRACES_DIR = new URL('../traces/', import.meta.url).pathname;

export type LoadedTrace = Trace & { name: string; folder: string; path: string; labels: TraceLabel[] };

/** Reads a trace and, when present, its `<trace>_labels.csv` beside it. Duplicate stamps are allowed (see parseTrace). */
export function loadTrace(path: string): LoadedTrace {
  const trace = parseTrace(readFileSync(path, 'utf8'), { duplicateTime: 'allow', source: basename(path) });
  const labelsPath = path.replace(/\.csv$/, '_labels.csv');
  const labels = existsSync(labelsPath) ? parseLabels(readFileSync(labelsPath, 'utf8'), basename(labelsPath)) : [];
  const folder = basename(join(path, '..'));
  return { ...trace, name: basename(path, '.csv'), folder, path, labels };
}

/** Every trace of a folder under benchmarks/traces (not the label or count files). */
export function loadFolder(folder: string): LoadedTrace[] {
  const dir = join(TRACES_DIR, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.csv') && !f.endsWith('_labels.csv') && f !== 'counts.csv')
    .sort()
    .map((f) => loadTrace(join(dir, f)));
}

/** `counts.csv` rows: trace → label → count (empty counts are skipped). */
export function loadCounts(folder: string): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  const path = join(TRACES_DIR, folder, 'counts.csv');
  if (!existsSync(path)) return out;
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/).slice(1)) {
    const [trace, label, count] = line.split(',');
    if (!trace || !label || !count) continue;
    if (!out.has(trace)) out.set(trace, new Map());
    out.get(trace)!.set(label, Number(count));
  }
  return out;
}
