import { appError, ErrorCodes, errorKey, type AppError } from '../../protocol/errors';
import type { UpdateProfile } from '../../protocol/schemas';
import type { RuleContext } from './context';
import { roomLimit } from './moderation';
import { nameKey, nameLength, normaliseName } from './names';
import { findPlayer, profiled, pushRecent, type NameRejection, type Room } from './room';
import { seatHalfwayJoiner } from './teams';

const SP03 = ErrorCodes.SP03;
const REJECTION_REASONS: Record<string, NameRejection['reason']> = { 'SP03-201': 'duplicate', 'SP03-202': 'long', 'SP03-204': 'forbidden' };

export type WordFilter = (name: string) => boolean;

/**
 * Applies a profile update, or returns the error that refused it (only the host's rejection log
 * changes then). The photo, if any, was checked and stored already: here it is its URL.
 */
export function updateProfile(room: Room, playerId: string, input: UpdateProfile, ctx: RuleContext, isForbidden: WordFilter): AppError | null {
  const p = findPlayer(room, playerId);
  if (!p) return appError('SP02', ErrorCodes.SP02.CLIENT_ID_NOT_IN_SESSION);
  const name = normaliseName(input.name);
  // The filter reads the name as typed: the invisible characters normalising removes are its business.
  const error = checkName(room, p.id, name, ctx, isForbidden(input.name));
  if (error) {
    const reason = REJECTION_REASONS[errorKey(error)];
    // The host sees that the filter acted, not the word itself: the big screen is public.
    if (reason) pushRecent(room.nameRejections, { at: ctx.now, reason, masked: mask(name) });
    return error;
  }
  if (!p.name && profiled(room).length >= roomLimit(room, ctx)) return appError('SP03', SP03.PROFILE_ROOM_FULL);
  p.name = name;
  if (input.photo !== undefined) p.photo = input.photo;
  seatHalfwayJoiner(room, p);
  return null;
}

function checkName(room: Room, playerId: string, name: string, ctx: RuleContext, forbidden: boolean): AppError | null {
  if (name.length === 0) return appError('SP03', SP03.OTHER_PROFILE, 'empty name');
  if (nameLength(name) > ctx.config.server.maxNameLength) return appError('SP03', SP03.LONG_NAME);
  if (forbidden) return appError('SP03', SP03.FORBIDDEN_WORD);
  const key = nameKey(name);
  if (room.players.some((o) => o.id !== playerId && o.name && nameKey(o.name) === key)) return appError('SP03', SP03.DUPLICATE_NAME);
  return null;
}

function mask(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? '*' : chars[0] + '*'.repeat(Math.min(chars.length - 1, 6));
}
