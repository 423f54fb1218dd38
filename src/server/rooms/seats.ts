import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import type { RuleContext } from './context';
import { roomLimit } from './moderation';
import { findPlayer, touchPresence, type Room } from './room';
import { hashToken, newPlayerId, newToken, sameHash } from './tokens';

const SP03 = ErrorCodes.SP03;

export type SeatResult = { token: string; playerId: string } | { error: AppError };

/**
 * Gives a phone its seat: the same seat again for a known token (reload, dropped connection),
 * otherwise a new one if the room is open and has room.
 */
export function takeSeat(room: Room, token: string | undefined, ctx: RuleContext): SeatResult {
  if (token) {
    const hash = hashToken(token);
    if (room.kickedIds.some((k) => sameHash(k, hash))) return { error: appError('SP03', SP03.KICKED) };
    const seat = room.players.find((p) => sameHash(p.tokenHash, hash));
    if (seat) return { token, playerId: seat.id };
  }
  if (room.locked) return { error: appError('SP03', SP03.ROOM_LOCKED) };
  if (room.players.length >= roomLimit(room, ctx)) return { error: appError('SP03', SP03.ROOM_MAX_PARTICIPANTS) };
  const fresh = newToken();
  const id = newPlayerId();
  room.players.push({
    id,
    tokenHash: hashToken(fresh),
    name: '',
    photo: null,
    team: null,
    initialTeam: null,
    isAssigned: false,
    connected: false,
    isHalfwayJoin: false,
    capability: 'unknown',
    capabilityRound: 0,
    spectator: false,
    gyroscope: null,
    throwsLeft: 0,
    charge: 0,
    joinedAt: ctx.now,
    played: [],
  });
  return { token: fresh, playerId: id };
}

/**
 * A seat's presence: the room's owner process knows every socket of the room (its own and those
 * relayed from other processes), so it says whether any is open.
 */
export function setConnected(room: Room, playerId: string, connected: boolean, now: number): void {
  const p = findPlayer(room, playerId);
  if (p) p.connected = connected;
  touchPresence(room, now);
}

/** Whether any host screen is open; the room notes when the last one left. */
export function setHostConnected(room: Room, connected: boolean, now: number): void {
  room.hostConnected = connected;
  room.hostAwaySince = connected ? null : (room.hostAwaySince ?? now);
  touchPresence(room, now);
}
