import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { compress, isCompressible, pickEncoding, precompressedPath, type Encoding } from './compression';

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

/** Built files are named by their content hash: a browser keeps them for a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files compressed here (texts, or a build without its precompressed copies), kept while they do
 * not change; bounded, the oldest dropped first.
 */
const compressed = new Map<string, { version: string; body: Promise<Buffer> }>();
const COMPRESSED_CACHE_ENTRIES = 2000;

function compressedBody(file: string, version: string, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${file}`;
  const hit = compressed.get(key);
  if (hit?.version === version) return hit.body;
  const body = readFile(file).then((raw) => compress(raw, encoding, 'fast'));
  compressed.delete(key);
  compressed.set(key, { version, body });
  if (compressed.size > COMPRESSED_CACHE_ENTRIES) compressed.delete(compressed.keys().next().value!);
  // A failed read is not kept: the next request tries again.
  body.catch(() => compressed.delete(key));
  return body;
}

async function statFile(file: string): Promise<Stats | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/**
 * Serves a file under `root` for `urlPath`; false when there is none (or the path escapes root).
 * Text files go compressed (brotli, else gzip) to a client that takes it: from the copy the build
 * wrote beside the file, else compressed here once per change. `immutable` files (hashed names)
 * are cached for good; any other file is revalidated by its ETag (304 when unchanged).
 */
export async function serveFile(req: IncomingMessage, res: ServerResponse, root: string, urlPath: string, immutable = false): Promise<boolean> {
  let rel: string;
  try {
    rel = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  } catch {
    return false;
  }
  const file = join(root, rel);
  if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) return false;
  const s = await statFile(file);
  if (!s) return false;
  const version = `${s.size.toString(36)}-${Math.floor(s.mtimeMs).toString(36)}`;
  const headers: OutgoingHttpHeaders = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
  if (immutable) headers['cache-control'] = IMMUTABLE;
  else {
    headers['cache-control'] = 'no-cache';
    headers.etag = `W/"${version}"`;
    if (req.headers['if-none-match'] === headers.etag) {
      res.writeHead(304, headers).end();
      return true;
    }
  }
  const compressible = isCompressible(file, s.size);
  const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : null;
  if (compressible) headers.vary = 'Accept-Encoding';
  if (!encoding) {
    res.writeHead(200, { ...headers, 'content-length': s.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
    return true;
  }
  headers['content-encoding'] = encoding;
  const pre = await statFile(precompressedPath(file, encoding));
  if (pre && pre.mtimeMs >= s.mtimeMs) {
    res.writeHead(200, { ...headers, 'content-length': pre.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(precompressedPath(file, encoding)).pipe(res);
    return true;
  }
  const body = await compressedBody(file, version, encoding);
  res.writeHead(200, { ...headers, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** A page made for this request (src/server/http/pageHtml.ts): never cached, compressed when it can be. */
export async function sendPage(req: IncomingMessage, res: ServerResponse, html: string): Promise<void> {
  const raw = Buffer.from(html);
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const headers: OutgoingHttpHeaders = { 'content-type': TYPES['.html'], 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
  const body = encoding ? await compress(raw, encoding, 'fast') : raw;
  if (encoding) headers['content-encoding'] = encoding;
  res.writeHead(200, { ...headers, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}
