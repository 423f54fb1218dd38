import { GameParameters, type GameParameterSet } from '../../../src/protocol/parameters';
import { mergeParams } from './params';
import type { DeepPartial } from './types';
import type { JumpEvent } from './jump';

type Grade = 'S' | 'A' | 'B' | 'C' | 'D';
const GRADES = ['S', 'A', 'B', 'C'] as const;

/** How one pass of the rope went for one phone (SPEC.md §3 gm116 jumpResults). */
export type JumpResult = {
  type: 'out' | 'barely' | 'safe';
  /**
   * 0 when the rope passed at the middle of the flight, rising to 1 at take-off or landing; 1 when
   * the phone was not in the air as the rope passed (out).
   */
  saturatedTiming: number;
};

/** Tuning SPEC.md does not name: a jump is "barely" when the rope passed this close to an edge of the flight. */
export const JUMP_GRADE_TUNING = { barelyFrom: 0.7 };

/**
 * Judges one rope pass at `ropeT` (phone clock) against the jump that covers it, if any: the rope
 * must pass while the phone is in the air. Pass the jump whose flight is nearest to `ropeT`.
 */
export function judgeJump(jump: Pick<JumpEvent, 'takeoffT' | 'landingT'> | null, ropeT: number, tuning = JUMP_GRADE_TUNING): JumpResult {
  if (!jump || ropeT < jump.takeoffT || ropeT > jump.landingT) return { type: 'out', saturatedTiming: 1 };
  const half = (jump.landingT - jump.takeoffT) / 2;
  const mid = jump.takeoffT + half;
  const timing = half > 0 ? Math.min(1, Math.abs(ropeT - mid) / half) : 1;
  return { type: timing >= tuning.barelyFrom ? 'barely' : 'safe', saturatedTiming: timing };
}

/**
 * A turn's grade S–D from its jump results, by SPEC.md §9's two threshold sets, read as:
 * - good thresholds (S 0.05, A 0.2, B 0.5, C 0.7) bound the mean saturated timing: the best grade
 *   whose bound the mean does not exceed;
 * - bad thresholds (S 0, A 0.03, B 0.2, C 0.4) bound the share of jumps that were barely or out;
 * the turn gets the worse of the two grades, D when it misses C on either; its value is `gradeValues`.
 * An empty turn is D.
 */
export function gradeTurn(results: readonly JumpResult[], params?: DeepPartial<GameParameterSet['gm116']> | null): { grade: Grade; value: number } {
  const p = mergeParams<GameParameterSet['gm116']>(GameParameters.gm116, params);
  if (results.length === 0) return { grade: 'D', value: p.gradeValues.D };
  const meanTiming = results.reduce((s, r) => s + r.saturatedTiming, 0) / results.length;
  const badShare = results.filter((r) => r.type !== 'safe').length / results.length;
  const rank = (value: number, bounds: Record<(typeof GRADES)[number], number>): number => {
    const i = GRADES.findIndex((g) => value <= bounds[g]);
    return i < 0 ? GRADES.length : i;
  };
  const r = Math.max(rank(meanTiming, p.goodGradeThresholds), rank(badShare, p.badGradeThresholds));
  const grade: Grade = GRADES[r] ?? 'D';
  return { grade, value: p.gradeValues[grade] };
}
