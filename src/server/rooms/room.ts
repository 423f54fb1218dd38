import type { Capability, GameId, Side, SystemStatus, Team } from '../../protocol/enums';
import type { Emote, EventCard, ThrowItem } from '../../protocol/system';
import { DEFAULT_ROOM_SETTINGS, type RoomSettings } from '../../protocol/session';
import type { Award } from '../../session/nominees';
import type { PlayerStats } from '../../session/stats';
import type { GameState } from '../games/gameState';
import type { SessionState } from '../session/state';

/** A room as the store keeps it: plain JSON, so memory and Redis stores hold the same thing. */
export type Player = {
  id: string;
  tokenHash: string;
  name: string;
  photo: string | null;
  team: Team | null;
  /** The team given at fixing time when the player had not chosen (SPEC teamSelector.initialTeam). */
  initialTeam: Team | null;
  isAssigned: boolean;
  /** Any socket of this seat is open (the room's owner process knows them all). */
  connected: boolean;
  isHalfwayJoin: boolean;
  capability: Capability;
  /** The capability check round this player last answered (host can ask again). */
  capabilityRound: number;
  /** No usable motion sensor: watches and cheers instead of playing motion games. */
  spectator: boolean;
  /** Whether the phone's motion readings include rotation rates (null: not known yet). */
  gyroscope: boolean | null;
  throwsLeft: number;
  charge: number;
  joinedAt: number;
  /** Games this player entered in this room (their practice may be skipped next time). */
  played: GameId[];
};

export type NameRejection = { at: number; reason: 'duplicate' | 'long' | 'forbidden'; masked: string };

export type SystemState = {
  status: SystemStatus;
  teamsFixed: boolean;
  teamChangeAllowed: boolean;
  charge: Record<Team, number>;
  cheers: Record<Team, number>;
  /** The last few throws and emotes, for the big screen to animate (newest last). */
  throws: { seq: number; playerId: string; team: Team | null; itemId: ThrowItem; effectId: number; hit: boolean }[];
  emotes: { seq: number; playerId: string; icon: Emote }[];
  seq: number;
  roulette: { candidates: GameId[]; result: GameId | null; stopperId: string | null } | null;
  eventCard: EventCard | null;
  /** Two event cards, one for the team ahead on charge per head to pick (the charge's reward). */
  cardChoice: { options: [EventCard, EventCard]; team: Team } | null;
  voting: { choices: string[]; awards: Record<string, Award>; deadline: number; votes: Record<string, string>; result: string[] | null } | null;
  capabilityRound: number;
  /** When phones must have answered the current capability check; null when none is running. */
  capabilityDeadline: number | null;
  scores: Record<Team, number>;
  history: { id: GameId; winner: Side; scores: Record<Team, number> }[];
  /** Per player, what they did between games: throws, hits, emotes, cheers (the MVP nominees' source). */
  tallies: Record<string, PlayerStats>;
};

export type Room = {
  id: string;
  groupId: string;
  createdAt: number;
  hostTokenHash: string;
  hostConnected: boolean;
  /** When the host dropped; the running game waits until it is back. */
  hostAwaySince: number | null;
  joinUrl: string;
  locked: boolean;
  hideCode: boolean;
  /** The host's own player limit, at most the operator's maxPlayersPerRoom. */
  maxPlayers: number | null;
  /** When the last connection left; the room expires a configured time after. */
  emptySince: number | null;
  players: Player[];
  /** Token hashes of kicked players: they cannot take a seat again. */
  kickedIds: string[];
  nameRejections: NameRejection[];
  system: SystemState;
  /** The lobby's settings (the host's): session length, games left out, tutorials. */
  settings: RoomSettings;
  /** The team contest running itself, or null (the host drives, or no session yet). */
  session: SessionState | null;
  /** The running mini-game, or null between games. */
  game: GameState | null;
};

export const RECENT_LIMIT = 20;

export function newRoom(id: string, groupId: string, hostTokenHash: string, joinUrl: string, now: number): Room {
  return {
    id,
    groupId,
    createdAt: now,
    hostTokenHash,
    hostConnected: false,
    hostAwaySince: null,
    joinUrl,
    locked: false,
    hideCode: false,
    maxPlayers: null,
    emptySince: now,
    players: [],
    kickedIds: [],
    nameRejections: [],
    system: {
      status: 'profileInput',
      teamsFixed: false,
      teamChangeAllowed: true,
      charge: { left: 0, right: 0 },
      cheers: { left: 0, right: 0 },
      throws: [],
      emotes: [],
      seq: 0,
      roulette: null,
      eventCard: null,
      cardChoice: null,
      voting: null,
      capabilityRound: 1,
      capabilityDeadline: null,
      scores: { left: 0, right: 0 },
      history: [],
      tallies: {},
    },
    settings: { ...DEFAULT_ROOM_SETTINGS },
    session: null,
    game: null,
  };
}

/**
 * Where each player sits in `room.players`, per players array. Rules look players up on every
 * input and views once per phone per flush, so lookups must not scan 100 seats. The array stays
 * the stored shape (plain JSON); the index is rebuilt when a lookup finds it stale (a seat taken
 * or kicked), so no rule has to remember to keep it.
 */
const seatIndex = new WeakMap<Player[], Map<string, number>>();

function indexOf(players: Player[]): Map<string, number> {
  const index = new Map<string, number>();
  players.forEach((p, i) => index.set(p.id, i));
  seatIndex.set(players, index);
  return index;
}

export function findPlayer(room: Room, playerId: string): Player | undefined {
  const players = room.players;
  const i = (seatIndex.get(players) ?? indexOf(players)).get(playerId);
  const hit = i === undefined ? undefined : players[i];
  if (hit?.id === playerId) return hit;
  // Stale: a seat moved since the index was made (or this id is unknown).
  const j = indexOf(players).get(playerId);
  return j === undefined ? undefined : players[j];
}

/** Players who finished their profile: the ones who count for teams, votes and games. */
export function profiled(room: Room): Player[] {
  return room.players.filter((p) => p.name);
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

/** Appends to a bounded list of recent items. */
export function pushRecent<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > RECENT_LIMIT) list.splice(0, list.length - RECENT_LIMIT);
}
