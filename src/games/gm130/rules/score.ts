import type { Team } from '../../../protocol/enums';
import type { Gm130State, Squatter } from './types';

export const TEAMS: readonly Team[] = ['left', 'right'];

/** Squats a player counted in the given halves. */
export function totalOf(sq: Squatter, halves: readonly (0 | 1)[] = [0, 1]): number {
  return halves.reduce<number>((a, h) => a + sq.counts[h], 0);
}

/**
 * GAMES.md's score: squats per head. Each team's squats in the given halves over the players it
 * sent into the game (two decimals), so a team of 30 does not beat a team of 20 by size.
 */
export function perHead(s: Gm130State, halves: readonly (0 | 1)[]): Record<Team, number> {
  const out = { left: 0, right: 0 };
  for (const team of TEAMS) {
    const members = s.squatters.filter((x) => x.team === team);
    if (members.length) out[team] = Math.round((members.reduce((a, x) => a + totalOf(x, halves), 0) / members.length) * 100) / 100;
  }
  return out;
}
