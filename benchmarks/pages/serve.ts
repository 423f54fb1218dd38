import { startApp, type RunningApp } from '../../src/server/app';
import { defaultConfig } from '../../src/config/schema';
import { log } from '../../src/server/log';

/**
 * The server as a newcomer's `npm start` runs it (the default config) over the pages built in
 * `distDir`, in this process, on a free port unless one is given.
 */
export function serveBuilt(distDir: string, port = 0): Promise<RunningApp> {
  return startApp({ config: defaultConfig, distDir, log: log.child({}, { level: 'silent' }) }, port, '127.0.0.1');
}

/** A real room, made through the API as the host page makes it; its join link on this server. */
export async function newRoomLink(app: RunningApp, lng = 'en-US'): Promise<string> {
  const res = await fetch(`${app.url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (!res.ok) throw new Error(`POST /api/rooms answered ${res.status}`);
  const { joinUrl } = (await res.json()) as { joinUrl: string };
  // The join link names the LAN address; the browser here reaches the same server on loopback.
  const join = new URL(joinUrl);
  join.searchParams.set('lng', lng);
  return `${app.url}${join.pathname}${join.search}`;
}
