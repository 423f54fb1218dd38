import type { GameMode, Team } from '../../../protocol/enums';
import type { Gm135Params } from '../parameters';
import type { BingoPlayer, Cell, Parity } from './types';

export const SIZE = 5;
export const CENTRE = 12;
export const FREE = -1;

/** SPEC.md gm135 openedCounts: the 12 lines, rows then columns then the two diagonals, by cell index. */
export const LINES: readonly (readonly number[])[] = [
  ...Array.from({ length: SIZE }, (_, r) => Array.from({ length: SIZE }, (_, c) => r * SIZE + c)),
  ...Array.from({ length: SIZE }, (_, c) => Array.from({ length: SIZE }, (_, r) => r * SIZE + c)),
  Array.from({ length: SIZE }, (_, i) => i * SIZE + i),
  Array.from({ length: SIZE }, (_, i) => i * SIZE + (SIZE - 1 - i)),
];

/** SPEC.md §9: the draw's range per mode: 1–50, 1–75 in MD, 1–60 in T3. */
export function rangeOf(mode: GameMode, p: Gm135Params): number {
  return mode === 'MD' ? p.ranges.MD : mode === 'T3' ? p.ranges.T3 : p.ranges.T0;
}

/** SPEC.md §6: in T3 one team's cards hold even numbers and the other's odd (left even, right odd). */
export function parityOf(mode: GameMode, team: Team): Parity {
  if (mode !== 'T3') return null;
  return team === 'left' ? 'even' : 'odd';
}

/**
 * How many numbers each column spans: a fifth of the range, but enough for five numbers of one
 * parity. The draw covers 1..5 × this.
 */
export function columnSizeOf(range: number, mode: GameMode): number {
  return Math.max(mode === 'T3' ? 10 : 5, Math.floor(range / SIZE));
}

const fits = (n: number, parity: Parity) => parity === null || (parity === 'even' ? n % 2 === 0 : n % 2 === 1);

/**
 * A new card: column c holds five numbers (four in the middle column) of c × size + 1 .. (c + 1) ×
 * size, drawn with the game's dice and sorted down the column; the centre is free (-1) and called.
 */
export function newCard(columnSize: number, parity: Parity, random: () => number): Cell[] {
  const cells: Cell[] = Array.from({ length: SIZE * SIZE }, () => ({ number: 0, opened: false, called: false, reached: false, notified: false }));
  for (let c = 0; c < SIZE; c++) {
    const pool: number[] = [];
    for (let n = c * columnSize + 1; n <= (c + 1) * columnSize; n++) if (fits(n, parity)) pool.push(n);
    const picked: number[] = [];
    const need = c === 2 ? SIZE - 1 : SIZE;
    for (let k = 0; k < need; k++) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    picked.sort((a, b) => a - b);
    const rows = c === 2 ? [0, 1, 3, 4] : [0, 1, 2, 3, 4];
    rows.forEach((r, k) => (cells[r * SIZE + c]!.number = picked[k]!));
  }
  const centre = cells[CENTRE]!;
  centre.number = FREE;
  centre.called = true;
  centre.notified = true;
  return cells;
}

/** Marks every cell of the card holding `n` called (a fresh call: not yet notified). */
export function call(cells: Cell[], n: number): void {
  for (const cell of cells)
    if (cell.number === n) {
      cell.called = true;
      cell.notified = false;
    }
}

/** SPEC.md gm135 canOpen: a called but unopened cell exists. */
export const canOpen = (cells: readonly Cell[]): boolean => cells.some((c) => c.called && !c.opened);

/**
 * SPEC.md gm135: opening a cell marks it opened, recomputes the counts per row, column and the two
 * diagonals, and marks cells reached when a line has `reachAt` opened. Returns the lines now full.
 */
export function openCell(p: BingoPlayer, index: number, reachAt: number): number[] {
  p.cells[index]!.opened = true;
  p.opens++;
  p.openedCounts = LINES.map((line) => line.filter((i) => p.cells[i]!.opened).length);
  p.prevReachCount = p.reachCount;
  p.reachCount = p.openedCounts.filter((n) => n >= reachAt && n < SIZE).length;
  LINES.forEach((line, k) => {
    if (p.openedCounts[k]! >= reachAt) for (const i of line) p.cells[i]!.reached = true;
  });
  return p.openedCounts.flatMap((n, k) => (n === SIZE ? [k] : []));
}
