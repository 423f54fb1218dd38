import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One figure of a benchmark beside its budget: what `npm run bench` prints as its table and JSON.
 * A budget is an upper bound (`max`) or a lower one (`min`); a figure without one is printed for
 * reference (`ref`: what it is compared with). Printed, never asserted: the table is for holding
 * budgets, and a missed one is a cause to find in the app.
 */
export type Budget = { max: number } | { min: number };

export type Figure = {
  /** The benchmark and its part: "main thread · gm116", "clock · link A". */
  group: string;
  name: string;
  /** null: not measured this run (`note` says why). */
  value: number | null;
  unit: string;
  budget?: Budget;
  /** Where the budget comes from, or what the figure is compared with. */
  note?: string;
};

/** value ÷ budget for an upper bound, budget ÷ value for a lower one: above 1 means the budget is missed. */
export function ratioOf(f: Figure): number | null {
  if (f.value === null || !f.budget) return null;
  if ('max' in f.budget) return f.budget.max === 0 ? (f.value === 0 ? 0 : null) : f.value / f.budget.max;
  return f.value === 0 ? null : f.budget.min / f.value;
}

export function metOf(f: Figure): boolean | null {
  if (f.value === null || !f.budget) return null;
  return 'max' in f.budget ? f.value <= f.budget.max : f.value >= f.budget.min;
}

const digits = (x: number) => (Math.abs(x) >= 100 || Number.isInteger(x) ? 0 : Math.abs(x) >= 10 ? 1 : 2);
export const fmt = (x: number | null | undefined, d?: number) => (x === null || x === undefined || !Number.isFinite(x) ? '–' : x.toFixed(d ?? digits(x)));

function budgetText(f: Figure): string {
  if (!f.budget) return '';
  return 'max' in f.budget ? `≤ ${fmt(f.budget.max)}` : `≥ ${fmt(f.budget.min)}`;
}

/** The figures as one plain-text table, grouped, with the budget, the ratio and ✓ / ✗. */
export function renderTable(figures: readonly Figure[]): string {
  const head = ['benchmark', 'figure', 'value', 'unit', 'budget', 'ratio', ''];
  const rows: string[][] = [];
  let last = '';
  for (const f of figures) {
    const met = metOf(f);
    const ratio = ratioOf(f);
    rows.push([
      f.group === last ? '' : f.group,
      f.name,
      f.value === null ? `– ${f.note ?? ''}`.trim() : fmt(f.value),
      f.unit,
      budgetText(f),
      ratio === null ? '' : `${ratio.toFixed(2)}`,
      met === null ? '' : met ? '✓' : '✗',
    ]);
    last = f.group;
  }
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const right = new Set([2, 4, 5]);
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (right.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The same as a Markdown table (the README's Performance section). */
export function renderMarkdown(figures: readonly Figure[]): string {
  const out = ['| benchmark | figure | value | budget | ratio | |', '| --- | --- | ---: | ---: | ---: | --- |'];
  let last = '';
  for (const f of figures) {
    const met = metOf(f);
    const ratio = ratioOf(f);
    const value = f.value === null ? `– ${f.note ?? ''}`.trim() : `${fmt(f.value)} ${f.unit}`.trim();
    const budget = f.budget ? `${budgetText(f)} ${f.unit}`.trim() : '';
    out.push(
      `| ${f.group === last ? '' : f.group} | ${f.name} | ${value} | ${budget} | ${ratio === null ? '' : ratio.toFixed(2)} | ${met === null ? '' : met ? '✓' : '✗'} |`,
    );
    last = f.group;
  }
  return out.join('\n');
}

/** Whether this module is the script node was started with (a benchmark run on its own). */
export function isMain(url: string): boolean {
  const arg = process.argv[1];
  return !!arg && resolve(arg).replace(/\.ts$/, '') === fileURLToPath(url).replace(/\.ts$/, '');
}
