import type { Team } from '../../../protocol/enums';
import type { Gm135State } from './types';

/** Bingos a team needs: "first team to N bingos", N = its share of members (at least 1). */
export function targetOf(s: Gm135State, team: Team): number {
  const size = s.players.filter((p) => p.team === team).length;
  return Math.max(1, Math.ceil(size * s.params.winShare));
}

export function bingosOf(s: Gm135State, team: Team): number {
  return s.players.filter((p) => p.team === team && p.bingoAt !== null).length;
}
