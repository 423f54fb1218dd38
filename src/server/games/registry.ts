import type { GameId } from '../../protocol/enums';
import type { AnyGameRules } from '../../games/common/rules';
import { MANIFESTS } from '../../games/manifests';

/** The games this server can run: every manifest's rules, loaded once when the server starts. */
const loaded = await Promise.all(MANIFESTS.map(async (m): Promise<[GameId, AnyGameRules]> => [m.id, await m.rules()]));
export const GAME_RULES: ReadonlyMap<GameId, AnyGameRules> = new Map(loaded);

export function rulesFor(id: GameId): AnyGameRules | undefined {
  return GAME_RULES.get(id);
}
