import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRoomId } from '../../../src/protocol/roomId';
import { TestServer } from './harness';

describe('joining a room', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await TestServer.start();
  });
  afterEach(async () => {
    await server.close();
  });

  it('creates a room with a group-0 id, a host token and a join URL', async () => {
    const room = await server.createRoom();
    expect(parseRoomId(room.roomId)?.groupId).toBe('0');
    expect(room.groupId).toBe('0');
    expect(room.hostToken.length).toBeGreaterThanOrEqual(16);
    expect(room.joinUrl).toContain(`/room?rid=${encodeURIComponent(room.roomId)}`);
  });

  it("shows a phone's name on the host once its profile is in", async () => {
    const room = await server.createRoom();
    const host = await server.host(room);
    expect(host.view?.players).toEqual([]);
    const phone = await server.phone(room.roomId);
    expect(phone.view?.system.status).toBe('profileInput');
    expect(await phone.send('updateProfile', { name: 'Aiko' })).toEqual({ ok: true });
    await host.until((v) => v.players.some((p) => p.name === 'Aiko' && p.connected));
    await phone.until((v) => v.me.name === 'Aiko' && v.system.status === 'waitingProfile');
  });

  it('gives a reloaded phone its seat back', async () => {
    const room = await server.createRoom();
    const phone = await server.phone(room.roomId);
    await phone.send('updateProfile', { name: 'Ren' });
    phone.close();
    const again = await server.phone(room.roomId, phone.token);
    expect(again.token).toBe(phone.token);
    expect(again.view?.me.name).toBe('Ren');
  });

  it('refuses a payload that fails its schema, keeps the connection and changes nothing', async () => {
    const room = await server.createRoom();
    const phone = await server.phone(room.roomId);
    const ack = await phone.send('updateProfile', { name: 42 });
    expect(ack).toMatchObject({ ok: false, error: { group: 'SP02', code: '104' } });
    expect(phone.errors).toContainEqual(expect.objectContaining({ event: 'updateProfile', group: 'SP02', code: '104' }));
    expect(phone.socket.connected).toBe(true);
    expect(await phone.send('updateProfile', { name: 'Still here' })).toEqual({ ok: true });
  });

  it('answers an unknown room with SP01-103 and a malformed one with SP01-102', async () => {
    const missing = await server.session('AAAAAAAAAAAAAAAAAAAAAAA');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ group: 'SP01', code: '103' });
    const bad = await server.session('not-a-room-id-at-all!!!');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ group: 'SP01', code: '102' });
    const empty = await server.post<{ error: unknown }>('/api/groups/0/session', {});
    expect(empty.body.error).toMatchObject({ group: 'SP01', code: '101' });
    const junk = await server.post<{ error: unknown }>('/api/groups/0/session', '{nope');
    expect(junk.status).toBe(400);
  });

  it('refuses a socket without a valid seat', async () => {
    const room = await server.createRoom();
    await expect(server.connect({ role: 'phone', roomId: room.roomId, token: 'x'.repeat(32) })).rejects.toMatchObject({ data: { group: 'SP02', code: '102' } });
    await expect(server.connect({ role: 'host', roomId: room.roomId, hostToken: 'y'.repeat(32) })).rejects.toMatchObject({ data: { code: 3003 } });
    await expect(server.connect({ hello: 'world' })).rejects.toMatchObject({ data: { group: 'SP02', code: '104' } });
  });
});
