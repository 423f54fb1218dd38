import { appError, ErrorCodes, type AppError } from '../../src/protocol/errors';
import { sessionPath } from '../../src/protocol/events';
import { parseRoomId } from '../../src/protocol/roomId';
import type { CreateRoomResponse, SessionResponse } from '../../src/protocol/schemas';

export type HttpResult<T> = { ok: true; value: T } | { ok: false; error: AppError };

async function postJson<T>(url: string, body: unknown, fallback: AppError): Promise<HttpResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, error: appError('SP02', ErrorCodes.SP02.CONNECTION_FAILED) };
  }
  const json = (await res.json().catch(() => null)) as (T & { error?: AppError }) | null;
  if (res.ok && json) return { ok: true, value: json };
  return { ok: false, error: json?.error ?? fallback };
}

/** A phone's seat: the same one again when it brings its old token. */
export function requestSession(origin: string, roomId: string, token: string | null): Promise<HttpResult<SessionResponse>> {
  const groupId = parseRoomId(roomId)?.groupId ?? '0';
  return postJson(origin + sessionPath(groupId), token ? { roomId, token } : { roomId }, appError('SP01', ErrorCodes.SP01.SESSION_CREATION_FAILED));
}

export function createRoom(origin: string): Promise<HttpResult<CreateRoomResponse>> {
  return postJson(origin + '/api/rooms', {}, appError('Application', ErrorCodes.Application.ROOM_CREATION_FAILED));
}
