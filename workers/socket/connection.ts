import { io, type Socket } from 'socket.io-client';
import { appError, ErrorCodes, errorKey, type AppError } from '../../src/protocol/errors';
import { Events, gamePath } from '../../src/protocol/events';
import { isSnapshot, type PatchOp, type ViewMessage } from '../../src/protocol/patch';
import { parseRoomId } from '../../src/protocol/roomId';
import type { Ack, ClockPong } from '../../src/protocol/schemas';
import { initialClientState, type ClientState } from './clientState.shared';
import { PatchWriter } from './patchWriter';
import { createRoom, requestSession } from './session';

export type StartOptions =
  { role: 'phone'; origin: string; roomId: string; token: string | null } | { role: 'host'; origin: string; roomId: string | null; hostToken: string | null };

/** Errors after which reconnecting cannot help: the page shows them and stops. */
const FINAL = new Set(['SP03-104', 'SP02-101', 'SP01-103', 'SP03-101', 'SP03-102', '3003', 'SP01-102', '2001', 'SP02-102']);

/**
 * One client connection: takes a seat over HTTP, opens the socket.io channel, folds the server's
 * view messages into the state and posts what changed. Runs inside the socket worker.
 */
export class Connection {
  readonly writer: PatchWriter<ClientState>;
  private socket: Socket | null = null;
  private version = 0;

  constructor(post: (ops: PatchOp[]) => void) {
    this.writer = new PatchWriter(initialClientState(), post);
  }

  get state(): ClientState {
    return this.writer.state;
  }

  async start(opts: StartOptions): Promise<void> {
    const w = this.writer;
    w.set(['session', 'role'], opts.role);
    w.set(['conn', 'status'], 'connecting');
    let auth: Record<string, string>;
    if (opts.role === 'phone') {
      const seat = await requestSession(opts.origin, opts.roomId, opts.token);
      if (!seat.ok) return this.fail(seat.error);
      w.set(['session', 'roomId'], opts.roomId);
      w.set(['session', 'token'], seat.value.token);
      auth = { role: 'phone', roomId: opts.roomId, token: seat.value.token };
    } else {
      let { roomId, hostToken } = opts;
      if (!roomId || !hostToken) {
        const made = await createRoom(opts.origin);
        if (!made.ok) return this.fail(made.error);
        ({ roomId, hostToken } = made.value);
      }
      w.set(['session', 'roomId'], roomId);
      w.set(['session', 'hostToken'], hostToken);
      auth = { role: 'host', roomId, hostToken };
    }
    const groupId = parseRoomId(auth.roomId!)?.groupId ?? '0';
    const socket = io(opts.origin, { path: gamePath(groupId), transports: ['websocket'], auth, reconnectionDelayMax: 4_000 });
    this.socket = socket;
    socket.on('connect', () => {
      w.set(['conn', 'status'], 'connected');
      w.set(['conn', 'error'], null);
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io client disconnect' || this.state.conn.status === 'failed') return;
      // The server closed us without a final error (a restart, a moved process): come back.
      if (reason === 'io server disconnect') socket.connect();
      w.set(['conn', 'status'], 'reconnecting');
      w.set(['conn', 'error'], appError('SP03', ErrorCodes.SP03.DISCONNECTED));
    });
    socket.on('connect_error', (err: Error & { data?: AppError }) => {
      const error = err.data ?? appError('SP02', ErrorCodes.SP02.CONNECTION_FAILED);
      w.set(['conn', 'attempts'], this.state.conn.attempts + 1);
      if (FINAL.has(errorKey(error))) {
        socket.disconnect();
        return this.fail(error);
      }
      w.set(['conn', 'status'], 'reconnecting');
      w.set(['conn', 'error'], error);
    });
    socket.on(Events.view, (msg: ViewMessage<object>) => this.onView(msg));
    socket.on(Events.error, (e: AppError & { event?: string }) => {
      const error = { group: e.group, code: e.code } as AppError;
      if (FINAL.has(errorKey(error))) return this.fail(error);
      if (e.event && this.state.intents[e.event]) w.set(['intents', e.event, 'error'], error);
      else w.set(['conn', 'notice'], error);
    });
  }

  private onView(msg: ViewMessage<object>): void {
    if (isSnapshot(msg)) {
      this.version = msg.to;
      this.writer.set(['view'], msg.full);
      return;
    }
    if (msg.from !== this.version) {
      // Missed a patch: ask for a snapshot rather than apply on the wrong base.
      this.socket?.emit(Events.resync, {});
      return;
    }
    this.version = msg.to;
    this.writer.forward(['view'], msg.ops);
  }

  /** Sends an intent; its pending flag and error reach the views as patches. */
  intent(name: string, payload: unknown): void {
    const w = this.writer;
    // Field by field once the intent is known: a repeated intent posts its pending flag, not its whole record.
    if (this.state.intents[name]) {
      w.set(['intents', name, 'pending'], true);
      w.set(['intents', name, 'error'], null);
    } else w.set(['intents', name], { pending: true, error: null, done: 0 });
    if (!this.socket?.connected) {
      w.set(['intents', name, 'pending'], false);
      w.set(['intents', name, 'error'], appError('SP03', ErrorCodes.SP03.DISCONNECTED));
      return;
    }
    this.socket.timeout(10_000).emit(name, payload, (err: Error | null, ack: Ack) => {
      w.set(['intents', name, 'pending'], false);
      if (err) w.set(['intents', name, 'error'], appError('SP02', ErrorCodes.SP02.ACK_RELAY_FAILED));
      else if (!ack.ok) w.set(['intents', name, 'error'], ack.error);
      else w.set(['intents', name, 'done'], (this.state.intents[name]?.done ?? 0) + 1);
    });
  }

  /** Sends a fire-and-forget event that needs no answer (detector events, heartbeats). */
  emit(name: string, payload: unknown): void {
    this.socket?.emit(name, payload);
  }

  /**
   * One clock exchange: t0 and t3 are taken here, where the socket lives, on the shared time
   * base; the server's pong carries t1 and t2. Null when not connected or on timeout.
   */
  ping(timeoutMs = 5_000): Promise<{ t0: number; t1: number; t2: number; t3: number } | null> {
    const socket = this.socket;
    if (!socket?.connected) return Promise.resolve(null);
    const t0 = performance.timeOrigin + performance.now();
    return new Promise((resolve) => {
      socket.timeout(timeoutMs).emit(Events.ping, { t0 }, (err: Error | null, pong: ClockPong | undefined) => {
        const t3 = performance.timeOrigin + performance.now();
        if (err || typeof pong?.t1 !== 'number' || typeof pong.t2 !== 'number') resolve(null);
        else resolve({ t0, t1: pong.t1, t2: pong.t2, t3 });
      });
    });
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  /** Dismisses an intent's error (the view closed its dialog). */
  clearError(name: string): void {
    if (this.state.intents[name]) this.writer.set(['intents', name, 'error'], null);
  }

  stop(): void {
    this.socket?.disconnect();
    this.socket = null;
    this.writer.set(['conn', 'status'], 'idle');
  }

  private fail(error: AppError): void {
    this.writer.set(['conn', 'status'], 'failed');
    this.writer.set(['conn', 'error'], error);
  }
}
