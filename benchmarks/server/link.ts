/**
 * One client connection of the load generator, phone or host: socket.io-client over WebSocket,
 * folding `view` snapshots and patches into the client's view as the socket worker does, timing
 * every acked emit, counting view bytes from the raw frames, and coming back by itself (to another
 * server process if its own is gone) after a disconnect the bench did not ask for.
 */
import { io, type Socket } from 'socket.io-client';
import { Events, gamePath } from '../../src/protocol/events';
import { applyOps, isSnapshot, type ViewMessage } from '../../src/protocol/patch';
import type { Exchange } from '../../workers/clock/estimator';
import type { Run } from './run';

/** The socket worker's own ack timeout (workers/socket/connection.ts). */
export const ACK_TIMEOUT_MS = 10_000;
const VIEW_FRAME = `2["${Events.view}"`;
/** Emits that are not intents: they do not count in the ack latency. */
const NOT_INTENTS = new Set<string>([Events.ping, Events.resync]);

type AckReply = { ok: true } | { ok: false; error: { group: string; code: string | number } };

export class Link<V extends object> {
  readonly id: number;
  view: V | null = null;
  version = 0;
  connected = false;
  /** Called after every view message, once it is folded in. */
  onView: () => void = () => {};
  private socket: Socket | null = null;
  private closing = false;
  private resyncing = false;
  private waiters = new Set<() => void>();

  constructor(
    private run: Run,
    readonly role: 'phone' | 'host',
    private urls: string[],
    private urlIndex: number,
    private auth: Record<string, string>,
  ) {
    this.id = run.linkId();
  }

  get url(): string {
    return this.urls[this.urlIndex]!;
  }

  /** Connects and resolves with the first view (or on connecting, with `firstView` false); rejects on a refused handshake. */
  open(timeoutMs = 30_000, firstView = true): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = this.connect();
      const timer = setTimeout(() => reject(new Error(firstView ? 'no first view in time' : 'no connection in time')), timeoutMs);
      socket.once('connect_error', (e: Error & { data?: unknown }) => {
        clearTimeout(timer);
        reject(new Error(`connect refused: ${e.message} ${JSON.stringify(e.data ?? '')}`));
      });
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      if (firstView) void this.until(() => true, timeoutMs).then(done, () => undefined);
      else socket.once('connect', done);
    });
  }

  private connect(): Socket {
    this.view = null;
    this.version = 0;
    this.resyncing = false;
    const socket = io(this.url, { path: gamePath(0), transports: ['websocket'], auth: this.auth, reconnection: false, forceNew: true, timeout: 20_000 });
    this.socket = socket;
    // The raw frame's length: what the view cost on the wire, without encoding it again here.
    socket.io.engine.on('packet', (p) => {
      if (p.type !== 'message' || typeof p.data !== 'string' || !p.data.startsWith(VIEW_FRAME) || !this.run.inWindow) return;
      const v = this.run.m.views;
      if (this.role === 'phone') {
        v.phoneBytes += p.data.length;
        v.phoneMsgs++;
      } else {
        v.hostBytes += p.data.length;
        v.hostMsgs++;
      }
    });
    socket.on('connect', () => {
      this.connected = true;
    });
    socket.on(Events.view, (m: ViewMessage<V>) => this.fold(m));
    socket.on(Events.error, (e: { group?: string; code?: string | number; event?: string }) => {
      if (this.run.inWindow) this.run.m.errorEvents.add(`${e.group}-${e.code}${e.event ? ` ${e.event}` : ''}`);
    });
    socket.on('disconnect', () => {
      if (this.socket !== socket) return;
      this.connected = false;
      if (this.closing) return;
      this.run.m.disconnectsAt.push(this.run.now());
      this.comeBack();
    });
    return socket;
  }

  private fold(m: ViewMessage<V>): void {
    if (isSnapshot(m)) {
      this.view = m.full;
      this.resyncing = false;
    } else {
      if (m.from !== this.version || !this.view) {
        // Missed a patch: ask for a snapshot once, as the socket worker does, and skip patches until it comes.
        if (!this.resyncing) {
          this.resyncing = true;
          this.run.m.resyncs++;
          void this.ask(Events.resync, {});
        }
        return;
      }
      applyOps(this.view as Record<string, unknown>, m.ops);
    }
    this.version = m.to;
    this.onView();
    for (const w of this.waiters) w();
  }

  /**
   * Reconnects after socket.io's pause (1 s ± 50 %), as a load balancer in front would route it:
   * the same process first, the next one at once if that refuses (nginx's next upstream), and the
   * pause again once every process refused.
   */
  private comeBack(): void {
    const attempt = (tried: number) => {
      if (this.closing) return;
      this.socket?.removeAllListeners();
      this.socket?.close();
      const socket = this.connect();
      socket.once('connect', () => {
        this.run.m.reconnects++;
      });
      socket.once('connect_error', () => {
        this.run.m.connectErrors++;
        socket.close();
        if (this.socket !== socket) return;
        this.urlIndex = (this.urlIndex + 1) % this.urls.length;
        if (tried + 1 < this.urls.length) attempt(tried + 1);
        else setTimeout(() => attempt(0), 500 + Math.random() * 1000);
      });
    };
    setTimeout(() => attempt(0), 500 + Math.random() * 1000);
  }

  /** Resolves once the view satisfies `pred`. */
  until(pred: (v: V) => boolean, ms: number): Promise<V> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!this.view || !pred(this.view)) return false;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(this.view);
        return true;
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error('view never matched'));
      }, ms);
      if (!check()) this.waiters.add(check);
    });
  }

  /** Fire and forget; false when the socket was down (the emit is dropped, as the worker's would be). */
  emit(event: string, payload: unknown): boolean {
    if (!this.connected || !this.socket) {
      if (this.run.inWindow) this.run.m.droppedWhileDown++;
      return false;
    }
    this.run.note(this.id, event, payload, false);
    if (this.run.inWindow) this.run.m.sent.motion++;
    this.socket.emit(event, payload);
    return true;
  }

  /** An acked emit; resolves with the ack, or null on a timeout or a down socket. */
  ask(event: string, payload: unknown): Promise<AckReply | null> {
    const socket = this.socket;
    if (!this.connected || !socket) {
      if (this.run.inWindow) this.run.m.droppedWhileDown++;
      return Promise.resolve(null);
    }
    const run = this.run;
    const phase = run.phase;
    const timed = !NOT_INTENTS.has(event);
    run.note(this.id, event, payload, true);
    if (phase === 'window') run.m.sent.acked++;
    const t0 = performance.now();
    return new Promise((resolve) => {
      socket.timeout(ACK_TIMEOUT_MS).emit(event, payload, (err: Error | null, reply: AckReply) => {
        const ms = performance.now() - t0;
        if (err) {
          // socket.io fails pending acks at once on a disconnect: lost with it, not late.
          if (phase === 'window' && !socket.connected) run.m.acksLost++;
          else if (phase === 'window') {
            run.m.ackTimeouts++;
            if (timed) run.m.ack.add(ms);
          }
          return resolve(null);
        }
        if (phase === 'window' && timed) run.m.ack.add(ms);
        if (phase === 'setup' && event === Events.updateProfile) run.m.joinAck.add(ms);
        if (reply && reply.ok === false && phase === 'window') run.m.ackErrors.add(`${reply.error.group}-${reply.error.code} ${event}`);
        resolve(reply);
      });
    });
  }

  /** One `clock:ping` exchange, its times on `clock` (the phone's clock; the bench's own for hosts). */
  ping(clock: () => number, into: 'ping' | 'probe'): Promise<Exchange | null> {
    const socket = this.socket;
    if (!this.connected || !socket) return Promise.resolve(null);
    const run = this.run;
    const counted = run.inWindow;
    const t0 = clock();
    const payload = { t0 };
    // The probe only watches: its pings (cheap, and not the phones' traffic) are not replayed on the echo server.
    if (into === 'ping') run.note(this.id, Events.ping, payload, true);
    if (counted) run.m.sent[into]++;
    return new Promise((resolve) => {
      socket.timeout(ACK_TIMEOUT_MS).emit(Events.ping, payload, (err: Error | null, pong: { t1?: number; t2?: number } | undefined) => {
        const t3 = clock();
        if (counted && (!err || socket.connected)) run.m[into].add(t3 - t0);
        if (err || typeof pong?.t1 !== 'number' || typeof pong.t2 !== 'number') return resolve(null);
        resolve({ t0, t1: pong.t1, t2: pong.t2, t3 });
      });
    });
  }

  close(): void {
    this.closing = true;
    this.socket?.disconnect();
    this.socket = null;
    this.connected = false;
  }
}
