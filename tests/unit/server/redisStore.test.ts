import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { log } from '../../../src/server/log';
import { newRoom } from '../../../src/server/rooms/room';
import { RedisRoomStore } from '../../../src/server/rooms/redisStore';
import { RoomLockError, StoreUnavailableError } from '../../../src/server/rooms/roomStore';
import { createBackend } from '../../../src/server/rooms/createStore';
import { RedisProcess, redisInstalled } from '../setup/redisProcess';
import { TEST_LIMITS, TestServer } from './harness';

const quiet = log.child({}, { level: 'silent' });

describe.runIf(redisInstalled())('Redis room store', () => {
  let redis: RedisProcess;
  beforeAll(async () => { redis = await RedisProcess.start(); });
  afterAll(async () => { await redis.destroy(); });

  it('serialises concurrent updates of one room', async () => {
    const store = await RedisRoomStore.connect(redis.url, quiet);
    await store.create(newRoom('r1', '0', 'h', 'u', 0));
    await Promise.all(Array.from({ length: 40 }, () => store.update('r1', (room) => { room.system.cheers.left++; })));
    expect((await store.get('r1'))?.system.cheers.left).toBe(40);
    await store.close();
  });

  it('gives up on a room whose lock stays taken (2005)', async () => {
    const store = await RedisRoomStore.connect(redis.url, quiet, { lockWaitMs: 100 });
    await store.create(newRoom('r2', '0', 'h', 'u', 0));
    const raw = new Redis(redis.url);
    await raw.set('pg:lock:r2', 'someone-else', 'PX', 10_000);
    await expect(store.update('r2', () => null)).rejects.toBeInstanceOf(RoomLockError);
    await expect(store.update('r2', () => null)).rejects.toMatchObject({ phase: 'lock' });
    raw.disconnect();
    await store.close();
  });

  it('saves nothing when the lock lapsed during the change (2006)', async () => {
    const store = await RedisRoomStore.connect(redis.url, quiet, { lockTtlMs: 5 });
    await store.create(newRoom('r3', '0', 'h', 'u', 0));
    const slow = (room: { locked: boolean }) => {
      const until = Date.now() + 30;
      while (Date.now() < until) { /* a mutation that outlives its lock */ }
      room.locked = true;
    };
    await expect(store.update('r3', slow)).rejects.toMatchObject({ phase: 'unlock' });
    expect((await store.get('r3'))?.locked).toBe(false);
    await store.close();
  });

  it("passes a rule's own error through unchanged", async () => {
    const store = await RedisRoomStore.connect(redis.url, quiet);
    await store.create(newRoom('r4', '0', 'h', 'u', 0));
    await expect(store.update('r4', () => { throw new TypeError('bug in a rule'); })).rejects.toBeInstanceOf(TypeError);
    expect(await store.update('r4', () => 1)).toMatchObject({ result: 1 }); // and the lock was released
    await store.close();
  });

  it('answers 2003 / SP01-105 while Redis stalls, keeps running, and loses nothing when it returns', async () => {
    const backend = await createBackend(redis.url, quiet);
    const server = await TestServer.start({ config: TEST_LIMITS, store: backend.store, redis: backend.redis });
    try {
      const room = await server.createRoom();
      const host = await server.host(room);
      const phone = await server.phone(room.roomId);
      await phone.send('updateProfile', { name: 'Before' });
      redis.pause();
      const session = await server.session(room.roomId);
      expect(session.status).toBe(503);
      expect(session.body.error).toEqual({ group: 'SP01', code: '105' });
      expect((await server.post<{ error: unknown }>('/api/rooms', {})).body.error).toMatchObject({ code: 1001 });
      expect(await phone.send('updateProfile', { name: 'During' })).toMatchObject({ ok: false, error: { group: 'Room', code: 2003 } });
      expect(phone.socket.connected).toBe(true);
      redis.resume();
      expect(await phone.send('updateProfile', { name: 'After' })).toEqual({ ok: true });
      await host.until((v) => v.players.some((p) => p.name === 'After'));
      expect((await server.session(room.roomId)).status).toBe(200);
    } finally {
      redis.resume();
      await server.close();
      await backend.close();
    }
  });

  it('refuses to start on a Redis that is not there', async () => {
    await expect(RedisRoomStore.connect('redis://127.0.0.1:1', quiet)).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});
