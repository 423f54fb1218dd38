/// <reference lib="webworker" />
import { expose, wrap } from 'comlink';
import type { PatchOp } from '../../src/protocol/patch';
import type { SocketPeerApi } from '../socket/peer';
import { ClockService, type ClockOptions } from './clockService';
import type { ClockState } from './clockState.shared';

let service: ClockService | null = null;

/**
 * The clock worker's one exposed object (STYLE.md #1). It measures through the socket worker,
 * over a port the main thread hands it once; the Clock state comes back to the page as patches.
 */
const api = {
  ready(): true {
    return true;
  },
  /**
   * `socketPort`: a port whose other end was given to the socket worker's `attachPort`.
   * `statePort`: Clock state patches go to the page one way on it.
   */
  start(socketPort: MessagePort, statePort: MessagePort, options: Partial<ClockOptions> = {}): void {
    service?.stop();
    const socket = wrap<SocketPeerApi>(socketPort);
    service = new ClockService(
      () => socket.ping(),
      (ops: PatchOp[]) => statePort.postMessage(ops),
      options,
    );
    service.start();
  },
  measure() {
    return service?.measure() ?? null;
  },
  apply(): void {
    service?.apply();
  },
  setBase(serverMs: number): void {
    service?.setBase(serverMs);
  },
  setFrameSyncing(on: boolean): void {
    service?.setFrameSyncing(on);
  },
  setWarnLatency(ms: number): void {
    service?.setWarnLatency(ms);
  },
  serverNow(): number | null {
    return service?.serverNow() ?? null;
  },
  frameToLocal(frame: number): number | null {
    return service?.frameToLocal(frame) ?? null;
  },
  localToFrame(local: number): number | null {
    return service?.localToFrame(local) ?? null;
  },
  state(): ClockState | null {
    return service?.state ?? null;
  },
  stop(): void {
    service?.stop();
  },
};

export type ClockWorkerApi = typeof api;
expose(api);
