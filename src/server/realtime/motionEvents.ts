import type { Socket } from 'socket.io';
import { Events } from '../../protocol/events';
import { MotionEvents } from '../../protocol/schemas';
import type { Log } from '../log';

type PlayerCount = { events: number; byType: Record<string, number>; lastAt: number };

/** Rooms whose counts are kept (oldest forgotten first): this is a developer statistic. */
const MAX_ROOMS = 500;
const counts = new Map<string, Map<string, PlayerCount>>();
let total = 0;

/**
 * Detector events from a phone's motion worker (`motion`: `{ detector, events }`, fire and
 * forget). Validated, then counted per player for the developer statistics; the games' rules take
 * what they need from here as they arrive.
 */
export function registerMotionEvents(socket: Socket, roomId: string, playerId: string, log: Log): void {
  socket.on(Events.motion, (payload: unknown) => {
    const p = MotionEvents.safeParse(payload);
    if (!p.success) {
      log.info({ event: Events.motion, issues: p.error.issues.length }, 'invalid payload refused');
      return;
    }
    let room = counts.get(roomId);
    if (!room) {
      if (counts.size >= MAX_ROOMS) counts.delete(counts.keys().next().value!);
      room = new Map();
      counts.set(roomId, room);
    }
    const c = room.get(playerId) ?? { events: 0, byType: {}, lastAt: 0 };
    for (const e of p.data.events) {
      const key = `${p.data.detector}:${e.type}`;
      c.byType[key] = (c.byType[key] ?? 0) + 1;
    }
    c.events += p.data.events.length;
    c.lastAt = Date.now();
    room.set(playerId, c);
    total += p.data.events.length;
  });
}

/** For `/api/groups/{g}/dev/statistics`: detector events received, per room and player. */
export function motionStatistics(): { motionEvents: { total: number; rooms: Record<string, Record<string, PlayerCount>> } } {
  const rooms: Record<string, Record<string, PlayerCount>> = {};
  for (const [roomId, players] of counts) rooms[roomId] = Object.fromEntries(players);
  return { motionEvents: { total, rooms } };
}
