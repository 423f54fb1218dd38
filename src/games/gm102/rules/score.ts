import type { Team } from '../../../protocol/enums';
import type { Gm102Params } from '../parameters';
import type { Gm102State } from './types';

/** The course's length in course steps (SPEC.md §3 `distance`): SPEC.md §9's `stepCount`. */
export const distanceOf = (p: Gm102Params) => p.stepCount;

export type TeamShare = { runners: number; reached: number; share: number; meanProgress: number };

/**
 * Team score (GAMES.md): the share of a team's runners who reached the line, per head so a big
 * team does not win by size; a tie goes to the better mean progress (each runner's share of the course).
 */
export function teamShares(s: Gm102State): Record<Team, TeamShare> {
  const d = distanceOf(s.params);
  const of = (team: Team): TeamShare => {
    const rs = s.runners.filter((r) => r.team === team);
    const reached = rs.filter((r) => r.reached).length;
    return {
      runners: rs.length,
      reached,
      share: rs.length ? reached / rs.length : 0,
      meanProgress: rs.length && d > 0 ? rs.reduce((a, r) => a + Math.min(1, r.progress / d), 0) / rs.length : 0,
    };
  };
  return { left: of('left'), right: of('right') };
}
