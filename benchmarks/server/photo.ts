import { randomBytes } from 'node:crypto';

/** About what the media worker makes of a camera shot for a 100 000-byte limit (server.photoSizeLimit). */
export const PHOTO_BYTES = 90_000;

/**
 * A profile photo as a JPEG data URL: the JPEG/JFIF signature the server checks, then noise (which
 * no compression shrinks, as a real photo's entropy-coded data does not either). Each phone its own.
 */
export function jpegDataUrl(bytes = PHOTO_BYTES): string {
  const body = randomBytes(bytes);
  body[0] = 0xff;
  body[1] = 0xd8;
  body[2] = 0xff;
  body[3] = 0xe0;
  return `data:image/jpeg;base64,${body.toString('base64')}`;
}
