import type { Capability, SystemStatus, Team } from '../../protocol/enums';

/** A room as the store keeps it: plain JSON, so memory and Redis stores hold the same thing. */
export type Player = {
  id: string;
  tokenHash: string;
  name: string;
  photo: string | null;
  team: Team | null;
  connected: boolean;
  isHalfwayJoin: boolean;
  capability: Capability;
  joinedAt: number;
};

export type Room = {
  id: string;
  groupId: string;
  createdAt: number;
  hostTokenHash: string;
  hostConnected: boolean;
  joinUrl: string;
  locked: boolean;
  /** When the last connection left; the room expires a configured time after. */
  emptySince: number | null;
  players: Player[];
  kickedIds: string[];
  system: { status: SystemStatus };
};

export function newRoom(id: string, groupId: string, hostTokenHash: string, joinUrl: string, now: number): Room {
  return {
    id, groupId, createdAt: now, hostTokenHash, hostConnected: false, joinUrl, locked: false, emptySince: now,
    players: [], kickedIds: [], system: { status: 'profileInput' },
  };
}

export function findPlayer(room: Room, playerId: string): Player | undefined {
  return room.players.find((p) => p.id === playerId);
}

export function teamCounts(room: Room): Record<Team, number> {
  const counts = { left: 0, right: 0 };
  for (const p of room.players) if (p.team) counts[p.team]++;
  return counts;
}

/** Keeps `emptySince` right after any connection change. */
export function touchPresence(room: Room, now: number): void {
  const anyone = room.hostConnected || room.players.some((p) => p.connected);
  if (anyone) room.emptySince = null;
  else if (room.emptySince === null) room.emptySince = now;
}
