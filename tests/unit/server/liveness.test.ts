import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisLiveness } from '../../../src/server/rooms/liveness';
import { RedisProcess, redisInstalled } from '../setup/redisProcess';

describe.runIf(redisInstalled())('process liveness on Redis', () => {
  let redis: RedisProcess;
  let client: Redis;
  beforeAll(async () => {
    redis = await RedisProcess.start();
    client = new Redis(redis.url);
  });
  afterAll(async () => {
    client.disconnect();
    await redis.destroy();
  });

  it('finds which of the given processes went silent', async () => {
    const a = redisLiveness(client, 'proc-a');
    const b = redisLiveness(client, 'proc-b');
    await a.beat(1_000);
    await b.beat(30_000);
    expect(await b.silent(['proc-a', 'proc-b'], 10_000, 20_000)).toEqual([]);
    expect(await b.silent(['proc-a', 'proc-b'], 31_000, 20_000)).toEqual(['proc-a']);
    // No beat on record (lost with a Redis restart, say): dead only once it stays so past the limit.
    expect(await b.silent(['never-seen'], 31_000, 20_000)).toEqual([]);
    expect(await b.silent(['never-seen'], 52_000, 20_000)).toEqual(['never-seen']);
  });

  it('tells a process that stalled past the limit that it was counted out, once', async () => {
    const slow = redisLiveness(client, 'proc-slow');
    const other = redisLiveness(client, 'proc-other');
    expect(await slow.beat(1_000)).toBe(true);
    await other.beat(40_000);
    expect(await other.silent(['proc-slow'], 40_000, 20_000)).toEqual(['proc-slow']);
    expect(await slow.beat(41_000)).toBe(false);
    expect(await slow.beat(42_000)).toBe(true);
  });
});
