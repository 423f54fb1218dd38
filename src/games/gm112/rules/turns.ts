import type { Team } from '../../../protocol/enums';
import type { Gm112State, Player, Turn } from './types';

export function currentTurn(s: Gm112State): Turn | undefined {
  return s.turns[s.turns.length - 1];
}

export const membersOf = (s: Gm112State, team: Team): Player[] => s.players.filter((p) => p.team === team);

/** Stars a thrower has left this turn. */
export function starsLeft(s: Gm112State, turn: Turn, id: string): number {
  return Math.max(0, s.params.shurikenPerThrower - turn.stars.filter((x) => x.thrower === id).length);
}
