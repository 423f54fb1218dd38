/**
 * The app's pages: which one a path opens, and what each one's first screen needs besides the page
 * itself. The server sends that with the page (`<link rel="modulepreload">` for the chunks of
 * `modules`, `<link rel="preload">` for the text files), so a phone fetches all of it at once
 * instead of learning of each part from the last (src/server/http/pageHtml.ts). Plain data: the
 * server reads it too.
 */
export type PageName = 'room' | 'error' | 'host' | 'lab' | 'landing';

/** Namespaces i18next loads first on every page (src/i18n/i18n.ts), before the page's own. */
export const ALWAYS_TEXTS = ['Reference', 'Unit'] as const;

export const PAGES = {
  /** The phone in a room: its first screen is the profile input (the system scene's first status). */
  room: { modules: ['src/phone/RoomPage.tsx', 'src/phone/scenes/SystemScene.tsx'], texts: ['System', 'Agreement', 'Cookie'] },
  error: { modules: ['src/phone/ErrorPage.tsx'], texts: ['Error'] },
  landing: { modules: ['src/phone/LandingPage.tsx'], texts: ['WebQr', 'System', 'Cookie', 'Legal'] },
  host: { modules: ['src/host/HostPage.tsx'], texts: ['Host', 'md608', 'md612'] },
  lab: { modules: ['src/lab/LabPage.tsx'], texts: [] },
} as const satisfies Record<PageName, { modules: readonly string[]; texts: readonly string[] }>;

/** The page a path opens; null for a path that is not a page (a file, or nothing). */
export function pageOf(path: string): PageName | null {
  if (path === '/') return 'landing';
  if (path === '/room' || path.startsWith('/room/')) return 'room';
  if (path === '/error' || path === '/host' || path === '/lab') return path.slice(1) as PageName;
  return null;
}
