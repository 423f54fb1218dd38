import { parseRoomId } from '../../protocol/roomId';

/**
 * SPEC.md §5: a scanned code is a game QR when it is a valid address on one of our game hosts
 * (this page's host, or one the server lists in `gameHosts`) pointing at a room with a valid id.
 * Returns the link to open, or null for "not a game QR".
 */
export function gameLink(text: string, hosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const allowed = hosts.map((h) => h.toLowerCase());
  if (!allowed.includes(url.host.toLowerCase()) && !allowed.includes(url.hostname.toLowerCase())) return null;
  if (url.pathname.replace(/\/+$/, '') !== '/room' || !parseRoomId(url.searchParams.get('rid'))) return null;
  return url.href;
}
