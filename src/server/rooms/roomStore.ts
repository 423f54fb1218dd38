import type { Room } from './room';

/**
 * Where rooms live. Every change goes through `update`, which runs the mutation under the room's
 * lock, so two processes (or two events in one process) never interleave on one room.
 */
export interface RoomStore {
  create(room: Room): Promise<void>;
  get(roomId: string): Promise<Room | null>;
  /** Runs `mutate` on the latest room under its lock and saves it; null when the room is gone. */
  update<T>(roomId: string, mutate: (room: Room) => T): Promise<{ room: Room; result: T } | null>;
  delete(roomId: string): Promise<void>;
  /** Room ids whose `emptySince` is older than `before`. */
  expired(before: number): Promise<string[]>;
  /** How many rooms and seated players there are (developer statistics). */
  count(): Promise<{ rooms: number; players: number }>;
  close(): Promise<void>;
}

/** Thrown by a store whose backend cannot be reached; the server answers 2003 / SP01-105. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`room store not accessible: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StoreUnavailableError';
  }
}

/** Thrown when a room's lock could not be taken or released in time (2005 / 2006). */
export class RoomLockError extends Error {
  constructor(readonly phase: 'lock' | 'unlock', roomId: string) {
    super(`could not ${phase} room ${roomId}`);
    this.name = 'RoomLockError';
  }
}
