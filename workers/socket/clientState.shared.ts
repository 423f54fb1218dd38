import type { AppError } from '../../src/protocol/errors';
import type { HostView, PhoneView } from '../../src/protocol/views';

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** Where an intent stands: views show `pending` as a spinner and `error` as a dialog. */
export type IntentState = { pending: boolean; error: AppError | null; done: number };

/**
 * The client's view of the room, held by the socket worker. The main thread gets it as patches
 * into a Valtio proxy of the same shape.
 */
export type ClientState = {
  /** `error`: why the connection is not up; `notice`: the last server notice (e.g. SP03-002 host away). */
  conn: { status: ConnectionStatus; error: AppError | null; notice: AppError | null; attempts: number };
  session: { role: 'phone' | 'host' | null; roomId: string | null; token: string | null; hostToken: string | null };
  view: PhoneView | HostView | null;
  intents: Record<string, IntentState>;
};

export function initialClientState(): ClientState {
  return {
    conn: { status: 'idle', error: null, notice: null, attempts: 0 },
    session: { role: null, roomId: null, token: null, hostToken: null },
    view: null,
    intents: {},
  };
}
