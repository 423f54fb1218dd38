import type { IncomingMessage, ServerResponse } from 'node:http';
import { appError, ErrorCodes, type AppError } from '../../protocol/errors';

const MAX_BODY = 64 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: AppError,
  ) {
    super(`${status} ${error.group}-${error.code}`);
  }
}

/** Reads a small JSON body; anything else is 3002 invalid parameter. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, appError('Application', ErrorCodes.Application.INVALID_PARAMETER, 'body too large'));
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, appError('Application', ErrorCodes.Application.INVALID_PARAMETER, 'body is not JSON'));
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, error: AppError): void {
  sendJson(res, status, { error });
}
