import { afterEach, describe, expect, inject, it } from 'vitest';
import { storeKinds, roomWith, type TestServer } from './harness';

describe.each(storeKinds(inject('redisUrl')))('rooms ($name store)', (kind) => {
  let server: TestServer;
  afterEach(async () => {
    await server?.close();
  });

  it('refuses new phones while locked (SP03-101) and lets them in after unlock', async () => {
    server = await kind.start();
    const { room, host } = await roomWith(server, ['A']);
    expect(await host.send('host', { type: 'lock', locked: true })).toEqual({ ok: true });
    const refused = await server.session(room.roomId);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ group: 'SP03', code: '101' });
    await host.until((v) => v.room.locked);
    await host.send('host', { type: 'lock', locked: false });
    expect((await server.session(room.roomId)).status).toBe(200);
  });

  it('a seated phone may come back into a locked room', async () => {
    server = await kind.start();
    const { room, host, phones } = await roomWith(server, ['A']);
    await host.send('host', { type: 'lock', locked: true });
    phones[0]!.close();
    const back = await server.phone(room.roomId, phones[0]!.token);
    expect(back.view?.me.name).toBe('A');
  });

  it('refuses the seat past the maximum (SP03-102), from config and from the host limit', async () => {
    server = await kind.start({ server: { maxPlayersPerRoom: 2 } });
    const { room, host } = await roomWith(server, ['A', 'B']);
    expect((await server.session(room.roomId)).body.error).toEqual({ group: 'SP03', code: '102' });
    await host.send('host', { type: 'maxPlayers', max: 50 });
    await host.until((v) => v.room.maxPlayers === 2); // never above the operator's limit
    const other = await kind.start();
    try {
      const r = await roomWith(other, ['A']);
      await r.host.send('host', { type: 'maxPlayers', max: 1 });
      expect((await other.session(r.room.roomId)).body.error).toEqual({ group: 'SP03', code: '102' });
    } finally {
      await other.close();
    }
  });

  it('kicks a player: the phone gets SP03-104 and is disconnected, and cannot take a seat again', async () => {
    server = await kind.start();
    const { room, host, phones } = await roomWith(server, ['A', 'B']);
    const victim = phones[1]!;
    const id = victim.view!.me.playerId;
    const gone = new Promise<void>((r) => victim.socket.on('disconnect', () => r()));
    expect(await host.send('host', { type: 'kick', playerId: id })).toEqual({ ok: true });
    await gone;
    expect(victim.errors).toContainEqual({ group: 'SP03', code: '104' });
    await host.until((v) => !v.players.some((p) => p.id === id));
    const again = await server.session(room.roomId, victim.token);
    expect(again.body.error).toEqual({ group: 'SP03', code: '104' });
    await expect(server.connect({ role: 'phone', roomId: room.roomId, token: victim.token })).rejects.toMatchObject({ data: { group: 'SP03', code: '104' } });
    expect(await host.send('host', { type: 'kick', playerId: id })).toMatchObject({ ok: false, error: { code: 3005 } });
  });

  it('answers a host of a room that is gone with 2001, and a phone with SP02-101', async () => {
    server = await kind.start();
    await expect(server.connect({ role: 'host', roomId: 'AAAAAAAAAAAAAAAAAAAAAAA', hostToken: 'z'.repeat(32) })).rejects.toMatchObject({
      data: { group: 'Room', code: 2001 },
    });
    await expect(server.connect({ role: 'phone', roomId: 'AAAAAAAAAAAAAAAAAAAAAAA', token: 'z'.repeat(32) })).rejects.toMatchObject({
      data: { group: 'SP02', code: '101' },
    });
  });

  it('expires a room once it has been empty for the configured time', async () => {
    server = await kind.start({ server: { emptyRoomTtlMs: 0 } });
    const { room, host, phones } = await roomWith(server, ['A']);
    await server.app.engine.expire();
    expect(server.app.engine.local(room.roomId)).toBeDefined(); // people are connected
    host.close();
    phones[0]!.close();
    const deadline = Date.now() + 3000;
    while (server.app.engine.local(room.roomId) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      await server.app.engine.expire();
    }
    expect(server.app.engine.local(room.roomId)).toBeUndefined();
    expect((await server.session(room.roomId)).body.error).toEqual({ group: 'SP01', code: '103' });
  });

  it('creates rooms only in the groups it serves', async () => {
    server = await kind.start({ server: { groups: [3] } });
    const made = await server.post<{ groupId: string; roomId: string }>('/api/rooms', {});
    expect(made.body.groupId).toBe('3');
    const wrong = await server.post<{ error: unknown }>('/api/rooms', { groupId: 4 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 3002 });
    const otherGroup = await server.post<{ error: unknown }>('/api/groups/0/session', { roomId: made.body.roomId });
    expect(otherGroup.status).toBe(404);
  });
});
