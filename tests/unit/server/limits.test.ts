import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RedisProcess, redisInstalled } from '../setup/redisProcess';
import { storeKinds, roomWith, type StoreKind, type TestServer } from './harness';

// Per-address counts live in Redis under one key per address, shared by every process; this
// suite gets a Redis of its own so other suites' requests from 127.0.0.1 do not count here.
let redis: RedisProcess | null = null;
beforeAll(async () => { if (redisInstalled()) redis = await RedisProcess.start(); });
afterAll(async () => { await redis?.destroy(); });
const kinds = (): StoreKind[] => storeKinds(redis?.url ?? null);

describe.each(['memory', ...(redisInstalled() ? ['redis'] : [])])('rate limits (%s store)', (name) => {
  let server: TestServer;
  const kind = () => kinds().find((k) => k.name === name)!;
  afterEach(async () => { await server?.close(); });

  it('answers a socket over its events per second with 3007 and keeps it connected', async () => {
    server = await kind().start({ server: { rateLimits: { eventsPerSecondPerSocket: 5 } } });
    const { phones } = await roomWith(server, ['A']);
    await new Promise((r) => setTimeout(r, 1100)); // the profile update used part of this second
    const acks = await Promise.all(Array.from({ length: 10 }, () => phones[0]!.send('cheer', {})));
    const refused = acks.filter((a) => !a.ok);
    expect(acks.filter((a) => a.ok)).toHaveLength(5);
    expect(refused[0]).toEqual({ ok: false, error: { group: 'Application', code: 3007 } });
    expect(phones[0]!.socket.connected).toBe(true);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await phones[0]!.send('cheer', {})).toEqual({ ok: true });
  });

  it('answers an address over its requests per minute with 429 (SP01-106 for sessions, 3007 otherwise)', async () => {
    server = await kind().start({ server: { rateLimits: { requestsPerMinutePerIp: 3 } } });
    const room = await server.createRoom();
    await server.session(room.roomId);
    await server.session(room.roomId);
    const over = await server.session(room.roomId);
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({ group: 'SP01', code: '106' });
    const rooms = await server.post<{ error: unknown }>('/api/rooms', {});
    expect(rooms.status).toBe(429);
    expect(rooms.body.error).toEqual({ group: 'Application', code: 3007 });
    // Pages and health are not API calls and stay reachable.
    expect((await fetch(server.url + '/health')).status).toBe(200);
  });
});
