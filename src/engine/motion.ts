import { transfer, wrap, type Remote } from 'comlink';
import { proxy } from 'valtio';
import type { MotionWorkerApi } from '../../workers/motion/motion.worker';
import type { DetectorEvent } from '../../workers/motion/detectors/types';
import type { ClockMapping } from '../../workers/clock/frames.shared';
import { SampleRing } from '../../workers/motion/ring.shared';
import { initialMotionStatus, type MotionStatus } from '../../workers/motion/status.shared';
import { applyOps, type PatchOp } from '../protocol/patch';
import { attachMotionListener, batchWriter, detachMotionListener, messageWriter, ringWriter, type SampleWriter } from './motionListener';
import type { MotionPipelineKind, SensorSource } from './sensorSource';
import { socketPort } from './socketClient';

/** The motion worker's status, mirrored for views (a sensor-check indicator, event feedback). */
export const motion = proxy<MotionStatus>(initialMotionStatus());
/** How samples travel on this page, and whether the page's listener is attached. */
export const motionInput = proxy({ pipeline: null as MotionPipelineKind | null, listening: false });

/** Ring capacity in samples: 8.5 s at 60 Hz, 28 KiB. */
const RING_CAPACITY = 512;

let remote: Remote<MotionWorkerApi> | null = null;
// A strong reference: iOS Safari may collect a worker nothing on the page points to.
let worker: Worker | null = null;
let starting: Promise<Remote<MotionWorkerApi>> | null = null;
/**
 * The detector on the main thread (`?motionPipeline=main`): what the design avoids, so production
 * pages do not carry it. Only the main-thread benchmark's build registers one
 * (benchmarks/mainThread/page.ts, added by `npm run bench:main-thread`).
 */
export type MainThreadMotion = {
  push: SampleWriter;
  setDetector(name: string | null, params?: unknown): boolean | Promise<boolean>;
  command(name: string, t?: number): void;
  setClock(mapping: ClockMapping | null): void;
};
export type MainThreadMotionFactory = (socketPort: MessagePort, onStatus: (ops: PatchOp[]) => void) => Promise<MainThreadMotion>;

let mainThreadFactory: MainThreadMotionFactory | null = null;
/** The main-thread benchmark's variant, when chosen. */
let mainThread: MainThreadMotion | null = null;

/** Called by the main-thread benchmark's page script before the page starts. */
export function registerMainThreadMotion(factory: MainThreadMotionFactory): void {
  mainThreadFactory = factory;
}

function applyStatus(ops: PatchOp[]): void {
  applyOps(motion as unknown as Record<string, unknown>, ops);
}

/** The long-lived motion worker: started once with a ready handshake, wired to the socket worker. */
export function motionWorker(): Promise<Remote<MotionWorkerApi>> {
  starting ??= (async () => {
    worker = new Worker(new URL('../../workers/motion/motion.worker.ts', import.meta.url), { type: 'module', name: 'motion' });
    const r = wrap<MotionWorkerApi>(worker);
    await r.ready();
    const status = new MessageChannel();
    status.port1.onmessage = (e: MessageEvent<PatchOp[]>) => applyStatus(e.data);
    applyStatus(Object.entries(await r.init(transfer(status.port2, [status.port2]))).map(([k, v]): PatchOp => [[k], v]));
    const port = await socketPort();
    await r.connectSocket(transfer(port, [port]));
    remote = r;
    return r;
  })();
  return starting;
}

/**
 * Who wants samples now. The page's listener is attached only while someone does: a running
 * detector, or a sensor check (capability and interval). In the lobby, between games, the
 * browser delivers no devicemotion at all.
 */
const demand = { detector: false, check: true };
/** Where the listener writes for the current pipeline; null when the page has no listener (replay, `none`). */
let writer: SampleWriter | null = null;

function updateListener(): void {
  const want = writer !== null && (demand.detector || demand.check);
  if (want && !motionInput.listening) attachMotionListener(writer!);
  else if (!want && motionInput.listening) detachMotionListener();
  motionInput.listening = want;
}

/** A sensor check starts (true) or has what it needs (false). */
export function wantSamplesForCheck(on: boolean): void {
  demand.check = on;
  updateListener();
}

/** Starts feeding the motion worker from `source` through `pipeline`. */
export async function startMotionInput(source: SensorSource, pipeline: MotionPipelineKind): Promise<void> {
  writer = null;
  updateListener();
  motionInput.pipeline = pipeline;
  if (pipeline === 'none') return;
  if (pipeline === 'main') {
    if (!mainThreadFactory) {
      console.error("motionPipeline=main exists only in the main-thread benchmark's build (npm run bench:main-thread); no listener attached");
      motionInput.pipeline = 'none';
      return;
    }
    mainThread = await mainThreadFactory(await socketPort(), applyStatus);
    writer = mainThread.push;
    return updateListener();
  }
  const w = await motionWorker();
  if (source.kind === 'replay') {
    await w.replay(source.url, { loop: source.loop });
    return;
  }
  if (pipeline === 'ring') {
    const ring = SampleRing.create(RING_CAPACITY, true);
    await w.attachRing(ring.buffer as SharedArrayBuffer);
    writer = ringWriter(ring);
  } else {
    const { port1, port2 } = new MessageChannel();
    await w.attachSamplePort(transfer(port2, [port2]));
    writer = pipeline === 'batch' ? batchWriter(port1) : messageWriter(port1);
  }
  updateListener();
}

export function stopMotionInput(): void {
  writer = null;
  updateListener();
  void remote?.stopSource();
}

/**
 * The detector events after number `seen`, oldest first: every one, even when a patch brought
 * several (at most the last RECENT_SLOTS; more never arrive between two patches).
 */
export function eventsSince(seen: number): DetectorEvent[] {
  const out: { seq: number; event: DetectorEvent }[] = [];
  for (const r of motion.recent) if (r && r.seq > seen) out.push(r);
  return out.sort((a, b) => a.seq - b.seq).map((r) => r.event);
}

/** Runs the named detector (workers/motion/detectors) with the game's parameters; null stops it. */
export async function setDetector(name: string | null, params?: unknown): Promise<boolean> {
  demand.detector = name !== null;
  updateListener();
  if (mainThread) return mainThread.setDetector(name, params);
  return (await motionWorker()).setDetector(name, params);
}

/** A game-phase command for the running detector (`stay`, `run`, `round`…). */
export function motionCommand(name: string, t?: number): void {
  if (mainThread) return mainThread.command(name, t);
  void motionWorker().then((w) => w.command(name, t));
}

/** Lets detector events carry server time too. */
export function setMotionClock(mapping: ClockMapping | null): void {
  if (mainThread) return mainThread.setClock(mapping);
  void remote?.setClock(mapping);
}

/** Starts the sampling-interval check over (the sensor check screen). */
export function resetMotionInterval(): void {
  void remote?.resetInterval();
}
