import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.csv': 'text/csv; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Pages of the single-page app: each answers with index.html. */
export const APP_ROUTES = new Set(['/', '/host', '/room', '/error', '/lab']);

/** Serves a file under `root` for `urlPath`; false when there is none (or the path escapes root). */
export async function serveFile(req: IncomingMessage, res: ServerResponse, root: string, urlPath: string, immutable = false): Promise<boolean> {
  let rel: string;
  try {
    rel = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  } catch {
    return false;
  }
  const file = join(root, rel);
  if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) return false;
  try {
    const s = await stat(file);
    if (!s.isFile()) return false;
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': s.size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
    return true;
  } catch {
    return false;
  }
}
