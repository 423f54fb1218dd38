/**
 * The processes under load: the real server (as `npm start` runs it, one child per process, so
 * its CPU and RSS are its own), the bare echo server, and a throwaway redis-server.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMs, freePort, kill, rssMb, spawnTracked } from './children';

export type Proc = {
  name: string;
  child: ChildProcess;
  url: string;
  /** The last lines it wrote on stderr, to show when it fails. */
  stderr: () => string;
  cpuMs: () => number | null;
  rssMb: () => number | null;
  alive: () => boolean;
  stop: () => Promise<void>;
};

async function waitHealthy(url: string, child: ChildProcess, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it served`);
    try {
      if ((await fetch(url + '/health')).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer /health within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function track(name: string, child: ChildProcess, url: string, gently = false): Proc {
  let tail = '';
  child.stderr?.on('data', (d: Buffer) => {
    tail = (tail + d.toString()).slice(-4000);
  });
  return {
    name,
    child,
    url,
    stderr: () => tail,
    cpuMs: () => cpuMs(child.pid),
    rssMb: () => rssMb(child.pid),
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () => kill(child, gently),
  };
}

let profileDir: string | null = null;

/** Servers started from now on write a V8 CPU profile into `dir` (`--profile`), and stop on SIGTERM so it is written. */
export function profileServersInto(dir: string): void {
  profileDir = dir;
}

/** The real server: `node --import tsx src/server/cli/start.ts --no-build` on a free loopback port. */
export async function startServer(name: string, config: string, redisUrl: string | null): Promise<Proc> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, CONFIG: config, LOG_LEVEL: 'silent' };
  if (redisUrl) env.REDIS_URL = redisUrl;
  else delete env.REDIS_URL;
  // One file per thread (tsx runs a loader thread too), named by pid and thread; the server's is the largest.
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawnTracked(
    process.execPath,
    [...profile, '--import', 'tsx', 'src/server/cli/start.ts', '--no-build', '--port', String(port), '--host', '127.0.0.1'],
    {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const proc = track(name, child, `http://127.0.0.1:${port}`, profileDir !== null);
  try {
    await waitHealthy(proc.url, child, `server ${name}`);
  } catch (err) {
    await proc.stop();
    throw new Error(`${(err as Error).message}\n${proc.stderr()}`, { cause: err });
  }
  return proc;
}

/** The bare socket.io echo server (echoServer.ts), sending views of `viewBytes` at `viewHz`. */
export async function startEcho(viewHz: number, viewBytes: number): Promise<Proc> {
  const port = await freePort();
  const child = spawnTracked(process.execPath, ['--import', 'tsx', 'benchmarks/server/echoServer.ts', String(port), String(viewHz), String(viewBytes)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const proc = track('echo', child, `http://127.0.0.1:${port}`);
  try {
    await waitHealthy(proc.url, child, 'echo server');
  } catch (err) {
    await proc.stop();
    throw new Error(`${(err as Error).message}\n${proc.stderr()}`, { cause: err });
  }
  return proc;
}

const REDIS_BIN = process.env.REDIS_SERVER ?? 'redis-server';

export function redisInstalled(): boolean {
  return spawnSync(REDIS_BIN, ['--version']).status === 0;
}

/** A redis-server on a free loopback port that keeps nothing on disk. */
export async function startRedis(): Promise<Proc & { redisUrl: string }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'pg-bench-redis-'));
  const child = spawnTracked(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const proc = track('redis', child, `redis://127.0.0.1:${port}`);
  const { connect } = await import('node:net');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((r) => {
      const s = connect(port, '127.0.0.1', () => {
        s.destroy();
        r(true);
      });
      s.once('error', () => r(false));
    });
    if (up) break;
    if (!proc.alive() || Date.now() > deadline) {
      await proc.stop();
      throw new Error(`redis-server did not start\n${proc.stderr()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { ...proc, redisUrl: proc.url };
}

/** `GET /api/groups/0/dev/statistics`, or null when it does not answer. */
export async function devStatistics(url: string): Promise<DevStatistics | null> {
  try {
    const r = await fetch(url + '/api/groups/0/dev/statistics', { signal: AbortSignal.timeout(10_000) });
    return r.ok ? ((await r.json()) as DevStatistics) : null;
  } catch {
    return null;
  }
}

export type DevStatistics = {
  eventsTotal?: number;
  /** The event loop's stall since the previous call (added by the engine rewrite; absent before). */
  eventLoop?: { maxMs?: number; p99Ms?: number; gcMaxMs?: number };
};
