import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePath } from '../../../src/protocol/events';
import { applyOps, isSnapshot, type ViewMessage } from '../../../src/protocol/patch';
import type { CreateRoomResponse, SessionResponse } from '../../../src/protocol/schemas';
import type { HostView, PhoneView } from '../../../src/protocol/views';
import { freePort, RedisProcess, redisInstalled } from '../setup/redisProcess';
import { TEST_LIMITS } from './harness';

type Proc = { child: ChildProcess; url: string };

async function startProcess(redisUrl: string, config: string): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/start.ts', '--no-build', '--port', String(port), '--host', '127.0.0.1'], {
    env: { ...process.env, REDIS_URL: redisUrl, CONFIG: config, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(url + '/health')).ok) return { child, url };
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server process did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A socket.io client that keeps its view current, like the socket worker does. */
function client<V extends object>(url: string, auth: Record<string, string>, reconnection = false) {
  // Reconnecting like the phone's socket worker does (its delays are socket.io's defaults).
  const socket: Socket = io(url, { path: gamePath(0), transports: ['websocket'], auth, reconnection, forceNew: true });
  const state = { view: null as V | null, version: 0 };
  socket.on('view', (m: ViewMessage<V>) => {
    if (isSnapshot(m)) state.view = structuredClone(m.full);
    else applyOps(state.view as Record<string, unknown>, m.ops);
    state.version = m.to;
  });
  const until = async (pred: (v: V) => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!state.view || !pred(state.view)) {
      if (Date.now() > end) throw new Error(`never matched: ${JSON.stringify(state.view)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return state.view;
  };
  return { socket, state, until, send: (e: string, p: unknown) => socket.timeout(5000).emitWithAck(e, p) };
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await r.json()) as T;
}

describe.runIf(redisInstalled())('two server processes on one Redis', () => {
  let redis: RedisProcess;
  let a: Proc;
  let b: Proc;
  let c: Proc | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'pg-mp-'));
  beforeAll(async () => {
    redis = await RedisProcess.start();
    const config = join(dir, 'config.json');
    // Beats fast, so a killed relay is found within a second; the room lease is the default.
    writeFileSync(
      config,
      JSON.stringify({
        server: {
          ...TEST_LIMITS.server,
          processHeartbeatMs: 100,
          processDeadAfterMs: 600,
          gamePhasesMs: { charge: 300, intro: 300, entry: 60_000, tutorial: 60_000 },
          sessionMs: { rouletteStopped: 500, holdingJoyCon: 500, lookNx: 500 },
        },
      }),
    );
    [a, b] = await Promise.all([startProcess(redis.url, config), startProcess(redis.url, config)]);
  }, 60_000);
  afterAll(async () => {
    for (const p of [a, b, c]) p?.child.kill();
    await redis?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves one room from both: changes and broadcasts reach everyone; a killed process loses no player, and its players show as gone until they are back', async () => {
    const room = await post<CreateRoomResponse>(a.url + '/api/rooms', {});
    const host = client<HostView>(a.url, { role: 'host', roomId: room.roomId, hostToken: room.hostToken });
    const seatA = await post<SessionResponse>(a.url + '/api/groups/0/session', { roomId: room.roomId });
    const seatB = await post<SessionResponse>(b.url + '/api/groups/0/session', { roomId: room.roomId });
    const onA = client<PhoneView>(a.url, { role: 'phone', roomId: room.roomId, token: seatA.token });
    const onB = client<PhoneView>(b.url, { role: 'phone', roomId: room.roomId, token: seatB.token });
    await Promise.all([host.until(() => true), onA.until(() => true), onB.until(() => true)]);

    // A change made through B shows on the host connected to A, and the other way round.
    expect(await onB.send('updateProfile', { name: 'Bea' })).toEqual({ ok: true });
    expect(await onA.send('updateProfile', { name: 'Abe' })).toEqual({ ok: true });
    await host.until((v) => v.players.filter((p) => p.name).length === 2);
    await onB.until((v) => v.room.playerCount === 2);

    // A broadcast from the host on A reaches the phone on B.
    await host.send('host', { type: 'startTeamSelect' });
    await onB.until((v) => v.system.status === 'teamSelect');
    await onB.send('updateTeam', { team: 'right' });
    await onA.send('updateTeam', { team: 'left' });
    await host.send('host', { type: 'fixTeams' });
    const before = await onB.until((v) => v.system.status === 'lookNx');

    // Process B dies; its phone comes back through A with everything it had.
    const died = new Promise<void>((r) => onB.socket.on('disconnect', () => r()));
    b.child.kill('SIGKILL');
    await died;
    // Its socket never closed in the room's counts; the survivor finds B silent and drops them.
    await host.until((v) => v.players.find((p) => p.name === 'Bea')?.connected === false, 5_000);
    expect((await host.until(() => true)).players.find((p) => p.name === 'Abe')?.connected).toBe(true);
    const again = client<PhoneView>(a.url, { role: 'phone', roomId: room.roomId, token: seatB.token });
    const after = await again.until((v) => v.me.name === 'Bea');
    expect(after.me).toEqual(before.me);
    expect(after.system.status).toBe('lookNx');
    await host.until((v) => v.players.every((p) => p.connected) && v.players.length === 2);
    for (const c of [host, onA, again]) c.socket.disconnect();
  });

  it('takes a room over when its owner is killed mid-game in a session: its phones play on from the other process, the session at its step, nothing lost', async () => {
    // The first test killed b; a relays here, and a new process owns the room.
    c = await startProcess(redis.url, join(dir, 'config.json'));
    const owner = c; // the room is made, and so owned, here
    const room = await post<CreateRoomResponse>(owner.url + '/api/rooms', {});
    const host = client<HostView>(a.url, { role: 'host', roomId: room.roomId, hostToken: room.hostToken }, true);
    const seatA = await post<SessionResponse>(owner.url + '/api/groups/0/session', { roomId: room.roomId });
    const seatB = await post<SessionResponse>(a.url + '/api/groups/0/session', { roomId: room.roomId });
    const onOwner = client<PhoneView>(owner.url, { role: 'phone', roomId: room.roomId, token: seatA.token });
    const onB = client<PhoneView>(a.url, { role: 'phone', roomId: room.roomId, token: seatB.token }, true);
    await Promise.all([host.until(() => true), onOwner.until(() => true), onB.until(() => true)]);
    for (const [p, name, team] of [
      [onOwner, 'Ola', 'left'],
      [onB, 'Ben', 'right'],
    ] as const) {
      expect(await p.send('updateProfile', { name })).toEqual({ ok: true });
      expect(await p.send('capability', { sensor: 'authorized', intervalMs: 16 })).toEqual({ ok: true });
      if (name === 'Ola') await host.send('host', { type: 'startTeamSelect' });
      await p.until((v) => v.system.status === 'teamSelect');
      expect(await p.send('updateTeam', { team })).toEqual({ ok: true });
    }
    expect(await host.send('host', { type: 'fixTeams' })).toEqual({ ok: true });
    // A session running itself, on to jump rope (the host's choice).
    expect(await host.send('host', { type: 'startSession' })).toEqual({ ok: true });
    expect(await host.send('host', { type: 'sessionNext', gameId: 'gm116' })).toEqual({ ok: true });
    await host.until((v) => v.game?.phase === 'entry', 10_000);
    expect(await onOwner.send('gm116:entry', {})).toEqual({ ok: true });
    const before = await host.until((v) => v.game?.entryStatus.teams.left.entries === 1);

    let dropped = 0;
    for (const x of [host, onB]) x.socket.on('disconnect', () => dropped++);
    const killedAt = Date.now();
    owner.child.kill('SIGKILL');
    // Its phone comes back through the survivor (a proxy's failover does this for real phones).
    const back = client<PhoneView>(a.url, { role: 'phone', roomId: room.roomId, token: seatA.token }, true);
    const resumed = await back.until((v) => v.me.name === 'Ola' && v.game?.phase === 'entry' && v.room.hostConnected, 15_000);
    // The game goes on: the relayed phone's entry lands on the new owner and the game moves on at once.
    await expect.poll(async () => (await onB.send('gm116:entry', {})) as { ok: boolean }, { timeout: 15_000, interval: 200 }).toEqual({ ok: true });
    await host.until((v) => v.game?.phase === 'tutorial', 5_000);
    const tookMs = Date.now() - killedAt;
    console.log(`owner killed mid-game: the game went on from the other process after ${tookMs} ms`);
    // The sockets the survivor relayed stayed connected: it took the room over under them.
    expect(dropped).toBe(0);
    expect(resumed.me.team).toBe('left');
    expect(resumed.game?.entryStatus.entry).toBe(true);
    const after = await host.until((v) => v.players.every((p) => p.connected));
    expect(after.players.map((p) => [p.name, p.team])).toEqual(before.players.map((p) => [p.name, p.team]));
    expect(after.system.scores).toEqual(before.system.scores);
    // The session comes back at the same step, still running itself.
    expect(after.session).toMatchObject({ step: 'game', auto: true, paused: false });
    for (const x of [host, onOwner, onB, back]) x.socket.disconnect();
  }, 60_000);
});
