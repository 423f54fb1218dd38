import { createServer as createHttp, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttps } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Config } from '../config/schema';
import { manifestOf } from '../games/manifests';
import { log as defaultLog, type Log } from './log';
import { handleApi } from './http/api';
import { sendJson } from './http/body';
import { lanAddress } from './http/lanAddress';
import { setSecurityHeaders } from './http/securityHeaders';
import { PageHtml } from './http/pageHtml';
import { sendPage, serveFile } from './http/static';
import { pageOf } from '../pages';
import { openGroupChannel, type GroupChannel } from './realtime/channel';
import { motionStatistics } from './live/motionStats';
import { memoryBackend, type Backend } from './rooms/createStore';
import type { WordFilter } from './rooms/profile';
import { createWordFilter } from './rooms/wordFilter';
import { createLimiters } from './realtime/rateLimit';
import { systemClock, type RulesClock } from './live/clock';
import { RoomEngine } from './live/engine';
import { watchLoad, type Load } from './live/load';
import { Router } from './live/router';

export type AppOptions = {
  config: () => Config;
  /** Memory alone by default; Redis-backed for several processes (createBackend). */
  backend?: Backend;
  /** Random source of the rules (seeded in tests). */
  random?: () => number;
  /** How busy the event loop is; measured by default (tests inject one). */
  load?: Load;
  /** The rules' clock; real time by default (server tests move one by hand). */
  clock?: RulesClock;
  log?: Log;
  /** Built pages; unused in dev mode, where Vite serves them. */
  distDir?: string;
  localesDir?: string;
  /** Where the games' folders are: a game's texts live in its own (`gmNNN/locales/<lng>.json`). */
  gamesDir?: string;
  tls?: { key: string; cert: string };
  /** Hands page requests to Vite's dev middleware (hot reload). */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
};

export type RunningApp = { server: Server; url: string; lanUrl: string | null; channels: GroupChannel[]; engine: RoomEngine; close(): Promise<void> };

export async function startApp(opts: AppOptions, port: number, host = '0.0.0.0'): Promise<RunningApp> {
  const log = opts.log ?? defaultLog;
  const backend = opts.backend ?? memoryBackend();
  const distDir = resolve(opts.distDir ?? 'dist');
  const localesDir = resolve(opts.localesDir ?? 'locales');
  const gamesDir = resolve(opts.gamesDir ?? 'src/games');
  // A built game's namespace comes from its folder; every other one from locales/<lng>/<ns>.json.
  const serveLocale = (req: IncomingMessage, res: ServerResponse, rel: string) => {
    const game = /^([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,4})?)\/(gm\d{3})\.json$/.exec(rel);
    if (game && manifestOf(game[2]!)) return serveFile(req, res, join(gamesDir, game[2]!, 'locales'), `${game[1]}.json`);
    return serveFile(req, res, localesDir, rel);
  };
  const pages = new PageHtml(distDir);
  const scheme = opts.tls ? 'https' : 'http';
  let boundPort = port;
  const lan = lanAddress();
  const publicBase = () => opts.config().server.publicUrl?.replace(/\/$/, '') ?? `${scheme}://${lan ?? 'localhost'}:${boundPort}`;

  // The word filter is rebuilt only when the operator's word list changes.
  let filter: { words: readonly string[]; fn: WordFilter } | null = null;
  const isForbidden = (): WordFilter => {
    const words = opts.config().server.forbiddenWords;
    if (filter?.words !== words) filter = { words, fn: createWordFilter(words) };
    return filter.fn;
  };
  const load = opts.load ?? watchLoad();
  const engine = new RoomEngine({ config: opts.config, log, backup: backend.backup, photos: backend.photos, load, random: opts.random, clock: opts.clock });
  const router = new Router(engine, backend.bus, { isForbidden, leaseMs: opts.config().server.roomLeaseMs });
  const limiters = createLimiters(opts.config(), backend.limiter);
  const counters = { events: 0 };
  const startedAt = Date.now();
  let lastRate = { at: startedAt, events: 0, perSecond: 0 };
  const stats = async () => {
    const now = Date.now();
    if (now - lastRate.at >= 1000)
      lastRate = { at: now, events: counters.events, perSecond: ((counters.events - lastRate.events) * 1000) / (now - lastRate.at) };
    return {
      ...engine.count(),
      ...motionStatistics(),
      eventLoop: load.take(),
      process: backend.backup.proc,
      eventsPerSecond: Math.round(lastRate.perSecond * 10) / 10,
      eventsTotal: counters.events,
      uptimeS: Math.round((now - startedAt) / 1000),
    };
  };

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    if (path === '/health') return sendJson(res, 200, { ok: true, groups: opts.config().server.groups });
    if (await handleApi(req, res, path, { engine, router, photos: backend.photos, config: opts.config, log, publicBase, limiters, stats })) return;
    if (path.startsWith('/locales/') && (await serveLocale(req, res, path.slice('/locales/'.length)))) return;
    if (opts.devMiddleware)
      return opts.devMiddleware(req, res, () => {
        res.statusCode = 404;
        res.end();
      });
    if (path.startsWith('/assets/') && (await serveFile(req, res, distDir, path, true))) return;
    const page = pageOf(path);
    const html = page && pages.render(page, url.searchParams, req.headers['accept-language']);
    if (html) return sendPage(req, res, html);
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
  const groups = opts.config().server.groups;
  const channels = groups.map((g) => openGroupChannel(server, g, { router, log, limiters, stats: counters, clock: opts.clock ?? systemClock }));
  // First of all the request listeners, so the realtime channel's own answers carry them too.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => setSecurityHeaders(res, opts.devMiddleware !== undefined));
  const sweeper = setInterval(() => void engine.expire(), 30_000);
  sweeper.unref();
  const heart =
    backend.bus === null
      ? null
      : startHeartbeat(backend, engine, opts.config, log, {
          // This process stalled past the limit and was taken for dead: the sockets it relays reconnect to be counted again.
          countedOut: () => router.dropRelayed(),
        });

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  boundPort = (server.address() as AddressInfo).port;
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    server,
    engine,
    channels,
    url: `${scheme}://${local}:${boundPort}`,
    lanUrl: lan ? `${scheme}://${lan}:${boundPort}` : null,
    async close() {
      clearInterval(sweeper);
      heart?.stop();
      router.close();
      engine.close();
      load.stop();
      await Promise.all(channels.map((c) => c.close()));
      await new Promise<void>((ok) => server.close(() => ok()));
      // A backend passed in belongs to the caller, who closes it.
      if (!opts.backend) await backend.close();
    },
  };
}

/**
 * Says this process is alive every `processHeartbeatMs`, and drops the relayed sockets of
 * processes silent for longer than `processDeadAfterMs` from the rooms owned here.
 */
export function startHeartbeat(backend: Backend, engine: RoomEngine, config: () => Config, log: Log, on: { countedOut(): void }): { stop(): void } {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const tick = async () => {
    const now = Date.now();
    try {
      if (!(await backend.liveness.beat(now))) {
        log.warn({ process: backend.backup.proc }, 'this process was silent too long and taken for dead: its relayed sockets reconnect');
        on.countedOut();
      }
      for (const dead of await backend.liveness.silent([...engine.relayingProcesses()], now, config().server.processDeadAfterMs)) {
        log.warn({ process: dead }, 'a server process went silent: the sockets it relayed no longer count');
        engine.dropProcess(dead);
      }
    } catch (err) {
      log.error({ err }, 'process heartbeat failed');
    }
    if (!stopped) timer = setTimeout(() => void tick(), config().server.processHeartbeatMs);
    timer?.unref();
  };
  void tick();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
