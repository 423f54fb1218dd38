import type { GameId } from '../../protocol/enums';
import { gameInfo } from '../../games/catalog';

/** A game's tile colour on the wheel and in the catalog (from its manifest). */
export const gameColor = (id: GameId) => gameInfo(id).color;

/** The number players know a game by (the id without its prefix). */
export const gameNumber = (id: GameId) => id.slice(2);
