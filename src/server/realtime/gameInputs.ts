import type { Socket } from 'socket.io';
import { Events } from '../../protocol/events';
import { MotionEvents } from '../../protocol/schemas';
import { GAME_RULES } from '../games/registry';
import { gameIntent, gameMotion } from '../games/runner';
import type { Log } from '../log';
import { onIntent } from './intent';
import type { RoomOps } from './roomOps';

/** A phone's inputs to the running game: each game's intents, and detector events from its motion worker. */
export function registerGameInputs(socket: Socket, roomId: string, playerId: string, ops: RoomOps, log: Log): void {
  for (const rules of Object.values(GAME_RULES)) {
    for (const [event, schema] of Object.entries(rules.intents)) {
      onIntent(socket, log, event, schema, (payload) => ops.apply(roomId, (room, ctx) => gameIntent(room, playerId, event, payload, ctx)));
    }
  }
  socket.on(Events.motion, (payload: unknown) => {
    const p = MotionEvents.safeParse(payload);
    if (!p.success) return; // counted and logged by the motion statistics handler
    ops.apply(roomId, (room, ctx) => { gameMotion(room, playerId, p.data, ctx); return null; })
      .catch((err) => log.error({ err, roomId }, 'motion input failed'));
  });
}
