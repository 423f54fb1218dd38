import { readFileSync } from 'node:fs';
import { parseConfig, type Config } from '../../src/config/schema';

/**
 * The server config the game benchmarks run on: the end-to-end suite's short phases and games
 * (tests/e2e/config.json), with the few games whose play would end before a 20 s window made
 * longer, and limits a hundred phones on loopback never trip.
 */
export function benchConfig(): Config {
  const e2e = JSON.parse(readFileSync('tests/e2e/config.json', 'utf8')) as { server: Record<string, unknown>; games: Record<string, Record<string, unknown>> };
  const games = structuredClone(e2e.games);
  games.gm113 = { ...games.gm113, calls: 3 };
  games.gm116 = { ...games.gm116, rope: { maxPasses: 12, leadInFrames: 240 } };
  games.gm130 = { ...games.gm130, halfMs: 10_000 };
  const parsed = parseConfig({
    server: {
      ...e2e.server,
      maxPlayersPerRoom: 100,
      maxPlayersPerTeam: 60,
      rateLimits: { eventsPerSecondPerSocket: 10_000, requestsPerMinutePerIp: 100_000, sessionsPerMinutePerRoom: 100_000, roomsPerMinutePerIp: 100_000 },
    },
    games,
  });
  if (!parsed.ok) throw new Error(`bench config: ${parsed.message}`);
  return parsed.config;
}
