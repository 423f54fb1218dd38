import type { GameId } from '../../protocol/enums';
import type { AnyGameRules } from '../../games/common/rules';
import { gm116 } from '../../games/gm116/rules/gm116';

/** The games this server can run. A new game adds one line. */
export const GAME_RULES: Partial<Record<GameId, AnyGameRules>> = { gm116 };

export function rulesFor(id: GameId): AnyGameRules | undefined {
  return GAME_RULES[id];
}
