import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import type { RuleContext } from './context';
import type { Room } from './room';

/** The host removes a player; their token may never take a seat in this room again. */
export function kick(room: Room, playerId: string): AppError | null {
  const i = room.players.findIndex((p) => p.id === playerId);
  if (i < 0) return appError('Application', ErrorCodes.Application.DATA_NOT_FOUND, 'no such player');
  const [p] = room.players.splice(i, 1);
  room.kickedIds.push(p!.tokenHash);
  if (room.system.voting) {
    delete room.system.voting.votes[playerId];
    room.system.voting.choices = room.system.voting.choices.filter((c) => c !== playerId);
  }
  return null;
}

export function lock(room: Room, locked: boolean): AppError | null {
  room.locked = locked;
  return null;
}

/** The host's own limit, never above the operator's. */
export function setMaxPlayers(room: Room, max: number, ctx: RuleContext): AppError | null {
  room.maxPlayers = Math.min(max, ctx.config.server.maxPlayersPerRoom);
  return null;
}

/** Hides the join code and QR on the big screen, for streaming. */
export function hideCode(room: Room, hidden: boolean): AppError | null {
  room.hideCode = hidden;
  return null;
}

export function roomLimit(room: Room, ctx: RuleContext): number {
  return Math.min(room.maxPlayers ?? Infinity, ctx.config.server.maxPlayersPerRoom);
}
