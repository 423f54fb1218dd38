import type { Fault, JumpResult } from '../rules/types';

/**
 * SPEC.md §4 gm116 rules for the phone's jump results:
 * - no result is added once an out exists;
 * - a jump can replace the last result (the server's judgement replaces the phone's guess);
 * - a fault of YOU or YOU_AND_OTHERS with no out yet adds an out with saturated timing 1,
 *   replacing a lone entry.
 */
export function addJumpResult(results: readonly JumpResult[], r: JumpResult, replaceLast: boolean): JumpResult[] {
  if (results.some((x) => x.type === 'out')) return [...results];
  if (replaceLast && results.length > 0) return [...results.slice(0, -1), r];
  return [...results, r];
}

export function applyFault(results: readonly JumpResult[], fault: Fault | null): JumpResult[] {
  if ((fault !== 'YOU' && fault !== 'YOU_AND_OTHERS') || results.some((x) => x.type === 'out')) return [...results];
  const out: JumpResult = { type: 'out', saturatedTiming: 1 };
  return results.length === 1 ? [out] : [...results, out];
}
