import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { appError, ErrorCodes } from '../../protocol/errors';
import { makeRoomId, parseRoomId, roomPath } from '../../protocol/roomId';
import { SessionRequest, type CreateRoomResponse, type SessionResponse } from '../../protocol/schemas';
import type { Config } from '../../config/schema';
import type { Log } from '../log';
import { newRoom } from '../rooms/room';
import { hashToken, newToken } from '../rooms/tokens';
import type { RoomEngine } from '../live/engine';
import type { Router } from '../live/router';
import { PHOTO_ROUTE, type PhotoStore } from '../photos/photos';
import { allow, clientAddress, type Limiters } from '../realtime/rateLimit';
import { HttpError, readJson, sendError, sendJson } from './body';

export type ApiDeps = {
  engine: RoomEngine;
  router: Router;
  photos: PhotoStore;
  config: () => Config;
  log: Log;
  publicBase: () => string;
  limiters: Limiters;
  stats: () => Promise<object>;
};

const GROUP_ROUTE = /^\/api\/groups\/(\d{1,3})\/(session|dev\/errors|dev\/statistics)$/;

/** A phone's report of an error it met (SPEC.md §7 dev endpoints). */
const ClientErrorReport = z.strictObject({
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000).optional(),
  userAgent: z.string().max(500).optional(),
  code: z.string().max(20).optional(),
});

/** Answers an /api request; false when the path is not one of ours. */
export async function handleApi(req: IncomingMessage, res: ServerResponse, path: string, deps: ApiDeps): Promise<boolean> {
  if (!path.startsWith('/api/')) return false;
  const m = GROUP_ROUTE.exec(path);
  try {
    // Photos are content-addressed files a host loads by the hundred: no API call to limit.
    const photo = PHOTO_ROUTE.exec(path);
    if (photo && req.method === 'GET') return await servePhoto(req, res, photo[1]!, deps.photos);
    const address = clientAddress(req, deps.config().server.trustedProxies);
    if (!(await allow(deps.limiters.ip, address))) {
      throw new HttpError(
        429,
        m?.[2] === 'session' ? appError('SP01', ErrorCodes.SP01.TOO_MANY_REQUESTS) : appError('Application', ErrorCodes.Application.TOO_MANY_REQUESTS),
      );
    }
    if (deps.config().server.maintenance && (path === '/api/rooms' || m?.[2] === 'session')) {
      throw new HttpError(
        503,
        path === '/api/rooms' ? appError('Application', ErrorCodes.Application.UNDER_MAINTENANCE) : appError('SP01', ErrorCodes.SP01.MAINTENANCE),
      );
    }
    if (path === '/api/rooms') {
      if (req.method !== 'POST') throw new HttpError(405, appError('Application', ErrorCodes.Application.API_NOT_FOUND));
      if (!(await allow(deps.limiters.roomsCreated, address))) throw new HttpError(429, appError('Application', ErrorCodes.Application.TOO_MANY_REQUESTS));
      sendJson(res, 201, await createRoom(await readJson(req), deps));
      return true;
    }
    if (path === '/api/client-config' && req.method === 'GET') {
      // What the phone engine needs of the operator config (src/engine/clientConfig.ts).
      const { allowSensorReplay, warnLatencyMs, photoSizeLimit, gameHosts } = deps.config().server;
      // The QR reader accepts links to these hosts besides its own page's (the join QR carries publicBase).
      const hosts = [...new Set([...gameHosts, new URL(deps.publicBase()).host])];
      sendJson(res, 200, { allowSensorReplay, warnLatencyMs, photoSizeLimit, gameHosts: hosts });
      return true;
    }
    if (!m) throw new HttpError(404, appError('Application', ErrorCodes.Application.API_NOT_FOUND));
    const groupId = Number(m[1]);
    if (!deps.config().server.groups.includes(groupId))
      throw new HttpError(404, appError('SP01', ErrorCodes.SP01.ROOM_ID_NOT_FOUND, `group ${groupId} is not served here`));
    if (m[2] === 'session') {
      if (req.method !== 'POST') throw new HttpError(405, appError('SP01', ErrorCodes.SP01.INVALID_PARAMETER));
      sendJson(res, 200, await createSession(groupId, await readJson(req), deps));
      return true;
    }
    // Developer endpoints are off unless the operator config enables them.
    if (!deps.config().server.devEndpoints) throw new HttpError(404, appError('Application', ErrorCodes.Application.API_NOT_FOUND));
    if (m[2] === 'dev/errors' && req.method === 'POST') {
      const report = ClientErrorReport.safeParse(await readJson(req));
      if (!report.success) throw new HttpError(400, appError('Application', ErrorCodes.Application.INVALID_PARAMETER, report.error.issues[0]?.message));
      deps.log.warn({ groupId, client: report.data }, 'client error reported');
      sendJson(res, 202, { ok: true });
      return true;
    }
    if (m[2] === 'dev/statistics' && req.method === 'GET') {
      sendJson(res, 200, await deps.stats());
      return true;
    }
    throw new HttpError(405, appError('Application', ErrorCodes.Application.API_NOT_FOUND));
  } catch (err) {
    if (err instanceof HttpError) sendError(res, err.status, err.error);
    else {
      deps.log.error({ err, path }, 'api request failed');
      sendError(res, 500, appError('Application', ErrorCodes.Application.UNKNOWN));
    }
    return true;
  }
}

async function createRoom(body: unknown, deps: ApiDeps): Promise<CreateRoomResponse> {
  const served = deps.config().server.groups;
  const asked = (body as { groupId?: unknown } | null)?.groupId;
  const groupId = asked === undefined ? served[0]! : Number(asked);
  if (!served.includes(groupId))
    throw new HttpError(400, appError('Application', ErrorCodes.Application.INVALID_PARAMETER, `group ${String(asked)} is not served here`));
  const roomId = makeRoomId(groupId);
  const hostToken = newToken();
  const joinUrl = deps.publicBase() + roomPath(roomId);
  try {
    await deps.engine.create(newRoom(roomId, String(groupId), hashToken(hostToken), joinUrl, deps.engine.clock.now()));
  } catch (err) {
    deps.log.error({ err }, 'room creation failed');
    throw new HttpError(503, appError('Application', ErrorCodes.Application.ROOM_CREATION_FAILED));
  }
  deps.log.info({ roomId, groupId }, 'room created');
  return { roomId, groupId: String(groupId), hostToken, joinUrl };
}

async function createSession(groupId: number, body: unknown, deps: ApiDeps): Promise<SessionResponse> {
  const SP01 = ErrorCodes.SP01;
  const req = SessionRequest.safeParse(body);
  if (!req.success) throw new HttpError(400, appError('SP01', SP01.INSUFFICIENT_PARAMETER, req.error.issues[0]?.message));
  const parsed = parseRoomId(req.data.roomId);
  if (!parsed || parsed.groupId !== String(groupId))
    throw new HttpError(400, appError('SP01', SP01.INVALID_PARAMETER, 'room id does not belong to this group'));
  if (!(await allow(deps.limiters.roomSessions, parsed.roomId))) throw new HttpError(429, appError('SP01', SP01.TOO_MANY_REQUESTS));
  let out;
  try {
    out = await deps.router.seat(parsed.roomId, req.data.token);
  } catch (err) {
    deps.log.error({ err }, 'session store failed');
    throw new HttpError(503, appError('SP01', SP01.ROOM_STORE_NOT_ACCESSIBLE));
  }
  if (!out) throw new HttpError(404, appError('SP01', SP01.ROOM_ID_NOT_FOUND));
  if ('error' in out) throw new HttpError(403, out.error);
  return out;
}

/** A photo by its content hash: the same bytes forever, so browsers and proxies keep it. */
async function servePhoto(req: IncomingMessage, res: ServerResponse, hash: string, photos: PhotoStore): Promise<true> {
  const photo = await photos.get(hash);
  if (!photo) {
    sendError(res, 404, appError('Application', ErrorCodes.Application.DATA_NOT_FOUND));
    return true;
  }
  const etag = `"${hash}"`;
  res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  res.setHeader('etag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return true;
  }
  res.writeHead(200, { 'content-type': photo.type, 'content-length': photo.bytes.length }).end(photo.bytes);
  return true;
}
