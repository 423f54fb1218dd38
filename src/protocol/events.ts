/**
 * Every realtime event name, in one table (SPEC.md §4).
 * Client → server events are intents, answered by an ack `{ ok: true } | { ok: false, error }`.
 * Server → client traffic is the recipient's *view* (its projection of the room), sent as a
 * versioned snapshot or patch, plus `error` for problems that are not an answer to an intent.
 */
export const Events = {
  // server → client
  view: 'view',
  error: 'error',
  // client → server, system (SPEC.md §4)
  updateProfile: 'updateProfile',
  updateTeam: 'updateTeam',
  capability: 'capability',
  resetCapability: 'resetCapability',
  throwItem: 'throwItem',
  stopRoulette: 'stopRoulette',
  chooseCard: 'chooseCard',
  vote: 'vote',
  emote: 'emote',
  cheer: 'cheer',
  charge: 'charge',
  resync: 'resync',
  ping: 'clock:ping',
  /** Detector events from the motion worker, sent by the socket worker: `{ detector, events }`. */
  motion: 'motion',
  // client → server, host only
  host: 'host',
} as const;

export type EventName = (typeof Events)[keyof typeof Events];

/** Mini-game events carry the game prefix, e.g. `gm116:jump`. */
export function gameEvent(gameId: string, name: string): string {
  return `${gameId}:${name}`;
}

/** The realtime channel path of a group (SPEC.md §7). */
export function gamePath(groupId: string | number): string {
  return `/api/groups/${groupId}/game`;
}
export function sessionPath(groupId: string | number): string {
  return `/api/groups/${groupId}/session`;
}
