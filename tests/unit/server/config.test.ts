import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultConfig, parseConfig } from '../../../src/config/schema';
import { ConfigError, LiveConfig } from '../../../src/server/config/loadConfig';
import { log } from '../../../src/server/log';
import { PlannedGameParameters } from '../../../src/protocol/parameters';
import { GM116_PARAMETERS } from '../../../src/games/gm116/parameters';
import { MANIFESTS } from '../../../src/games/manifests';

const quiet = log.child({}, { level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'pg-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const file = (text: string) => {
  const path = join(dir, `config-${++files}.json`);
  writeFileSync(path, text);
  return path;
};

describe('operator config', () => {
  it('defaults every SPEC.md §9 threshold from code: the built games’ from their manifests, the others’ from the planned table', () => {
    const games: Record<string, unknown> = defaultConfig().games;
    for (const m of MANIFESTS) expect(games[m.id]).toEqual(m.parameters);
    for (const [id, params] of Object.entries(PlannedGameParameters)) expect(games[id]).toEqual(params);
    expect(Object.keys(games).sort()).toEqual([...MANIFESTS.map((m) => m.id), ...Object.keys(PlannedGameParameters)].sort());
    expect(games.gm116).toEqual(GM116_PARAMETERS);
    expect(defaultConfig().server.maxPlayersPerRoom).toBe(100);
    expect(defaultConfig().server.photoSizeLimit).toBe(100_000);
  });

  it('overrides one key and keeps the rest', () => {
    const r = parseConfig({ games: { gm116: { inAirThreshold: 0.7 } }, server: { maxNameLength: 8 } });
    expect(r.ok && r.config.games.gm116.inAirThreshold).toBe(0.7);
    expect(r.ok && r.config.games.gm116.jumpExceptThreshold).toBe(0.1);
    expect(r.ok && r.config.server.maxNameLength).toBe(8);
  });

  it.each([
    [{ games: { gm116: { inAirThreshold: 'high' } } }, 'games.gm116.inAirThreshold'],
    [{ server: { maxPlayersPerRoom: -1 } }, 'server.maxPlayersPerRoom'],
    [{ server: { groups: [300] } }, 'server.groups.0'],
    [{ server: { nmaePlayers: 3 } }, 'nmaePlayers'],
    [{ games: { gm999: {} } }, 'gm999'],
    [{ server: { processHeartbeatMs: 5_000, processDeadAfterMs: 6_000 } }, 'server.processDeadAfterMs'],
  ])('refuses %j naming the key', (value, key) => {
    const r = parseConfig(value);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain(key);
  });

  it('accepts the example file the README shows', () => {
    expect(() => new LiveConfig('config.example.json', quiet)).not.toThrow();
    expect(new LiveConfig('config.example.json', quiet).get().games.gm116.rope.maxPasses).toBe(40);
  });

  it('refuses a bad file at start with the path and reason', () => {
    expect(() => new LiveConfig(file('{ not json'), quiet)).toThrow(ConfigError);
    expect(() => new LiveConfig(file('{ not json'), quiet)).toThrow(/not valid JSON/);
    expect(() => new LiveConfig('/nonexistent/config.json', quiet)).toThrow(/cannot read/);
  });

  it('keeps the last good config when an edit is bad, and takes the next good one', () => {
    const path = file(JSON.stringify({ server: { maxNameLength: 9 } }));
    const live = new LiveConfig(path, quiet);
    expect(live.get().server.maxNameLength).toBe(9);
    writeFileSync(path, JSON.stringify({ server: { maxNameLength: 'nine' } }));
    expect(live.reload()).toContain('server.maxNameLength');
    expect(live.get().server.maxNameLength).toBe(9);
    writeFileSync(path, JSON.stringify({ server: { maxNameLength: 11 } }));
    expect(live.reload()).toBeNull();
    expect(live.get().server.maxNameLength).toBe(11);
  });

  it('notices a changed file by itself', async () => {
    const path = file('{}');
    const live = new LiveConfig(path, quiet);
    live.watch();
    const changed = new Promise((r) => live.onChange(r));
    writeFileSync(path, JSON.stringify({ games: { gm130: { accExceptThreshold: 0.9 } } }));
    await changed;
    expect(live.get().games.gm130.accExceptThreshold).toBe(0.9);
    live.close();
  });
});
