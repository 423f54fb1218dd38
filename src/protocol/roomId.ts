/**
 * Room ids (SPEC.md §2): 23 characters of unpadded base64 made from 17 bytes.
 * The first byte is the group id, so a proxy can route a room to the processes of its group.
 */
export const ROOM_ID_LENGTH = 23;
const ROOM_ID_BYTES = 17;
const BASE64 = /^[A-Za-z0-9+/]{23}$/;

export type ParsedRoomId = { roomId: string; groupId: string };

/** Returns null when `rid` is not exactly 23 characters of valid base64. */
export function parseRoomId(rid: string | null | undefined): ParsedRoomId | null {
  if (typeof rid !== 'string' || rid.length !== ROOM_ID_LENGTH || !BASE64.test(rid)) return null;
  const bytes = decodeBase64(rid);
  // 23 chars carry 138 bits; the last 2 must be zero for the id to be canonical base64 of 17 bytes.
  if (bytes === null || encodeBase64(bytes) !== rid) return null;
  return { roomId: rid, groupId: String(bytes[0]) };
}

export function makeRoomId(groupId: number): string {
  if (!Number.isInteger(groupId) || groupId < 0 || groupId > 255) throw new RangeError(`group id must be 0-255, got ${groupId}`);
  const bytes = new Uint8Array(ROOM_ID_BYTES);
  globalThis.crypto.getRandomValues(bytes);
  bytes[0] = groupId;
  return encodeBase64(bytes);
}

/** URL-safe transport: base64 contains '+' and '/', so a query string must encode it. */
export function roomPath(roomId: string, lng?: string): string {
  const q = new URLSearchParams({ rid: roomId });
  if (lng) q.set('lng', lng);
  return `/room?${q.toString()}`;
}

function decodeBase64(s: string): Uint8Array | null {
  try {
    const bin = atob(s + '=');
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

function encodeBase64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/=+$/, '');
}
