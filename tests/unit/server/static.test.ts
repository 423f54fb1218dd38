import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../src/config/schema';
import { startApp, type RunningApp } from '../../../src/server/app';
import { compress, pickEncoding, precompressDir, precompressedPath } from '../../../src/server/http/compression';
import { chunksOf, workerScript } from '../../../src/server/http/pageHtml';
import { log } from '../../../src/server/log';

/** A build as Vite writes one: index.html naming its entry, chunks, and the manifest. */
const dist = mkdtempSync(join(tmpdir(), 'pg-static-'));
const script = `export const text = ${JSON.stringify('a phone page '.repeat(200))};\n`;
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_start-b2.js'], dynamicImports: ['src/phone/roomBoot.ts', 'src/root.tsx'] },
  '_start-b2.js': { file: 'assets/start-b2.js', name: 'start' },
  // Chunk groups (vite.config.ts) are keyed by their file and named.
  '_boot-c3.js': { file: 'assets/boot-c3.js', name: 'boot', imports: ['_start-b2.js'], assets: ['assets/socket.worker-d4.js'] },
  '_react-f6.css': { file: 'assets/react-f6.css', name: 'react' },
  '_react-e5.js': { file: 'assets/react-e5.js', name: 'react', imports: ['_start-b2.js'], css: ['assets/react-f6.css'] },
  '_shell-g7.js': { file: 'assets/shell-g7.js', name: 'shell', imports: ['_react-e5.js', '_boot-c3.js'], css: ['assets/shell-h8.css'] },
  'src/phone/scenes/SessionScreens.tsx': { file: 'assets/SessionScreens-i9.js', imports: ['_shell-g7.js'] },
  'src/host/HostPage.tsx': { file: 'assets/HostPage-j0.js', imports: ['_react-e5.js', '_boot-c3.js'], css: ['assets/HostPage-k1.css'] },
};

let app: RunningApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html>\n<html>\n  <head>\n    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  writeFileSync(join(dist, 'assets', 'index-a1.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny-k1.js'), 'export {};\n');
  writeFileSync(join(dist, 'assets', 'logo-l2.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const config = defaultConfig();
  app = await startApp({ config: () => config, distDir: dist, log: log.child({}, { level: 'silent' }) }, 0, '127.0.0.1');
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A raw GET: the body as it came over the wire (Node's fetch would decompress it). */
function fetchRaw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(app.url + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('choosing an encoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('built files', () => {
  it('go compressed to a client that takes it, cached for good, and plain to one that does not', async () => {
    const br = await fetchRaw('/assets/index-a1.js', { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await fetchRaw('/assets/index-a1.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await fetchRaw('/assets/index-a1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('leave small files and images as they are', async () => {
    const tiny = await fetchRaw('/assets/tiny-k1.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    const png = await fetchRaw('/assets/logo-l2.png', { 'accept-encoding': 'br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.body.length).toBe(4096);
  });

  it("use the build's precompressed copy when there is one", async () => {
    const file = join(dist, 'assets', 'pre-m3.js');
    writeFileSync(file, script);
    // Compressed at the highest setting: smaller than what the server makes on the fly.
    expect(await precompressDir(join(dist, 'assets'))).toBeGreaterThanOrEqual(2);
    const best = await compress(Buffer.from(script), 'br', 'max');
    const res = await fetchRaw('/assets/pre-m3.js', { 'accept-encoding': 'br' });
    expect(res.body.equals(best)).toBe(true);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    const gz = await fetchRaw('/assets/pre-m3.js', { 'accept-encoding': 'gzip' });
    expect(Number(gz.headers['content-length'])).toBe((await compress(Buffer.from(script), 'gzip', 'max')).length);
    expect(precompressedPath(file, 'gzip')).toBe(`${file}.gz`);
  });
});

describe('texts', () => {
  it('are compressed and revalidated by their ETag', async () => {
    const first = await fetchRaw('/locales/en-US/System.json', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(brotliDecompressSync(first.body).toString())).toHaveProperty('Profile_Title_00');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetchRaw('/locales/en-US/System.json', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('pages', () => {
  it("announce the first screen's chunks, its worker, styles and texts in the page's language", async () => {
    const res = await fetchRaw('/room?rid=AAAAAAAAAAAAAAAAAAAAAAA&lng=fr-CA', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(res.body).toString();
    const links = [...html.matchAll(/<link [^>]+>/g)].map((m) => m[0]);
    // src/pages.ts: the room's connection (boot), its worker's script right after it, React, the room page.
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/boot-c3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/socket.worker-d4.js">',
      '<link rel="modulepreload" crossorigin href="/assets/react-e5.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shell-g7.js">',
      '<link rel="stylesheet" crossorigin href="/assets/react-f6.css">',
      '<link rel="stylesheet" crossorigin href="/assets/shell-h8.css">',
      ...['Reference', 'Unit', 'System', 'Agreement', 'Cookie'].map((ns) => `<link rel="preload" as="fetch" crossorigin href="/locales/fr-CA/${ns}.json">`),
    ]);
    // The links go in the head, after what the build put there.
    expect(html.indexOf('index-a1.js')).toBeLessThan(html.indexOf('boot-c3.js'));
    expect(html.indexOf('shell-g7.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('take the language the page itself takes: ja by default on a phone, the browser’s on the host', async () => {
    const room = (await fetchRaw('/room/anything')).body.toString();
    expect(room).toContain('href="/locales/ja/System.json"');
    const host = (await fetchRaw('/host', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).body.toString();
    expect(host).toContain('href="/assets/HostPage-j0.js"');
    expect(host).toContain('href="/assets/socket.worker-d4.js"');
    expect(host).toContain('href="/locales/de/Host.json"');
    const odd = (await fetchRaw('/room?lng=%22%3E%3Cscript%3E')).body.toString();
    expect(odd).not.toContain('<script>');
    expect(odd).toContain('href="/locales/en-US/System.json"');
  });

  it('are not served for other paths', async () => {
    expect((await fetchRaw('/nothing-here')).status).toBe(404);
    expect((await fetchRaw('/rooms')).status).toBe(404);
  });
});

describe('the chunks of a page', () => {
  it('are its modules’ static imports (a module named by its path or its chunk group), less what the entry loads already', () => {
    expect(chunksOf(MANIFEST, ['shell'])).toEqual({
      js: ['assets/shell-g7.js', 'assets/react-e5.js', 'assets/boot-c3.js'],
      css: ['assets/shell-h8.css', 'assets/react-f6.css'],
    });
    // A dynamic import is left for later; an unknown module adds nothing.
    expect(chunksOf(MANIFEST, ['src/phone/scenes/SessionScreens.tsx', 'src/nowhere.tsx']).js).toEqual([
      'assets/SessionScreens-i9.js',
      'assets/shell-g7.js',
      'assets/react-e5.js',
      'assets/boot-c3.js',
    ]);
  });

  it("find a worker's script among the assets of the chunk that starts it", () => {
    expect(workerScript(MANIFEST, 'socket')).toBe('assets/socket.worker-d4.js');
    expect(workerScript(MANIFEST, 'qr')).toBeNull();
  });
});
