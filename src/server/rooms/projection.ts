import type { HostView, PhoneView, PublicPlayer, RoomInfo } from '../../protocol/views';
import type { SystemStatus } from '../../protocol/enums';
import { teamCounts, type Player, type Room } from './room';

function roomInfo(room: Room): RoomInfo {
  return {
    roomId: room.id, groupId: room.groupId, locked: room.locked, hostConnected: room.hostConnected,
    teams: teamCounts(room), playerCount: room.players.length,
  };
}

/** A player's own status: the room's, except while their profile is still missing. */
function playerStatus(room: Room, p: Player): SystemStatus {
  if (!p.name) return 'profileInput';
  if (room.system.status === 'profileInput') return 'waitingProfile';
  return room.system.status;
}

export function phoneView(room: Room, playerId: string): PhoneView | null {
  const p = room.players.find((x) => x.id === playerId);
  if (!p) return null;
  return {
    room: roomInfo(room),
    me: { playerId: p.id, name: p.name, photo: p.photo, team: p.team, isHalfwayJoin: p.isHalfwayJoin, capability: p.capability },
    system: { status: playerStatus(room, p) },
  };
}

export function publicPlayer(p: Player): PublicPlayer {
  return { id: p.id, name: p.name, photo: p.photo, team: p.team, connected: p.connected, isHalfwayJoin: p.isHalfwayJoin, capability: p.capability };
}

export function hostView(room: Room): HostView {
  return {
    room: { ...roomInfo(room), joinUrl: room.joinUrl },
    players: room.players.map(publicPlayer),
    system: { status: room.system.status },
  };
}
