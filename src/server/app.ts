import { createServer as createHttp, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttps } from 'node:https';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Config } from './config/config';
import { log as defaultLog, type Log } from './log';
import { handleApi } from './http/api';
import { sendJson } from './http/body';
import { lanAddress } from './http/lanAddress';
import { APP_ROUTES, serveFile } from './http/static';
import { openGroupChannel, type GroupChannel } from './realtime/channel';
import { motionStatistics } from './realtime/motionEvents';
import type { RoomStore } from './rooms/roomStore';
import type { SharedRedis } from './rooms/createStore';
import { MemoryRoomStore } from './rooms/memoryStore';
import type { WordFilter } from './rooms/profile';
import { createWordFilter } from './rooms/wordFilter';
import { createLimiters } from './realtime/rateLimit';
import { localLiveness, type Liveness } from './rooms/liveness';
import { parseRoomId } from '../protocol/roomId';

export type AppOptions = {
  config: () => Config;
  store?: RoomStore;
  /** Redis for the socket.io adapter and shared rate limits, when several processes serve a group. */
  redis?: SharedRedis | null;
  /** Which processes are alive (shared through Redis with several); one process by default. */
  liveness?: Liveness;
  log?: Log;
  /** Built pages; unused in dev mode, where Vite serves them. */
  distDir?: string;
  localesDir?: string;
  tls?: { key: string; cert: string };
  /** Hands page requests to Vite's dev middleware (hot reload). */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
};

export type RunningApp = { server: Server; url: string; lanUrl: string | null; channels: GroupChannel[]; store: RoomStore; close(): Promise<void> };

/**
 * Security headers for every response. COOP/COEP make the page cross-origin isolated, which the
 * phone needs for the SharedArrayBuffer sample ring (DESIGN.md).
 */
function setCommonHeaders(res: ServerResponse): void {
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader('cross-origin-embedder-policy', 'require-corp');
  res.setHeader('cross-origin-resource-policy', 'same-origin');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('permissions-policy', 'accelerometer=(self), gyroscope=(self), camera=(self)');
}

export async function startApp(opts: AppOptions, port: number, host = '0.0.0.0'): Promise<RunningApp> {
  const log = opts.log ?? defaultLog;
  const store = opts.store ?? new MemoryRoomStore();
  const distDir = resolve(opts.distDir ?? 'dist');
  const localesDir = resolve(opts.localesDir ?? 'locales');
  const scheme = opts.tls ? 'https' : 'http';
  let boundPort = port;
  const lan = lanAddress();
  const publicBase = () => opts.config().server.publicUrl?.replace(/\/$/, '') ?? `${scheme}://${lan ?? 'localhost'}:${boundPort}`;

  const redis = opts.redis ?? null;
  const limiters = createLimiters(opts.config(), redis?.limiter ?? null);
  const counters = { events: 0 };
  const startedAt = Date.now();
  let lastRate = { at: startedAt, events: 0, perSecond: 0 };
  const stats = async () => {
    const now = Date.now();
    if (now - lastRate.at >= 1000) lastRate = { at: now, events: counters.events, perSecond: ((counters.events - lastRate.events) * 1000) / (now - lastRate.at) };
    return { ...(await store.count()), ...motionStatistics(), eventsPerSecond: Math.round(lastRate.perSecond * 10) / 10, eventsTotal: counters.events, uptimeS: Math.round((now - startedAt) / 1000) };
  };
  // The word filter is rebuilt only when the operator's word list changes.
  let filter: { words: readonly string[]; fn: WordFilter } | null = null;
  const isForbidden = (): WordFilter => {
    const words = opts.config().server.forbiddenWords;
    if (filter?.words !== words) filter = { words, fn: createWordFilter(words) };
    return filter.fn;
  };

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    setCommonHeaders(res);
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    if (path === '/health') return sendJson(res, 200, { ok: true, groups: opts.config().server.groups });
    if (await handleApi(req, res, path, { store, config: opts.config, log, publicBase, limiters, stats })) return;
    if (path.startsWith('/locales/') && (await serveFile(req, res, localesDir, path.slice('/locales/'.length)))) return;
    if (opts.devMiddleware) return opts.devMiddleware(req, res, () => { res.statusCode = 404; res.end(); });
    if (path.startsWith('/assets/') && (await serveFile(req, res, distDir, path, true))) return;
    if ((APP_ROUTES.has(path) || path.startsWith('/room/')) && (await serveFile(req, res, distDir, 'index.html'))) return;
    if (await serveFile(req, res, distDir, path)) return;
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
  };
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    handler(req, res).catch((err) => {
      log.error({ err, url: req.url }, 'request failed');
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  };
  const server = opts.tls ? createHttps(opts.tls, onRequest) : createHttp(onRequest);
  const liveness = opts.liveness ?? localLiveness;
  const groups = opts.config().server.groups;
  const channels = groups.map((g) => openGroupChannel(server, g, { store, config: opts.config, log, isForbidden, limiters, redis: redis?.adapter ?? null, stats: counters, liveness }));
  const sweeper = setInterval(() => void expireRooms(store, opts.config, log), 30_000);
  sweeper.unref();
  const heart = liveness === localLiveness ? null : startHeartbeat(liveness, opts.config, log, {
    // This process stalled past the limit and was counted out: its phones and hosts reconnect to be counted again.
    countedOut: () => { for (const c of channels) c.io.local.disconnectSockets(true); },
    dropProcess: (roomId, proc) => channels[groups.indexOf(Number(parseRoomId(roomId)?.groupId ?? -1))]?.dropProcess(roomId, proc) ?? Promise.resolve(),
  });

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => { server.off('error', fail); ok(); });
  });
  boundPort = (server.address() as AddressInfo).port;
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    server, store, channels,
    url: `${scheme}://${local}:${boundPort}`,
    lanUrl: lan ? `${scheme}://${lan}:${boundPort}` : null,
    async close() {
      clearInterval(sweeper);
      heart?.stop();
      await Promise.all(channels.map((c) => c.close()));
      await new Promise<void>((ok) => server.close(() => ok()));
      // A store passed in belongs to the caller, who closes it.
      if (!opts.store) await store.close();
    },
  };
}

/** Deletes rooms that have been empty longer than the configured time. Safe in every process at once. */
export async function expireRooms(store: RoomStore, config: () => Config, log: Log): Promise<number> {
  try {
    const ids = await store.expired(Date.now() - config().server.emptyRoomTtlMs);
    for (const id of ids) await store.delete(id);
    if (ids.length) log.info({ rooms: ids.length }, 'empty rooms expired');
    return ids.length;
  } catch (err) {
    log.error({ err }, 'room expiry sweep failed');
    return 0;
  }
}

/**
 * Says this process is alive every `processHeartbeatMs`, and drops the sockets counted by
 * processes silent for longer than `processDeadAfterMs` (every process sweeps; each dead one is
 * claimed by exactly one).
 */
export function startHeartbeat(
  liveness: Liveness, config: () => Config, log: Log,
  on: { countedOut(): void; dropProcess(roomId: string, proc: string): Promise<void> },
): { stop(): void } {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const tick = async () => {
    const now = Date.now();
    try {
      if (!(await liveness.beat(now))) {
        log.warn({ process: liveness.id }, 'this process was silent too long and counted out: its sockets reconnect');
        on.countedOut();
      }
      for (const dead of await liveness.claimDead(now, config().server.processDeadAfterMs)) {
        log.warn({ process: dead.id, rooms: dead.rooms.length }, 'a server process went silent: its sockets no longer count');
        for (const roomId of dead.rooms) await on.dropProcess(roomId, dead.id).catch((err) => log.error({ err, roomId }, 'dropping a dead process failed'));
      }
    } catch (err) {
      log.error({ err }, 'process heartbeat failed');
    }
    if (!stopped) timer = setTimeout(() => void tick(), config().server.processHeartbeatMs);
    timer?.unref();
  };
  void tick();
  return { stop() { stopped = true; if (timer) clearTimeout(timer); } };
}
