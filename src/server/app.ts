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
import type { RoomStore } from './rooms/roomStore';
import { MemoryRoomStore } from './rooms/memoryStore';
import type { WordFilter } from './rooms/profile';

export type AppOptions = {
  config: () => Config;
  store?: RoomStore;
  log?: Log;
  /** Built pages; unused in dev mode, where Vite serves them. */
  distDir?: string;
  localesDir?: string;
  tls?: { key: string; cert: string };
  isForbidden?: WordFilter;
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

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    setCommonHeaders(res);
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    if (path === '/health') return sendJson(res, 200, { ok: true, groups: opts.config().server.groups });
    if (await handleApi(req, res, path, { store, config: opts.config, log, publicBase })) return;
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
  const isForbidden = opts.isForbidden ?? (() => false);
  const channels = opts.config().server.groups.map((g) => openGroupChannel(server, g, { store, config: opts.config, log, isForbidden }));

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
      await Promise.all(channels.map((c) => c.close()));
      await new Promise<void>((ok) => server.close(() => ok()));
      await store.close();
    },
  };
}
