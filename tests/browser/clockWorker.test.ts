import { proxy as comlinkProxy, transfer, wrap } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { applyOps, type PatchOp } from '../../src/protocol/patch';
import type { ClockWorkerApi } from '../../workers/clock/clock.worker';
import { initialClockState, type ClockState } from '../../workers/clock/clockState.shared';
import { initialClientState, type ClientState } from '../../workers/socket/clientState.shared';
import type { SocketWorkerApi } from '../../workers/socket/socket.worker';

const workers: Worker[] = [];
afterEach(() => {
  for (const w of workers.splice(0)) w.terminate();
});

async function until(pred: () => boolean, ms = 8000) {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('clock worker through Comlink, measuring through the socket worker', () => {
  it('syncs with the real server over a port to the socket worker, then keeps later bursts as candidates', async () => {
    const sw = new Worker(new URL('../../workers/socket/socket.worker.ts', import.meta.url), { type: 'module' });
    const cw = new Worker(new URL('../../workers/clock/clock.worker.ts', import.meta.url), { type: 'module' });
    workers.push(sw, cw);
    const socket = wrap<SocketWorkerApi>(sw);
    const clockApi = wrap<ClockWorkerApi>(cw);
    expect(await socket.ready()).toBe(true);
    expect(await clockApi.ready()).toBe(true);

    const client: ClientState = initialClientState();
    await socket.start(
      { role: 'host', origin: location.origin, roomId: null, hostToken: null },
      comlinkProxy((ops: PatchOp[]) => applyOps(client as unknown as Record<string, unknown>, ops)),
    );
    await until(() => client.conn.status === 'connected');

    const { port1, port2 } = new MessageChannel();
    await socket.attachPort(transfer(port1, [port1]));
    const state: ClockState = initialClockState();
    const patches: PatchOp[][] = [];
    const stateChannel = new MessageChannel();
    stateChannel.port1.onmessage = (e: MessageEvent<PatchOp[]>) => {
      patches.push(e.data);
      applyOps(state as unknown as Record<string, unknown>, e.data);
    };
    await clockApi.start(transfer(port2, [port2]), transfer(stateChannel.port2, [stateChannel.port2]), { burstSize: 5, burstGapMs: 10, warnLatencyMs: 250 });

    await until(() => !state.initialMeasurement && !state.measuring);
    // Same machine: the server's clock is ours, so the offset is within the loopback round trip.
    expect(Math.abs(state.drift)).toBeLessThan(5);
    expect(state.latency).toBeGreaterThan(0);
    expect(state.latency).toBeLessThan(50);
    expect(state.warnedLatency).toBe(false);
    expect(state.results).toHaveLength(1);
    expect(state.results[0]!.count).toBe(5);

    const drift = state.drift;
    await clockApi.measure();
    await until(() => state.driftCandidate !== null);
    expect(state.drift).toBe(drift);
    await clockApi.apply();
    await until(() => state.driftCandidate === null);
    expect(Math.abs(state.drift)).toBeLessThan(5);

    // Frames: the mapping the worker uses is the one the page mirrors.
    const serverNow = (await clockApi.serverNow())!;
    expect(Math.abs(serverNow - (performance.timeOrigin + performance.now()))).toBeLessThan(10);
    await clockApi.setBase(serverNow);
    const local = (await clockApi.frameToLocal(60))!;
    expect(local - serverNow).toBeGreaterThan(990);
    expect(local - serverNow).toBeLessThan(1010);

    await clockApi.setWarnLatency(0);
    await until(() => state.warnedLatency);
    // The main thread heard patches only, a few per burst.
    expect(patches.length).toBeLessThan(20);
  });

  it('retries while the socket is not connected and measures once it is', async () => {
    const sw = new Worker(new URL('../../workers/socket/socket.worker.ts', import.meta.url), { type: 'module' });
    const cw = new Worker(new URL('../../workers/clock/clock.worker.ts', import.meta.url), { type: 'module' });
    workers.push(sw, cw);
    const socket = wrap<SocketWorkerApi>(sw);
    const clockApi = wrap<ClockWorkerApi>(cw);
    await socket.ready();
    await clockApi.ready();
    const { port1, port2 } = new MessageChannel();
    await socket.attachPort(transfer(port1, [port1]));
    const state: ClockState = initialClockState();
    const stateChannel = new MessageChannel();
    stateChannel.port1.onmessage = (e: MessageEvent<PatchOp[]>) => applyOps(state as unknown as Record<string, unknown>, e.data);
    await clockApi.start(transfer(port2, [port2]), transfer(stateChannel.port2, [stateChannel.port2]), { burstSize: 3, burstGapMs: 5, retryMs: 200 });
    await new Promise((r) => setTimeout(r, 300));
    expect(state.initialMeasurement).toBe(true);
    const client: ClientState = initialClientState();
    await socket.start(
      { role: 'host', origin: location.origin, roomId: null, hostToken: null },
      comlinkProxy((ops: PatchOp[]) => applyOps(client as unknown as Record<string, unknown>, ops)),
    );
    await until(() => !state.initialMeasurement);
    expect(state.results[0]!.count).toBe(3);
  });
});
