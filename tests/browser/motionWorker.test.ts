import { expose, transfer, wrap, type Remote } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { applyOps, type PatchOp } from '../../src/protocol/patch';
import { SampleBatcher } from '../../workers/motion/batch.shared';
import { SampleRing } from '../../workers/motion/ring.shared';
import { initialMotionStatus, type MotionStatus } from '../../workers/motion/status.shared';
import type { MotionEventsPayload } from '../../workers/motion/pipeline';
import type { TestMotionApi } from './fixtures/testMotion.worker';

type Harness = { api: Remote<TestMotionApi>; worker: Worker; status: MotionStatus; emitted: { event: string; payload: MotionEventsPayload }[] };
const workers: Worker[] = [];

/** The motion worker, with a stand-in for the socket worker on the other end of its port. */
async function spawn(): Promise<Harness> {
  const worker = new Worker(new URL('./fixtures/testMotion.worker.ts', import.meta.url), { type: 'module' });
  workers.push(worker);
  const api = wrap<TestMotionApi>(worker);
  expect(await api.ready()).toBe(true);
  const h: Harness = { api, worker, status: initialMotionStatus(), emitted: [] };
  const status = new MessageChannel();
  status.port1.onmessage = (e: MessageEvent<PatchOp[]>) => applyOps(h.status as unknown as Record<string, unknown>, e.data);
  await api.init(transfer(status.port2, [status.port2]));
  const { port1, port2 } = new MessageChannel();
  expose({ emit: (event: string, payload: MotionEventsPayload) => h.emitted.push({ event, payload }), ping: async () => null, connected: () => true }, port1);
  await api.connectSocket(transfer(port2, [port2]));
  return h;
}

async function until(pred: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

/** 60 Hz of resting phone (|a| = g) with a shake above 15 m/s² every `peakEvery` samples. */
function* motionSamples(n: number, peakEvery: number, t0 = now()) {
  for (let i = 0; i < n; i++) {
    const peak = i % peakEvery === peakEvery - 1;
    yield [t0 + i * 16.67, 0.1, peak ? 20 : 9.8, 0.2, 1, 2, 3] as const;
  }
}

afterEach(() => {
  for (const w of workers.splice(0)) w.terminate();
});

describe('motion worker through Comlink', () => {
  it('runs the active detector on batched samples and sends its events straight to the socket port', async () => {
    const h = await spawn();
    expect(await h.api.setDetector('peak', { threshold: 15 })).toBe(true);
    const { port1, port2 } = new MessageChannel();
    await h.api.attachSamplePort(transfer(port2, [port2]));
    const batcher = new SampleBatcher((msg, tr) => port1.postMessage(msg, tr));
    let back = 0;
    port1.onmessage = () => {
      back++;
    };
    for (const s of motionSamples(120, 30)) batcher.push(...s);
    batcher.flush();
    await until(() => h.emitted.reduce((n, e) => n + e.payload.events.length, 0) === 4);
    expect(h.emitted.every((e) => e.event === 'motion' && e.payload.detector === 'peak')).toBe(true);
    expect(h.emitted.flatMap((e) => e.payload.events).map((e) => e.type)).toEqual(['peak', 'peak', 'peak', 'peak']);
    // Events are gathered: at most one send per 100 ms, so four peaks in ~0 ms go in one or two messages.
    expect(h.emitted.length).toBeLessThanOrEqual(2);
    // The page's status: the event count and the last one, then samples and the interval check.
    await until(() => h.status.events === 4);
    expect(h.status.lastEvent?.type).toBe('peak');
    const s = await h.api.status();
    expect(s).toMatchObject({ source: 'batch', detector: 'peak', samples: 120, hasReadings: true });
    expect(s.interval.validity).toBe('valid');
    expect(s.interval.intervalMs).toBeCloseTo(16.67, 1);
    // Nothing comes back to the page on the sample port.
    expect(back).toBe(0);
    expect(batcher.sent).toBeGreaterThanOrEqual(1);
  });

  it('flags a slow sensor and one without readings', async () => {
    const h = await spawn();
    const { port1, port2 } = new MessageChannel();
    await h.api.attachSamplePort(transfer(port2, [port2]));
    const batcher = new SampleBatcher((msg, tr) => port1.postMessage(msg, tr));
    const t0 = now();
    for (let i = 0; i < 40; i++) batcher.push(t0 + i * 60, NaN, NaN, NaN, NaN, NaN, NaN);
    batcher.flush();
    await sleep(100);
    const s = await h.api.status();
    expect(s.interval.validity).toBe('tooSlow');
    expect(s.samples).toBe(40);
    expect(s.hasReadings).toBe(false);
  });

  it('says so when asked for a detector it does not have', async () => {
    const h = await spawn();
    expect(await h.api.setDetector('nope')).toBe(false);
    await until(() => h.status.error !== null);
    expect(h.status.error).toContain('nope');
    expect(h.status.detector).toBeNull();
  });

  it('replays a trace CSV in real time, from the worker alone', async () => {
    const h = await spawn();
    await h.api.setDetector('peak');
    const rows = ['t_ms,ax,ay,az,gx,gy,gz'];
    for (let i = 0; i < 60; i++) rows.push(`${i * 10},0,${i % 20 === 19 ? 22 : 9.8},0,,,`);
    const url = URL.createObjectURL(new Blob([rows.join('\n')], { type: 'text/csv' }));
    const start = performance.now();
    expect(await h.api.replay(url)).toBe(60);
    await until(() => h.status.replay.state === 'ended');
    const took = performance.now() - start;
    expect(took).toBeGreaterThan(500); // 590 ms of trace, played in real time
    await until(() => h.emitted.flatMap((e) => e.payload.events).length === 3);
    expect(h.status.source).toBe('replay');
  });

  it('reports a trace that does not parse, naming the line', async () => {
    const h = await spawn();
    const url = URL.createObjectURL(new Blob(['t_ms,ax,ay,az\n0,1,2,3\n10,x,2,3\n']));
    expect(await h.api.replay(url)).toBe(0);
    await until(() => h.status.replay.state === 'failed');
    expect(h.status.replay.error).toMatch(/line 3/);
  });

  it('reads a shared ring the page writes into', async () => {
    // The test pages are cross-origin isolated as the real ones are (vite.config.ts).
    expect(globalThis.crossOriginIsolated).toBe(true);
    const h = await spawn();
    await h.api.setDetector('peak');
    const ring = SampleRing.create(256, true);
    await h.api.attachRing(ring.buffer as SharedArrayBuffer);
    for (const s of motionSamples(90, 30)) ring.push(...s);
    await until(() => h.emitted.flatMap((e) => e.payload.events).length === 3);
    await sleep(50);
    expect((await h.api.status()).samples).toBe(90);
  });
});
