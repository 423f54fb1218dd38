/// <reference lib="webworker" />
import { expose } from 'comlink';
import type { PatchOp } from '../../src/protocol/patch';
import { Connection, type StartOptions } from './connection';
import { peerApi } from './peer';

let connection: Connection | null = null;

/** The socket worker's one exposed object (STYLE.md #1). Calls return nothing: state comes back as patches. */
const api = {
  ready(): true {
    return true;
  },
  start(opts: StartOptions, onPatch: (ops: PatchOp[]) => void): void {
    connection?.stop();
    connection = new Connection((ops) => onPatch(ops));
    void connection.start(opts);
  },
  intent(name: string, payload: unknown): void {
    connection?.intent(name, payload);
  },
  /** A droppable stream (a heartbeat): sent without an ack, nothing comes back. */
  stream(name: string, payload: unknown): void {
    connection?.emit(name, payload);
  },
  clearError(name: string): void {
    connection?.clearError(name);
  },
  stop(): void {
    connection?.stop();
  },
  /** Serves another worker (motion, clock) on its own port: they reach the socket without the main thread. */
  attachPort(port: MessagePort): void {
    expose(
      peerApi(() => connection),
      port,
    );
  },
  /** Patch bytes posted to the main thread so far (benchmarks). */
  bytesPosted(): number {
    return connection?.writer.bytesPosted ?? 0;
  },
};

export type SocketWorkerApi = typeof api;
expose(api);
