import { sendIntent } from '../../engine/socketClient';
import type { GameId, GameMode } from '../../protocol/enums';
import type { HostCommand } from '../../protocol/system';

/** Sends a host command; fire and forget, the answer lands in `client.intents.host`. */
export function host(cmd: HostCommand): void {
  sendIntent('host', cmd);
}

/** The game runner's `startGame`: the catalog and the roulette's result start a game with it. */
export function startGame(gameId: GameId, mode: GameMode = 'T0'): void {
  host({ type: 'startGame', gameId, mode });
}

/** Closes a game's result (scores move, the room goes to item throwing), or abandons a running game as "no game". */
export function endGame(): void {
  host({ type: 'endGame' });
}
