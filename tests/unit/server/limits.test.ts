import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RedisProcess, redisInstalled } from '../setup/redisProcess';
import { storeKinds, roomWith, type StoreKind, type TestServer } from './harness';

// Per-address counts live in Redis under one key per address, shared by every process; this
// suite gets a Redis of its own so other suites' requests from 127.0.0.1 do not count here.
let redis: RedisProcess | null = null;
beforeAll(async () => {
  if (redisInstalled()) redis = await RedisProcess.start();
});
afterAll(async () => {
  await redis?.destroy();
});
const kinds = (): StoreKind[] => storeKinds(redis?.url ?? null);

describe.each(['memory', ...(redisInstalled() ? ['redis'] : [])])('rate limits (%s store)', (name) => {
  let server: TestServer;
  const kind = () => kinds().find((k) => k.name === name)!;
  afterEach(async () => {
    await server?.close();
    // Address counts live in Redis across servers: each test starts from none.
    if (redis) {
      const r = new Redis(redis.url);
      await r.flushall();
      r.disconnect();
    }
  });

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

  it('seats a whole room of 100 phones behind one address (a venue NAT) with the default limits', async () => {
    const defaults = {
      server: { rateLimits: { eventsPerSecondPerSocket: 30, requestsPerMinutePerIp: 1_200, sessionsPerMinutePerRoom: 400, roomsPerMinutePerIp: 30 } },
    };
    server = await kind().start(defaults);
    const room = await server.createRoom();
    const seats = await Promise.all(Array.from({ length: 100 }, () => server.session(room.roomId)));
    expect(seats.filter((s) => s.status === 200)).toHaveLength(100);
    // Each phone fetches its client config too; still far inside the address's budget.
    const configs = await Promise.all(Array.from({ length: 100 }, () => fetch(server.url + '/api/client-config')));
    expect(configs.every((r) => r.status === 200)).toBe(true);
  });

  it('limits seat requests per room (SP01-106), whatever the address', async () => {
    server = await kind().start({ server: { rateLimits: { sessionsPerMinutePerRoom: 2 } } });
    const room = await server.createRoom();
    const other = await server.createRoom();
    expect((await server.session(room.roomId)).status).toBe(200);
    expect((await server.session(room.roomId)).status).toBe(200);
    const over = await server.session(room.roomId);
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({ group: 'SP01', code: '106' });
    expect((await server.session(other.roomId)).status).toBe(200);
  });

  const post = (body: unknown, forwardedFor: string) =>
    fetch(server.url + '/api/groups/0/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify(body),
    });

  it('counts the client a trusted proxy names in X-Forwarded-For', async () => {
    server = await kind().start({ server: { trustedProxies: ['loopback'], rateLimits: { requestsPerMinutePerIp: 3 } } });
    const room = await server.createRoom(); // one request from 127.0.0.1 itself
    for (let i = 0; i < 3; i++) expect((await post({ roomId: room.roomId }, '203.0.113.7')).status).toBe(200);
    expect((await post({ roomId: room.roomId }, '203.0.113.7')).status).toBe(429);
    expect((await post({ roomId: room.roomId }, '203.0.113.8')).status).toBe(200);
  });

  it("ignores X-Forwarded-For from anyone not trusted: it is the client's own claim", async () => {
    server = await kind().start({ server: { rateLimits: { requestsPerMinutePerIp: 3 } } });
    const other = await server.createRoom();
    expect((await post({ roomId: other.roomId }, '198.51.100.1')).status).toBe(200);
    expect((await post({ roomId: other.roomId }, '198.51.100.2')).status).toBe(200);
    expect((await post({ roomId: other.roomId }, '198.51.100.3')).status).toBe(429);
  });
});
