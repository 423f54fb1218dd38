import type { Connection } from './connection';

/**
 * What the socket worker offers other workers over a `MessagePort` (Comlink): the motion worker
 * sends detector events, the clock worker measures. Nothing here passes through the main thread.
 */
export function peerApi(connection: () => Connection | null) {
  return {
    /** Fire and forget: a detector event goes out on the socket at once. */
    emit(name: string, payload: unknown): void {
      connection()?.emit(name, payload);
    },
    /** One timestamped clock exchange (t0/t3 taken in this worker). */
    ping(): Promise<{ t0: number; t1: number; t2: number; t3: number } | null> {
      return connection()?.ping() ?? Promise.resolve(null);
    },
    connected(): boolean {
      return connection()?.connected ?? false;
    },
  };
}

export type SocketPeerApi = ReturnType<typeof peerApi>;
