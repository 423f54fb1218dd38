/** A Markdown table (pastes into README.md as is), columns padded for the terminal. */
export function markdownTable(header: string[], rows: string[][], alignRight: boolean[] = []): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const cell = (s: string, i: number) => (alignRight[i] ? s.padStart(widths[i]!) : s.padEnd(widths[i]!));
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (alignRight[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}` : '–');
export const fix = (x: number, d = 0) => (Number.isFinite(x) ? x.toFixed(d) : '–');
export const signedPct = (x: number) => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%` : '–');
