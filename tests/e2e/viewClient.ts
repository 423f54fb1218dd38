import { io, type Socket } from 'socket.io-client';
import { gamePath } from '../../src/protocol/events';
import { applyOps, isSnapshot, type ViewMessage } from '../../src/protocol/patch';

/** A socket.io client that keeps its view current, like the socket worker does (for driving a test). */
export function viewClient<V extends object>(url: string, auth: Record<string, string>) {
  const socket: Socket = io(url, { path: gamePath(0), transports: ['websocket'], auth, forceNew: true });
  const state = { view: null as V | null };
  socket.on('view', (m: ViewMessage<V>) => {
    if (isSnapshot(m)) state.view = structuredClone(m.full);
    else if (state.view) applyOps(state.view as Record<string, unknown>, m.ops);
  });
  const until = async (pred: (v: V) => boolean, ms = 15_000): Promise<V> => {
    const end = Date.now() + ms;
    while (!state.view || !pred(state.view)) {
      if (Date.now() > end) throw new Error(`view never matched: ${JSON.stringify(state.view).slice(0, 500)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return state.view;
  };
  return { socket, state, until, send: (e: string, p: unknown) => socket.timeout(5000).emitWithAck(e, p), close: () => socket.disconnect() };
}
