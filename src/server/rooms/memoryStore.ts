import type { Room } from './room';
import type { RoomStore } from './roomStore';

/** The default store: one process, rooms in a Map, a promise chain per room as its lock. */
export class MemoryRoomStore implements RoomStore {
  private rooms = new Map<string, Room>();
  private locks = new Map<string, Promise<unknown>>();

  async create(room: Room): Promise<void> {
    this.rooms.set(room.id, structuredClone(room));
  }

  async get(roomId: string): Promise<Room | null> {
    const room = this.rooms.get(roomId);
    return room ? structuredClone(room) : null;
  }

  update<T>(roomId: string, mutate: (room: Room) => T): Promise<{ room: Room; result: T } | null> {
    const run = async () => {
      const current = this.rooms.get(roomId);
      if (!current) return null;
      // Mutate a copy so a throwing mutation leaves the stored room untouched.
      const room = structuredClone(current);
      const result = mutate(room);
      this.rooms.set(roomId, room);
      return { room: structuredClone(room), result };
    };
    const previous = this.locks.get(roomId) ?? Promise.resolve();
    const next = previous.then(run, run);
    const tail = next.catch(() => undefined);
    this.locks.set(roomId, tail);
    void tail.then(() => { if (this.locks.get(roomId) === tail) this.locks.delete(roomId); });
    return next;
  }

  async delete(roomId: string): Promise<void> {
    this.rooms.delete(roomId);
  }

  async expired(before: number): Promise<string[]> {
    return [...this.rooms.values()].filter((r) => r.emptySince !== null && r.emptySince < before).map((r) => r.id);
  }

  async count(): Promise<{ rooms: number; players: number }> {
    let players = 0;
    for (const r of this.rooms.values()) players += r.players.length;
    return { rooms: this.rooms.size, players };
  }

  async close(): Promise<void> {}
}
