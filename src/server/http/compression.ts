import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Text types worth compressing; images, sounds and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.csv', '.map', '.txt', '.ico']);
/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 512;

export function isCompressible(path: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.has(extname(path));
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when the client takes it, else
 * gzip, else none. An encoding given `q=0` is refused.
 */
export function pickEncoding(accept: string | string[] | undefined): Encoding | null {
  const offered = new Map<string, number>();
  for (const part of (Array.isArray(accept) ? accept.join(',') : (accept ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (enc: string) => (offered.get(enc) ?? offered.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Compresses a body. `max` is for what is compressed once and served many times (built files:
 * brotli 11, gzip 9); `fast` for what is compressed per request or per change (brotli 5, gzip 6).
 */
export function compress(body: Buffer, encoding: Encoding, effort: 'max' | 'fast'): Promise<Buffer> {
  if (encoding === 'gzip') return gz(body, { level: effort === 'max' ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** The file a precompressed copy of `file` is kept in. */
export const precompressedPath = (file: string, encoding: Encoding) => `${file}${encoding === 'br' ? '.br' : '.gz'}`;

/**
 * Writes a brotli and a gzip copy beside every compressible file under `dir` (source maps left out:
 * only developers fetch them), so the server sends built files compressed at the highest settings
 * without spending its own time on it. Run at the end of each build.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files: string[] = [];
  const walk = async (d: string) => {
    for (const entry of await readdir(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) await walk(p);
      else if (!p.endsWith('.map') && isCompressible(p, (await stat(p)).size)) files.push(p);
    }
  };
  await walk(dir);
  // zlib runs on libuv's thread pool: a few files at a time keep every core busy.
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const body = await readFile(file);
      for (const enc of ['br', 'gzip'] as const) await writeFile(precompressedPath(file, enc), await compress(body, enc, 'max'));
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}
