import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisLiveness } from '../../../src/server/rooms/liveness';
import { newRoom } from '../../../src/server/rooms/room';
import { dropProcess, setConnected, setHostConnected, takeSeat } from '../../../src/server/rooms/seats';
import { defaultConfig } from '../../../src/server/config/config';
import { RedisProcess, redisInstalled } from '../setup/redisProcess';

describe('sockets counted per server process', () => {
  const ctx = { config: defaultConfig(), now: 0, random: Math.random };

  it('keeps a player present while any process holds a socket, and forgets a dead process', () => {
    const room = newRoom('r', '0', 'h', 'u', 0);
    const seat = takeSeat(room, undefined, ctx);
    if ('error' in seat) throw new Error('no seat');
    setConnected(room, seat.playerId, true, 1, 'a');
    setConnected(room, seat.playerId, true, 2, 'b');
    setHostConnected(room, true, 3, 'a');
    expect(room.players[0]!.connected).toBe(true);
    setConnected(room, seat.playerId, false, 4, 'b');
    expect(room.players[0]!.connected).toBe(true);

    // Process a dies with the player's and the host's sockets open.
    expect(dropProcess(room, 'a', 5)).toBe(true);
    expect(room.players[0]!.connected).toBe(false);
    expect(room.hostConnected).toBe(false);
    expect(room.hostAwaySince).toBe(5);
    expect(room.emptySince).toBe(5);
    // A late close from the dead process cannot go below zero or touch the others.
    setConnected(room, seat.playerId, false, 6, 'a');
    setConnected(room, seat.playerId, true, 7, 'b');
    expect(room.players[0]!.connections).toEqual({ b: 1 });
    expect(dropProcess(room, 'c', 8)).toBe(false);
  });
});

describe.runIf(redisInstalled())('process liveness on Redis', () => {
  let redis: RedisProcess;
  let client: Redis;
  beforeAll(async () => { redis = await RedisProcess.start(); client = new Redis(redis.url); });
  afterAll(async () => { client.disconnect(); await redis.destroy(); });

  it('finds a silent process once, with the rooms it served', async () => {
    const a = redisLiveness(client, 'proc-a');
    const b = redisLiveness(client, 'proc-b');
    const c = redisLiveness(client, 'proc-c');
    await a.beat(1_000);
    await b.beat(1_000);
    await c.beat(1_000);
    await a.serving('room-1');
    await a.serving('room-2');
    await a.serving('room-1');
    // b and c keep beating; a stops.
    await b.beat(30_000);
    await c.beat(30_000);
    expect(await b.claimDead(10_000, 20_000)).toEqual([]);
    const [byB, byC] = await Promise.all([b.claimDead(31_000, 20_000), c.claimDead(31_000, 20_000)]);
    const claims = [...byB, ...byC];
    expect(claims).toHaveLength(1);
    expect(claims[0]!.id).toBe('proc-a');
    expect([...claims[0]!.rooms].sort()).toEqual(['room-1', 'room-2']);
    expect(await client.exists('pg:proc:proc-a:rooms')).toBe(0);
  });

  it('tells a process that stalled past the limit that it was counted out, once', async () => {
    const slow = redisLiveness(client, 'proc-slow');
    const other = redisLiveness(client, 'proc-other');
    expect(await slow.beat(1_000)).toBe(true);
    await slow.serving('room-9');
    await other.beat(40_000);
    expect((await other.claimDead(40_000, 20_000)).map((d) => d.id)).toContain('proc-slow');
    expect(await slow.beat(41_000)).toBe(false);
    expect(await slow.beat(42_000)).toBe(true);
    // Counted again from scratch: the rooms it serves are noted anew.
    await slow.serving('room-9');
    expect(await client.smembers('pg:proc:proc-slow:rooms')).toEqual(['room-9']);
  });
});
