import type { Room } from '../rooms/room';
import type { Client } from './client';

/**
 * Which views a change can touch: every view, the host's only (a cheer, an emote), or one
 * player's and the host's (a throw). Views of other phones are then not even projected.
 */
export type Scope = 'all' | 'host' | { player: string };

/** A room owned by this process: the live object rules change in place, and its clients. */
export class LiveRoom {
  readonly clients = new Map<string, Client>();
  /** Each client's last view, the base of its next patch. */
  readonly sent = new Map<string, { version: number; view: object }>();
  /** What changed since the last flush; null when nothing did. */
  pending: { all: boolean; host: boolean; players: Set<string> } | null = null;
  flushTimer: NodeJS.Timeout | null = null;
  lastFlushAt = 0;
  deadline: { at: number; cancel: () => void } | null = null;
  /** After a takeover: players who were connected and are not back yet (the game waits for them). */
  awaiting: Set<string> | null = null;
  /** Taken over from another process and not resumed since. */
  takenOver = false;
  /** Counts changes (`RoomEngine.changed`): what was projected at one count still holds at it. */
  changes = 0;
  /** The stream scope's last look at what other phones see (inputs.ts `shared`), at `changes`. */
  seen: { at: number; witnesses: string; value: string } | null = null;

  constructor(public room: Room) {}

  get id(): string {
    return this.room.id;
  }

  anyClient(match: (c: Client) => boolean): boolean {
    for (const c of this.clients.values()) if (match(c)) return true;
    return false;
  }

  /** Stops its timers; the room is no longer this process's. */
  stop(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.deadline?.cancel();
    this.flushTimer = null;
    this.deadline = null;
  }
}
