import { afterEach, describe, expect, it } from 'vitest';
import { roomWith, TEST_LIMITS, TestServer } from './harness';

describe('developer endpoints', () => {
  let server: TestServer;
  afterEach(async () => {
    await server?.close();
  });

  it('are off unless the config enables them (3004)', async () => {
    server = await TestServer.start({ config: TEST_LIMITS });
    const res = await fetch(server.url + '/api/groups/0/dev/statistics');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { group: 'Application', code: 3004 } });
  });

  it('take client error reports and give statistics', async () => {
    server = await TestServer.start({ config: { ...TEST_LIMITS, server: { ...TEST_LIMITS.server, devEndpoints: true } } });
    await roomWith(server, ['A', 'B']);
    const ok = await server.post('/api/groups/0/dev/errors', { message: 'TypeError: x is undefined', url: '/room' });
    expect(ok.status).toBe(202);
    const bad = await server.post<{ error: unknown }>('/api/groups/0/dev/errors', { message: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 3002 });
    const stats = (await (await fetch(server.url + '/api/groups/0/dev/statistics')).json()) as Record<string, number>;
    expect(stats).toMatchObject({ rooms: 1, players: 2 });
    expect(stats.eventsTotal).toBeGreaterThanOrEqual(2);
    expect(typeof stats.eventsPerSecond).toBe('number');
  });

  it('answer unknown API paths with 3004 and unknown groups with SP01-103', async () => {
    server = await TestServer.start({ config: TEST_LIMITS });
    const unknown = await fetch(server.url + '/api/nothing');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { group: 'Application', code: 3004 } });
    const group = await server.post<{ error: unknown }>('/api/groups/9/session', { roomId: 'CQAAAAAAAAAAAAAAAAAAAAA' });
    expect(group.body.error).toMatchObject({ group: 'SP01', code: '103' });
  });

  it('refuse new rooms and seats in maintenance (3997 / SP01-997)', async () => {
    server = await TestServer.start({ config: TEST_LIMITS });
    const room = await server.createRoom();
    server.config = { ...server.config, server: { ...server.config.server, maintenance: true } };
    const made = await server.post<{ error: unknown }>('/api/rooms', {});
    expect(made.status).toBe(503);
    expect(made.body.error).toEqual({ group: 'Application', code: 3997 });
    const seat = await server.session(room.roomId);
    expect(seat.body.error).toEqual({ group: 'SP01', code: '997' });
  });

  it('keep serving after malformed requests', async () => {
    server = await TestServer.start({ config: TEST_LIMITS });
    for (const body of ['{', 'null', '[]', '"x"', JSON.stringify({ roomId: 1 }), 'x'.repeat(70_000)]) {
      const r = await fetch(server.url + '/api/groups/0/session', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      expect([400, 413]).toContain(r.status);
    }
    expect((await fetch(server.url + '/health')).status).toBe(200);
  });
});
