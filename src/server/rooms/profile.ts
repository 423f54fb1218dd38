import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import type { UpdateProfile } from '../../protocol/schemas';
import type { Config } from '../config/config';
import { findPlayer, type Room } from './room';
import { nameKey, nameLength, normaliseName } from './names';

const SP03 = ErrorCodes.SP03;
const PHOTO = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

export type WordFilter = (name: string) => boolean;

/** Applies a profile update, or returns the error that refused it (nothing changes then). */
export function updateProfile(room: Room, playerId: string, input: UpdateProfile, config: Config, isForbidden: WordFilter): AppError | null {
  const p = findPlayer(room, playerId);
  if (!p) return appError('SP02', ErrorCodes.SP02.CLIENT_ID_NOT_IN_SESSION);
  const name = normaliseName(input.name);
  if (name.length === 0) return appError('SP03', SP03.OTHER_PROFILE, 'empty name');
  if (nameLength(name) > config.server.maxNameLength) return appError('SP03', SP03.LONG_NAME);
  if (isForbidden(name)) return appError('SP03', SP03.FORBIDDEN_WORD);
  const key = nameKey(name);
  if (room.players.some((o) => o.id !== p.id && o.name && nameKey(o.name) === key)) return appError('SP03', SP03.DUPLICATE_NAME);
  if (!p.name && room.players.filter((o) => o.name).length >= config.server.maxPlayersPerRoom) return appError('SP03', SP03.PROFILE_ROOM_FULL);
  if (input.photo !== undefined && input.photo !== null) {
    if (!PHOTO.test(input.photo)) return appError('SP03', SP03.OTHER_PROFILE, 'photo must be a JPEG, PNG or WebP data URL');
    const bytes = Math.floor(((input.photo.length - input.photo.indexOf(',') - 1) * 3) / 4);
    if (bytes > config.server.photoSizeLimit) return appError('SP03', SP03.OTHER_PROFILE, `photo over ${config.server.photoSizeLimit} bytes`);
  }
  p.name = name;
  if (input.photo !== undefined) p.photo = input.photo;
  return null;
}
