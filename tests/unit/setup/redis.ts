import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string | null;
  }
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
    s.on('error', fail);
  });
}

/** Starts Debian's redis-server on a free loopback port for the Redis suites, and stops it after. */
export default async function setup(project: TestProject) {
  const bin = process.env.REDIS_SERVER ?? 'redis-server';
  if (spawnSync(bin, ['--version']).status !== 0) {
    if (process.env.CI) throw new Error('redis-server is not installed (.ci/run installs it)');
    console.warn('redis-server not found: Redis suites are skipped');
    project.provide('redisUrl', null);
    return;
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'pg-redis-'));
  const child: ChildProcess = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ok = await new Promise<boolean>((res) => {
      const s = createServer();
      s.once('error', () => res(true)); // port taken: redis is listening
      s.listen(port, '127.0.0.1', () => s.close(() => res(false)));
    });
    if (ok) break;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  project.provide('redisUrl', `redis://127.0.0.1:${port}`);
  return () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
}
