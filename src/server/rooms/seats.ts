import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import type { Config } from '../config/config';
import { findPlayer, touchPresence, type Room } from './room';
import { hashToken, newPlayerId, newToken } from './tokens';

const SP03 = ErrorCodes.SP03;

export type SeatResult = { token: string; playerId: string } | { error: AppError };

/**
 * Gives a phone its seat: the same seat again for a known token (reload, dropped connection),
 * otherwise a new one if the room is open and has room.
 */
export function takeSeat(room: Room, token: string | undefined, config: Config, now: number): SeatResult {
  if (token) {
    const hash = hashToken(token);
    const seat = room.players.find((p) => p.tokenHash === hash);
    if (seat) return { token, playerId: seat.id };
    if (room.kickedIds.some((id) => id === hash)) return { error: appError('SP03', SP03.KICKED) };
  }
  if (room.locked) return { error: appError('SP03', SP03.ROOM_LOCKED) };
  if (room.players.length >= config.server.maxPlayersPerRoom) return { error: appError('SP03', SP03.ROOM_MAX_PARTICIPANTS) };
  const fresh = newToken();
  const id = newPlayerId();
  room.players.push({
    id, tokenHash: hashToken(fresh), name: '', photo: null, team: null, connected: false,
    // Anyone seated after team selection began joins halfway (SPEC.md teamSelector.isHalfwayJoin).
    isHalfwayJoin: room.system.status !== 'profileInput', capability: 'unknown', joinedAt: now,
  });
  return { token: fresh, playerId: id };
}

export function setConnected(room: Room, playerId: string, connected: boolean, now: number): void {
  const p = findPlayer(room, playerId);
  if (p) p.connected = connected;
  touchPresence(room, now);
}

export function setHostConnected(room: Room, connected: boolean, now: number): void {
  room.hostConnected = connected;
  touchPresence(room, now);
}
