import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'pg-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm start`'s script until it exits; its exit code and what it wrote to stderr. */
function start(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; err: string }> {
  const base: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
  delete base.CONFIG;
  delete base.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/start.ts', '--no-build', '--host', '127.0.0.1', ...args], {
    env: { ...base, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d: Buffer) => {
    err += d.toString();
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, err })));
}

describe('starting the server from the command line', () => {
  it('says the port is taken and exits 1', async () => {
    const holder = createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r));
    const port = (holder.address() as { port: number }).port;
    try {
      const r = await start(['--port', String(port)]);
      expect(r.code).toBe(1);
      expect(r.err).toContain(`Port ${port} is in use`);
    } finally {
      holder.close();
    }
  });

  it('names the bad key of a config file and exits 1', async () => {
    const config = join(dir, 'bad.json');
    writeFileSync(config, JSON.stringify({ server: { maxPlayersPerRoom: 'many' } }));
    const r = await start(['--port', '0'], { CONFIG: config });
    expect(r.code).toBe(1);
    expect(r.err).toContain('server.maxPlayersPerRoom');
  });
});
