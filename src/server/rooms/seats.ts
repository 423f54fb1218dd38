import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import type { RuleContext } from './context';
import { roomLimit } from './moderation';
import { findPlayer, touchPresence, type Room } from './room';
import { hashToken, newPlayerId, newToken } from './tokens';

const SP03 = ErrorCodes.SP03;

export type SeatResult = { token: string; playerId: string } | { error: AppError };

/**
 * Gives a phone its seat: the same seat again for a known token (reload, dropped connection),
 * otherwise a new one if the room is open and has room.
 */
export function takeSeat(room: Room, token: string | undefined, ctx: RuleContext): SeatResult {
  if (token) {
    const hash = hashToken(token);
    if (room.kickedIds.includes(hash)) return { error: appError('SP03', SP03.KICKED) };
    const seat = room.players.find((p) => p.tokenHash === hash);
    if (seat) return { token, playerId: seat.id };
  }
  if (room.locked) return { error: appError('SP03', SP03.ROOM_LOCKED) };
  if (room.players.length >= roomLimit(room, ctx)) return { error: appError('SP03', SP03.ROOM_MAX_PARTICIPANTS) };
  const fresh = newToken();
  const id = newPlayerId();
  room.players.push({
    id, tokenHash: hashToken(fresh), name: '', photo: null, team: null, initialTeam: null, isAssigned: false, connected: false, connections: {},
    isHalfwayJoin: false, capability: 'unknown', capabilityRound: 0, spectator: false, throwsLeft: 0, charge: 0, joinedAt: ctx.now,
  });
  return { token: fresh, playerId: id };
}

/** Adds `delta` to a process's count of sockets; a process with none is forgotten. */
function count(byProcess: Record<string, number>, proc: string, delta: number): void {
  const n = Math.max(0, (byProcess[proc] ?? 0) + delta);
  if (n > 0) byProcess[proc] = n;
  else delete byProcess[proc];
}

const anyOpen = (byProcess: Record<string, number>) => Object.keys(byProcess).length > 0;

function settleHost(room: Room, now: number): void {
  room.hostConnected = anyOpen(room.hostConnections);
  room.hostAwaySince = room.hostConnected ? null : (room.hostAwaySince ?? now);
}

/**
 * A socket of this player opened or closed on server process `proc`. Counted, not flagged: a
 * second tab or a reconnect that overtakes the old socket's close must not mark a present player
 * as gone. Counted per process, so the sockets of a process that died can be dropped.
 */
export function setConnected(room: Room, playerId: string, connected: boolean, now: number, proc: string): void {
  const p = findPlayer(room, playerId);
  if (p) {
    count(p.connections, proc, connected ? 1 : -1);
    p.connected = anyOpen(p.connections);
  }
  touchPresence(room, now);
}

/** A host socket opened or closed (counted like a player's); the room notes when the last one left. */
export function setHostConnected(room: Room, connected: boolean, now: number, proc: string): void {
  count(room.hostConnections, proc, connected ? 1 : -1);
  settleHost(room, now);
  touchPresence(room, now);
}

/** Server process `proc` died with sockets open: they count no more. True when the room changed. */
export function dropProcess(room: Room, proc: string, now: number): boolean {
  let changed = false;
  for (const p of room.players) {
    if (!(proc in p.connections)) continue;
    delete p.connections[proc];
    p.connected = anyOpen(p.connections);
    changed = true;
  }
  if (proc in room.hostConnections) {
    delete room.hostConnections[proc];
    settleHost(room, now);
    changed = true;
  }
  touchPresence(room, now);
  return changed;
}
