import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.REDIS_SERVER ?? 'redis-server';

export function redisInstalled(): boolean {
  return spawnSync(BIN, ['--version']).status === 0;
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
    s.on('error', fail);
  });
}

async function listening(port: number): Promise<boolean> {
  return new Promise((res) => {
    const s = createServer();
    s.once('error', () => res(true));
    s.listen(port, '127.0.0.1', () => s.close(() => res(false)));
  });
}

/** A throwaway redis-server on a loopback port; `stop` and `start` again to test outages. */
export class RedisProcess {
  private child: ChildProcess | null = null;
  private dir = mkdtempSync(join(tmpdir(), 'pg-redis-'));
  private constructor(readonly port: number) {}

  static async start(port?: number): Promise<RedisProcess> {
    const r = new RedisProcess(port ?? (await freePort()));
    await r.start();
    return r;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(BIN, ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await listening(this.port))) {
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 30));
    }
  }

  /** Freezes the server (SIGSTOP): connections stay open but nothing answers, data is kept. */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  resume(): void {
    this.child?.kill('SIGCONT');
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((r) => {
      child.once('exit', () => r());
      child.kill('SIGKILL');
    });
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
