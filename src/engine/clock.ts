import { transfer, wrap, type Remote } from 'comlink';
import { proxy } from 'valtio';
import type { ClockWorkerApi } from '../../workers/clock/clock.worker';
import type { ClockOptions } from '../../workers/clock/clockService';
import { initialClockState, type ClockState } from '../../workers/clock/clockState.shared';
import { epochNow, frameToLocal, localToFrame, localToServer, serverToLocal } from '../../workers/clock/frames.shared';
import { applyOps, type PatchOp } from '../protocol/patch';
import { socketPort } from './socketClient';

/** SPEC.md's Clock, mirrored from the clock worker. Conversions below read it synchronously. */
export const clock = proxy<ClockState>(initialClockState());

let remote: Remote<ClockWorkerApi> | null = null;
// A strong reference: iOS Safari may collect a worker nothing on the page points to.
let worker: Worker | null = null;
let starting: Promise<Remote<ClockWorkerApi>> | null = null;

/** The long-lived clock worker: ready handshake, then it measures through the socket worker. */
export function startClock(options: Partial<ClockOptions> = {}): Promise<Remote<ClockWorkerApi>> {
  starting ??= (async () => {
    worker = new Worker(new URL('../../workers/clock/clock.worker.ts', import.meta.url), { type: 'module', name: 'clock' });
    const r = wrap<ClockWorkerApi>(worker);
    await r.ready();
    const port = await socketPort();
    const state = new MessageChannel();
    state.port1.onmessage = (e: MessageEvent<PatchOp[]>) => applyOps(clock as unknown as Record<string, unknown>, e.data);
    await r.start(transfer(port, [port]), transfer(state.port2, [state.port2]), options);
    remote = r;
    return r;
  })();
  return starting;
}

/** Server epoch ms now, by the applied drift and skew. */
export function serverNow(): number {
  return localToServer(clock, epochNow());
}

/** Local epoch ms for a server epoch ms (e.g. a deadline in a view). */
export function serverToLocalTime(serverMs: number): number {
  return serverToLocal(clock, serverMs);
}

/** Local epoch ms at which server frame `frame` starts (frames of 1/60 s from `clock.base`). */
export function frameToLocalTime(frame: number): number {
  return frameToLocal(clock, frame);
}

/** `performance.now()`-based ms for a server frame, for requestAnimationFrame / setTimeout scheduling. */
export function frameToPerformanceNow(frame: number): number {
  return frameToLocal(clock, frame) - performance.timeOrigin;
}

export function localTimeToFrame(local = epochNow()): number {
  return localToFrame(clock, local);
}

/** Measure now (a burst); the result is a candidate unless it is the first. */
export function measureClock(): void {
  void remote?.measure();
}

/** Puts the latest drift and latency candidates in force (between rounds). */
export function applyClockCandidates(): void {
  void remote?.apply();
}

/** Server epoch ms of frame 0, from a game's initialize. */
export function setFrameBase(serverMs: number): void {
  void remote?.setBase(serverMs);
}

/** While a game maps frames, the clock re-measures more often. */
export function setFrameSyncing(on: boolean): void {
  void remote?.setFrameSyncing(on);
}
