import type { Log } from '../log';
import { closeCapabilityCheck } from '../rooms/capability';
import type { Room } from '../rooms/room';
import { closeVoting } from '../rooms/voting';
import type { RoomOps } from './roomOps';

/**
 * Timed transitions (voting, capability check). A timer fires in the process that set it; the
 * transition itself is idempotent under the room lock, so if that process dies, re-arming from
 * the stored deadlines (when the host reconnects anywhere) is safe.
 */
export class Deadlines {
  private timers = new Map<string, NodeJS.Timeout>();

  constructor(private ops: RoomOps, private log: Log) {}

  /** Arms a timer for the room's earliest pending deadline. */
  arm(room: Room): void {
    const at = [room.system.voting?.result ? null : room.system.voting?.deadline, room.system.capabilityDeadline]
      .filter((x): x is number => typeof x === 'number')
      .sort((a, b) => a - b)[0];
    if (at === undefined) return;
    clearTimeout(this.timers.get(room.id));
    this.timers.set(room.id, setTimeout(() => this.fire(room.id), Math.max(0, at - Date.now()) + 5));
  }

  private fire(roomId: string): void {
    this.timers.delete(roomId);
    let next = null as Room | null;
    this.ops
      .apply(roomId, (room, ctx) => {
        closeVoting(room, ctx);
        closeCapabilityCheck(room, ctx);
        next = room;
        return null;
      })
      .then(() => { if (next) this.arm(next); })
      .catch((err) => this.log.error({ err, roomId }, 'deadline transition failed'));
  }

  close(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
