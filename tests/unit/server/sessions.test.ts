import { afterEach, describe, expect, inject, it } from 'vitest';
import { storeKinds, roomWith, type TestServer } from './harness';
import { ManualClock } from './manualClock';

describe.each(storeKinds(inject('redisUrl')))('sessions ($name store)', (kind) => {
  let server: TestServer;
  afterEach(async () => {
    await server?.close();
  });

  it('gives back seat, profile, team and scores after a dropped connection', async () => {
    server = await kind.start();
    const { room, host, phones } = await roomWith(server, ['A', 'B']);
    await host.send('host', { type: 'startTeamSelect' });
    await phones[0]!.send('updateTeam', { team: 'left' });
    await phones[1]!.send('updateTeam', { team: 'right' });
    await host.send('host', { type: 'fixTeams' });
    const before = await phones[0]!.until((v) => v.system.status === 'lookNx');
    phones[0]!.close();
    await host.until((v) => v.players.some((p) => p.name === 'A' && !p.connected));
    const back = await server.phone(room.roomId, phones[0]!.token);
    expect(back.view).toEqual({ ...before });
    await host.until((v) => v.players.every((p) => p.connected));
  });

  it('tells phones when the host drops (SP03-002) and when it is back', async () => {
    server = await kind.start();
    const { room, host, phones } = await roomWith(server, ['A']);
    host.close();
    const away = await phones[0]!.until((v) => !v.room.hostConnected);
    expect(away.room.hostConnected).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(phones[0]!.errors).toContainEqual({ group: 'SP03', code: '002' });
    const again = await server.host(room);
    expect(again.view?.players.map((p) => p.name)).toEqual(['A']);
    expect(again.view?.room.hostAwaySince).toBeNull();
    await phones[0]!.until((v) => v.room.hostConnected);
  });

  it('counts sockets: a second tab or host screen closing does not mark a present one as gone', async () => {
    server = await kind.start();
    const { room, host, phones } = await roomWith(server, ['A']);
    const secondHost = await server.host(room);
    const secondTab = await server.phone(room.roomId, phones[0]!.token);
    secondHost.close();
    secondTab.close();
    await new Promise((r) => setTimeout(r, 150));
    expect(phones[0]!.view?.room.hostConnected).toBe(true);
    expect(host.view?.players[0]?.connected).toBe(true);
    expect(phones[0]!.errors).not.toContainEqual({ group: 'SP03', code: '002' });
  });

  it("refuses a host token that is not the room's (3003)", async () => {
    server = await kind.start();
    const room = await server.createRoom();
    const other = await server.createRoom();
    await expect(server.host({ ...room, hostToken: other.hostToken })).rejects.toMatchObject({ data: { code: 3003 } });
  });

  it('asks for a snapshot when a patch was missed (resync)', async () => {
    server = await kind.start();
    const { phones } = await roomWith(server, ['A']);
    const p = phones[0]!;
    const v = p.version;
    expect(await p.send('resync', {})).toEqual({ ok: true });
    await p.until(() => p.version > v);
    expect(p.view?.me.name).toBe('A');
  });

  it('answers clock pings at once with its receive and send times', async () => {
    server = await kind.start();
    const { phones } = await roomWith(server, ['A']);
    const t0 = Date.now();
    const pong = (await phones[0]!.socket.timeout(2000).emitWithAck('clock:ping', { t0 })) as { t0: number; t1: number; t2: number };
    const t3 = Date.now();
    expect(pong.t0).toBe(t0);
    expect(pong.t1).toBeGreaterThanOrEqual(t0);
    expect(pong.t2).toBeGreaterThanOrEqual(pong.t1);
    expect(pong.t2).toBeLessThanOrEqual(t3);
  });

  it("answers clock pings on the rules' clock, the one that judges a phone's inputs", async () => {
    const clock = new ManualClock(1_000_000);
    server = await kind.start(undefined, { clock });
    const { phones } = await roomWith(server, ['A']);
    clock.advance(5_000);
    const pong = (await phones[0]!.socket.timeout(2000).emitWithAck('clock:ping', { t0: 7 })) as { t0: number; t1: number; t2: number };
    expect(pong).toEqual({ t0: 7, t1: 1_005_000, t2: 1_005_000 });
  });
});
