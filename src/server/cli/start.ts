/**
 * `npm start`: builds the pages when the sources are newer than the build, then serves host and
 * phone pages and the realtime channel on one port. `--dev` serves through Vite with hot reload.
 *
 *   PORT (8080)  HOST (0.0.0.0)  CONFIG or --config <file>  --https (self-signed) or TLS_KEY + TLS_CERT
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startApp } from '../app';
import { LiveConfig, ConfigError } from '../config/loadConfig';
import { lanAddress } from '../http/lanAddress';
import { log } from '../log';

const { values: flags } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    /** Serve the pages as built, without checking whether they are stale (API-only processes, tests). */
    'no-build': { type: 'boolean', default: false },
    https: { type: 'boolean', default: process.env.HTTPS === '1' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    config: { type: 'string', default: process.env.CONFIG },
  },
});

function newestMtime(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** Where the built pages are (DIST_DIR lets parallel test runs keep separate builds). */
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

async function buildIfStale(): Promise<void> {
  const built = join(distDir, 'index.html');
  const sources = ['src', 'workers', 'index.html', 'vite.config.ts', 'package-lock.json'].filter((p) => existsSync(p));
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newestMtime))) return;
  log.info('building pages (sources changed)');
  const { build } = await import('vite');
  await build({ logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
}

async function tlsOptions(): Promise<{ key: string; cert: string } | undefined> {
  const { TLS_KEY, TLS_CERT } = process.env;
  if (TLS_KEY && TLS_CERT) return { key: readFileSync(TLS_KEY, 'utf8'), cert: readFileSync(TLS_CERT, 'utf8') };
  if (!flags.https) return undefined;
  // A self-signed certificate for the LAN address, kept so phones accept it only once.
  const dir = resolve('.certs');
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  if (!existsSync(keyFile) || !existsSync(certFile)) {
    const selfsigned = await import('selfsigned');
    const ip = lanAddress();
    const pems = await selfsigned.generate([{ name: 'commonName', value: ip ?? 'localhost' }], {
      keySize: 2048,
      algorithm: 'sha256',
      extensions: [
        {
          name: 'subjectAltName',
          altNames: [{ type: 2 as const, value: 'localhost' }, { type: 7 as const, ip: '127.0.0.1' }, ...(ip ? [{ type: 7 as const, ip }] : [])],
        },
      ],
    });
    mkdirSync(dir, { recursive: true });
    writeFileSync(keyFile, pems.private, { mode: 0o600 });
    writeFileSync(certFile, pems.cert);
  }
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
}

async function main(): Promise<void> {
  let config: LiveConfig;
  try {
    config = new LiveConfig(flags.config ?? null, log);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  config.watch();
  let devMiddleware;
  if (flags.dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'spa' });
    devMiddleware = vite.middlewares;
  } else if (!flags['no-build']) {
    await buildIfStale();
  }
  const { createBackend } = await import('../rooms/createStore');
  let backend;
  try {
    const server = config.get().server;
    backend = await createBackend(process.env.REDIS_URL, log, { leaseMs: server.roomLeaseMs, writeMs: server.writeBehindMs });
  } catch (err) {
    console.error(`Cannot reach Redis at REDIS_URL: ${(err as Error).message}`);
    process.exit(1);
  }
  let app;
  try {
    app = await startApp({ config: config.get, distDir, backend, tls: await tlsOptions(), devMiddleware }, Number(flags.port), flags.host);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    console.error(
      e.code === 'EADDRINUSE'
        ? `Port ${flags.port} is in use: stop what holds it, or start with --port <another> (or PORT=…).`
        : `Cannot start the server: ${e.message}`,
    );
    process.exit(1);
  }
  console.log(`\n  Host screen:  ${app.url}/host`);
  if (app.lanUrl) console.log(`  Phones (LAN): ${app.lanUrl}/  (the host page shows each room's QR code)`);
  console.log(`  Store: ${process.env.REDIS_URL ? 'Redis' : 'in memory'}\n`);
  const stop = async () => {
    config.close();
    await app.close();
    await backend.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  // A last line of defence: a promise someone forgot to catch is logged, and the rooms in play go on.
  process.on('unhandledRejection', (err) => log.error({ err }, 'unhandled rejection (a bug: please report it)'));
}

void main();
