import type { Log } from '../log';
import { closeCapabilityCheck } from '../rooms/capability';
import type { Room } from '../rooms/room';
import { closeVoting } from '../rooms/voting';
import { advanceGame, nextGameDeadline } from '../games/runner';
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
    clearTimeout(this.timers.get(room.id));
    this.timers.delete(room.id);
    const at = [room.system.voting?.result ? null : room.system.voting?.deadline, room.system.capabilityDeadline, nextGameDeadline(room)]
      .filter((x): x is number => typeof x === 'number')
      .sort((a, b) => a - b)[0];
    if (at === undefined) return;
    this.timers.set(room.id, setTimeout(() => this.fire(room.id), Math.max(0, at - Date.now()) + 5));
  }

  private fire(roomId: string): void {
    this.timers.delete(roomId);
    // The room's changes re-arm the timer through RoomOps.onApplied.
    this.ops
      .apply(roomId, (room, ctx) => {
        closeVoting(room, ctx);
        closeCapabilityCheck(room, ctx);
        advanceGame(room, ctx);
        return null;
      })
      .catch((err) => this.log.error({ err, roomId }, 'deadline transition failed'));
  }

  close(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
