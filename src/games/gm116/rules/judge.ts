import type { Gm116Params } from '../parameters';
import { GRADE_ORDER, type Flight, type Grade, type JumpResult } from './types';

export { GRADE_ORDER };

/** Tuning SPEC.md does not name: a jump is "barely" when the rope passed this near an edge of the flight. */
export const BARELY_FROM = 0.7;

/**
 * Judges one pass at server time `at` against a player's flights: the rope must pass while the
 * phone is in the air. saturatedTiming is 0 when it passed mid-flight, 1 at take-off or landing,
 * and 1 for an out (SPEC.md §3 gm116 jumpResults).
 */
export function judgePass(flights: readonly Flight[], at: number, windowMs: number): JumpResult {
  let best: Flight | null = null;
  for (const f of flights) {
    if (f.landing < at - windowMs || f.takeoff > at + windowMs) continue;
    if (at >= f.takeoff && at <= f.landing) {
      best = f;
      break;
    }
  }
  if (!best) return { type: 'out', saturatedTiming: 1 };
  const half = (best.landing - best.takeoff) / 2;
  const timing = half > 0 ? Math.min(1, Math.abs(at - (best.takeoff + half)) / half) : 1;
  return { type: timing >= BARELY_FROM ? 'barely' : 'safe', saturatedTiming: timing };
}

/**
 * A player's grade S–D for a turn, by SPEC.md §9's two threshold sets:
 * - good thresholds (S 0.05, A 0.2, B 0.5, C 0.7) bound the mean saturated timing;
 * - bad thresholds (S 0, A 0.03, B 0.2, C 0.4) bound the share of jumps that were barely or out;
 * the worse of the two grades counts; D when either misses C. No jumps at all is D.
 */
export function gradeTurn(results: readonly JumpResult[], p: Gm116Params): { grade: Grade; value: number } {
  if (results.length === 0) return { grade: 'D', value: p.gradeValues.D };
  const meanTiming = results.reduce((s, r) => s + r.saturatedTiming, 0) / results.length;
  const badShare = results.filter((r) => r.type !== 'safe').length / results.length;
  const rank = (value: number, bounds: Gm116Params['goodGradeThresholds']) => {
    const i = (['S', 'A', 'B', 'C'] as const).findIndex((g) => value <= bounds[g]);
    return i < 0 ? 4 : i;
  };
  const grade = GRADE_ORDER[Math.max(rank(meanTiming, p.goodGradeThresholds), rank(badShare, p.badGradeThresholds))]!;
  return { grade, value: p.gradeValues[grade] };
}

/** The letter whose value is nearest a mean of grade values (a team's grade from its members'). */
export function gradeOfValue(value: number, p: Gm116Params): { grade: Grade; value: number } {
  let best: Grade = 'D';
  for (const g of GRADE_ORDER) if (Math.abs(p.gradeValues[g] - value) < Math.abs(p.gradeValues[best] - value)) best = g;
  return { grade: best, value: Math.round(value * 100) / 100 };
}
