import { proxy as comlinkProxy, wrap, type Remote } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { applyOps, type PatchOp } from '../../src/protocol/patch';
import type { HostView, PhoneView } from '../../src/protocol/views';
import type { ClientState } from '../../workers/socket/clientState.shared';
import { initialClientState } from '../../workers/socket/clientState.shared';
import type { SocketWorkerApi } from '../../workers/socket/socket.worker';

type Harness = { api: Remote<SocketWorkerApi>; state: ClientState; patches: PatchOp[][]; worker: Worker };
const started: Harness[] = [];

async function spawn(): Promise<Harness> {
  const worker = new Worker(new URL('../../workers/socket/socket.worker.ts', import.meta.url), { type: 'module' });
  const api = wrap<SocketWorkerApi>(worker);
  expect(await api.ready()).toBe(true);
  const h: Harness = { api, worker, state: initialClientState(), patches: [] };
  started.push(h);
  return h;
}

async function start(h: Harness, opts: Parameters<SocketWorkerApi['start']>[0]) {
  await h.api.start(
    opts,
    comlinkProxy((ops: PatchOp[]) => {
      h.patches.push(ops);
      applyOps(h.state as unknown as Record<string, unknown>, ops);
    }),
  );
}

async function until(pred: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

afterEach(() => {
  for (const h of started.splice(0)) h.worker.terminate();
});

describe('socket worker through Comlink', () => {
  it('creates a room as host and shows a phone that joins, as compact patches', async () => {
    const host = await spawn();
    await start(host, { role: 'host', origin: location.origin, roomId: null, hostToken: null });
    await until(() => host.state.view !== null);
    const hostView = () => host.state.view as HostView;
    expect(host.state.conn.status).toBe('connected');
    expect(hostView().room.joinUrl).toContain('/room?rid=');
    const roomId = host.state.session.roomId!;

    const phone = await spawn();
    await start(phone, { role: 'phone', origin: location.origin, roomId, token: null });
    await until(() => (phone.state.view as PhoneView | null)?.system.status === 'profileInput');
    expect(phone.state.session.token).toBeTruthy();

    const before = host.patches.length;
    await phone.api.intent('updateProfile', { name: 'Mika' });
    await until(() => hostView().players.some((p) => p.name === 'Mika'));
    await until(() => phone.state.intents.updateProfile?.done === 1);
    expect(phone.state.intents.updateProfile).toMatchObject({ pending: false, error: null });

    // After the first snapshot the host gets only what changed, never the whole view again.
    const later = host.patches.slice(before).flat();
    expect(later.length).toBeGreaterThan(0);
    expect(later.every(([path]) => path.length > 1)).toBe(true);
  });

  it('reports a refused intent as an error in state, not as a thrown promise', async () => {
    const host = await spawn();
    await start(host, { role: 'host', origin: location.origin, roomId: null, hostToken: null });
    await until(() => host.state.session.roomId !== null && host.state.view !== null);
    const a = await spawn();
    const b = await spawn();
    await start(a, { role: 'phone', origin: location.origin, roomId: host.state.session.roomId!, token: null });
    await start(b, { role: 'phone', origin: location.origin, roomId: host.state.session.roomId!, token: null });
    await until(() => a.state.view !== null && b.state.view !== null);
    await a.api.intent('updateProfile', { name: 'Sora' });
    await until(() => a.state.intents.updateProfile?.done === 1);
    await b.api.intent('updateProfile', { name: 'ＳＯＲＡ' });
    await until(() => b.state.intents.updateProfile?.error !== null && b.state.intents.updateProfile?.pending === false);
    expect(b.state.intents.updateProfile?.error).toEqual({ group: 'SP03', code: '201' });
    // Again with another name: the error clears, and the repeat posts the record's fields, not the record.
    const seen = b.patches.length;
    await b.api.intent('updateProfile', { name: 'Ren' });
    await until(() => b.state.intents.updateProfile?.done === 1);
    expect(b.state.intents.updateProfile).toEqual({ pending: false, error: null, done: 1 });
    const records = b.patches
      .slice(seen)
      .flat()
      .filter((op) => op.length === 2 && typeof op[1] === 'object' && op[1] !== null && 'pending' in op[1]);
    expect(records).toEqual([]);
  });

  it('sends a stream without an ack: it reaches the server and leaves no intent state behind', async () => {
    const host = await spawn();
    await start(host, { role: 'host', origin: location.origin, roomId: null, hostToken: null });
    await until(() => host.state.session.roomId !== null && host.state.view !== null);
    const hostView = () => host.state.view as HostView;
    const phone = await spawn();
    await start(phone, { role: 'phone', origin: location.origin, roomId: host.state.session.roomId!, token: null });
    await until(() => phone.state.view !== null);
    await phone.api.intent('updateProfile', { name: 'Rin' });
    await until(() => phone.state.intents.updateProfile?.done === 1);
    await host.api.intent('host', { type: 'startTeamSelect' });
    await phone.api.intent('updateTeam', { team: 'right' });
    await until(() => hostView().players.some((p) => p.team === 'right'));
    // A loaded server sheds droppable streams by design (cheers first): send until three got through.
    for (let sent = 0; hostView().system.cheers.right < 3; sent++) {
      if (sent > 30) throw new Error(`30 cheers sent, ${hostView().system.cheers.right} arrived`);
      await phone.api.stream('cheer', {});
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(phone.state.intents.cheer).toBeUndefined();
  });

  it('fails clearly when the server cannot be reached (SP02-301)', async () => {
    const phone = await spawn();
    await start(phone, { role: 'phone', origin: 'http://127.0.0.1:9', roomId: 'AAAAAAAAAAAAAAAAAAAAAAA', token: null });
    await until(() => phone.state.conn.status === 'failed');
    expect(phone.state.conn.error).toEqual({ group: 'SP02', code: '301' });
  });

  it('fails clearly for a room that does not exist', async () => {
    const phone = await spawn();
    await start(phone, { role: 'phone', origin: location.origin, roomId: 'AAAAAAAAAAAAAAAAAAAAAAA', token: null });
    await until(() => phone.state.conn.status === 'failed');
    expect(phone.state.conn.error).toEqual({ group: 'SP01', code: '103' });
  });
});
