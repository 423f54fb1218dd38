import { wrap } from 'comlink';
import type { PatchOp } from '../../src/protocol/patch';
import type { ClockMapping } from '../clock/frames.shared';
import type { SocketPeerApi } from '../socket/peer';
import type { SampleMessage } from './batch.shared';
import { MotionPipeline, type DetectorLookup } from './pipeline';
import { TraceReplay, type ReplayOptions } from './replay';
import { SampleRing, type RingReader } from './ring.shared';
import type { MotionStatus } from './status.shared';

/** How often the worker drains the shared ring (ms): a few samples at a time at 60 Hz. */
export const RING_POLL_MS = 20;

/**
 * The motion worker's one exposed object, built around a detector lookup so that tests can run
 * the real pipeline with a detector of their own.
 */
export function createMotionApi(lookup: DetectorLookup) {
  let onStatus: (ops: PatchOp[]) => void = () => {};
  const pipeline = new MotionPipeline(lookup, null, (ops) => onStatus(ops));
  let ringTimer: ReturnType<typeof setInterval> | null = null;
  let samplePort: MessagePort | null = null;
  const replay = new TraceReplay(
    (t, ax, ay, az, gx, gy, gz) => pipeline.push(t, ax, ay, az, gx, gy, gz),
    () => pipeline.writer.set(['replay', 'state'], 'ended'),
  );

  function stopSource(): void {
    if (ringTimer) clearInterval(ringTimer);
    ringTimer = null;
    if (samplePort) samplePort.onmessage = null;
    samplePort?.close();
    samplePort = null;
    replay.stop();
    pipeline.setSource('none');
  }

  const api = {
    ready(): true {
      return true;
    },
    /**
     * The status stream to the page: patches posted one way on `statusPort` (a Comlink callback
     * would cost the page a reply message for each).
     */
    init(statusPort: MessagePort): MotionStatus {
      onStatus = (ops) => statusPort.postMessage(ops);
      return pipeline.status;
    },
    /** A port whose other end went to the socket worker's `attachPort`: detector events go there. */
    connectSocket(port: MessagePort): void {
      const socket = wrap<SocketPeerApi>(port);
      pipeline.setSink((event, payload) => void socket.emit(event, payload));
    },
    /** Samples from the page's listener through a shared ring (cross-origin isolated pages). */
    attachRing(buffer: SharedArrayBuffer): void {
      stopSource();
      const reader: RingReader = new SampleRing(buffer).reader();
      const visit = (d: Float64Array, i: number) => pipeline.pushPacked(d, i);
      ringTimer = setInterval(() => pipeline.addDropped(reader.read(visit).dropped), RING_POLL_MS);
      pipeline.setSource('ring');
    },
    /** Samples from the page's listener as batches (or, for the benchmark, one message each). */
    attachSamplePort(port: MessagePort): void {
      stopSource();
      samplePort = port;
      port.onmessage = (ev: MessageEvent<SampleMessage>) => {
        const m = ev.data;
        if (m.kind === 'sample') {
          pipeline.setSource('message');
          return pipeline.pushPacked(m.s, 0);
        }
        const data = new Float64Array(m.buf, 0, m.count * 7);
        for (let i = 0; i < m.count; i++) pipeline.pushPacked(data, i);
      };
      pipeline.setSource('batch');
    },
    /** Plays a trace CSV from `url` in real time instead of the sensor. */
    async replay(url: string, opts: ReplayOptions = {}): Promise<number> {
      stopSource();
      const w = pipeline.writer;
      w.set(['replay'], { state: 'loading', error: null, url });
      pipeline.setSource('replay');
      try {
        const res = await fetch(url);
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        const n = replay.play(await res.text(), url, opts);
        w.set(['replay', 'state'], 'playing');
        return n;
      } catch (err) {
        w.set(['replay'], { state: 'failed', error: String((err as Error).message ?? err), url });
        return 0;
      }
    },
    stopSource,
    setDetector(name: string | null, params?: unknown): Promise<boolean> {
      return pipeline.setDetector(name, params);
    },
    command(name: string, t?: number): void {
      pipeline.command(name, t);
    },
    setClock(mapping: ClockMapping | null): void {
      pipeline.setClock(mapping);
    },
    resetInterval(): void {
      pipeline.resetInterval();
    },
    status(): MotionStatus {
      pipeline.flushStatus();
      return pipeline.status;
    },
  };
  return api;
}

export type MotionApi = ReturnType<typeof createMotionApi>;
