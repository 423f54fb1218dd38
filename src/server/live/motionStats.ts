import type { MotionEvents } from '../../protocol/schemas';

type PlayerCount = { events: number; byType: Record<string, number>; lastAt: number };

/** Rooms whose counts are kept (oldest forgotten first): this is a developer statistic. */
const MAX_ROOMS = 500;
const counts = new Map<string, Map<string, PlayerCount>>();
let total = 0;

/** Counts a phone's detector events for the developer statistics (`/dev/statistics`). */
export function countMotion(roomId: string, playerId: string, input: MotionEvents): void {
  let room = counts.get(roomId);
  if (!room) {
    if (counts.size >= MAX_ROOMS) counts.delete(counts.keys().next().value!);
    room = new Map();
    counts.set(roomId, room);
  }
  const c = room.get(playerId) ?? { events: 0, byType: {}, lastAt: 0 };
  for (const e of input.events) {
    const key = `${input.detector}:${e.type}`;
    c.byType[key] = (c.byType[key] ?? 0) + 1;
  }
  c.events += input.events.length;
  c.lastAt = Date.now();
  room.set(playerId, c);
  total += input.events.length;
}

/** For `/api/groups/{g}/dev/statistics`: detector events received, per room and player. */
export function motionStatistics(): { motionEvents: { total: number; rooms: Record<string, Record<string, PlayerCount>> } } {
  const rooms: Record<string, Record<string, PlayerCount>> = {};
  for (const [roomId, players] of counts) rooms[roomId] = Object.fromEntries(players);
  return { motionEvents: { total, rooms } };
}
