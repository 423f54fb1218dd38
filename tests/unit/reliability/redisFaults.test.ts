import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import { log } from '../../../src/server/log';
import { photoHash } from '../../../src/server/photos/photos';
import { createBackend, type Backend } from '../../../src/server/rooms/createStore';
import { redisLiveness } from '../../../src/server/rooms/liveness';
import { newRoom } from '../../../src/server/rooms/room';
import type { HostView } from '../../../src/protocol/views';
import { TEST_LIMITS, TestServer } from '../server/harness';
import { RedisProcess, redisInstalled } from '../setup/redisProcess';
import { until } from './drops';
import { localServers } from './world';

const quiet = log.child({}, { level: 'silent' });

/**
 * Found by the Redis-restart suite: a Redis that restarts without its data (no persistence) left
 * the rooms' owners writing against leases that were gone (each write was fenced off and the room
 * dropped), quiet rooms never written again, every process taken for dead by the others, views to
 * relayed sockets lost on the way with nothing to replace them, and the photos gone.
 */
describe.runIf(redisInstalled())('after Redis restarts without its data', () => {
  let redis: RedisProcess;
  let raw: Redis;
  const backends: Backend[] = [];
  const backend = async (leaseMs = 600) => {
    const b = await createBackend(redis.url, quiet, { leaseMs, writeMs: 20 });
    backends.push(b);
    return b;
  };
  const restart = async () => {
    await redis.stop();
    await redis.start();
  };
  beforeAll(async () => {
    redis = await RedisProcess.start();
    raw = new Redis(redis.url);
    raw.on('error', () => {});
  });
  afterAll(async () => {
    for (const b of backends) await b.close().catch(() => undefined);
    raw.disconnect();
    await redis.destroy();
  });

  it('the owner writes its rooms again, quiet or changed, with their leases, and loses none', async () => {
    const b = await backend();
    const lost: string[] = [];
    b.backup.onLost((id) => lost.push(id));
    const quietRoom = newRoom('q1', '0', 'h', 'u', 0);
    const busy = newRoom('b1', '0', 'h', 'u', 0);
    await b.backup.adopt(quietRoom);
    await b.backup.adopt(busy);
    await restart();
    busy.locked = true;
    b.backup.dirty(busy);
    await until(async () => (await raw.exists('pg:room:q1', 'pg:room:b1', 'pg:own:q1', 'pg:own:b1').catch(() => 0)) === 4, 'both rooms written again');
    expect(JSON.parse((await raw.get('pg:room:b1'))!).room.locked).toBe(true);
    expect(lost).toEqual([]);
  });

  it('no process is taken for dead, nor takes itself for stalled; one that stays unrecorded is dead after the limit, and told', async () => {
    const c = new Redis(redis.url);
    c.on('error', () => {});
    try {
      const a = redisLiveness(c, 'proc-a');
      expect(await a.beat(Date.now())).toBe(true);
      expect(await a.beat(Date.now())).toBe(true);
      await restart();
      await until(async () => (await c.ping().catch(() => '')) === 'PONG', 'Redis back');
      expect(await a.beat(Date.now())).toBe(true);
      // Another process, its beat lost with the restart: not dead at once, dead if it stays silent.
      const now = Date.now();
      expect(await a.silent(['proc-b'], now, 600)).toEqual([]);
      expect(await a.silent(['proc-b'], now + 700, 600)).toEqual(['proc-b']);
      // A real stall (counted out by another process) still tells the process, once.
      const other = redisLiveness(c, 'proc-c');
      expect(await other.silent(['proc-a'], Date.now() + 60_000, 600)).toEqual(['proc-a']);
      expect(await a.beat(Date.now())).toBe(false);
      expect(await a.beat(Date.now())).toBe(true);
    } finally {
      c.disconnect();
    }
  });

  it('photos are served meanwhile by the owner and written to Redis again', async () => {
    const b = await backend();
    const bytes = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(200, 7)]);
    const url = await b.photos.put('p1', { type: 'image/png', bytes });
    const hash = photoHash(bytes);
    expect(url).toContain(hash);
    await redis.stop();
    expect((await b.photos.get(hash))?.bytes.equals(bytes)).toBe(true);
    await redis.start();
    await until(async () => (await raw.exists(`pg:photo:${hash}`).catch(() => 0)) === 1, 'the photo written again');
  });

  it('a view lost on its way to a relayed socket is sent whole once it can be', { timeout: 30_000 }, async () => {
    const [ba, bb] = [await backend(2000), await backend(2000)];
    const owner = await TestServer.start({ config: TEST_LIMITS, backend: ba });
    const relay = await TestServer.start({ config: TEST_LIMITS, backend: bb });
    try {
      const room = await owner.createRoom();
      const host = await owner.host(room);
      const phone = await relay.phone(room.roomId);
      await phone.send('updateProfile', { name: 'Rae' });
      // The host locks the room while Redis is away: the patch to the relayed phone is lost.
      await redis.stop();
      expect(await host.send('host', { type: 'lock', locked: true })).toEqual({ ok: true });
      await new Promise((r) => setTimeout(r, 300));
      expect(phone.view!.room.locked).toBe(false);
      await redis.start();
      // Nothing else changes in the room; the phone still comes to see it locked, as the owner does.
      await until(() => phone.view?.room.locked === true, 'the relayed phone to see the lock', 15_000);
      const snap = await localServers(owner).snapshot(room.roomId);
      expect(isDeepStrictEqual(phone.view, snap!.phones[phone.view!.me.playerId])).toBe(true);
      expect((host.view as HostView).room.locked).toBe(true);
    } finally {
      await relay.close();
      await owner.close();
    }
  });
});
