import type { Capability, SystemStatus, Team } from './enums';

/** What everyone may know about a player. */
export type PublicPlayer = {
  id: string;
  name: string;
  photo: string | null;
  team: Team | null;
  connected: boolean;
  isHalfwayJoin: boolean;
  capability: Capability;
};

export type RoomInfo = {
  roomId: string;
  groupId: string;
  locked: boolean;
  hostConnected: boolean;
  teams: Record<Team, number>;
  playerCount: number;
};

/** The phone's projection of a room: its own seat in full, the others only as counts. */
export type PhoneView = {
  room: RoomInfo;
  me: {
    playerId: string;
    name: string;
    photo: string | null;
    team: Team | null;
    isHalfwayJoin: boolean;
    capability: Capability;
  };
  system: { status: SystemStatus };
};

/** The big screen's projection: everyone, for the lobby and moderation. */
export type HostView = {
  room: RoomInfo & { joinUrl: string };
  players: PublicPlayer[];
  system: { status: SystemStatus };
};

export type Role = 'phone' | 'host';
export type ViewOf<R extends Role> = R extends 'phone' ? PhoneView : HostView;
