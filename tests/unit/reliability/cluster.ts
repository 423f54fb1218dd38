import { fork, type ChildProcess } from 'node:child_process';
import { io, type Socket } from 'socket.io-client';
import { Events, gamePath, sessionPath } from '../../../src/protocol/events';
import { applyOps, isSnapshot, type ViewMessage } from '../../../src/protocol/patch';
import type { Ack, CreateRoomResponse, SessionResponse } from '../../../src/protocol/schemas';
import type { HostView, PhoneView } from '../../../src/protocol/views';
import type { ProcCall, ProcReply, ProcRequest } from './procServer';
import type { Snapshot } from './snapshot';
import type { Clock, Servers } from './world';

type Pending = { resolve(v: unknown): void; reject(e: Error): void };

/** One server process of the test's own (procServer.ts), driven over IPC. */
export class Proc {
  private seq = 0;
  private pending = new Map<number, Pending>();
  dead = false;

  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
    /** Its id as Redis leases name it. */
    readonly proc: string,
    readonly name: string,
  ) {
    child.on('message', (m: ProcReply) => {
      if (!('id' in m)) return;
      this.pending.get(m.id)?.resolve(m.value);
      this.pending.delete(m.id);
    });
    child.on('exit', () => {
      this.dead = true;
      for (const p of this.pending.values()) p.reject(new Error(`process ${name} exited`));
      this.pending.clear();
    });
  }

  static start(name: string, env: { redisUrl: string; config: object; clock: number }): Promise<Proc> {
    const child = fork(new URL('./procServer.ts', import.meta.url).pathname, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, REDIS_URL: env.redisUrl, PG_CONFIG: JSON.stringify(env.config), PG_CLOCK: String(env.clock), LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`process ${name} did not start`)), 60_000);
      child.once('exit', (code) => reject(new Error(`process ${name} exited (${code}) before it was up`)));
      child.on('message', (m: ProcReply) => {
        if (!('up' in m)) return;
        clearTimeout(timer);
        resolve(new Proc(child, m.up.url, m.up.proc, name));
      });
    });
  }

  request<T>(req: ProcCall): Promise<T> {
    if (this.dead) return Promise.reject(new Error(`process ${this.name} is dead`));
    const id = ++this.seq;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.child.send({ ...req, id } as ProcRequest);
    });
  }

  /** SIGKILL: no clean stop, no lease freed, no last write. */
  kill(): Promise<void> {
    if (this.dead) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill('SIGKILL');
    });
  }
}

/**
 * A socket.io client on one process that keeps its view as the phone's socket worker does: a
 * patch that does not follow the last view (one was lost on the way) is dropped and a snapshot
 * asked for. Across processes a view can be lost while Redis is away; in one process never.
 */
export class ResyncingClient<V extends object> {
  view: V | null = null;
  version = 0;
  errors: unknown[] = [];
  /** Patches that did not follow: each asked for a snapshot. */
  gaps = 0;
  readonly ready: Promise<void>;

  constructor(
    readonly socket: Socket,
    readonly proc: Proc,
  ) {
    this.ready = new Promise((resolve, reject) => {
      socket.on('connect_error', (e: Error & { data?: unknown }) => reject(Object.assign(new Error(e.message), { data: e.data })));
      socket.on(Events.view, (m: ViewMessage<V>) => {
        if (isSnapshot(m)) this.view = structuredClone(m.full);
        else if (m.from !== this.version) {
          this.gaps++;
          socket.emit(Events.resync, {});
          return;
        } else applyOps(this.view as Record<string, unknown>, m.ops);
        this.version = m.to;
        resolve();
      });
    });
    socket.on(Events.error, (e: unknown) => this.errors.push(e));
  }

  send<T = undefined>(event: string, payload?: unknown): Promise<Ack<T>> {
    return this.socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack<T>>;
  }

  async until(pred: (v: V) => boolean, ms = 3000): Promise<V> {
    const deadline = Date.now() + ms;
    while (!this.view || !pred(this.view)) {
      if (Date.now() > deadline) throw new Error(`view never matched: ${JSON.stringify(this.view)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return this.view;
  }

  close(): void {
    this.socket.disconnect();
  }
}

/**
 * Sends a setup step, again while it is answered 2003: a relayed call the owner did not answer in
 * time (a busy machine), which a person would tap again.
 */
export async function sure<T = undefined>(
  client: { send<U>(event: string, payload?: unknown): Promise<Ack<U>> },
  event: string,
  payload?: unknown,
): Promise<Ack<T>> {
  for (let i = 0; ; i++) {
    const ack = await client.send<T>(event, payload);
    if (ack.ok || ack.error.group !== 'Room' || ack.error.code !== 2003 || i >= 5) return ack;
  }
}

export async function clientOn<V extends object>(proc: Proc, auth: Record<string, string>): Promise<ResyncingClient<V>> {
  const socket = io(proc.url, { path: gamePath('0'), transports: ['websocket'], auth, reconnection: false, forceNew: true });
  const client = new ResyncingClient<V>(socket, proc);
  try {
    await client.ready;
  } catch (err) {
    socket.disconnect();
    throw err;
  }
  return client;
}

async function post<T>(url: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * Several server processes on one Redis, as one test sees them: one clock for all (moved in every
 * process at once), each room's snapshot from whichever process owns it, and clients placed on
 * the processes in turn, as a load balancer would. A client that cannot get in yet (the room is
 * being taken over) tries again; the errors it met are kept.
 */
export class Cluster implements Servers, Clock {
  readonly procs: Proc[] = [];
  private t: number;
  private next = 0;
  /** Errors clients and session calls met on their way in, by code. */
  readonly refusals = new Map<string, number>();

  constructor(
    private env: { redisUrl: string; config: object },
    start: number,
  ) {
    this.t = start;
  }

  get live(): Proc[] {
    return this.procs.filter((p) => !p.dead);
  }

  async spawn(name: string): Promise<Proc> {
    const p = await Proc.start(name, { ...this.env, clock: this.t });
    this.procs.push(p);
    await p.request({ t: 'advance', to: this.t });
    return p;
  }

  now(): number {
    return this.t;
  }

  async advance(ms: number): Promise<void> {
    this.t += ms;
    await Promise.all(this.live.map((p) => p.request({ t: 'advance', to: this.t })));
  }

  async snapshot(roomId: string): Promise<Snapshot | null> {
    const all = await Promise.all(this.live.map((p) => p.request<Snapshot | null>({ t: 'snapshot', roomId }).catch(() => null)));
    return all.find((s) => s !== null) ?? null;
  }

  /** Whether every change to these rooms is written behind on their owners. */
  async written(roomIds: string[]): Promise<boolean> {
    const all = await Promise.all(this.live.map((p) => p.request<boolean>({ t: 'written', roomIds }).catch(() => false)));
    return all.every(Boolean);
  }

  /** The next live process, in turn. */
  pick(): Proc {
    const live = this.live;
    return live[this.next++ % live.length]!;
  }

  private refused(code: string): void {
    this.refusals.set(code, (this.refusals.get(code) ?? 0) + 1);
  }

  async createRoom(on: Proc): Promise<CreateRoomResponse> {
    const r = await post<CreateRoomResponse>(on.url + '/api/rooms', {});
    if (r.status !== 201) throw new Error(`room creation failed: ${r.status}`);
    return r.body;
  }

  /** A seat in the room, asked of `on`. */
  async seat(on: Proc, roomId: string, token?: string): Promise<{ status: number; body: SessionResponse & { error?: { group: string; code: string } } }> {
    return post(on.url + sessionPath('0'), token ? { roomId, token } : { roomId });
  }

  async phone(roomId: string, token: string, page: boolean, on?: Proc): Promise<ResyncingClient<PhoneView>> {
    return this.retry(async (proc) => {
      if (page) {
        const s = await this.seat(proc, roomId, token);
        if (s.status !== 200) throw Object.assign(new Error('session refused'), { data: s.body.error });
      }
      return clientOn<PhoneView>(proc, { role: 'phone', roomId, token });
    }, on);
  }

  async host(roomId: string, hostToken: string, on?: Proc): Promise<ResyncingClient<HostView>> {
    return this.retry((proc) => clientOn<HostView>(proc, { role: 'host', roomId, hostToken }), on);
  }

  private async retry<T>(attempt: (proc: Proc) => Promise<T>, on?: Proc): Promise<T> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const proc = on && !on.dead ? on : this.pick();
      try {
        return await attempt(proc);
      } catch (err) {
        const data = (err as { data?: { group?: string; code?: string | number } }).data;
        this.refused(data ? `${data.group === 'Room' || data.group === 'Application' ? '' : `${data.group}-`}${data.code}` : 'no answer');
        if (Date.now() > deadline) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.procs.map((p) => p.kill()));
  }
}
