import { createHash } from 'node:crypto';
import { appError, ErrorCodes, type AppError } from '../../protocol/errors';

/**
 * Profile photos live apart from rooms: stored once by content, served over HTTP with long
 * caching, and named in views by URL. A room of 100 players with ~90 KB photos would otherwise
 * carry ~10 MB in every copy, write and host snapshot.
 */
export type Photo = { bytes: Buffer; type: string };

export interface PhotoStore {
  /** Stores a photo for a room; resolves with the URL views carry. */
  put(roomId: string, photo: Photo): Promise<string>;
  get(hash: string): Promise<Photo | null>;
  /** The room is gone: its photos may go too. */
  releaseRoom(roomId: string): void;
  /** The room was taken over here: its photos are kept here too (with Redis, see redisPhotos). */
  hold?(roomId: string, hashes: string[]): Promise<void>;
}

/** The photos a room shows, by hash: every photo URL in its state (profiles, a game's shots and notes). */
export function photosOf(room: object): string[] {
  return [...new Set([...JSON.stringify(room).matchAll(/\/api\/photos\/([A-Za-z0-9_-]{43})/g)].map((m) => m[1]!))];
}

export const PHOTO_ROUTE = /^\/api\/photos\/([A-Za-z0-9_-]{43})$/;
export const photoUrl = (hash: string) => `/api/photos/${hash}`;
export const photoHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url');

const DATA_URL = /^data:image\/(jpeg|png|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/** A photo as phones send it (a data URL), checked by its own bytes and size. */
export function parsePhoto(dataUrl: string, sizeLimit: number): Photo | AppError {
  const other = (why: string) => appError('SP03', ErrorCodes.SP03.OTHER_PROFILE, why);
  const m = DATA_URL.exec(dataUrl);
  if (!m) return other('photo must be a JPEG, PNG or WebP data URL');
  if (Math.floor((m[2]!.length * 3) / 4) > sizeLimit) return other(`photo over ${sizeLimit} bytes`);
  const bytes = Buffer.from(m[2]!, 'base64');
  const type = imageType(bytes);
  if (!type) return other('photo is not an image');
  return { bytes, type };
}

/** The file's own first bytes, not its label: JPEG, PNG or WebP. */
function imageType(b: Buffer): string | null {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.subarray(0, 4).toString('latin1') === '\x89PNG') return 'image/png';
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

/** One process: photos in a map, each kept while a room that used it lives. */
export function memoryPhotos(): PhotoStore & { entries(): [string, Photo][] } {
  const photos = new Map<string, Photo & { rooms: Set<string> }>();
  const byRoom = new Map<string, Set<string>>();
  return {
    async put(roomId, photo) {
      const hash = photoHash(photo.bytes);
      const kept = photos.get(hash) ?? { ...photo, rooms: new Set<string>() };
      kept.rooms.add(roomId);
      photos.set(hash, kept);
      byRoom.set(roomId, (byRoom.get(roomId) ?? new Set()).add(hash));
      return photoUrl(hash);
    },
    async get(hash) {
      const kept = photos.get(hash);
      return kept ? { type: kept.type, bytes: kept.bytes } : null;
    },
    entries: () => [...photos].map(([hash, p]) => [hash, { type: p.type, bytes: p.bytes }]),
    releaseRoom(roomId) {
      for (const hash of byRoom.get(roomId) ?? []) {
        const kept = photos.get(hash);
        kept?.rooms.delete(roomId);
        if (kept?.rooms.size === 0) photos.delete(hash);
      }
      byRoom.delete(roomId);
    },
  };
}
