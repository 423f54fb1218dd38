/**
 * The traces' CSV is plain (numbers and bare words, no quoting), so a small splitter that keeps
 * line numbers gives better errors than a general CSV parser, and runs unchanged in a worker.
 */
export type CsvLine = { line: number; fields: string[] };

/** Non-blank, non-comment lines with their 1-based line numbers. */
export function csvLines(text: string): CsvLine[] {
  const out: CsvLine[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  for (let i = 0; i < lines.length; i++) {
    const raw = (lines[i] ?? '').trim();
    if (raw === '' || raw.startsWith('#')) continue;
    out.push({ line: i + 1, fields: raw.split(',').map((f) => f.trim()) });
  }
  return out;
}

/** Column name → index, from a header line; throws via `fail` naming what is missing. */
export function headerIndex(
  header: CsvLine,
  required: readonly string[],
  optional: readonly string[],
  fail: (line: number, detail: string) => never,
): Map<string, number> {
  const index = new Map<string, number>();
  header.fields.forEach((name, i) => {
    if (index.has(name)) fail(header.line, `column "${name}" appears twice`);
    index.set(name, i);
  });
  const missing = required.filter((c) => !index.has(c));
  if (missing.length > 0) {
    const known = [...required, ...optional].join(',');
    fail(header.line, `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (header must name ${known})`);
  }
  return index;
}
