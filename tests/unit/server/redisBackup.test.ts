import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { log } from '../../../src/server/log';
import { newRoom, type Room } from '../../../src/server/rooms/room';
import { RedisBackup } from '../../../src/server/live/redisBackup';
import { createBackend } from '../../../src/server/rooms/createStore';
import { RedisProcess, redisInstalled } from '../setup/redisProcess';
import { TEST_LIMITS, TestServer } from './harness';

const quiet = log.child({}, { level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(redisInstalled())('rooms written behind to Redis, one owner per room', () => {
  let redis: RedisProcess;
  let raw: Redis;
  const clients: Redis[] = [];
  const backup = (leaseMs = 3_000) => {
    const c = new Redis(redis.url);
    clients.push(c);
    return new RedisBackup(c, quiet, { leaseMs, writeMs: 50 });
  };
  const stored = async (id: string) => (JSON.parse((await raw.get(`pg:room:${id}`)) ?? 'null') as { room: Room } | null)?.room ?? null;
  beforeAll(async () => {
    redis = await RedisProcess.start();
    raw = new Redis(redis.url);
  });
  afterAll(async () => {
    raw.disconnect();
    for (const c of clients) c.disconnect();
    await redis.destroy();
  });

  it('writes a changed room behind, coalesced, not once per change', async () => {
    const a = backup();
    const room = newRoom('w1', '0', 'h', 'u', 0);
    await a.adopt(room);
    const writes: string[] = [];
    const monitor = await raw.duplicate().monitor();
    monitor.on('monitor', (_t: string, args: string[]) => {
      if (args[0]?.toLowerCase() === 'evalsha' && args.includes('pg:room:w1')) writes.push(args[0]);
    });
    // 60 changes over 300 ms, written at most every 50 ms (writeMs).
    for (let i = 0; i < 60; i++) {
      room.system.cheers.left++;
      a.dirty(room);
      await sleep(5);
    }
    await sleep(150);
    monitor.disconnect();
    expect((await stored('w1'))?.system.cheers.left).toBe(60);
    expect(writes.length).toBeGreaterThan(1);
    expect(writes.length).toBeLessThanOrEqual(9);
    await a.close();
  });

  it('lets another process take a room over only once its lease lapsed, with the last state written', async () => {
    const a = backup();
    const b = backup();
    const room = newRoom('t1', '0', 'h', 'u', 0);
    await a.adopt(room);
    expect(await b.claim('t1')).toEqual({ owner: a.proc });
    room.locked = true;
    a.dirty(room);
    await sleep(100);
    // a dies: its lease lapses (here, at once).
    await raw.del('pg:own:t1');
    const claimed = await b.claim('t1');
    expect(claimed && 'room' in claimed && claimed.room.locked).toBe(true);
    expect(await a.owners(['t1'])).toEqual([b.proc]);
    expect(await b.claim('nope')).toBeNull();
    await b.close();
  });

  it('fences a process that lost its lease: its late writes are refused and it is told to drop the room', async () => {
    const a = backup(300);
    const b = backup(300);
    const lost: string[] = [];
    a.onLost((id) => lost.push(id));
    const room = newRoom('f1', '0', 'h', 'u', 0);
    await a.adopt(room);
    await raw.del('pg:own:f1'); // a stalled past its lease...
    const taken = await b.claim('f1'); // ...and b took the room over
    expect(taken && 'room' in taken).toBe(true);
    const mine = (taken as { room: Room }).room;
    mine.hideCode = true;
    b.dirty(mine);
    room.locked = true; // a, still thinking it owns the room, changes it
    a.dirty(room);
    await sleep(200);
    expect(lost).toEqual(['f1']);
    const now = await stored('f1');
    expect(now?.hideCode).toBe(true);
    expect(now?.locked).toBe(false);
    await b.close();
  });

  it('frees its leases on a clean stop, so another process takes over at once', async () => {
    const a = backup();
    const b = backup();
    await a.adopt(newRoom('c1', '0', 'h', 'u', 0));
    await a.close();
    const claimed = await b.claim('c1');
    expect(claimed && 'room' in claimed).toBe(true);
    await b.close();
  });

  it('keeps rooms playing while Redis stalls, refuses only what needs it, and writes everything once it returns', async () => {
    const backend = await createBackend(redis.url, quiet, { leaseMs: 3_000, writeMs: 50 });
    const server = await TestServer.start({ config: TEST_LIMITS, backend });
    try {
      const room = await server.createRoom();
      const host = await server.host(room);
      const phone = await server.phone(room.roomId);
      await phone.send('updateProfile', { name: 'Before' });
      redis.pause();
      // The room lives in this process: it goes on without Redis.
      expect(await phone.send('updateProfile', { name: 'During' })).toEqual({ ok: true });
      await host.until((v) => v.players.some((p) => p.name === 'During'));
      expect((await server.session(room.roomId)).status).toBe(200);
      // A new room needs its lease in Redis.
      expect((await server.post<{ error: unknown }>('/api/rooms', {})).body.error).toMatchObject({ code: 1001 });
      expect(phone.socket.connected).toBe(true);
      redis.resume();
      await expect.poll(async () => (await stored(room.roomId))?.players.some((p) => p.name === 'During'), { timeout: 5_000 }).toBe(true);
      expect((await server.post('/api/rooms', {})).status).toBe(201);
    } finally {
      redis.resume();
      await server.close();
      await backend.close();
    }
  });

  it('refuses to start on a Redis that is not there', async () => {
    await expect(createBackend('redis://127.0.0.1:1', quiet)).rejects.toThrow();
  });
});
