import type { Team } from '../../../protocol/enums';
import type { Gm113State, Swinger } from './types';

export const TEAMS: readonly Team[] = ['left', 'right'];

const r2 = (x: number) => Math.round(x * 100) / 100;

/** Beats hit over the game. */
export function totalHits(sw: Swinger): number {
  return sw.hits.reduce((a, x) => a + x, 0);
}

/**
 * GAMES.md's score: visitors per head. Each team's visitors over the players it sent into the game
 * (two decimals), so a team of 30 does not beat a team of 20 by size.
 */
export function perHead(s: Gm113State): Record<Team, number> {
  const out = { left: 0, right: 0 };
  for (const team of TEAMS) {
    const b = s.beams[team];
    if (b.members) out[team] = r2(b.visitors / b.members);
  }
  return out;
}

/** How together a team swung: the share of its players' beats (of the calls started) they hit, 0–1. */
export function sync(s: Gm113State, team: Team): number {
  const members = s.swingers.filter((x) => x.team === team);
  const beats = s.calls.reduce((a, c) => a + c.beats, 0);
  if (!members.length || !beats) return 0;
  return members.reduce((a, x) => a + totalHits(x), 0) / (members.length * beats);
}
