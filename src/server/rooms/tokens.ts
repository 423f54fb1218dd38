import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Stores keep only hashes, so a leaked store does not hand out seats. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function tokenMatches(token: string, hash: string): boolean {
  return sameHash(hashToken(token), hash);
}

/** Two token hashes compared in constant time: how long it takes says nothing of where they differ. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function newPlayerId(): string {
  return randomBytes(9).toString('base64url');
}
