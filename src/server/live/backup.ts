import type { Room } from '../rooms/room';

/** Where a room that no live process holds is found: its stored state, its live owner, or nowhere. */
export type Claim = { room: Room; savedAt: number } | { owner: string } | null;

/**
 * Rooms kept behind the live ones, for another process to take over. The owner changes a room
 * in place and calls `dirty`; the backup writes it later, coalesced, never once per input.
 */
export interface RoomBackup {
  /** This process's id, as other processes route to it. */
  readonly proc: string;
  /** A room made here: this process owns it from now on. */
  adopt(room: Room): Promise<void>;
  /** Takes over a room no live process owns; or says which process owns it; null if there is no such room. */
  claim(roomId: string): Promise<Claim>;
  /** The room changed: write it behind (coalesced). */
  dirty(room: Room): void;
  /**
   * Resolves once the room's latest change was written (or the write failed), so a decision is
   * acknowledged only when it would survive its owner's death; null when nothing waits to be written.
   */
  saved(roomId: string): Promise<void> | null;
  /** The process that owns each room now, or null (the relays' check that their owner still does). */
  owners(roomIds: string[]): Promise<(string | null)[]>;
  /** The room is gone for good (expired). */
  remove(roomId: string): Promise<void>;
  /** Called when this process lost a room (its lease lapsed and another took it): drop it here. */
  onLost(handler: (roomId: string) => void): void;
  close(): Promise<void>;
}

/** One process: every room lives here and nowhere else, so nothing is written behind. */
export function memoryBackup(): RoomBackup {
  return {
    proc: 'local',
    adopt: async () => {},
    claim: async () => null,
    dirty: () => {},
    saved: () => null,
    owners: async (ids) => ids.map(() => null),
    remove: async () => {},
    onLost: () => {},
    close: async () => {},
  };
}
