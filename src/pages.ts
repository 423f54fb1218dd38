/**
 * The app's pages: which one a path opens, and what each one's first screen needs. The server
 * announces that with the page (`<link rel="modulepreload">` for the chunks of `modules` (a
 * module's source path, or the name of a chunk group of vite.config.ts) and what they import, in
 * this order, and for the scripts of `workers` (workers/<name>/<name>.worker.ts); `<link
 * rel="preload">` for the text files), so a phone fetches all of it at once instead of learning of
 * each part from the last (src/server/http/pageHtml.ts). Plain data: the server reads it too.
 */
export type PageName = 'room' | 'error' | 'host' | 'lab' | 'landing';

/** Namespaces i18next loads first on every page (src/i18n/i18n.ts), before the page's own. */
export const ALWAYS_TEXTS = ['Reference', 'Unit'] as const;

/** The room page's first screen's texts (it loads them itself: src/phone/RoomPage.tsx). */
export const ROOM_FIRST_TEXTS = ['System', 'Agreement', 'Cookie'] as const;

/**
 * React and the root that draws every page (src/root.tsx): a chunk group of vite.config.ts,
 * named as such (the manifest has no entry for a module inside a group).
 */
const ROOT = 'react';

export const PAGES = {
  /**
   * The phone in a room: its first screen is the profile input (the system scene's first status).
   * Its connection comes first (the `boot` group, no React), and the socket worker's script with it
   * (the worker brings the room's first view); the room page is in the `shell` group.
   */
  room: { modules: ['boot', ROOT, 'shell'], workers: ['socket'], texts: ROOM_FIRST_TEXTS },
  error: { modules: [ROOT, 'src/phone/ErrorPage.tsx'], workers: [], texts: ['Error'] },
  landing: { modules: [ROOT, 'src/phone/LandingPage.tsx'], workers: [], texts: ['WebQr', 'System', 'Cookie', 'Legal'] },
  host: { modules: [ROOT, 'src/host/HostPage.tsx'], workers: ['socket'], texts: ['Host', 'md608', 'md612'] },
  lab: { modules: [ROOT, 'src/lab/LabPage.tsx'], workers: [], texts: [] },
} as const satisfies Record<PageName, { modules: readonly string[]; workers: readonly string[]; texts: readonly string[] }>;

/** The page a path opens; null for a path that is not a page (a file, or nothing). */
export function pageOf(path: string): PageName | null {
  if (path === '/') return 'landing';
  if (path === '/room' || path.startsWith('/room/')) return 'room';
  if (path === '/error' || path === '/host' || path === '/lab') return path.slice(1) as PageName;
  return null;
}
