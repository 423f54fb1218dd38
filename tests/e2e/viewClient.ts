import { io, type Socket } from 'socket.io-client';
import { gamePath } from '../../src/protocol/events';
import { applyOps, isSnapshot, type ViewMessage } from '../../src/protocol/patch';

type Waiter<V> = { pred: (v: V) => boolean; done: (v: V | null, err?: unknown) => void };

/** What a failed wait prints: the game's part first, since that is what tests wait on. */
function describe(view: object | null): string {
  const game = (view as { game?: unknown } | null)?.game;
  return JSON.stringify(game === undefined ? view : { game }).slice(0, 1500);
}

/**
 * A socket.io client that keeps its view current, like the socket worker does (for driving a test).
 * `until` checks its predicate on every view that arrives, so a state that lasts one patch is seen
 * however busy the test's own event loop is, and a slow poll covers predicates on anything else.
 * It resolves with a copy of the view that matched.
 */
export function viewClient<V extends object>(url: string, auth: Record<string, string>) {
  const socket: Socket = io(url, { path: gamePath(0), transports: ['websocket'], auth, forceNew: true });
  const state = { view: null as V | null };
  const waiters = new Set<Waiter<V>>();
  // One poll for all waits of this client, running while any is pending.
  let poll: ReturnType<typeof setInterval> | null = null;
  const check = () => {
    const view = state.view;
    if (!view) return;
    for (const w of waiters) {
      try {
        if (w.pred(view)) w.done(structuredClone(view));
      } catch (err) {
        w.done(null, err);
      }
    }
  };
  socket.on('view', (m: ViewMessage<V>) => {
    if (isSnapshot(m)) state.view = structuredClone(m.full);
    else if (state.view) applyOps(state.view as Record<string, unknown>, m.ops);
    check();
  });
  const until = (pred: (v: V) => boolean, ms = 15_000): Promise<V> =>
    new Promise<V>((resolve, reject) => {
      poll ??= setInterval(check, 100);
      const timer = setTimeout(() => w.done(null, new Error(`view never matched: ${describe(state.view)}`)), ms);
      const w: Waiter<V> = {
        pred,
        done: (v, err) => {
          waiters.delete(w);
          if (waiters.size === 0 && poll) {
            clearInterval(poll);
            poll = null;
          }
          clearTimeout(timer);
          if (v) resolve(v);
          else reject(err as Error);
        },
      };
      waiters.add(w);
      check();
    });
  return { socket, state, until, send: (e: string, p: unknown) => socket.timeout(5000).emitWithAck(e, p), close: () => socket.disconnect() };
}
