import { io, type Socket } from 'socket.io-client';
import { startApp, type RunningApp } from '../../../src/server/app';
import { ConfigSchema, type Config } from '../../../src/config/schema';
import { log, type Log } from '../../../src/server/log';
import { createBackend, type Backend } from '../../../src/server/rooms/createStore';
import type { Load } from '../../../src/server/live/load';
import type { RulesClock } from '../../../src/server/live/clock';
import { gamePath, sessionPath, Events } from '../../../src/protocol/events';
import { applyOps, isSnapshot, type ViewMessage } from '../../../src/protocol/patch';
import type { Ack, CreateRoomResponse, SessionResponse } from '../../../src/protocol/schemas';
import type { HostView, PhoneView } from '../../../src/protocol/views';

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A real server on a free loopback port, with real socket.io clients (colyseus-style harness). */
export class TestServer {
  private clients: Socket[] = [];
  private constructor(
    readonly app: RunningApp,
    public config: Config,
  ) {}

  static async start(
    opts: { config?: DeepPartial<Config>; backend?: Backend; random?: () => number; load?: Load; clock?: RulesClock; log?: Log } = {},
  ): Promise<TestServer> {
    const config = ConfigSchema.parse(opts.config ?? {});
    const holder: { s?: TestServer } = {};
    const app = await startApp(
      {
        config: () => holder.s?.config ?? config,
        backend: opts.backend,
        random: opts.random,
        load: opts.load,
        clock: opts.clock,
        log: opts.log ?? log.child({}, { level: 'silent' }),
      },
      0,
      '127.0.0.1',
    );
    holder.s = new TestServer(app, config);
    return holder.s;
  }

  get url(): string {
    return this.app.url;
  }

  async post<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(this.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  }

  async createRoom(): Promise<CreateRoomResponse> {
    const r = await this.post<CreateRoomResponse>('/api/rooms', {});
    if (r.status !== 201) throw new Error(`room creation failed: ${r.status}`);
    return r.body;
  }

  async session(roomId: string, token?: string): Promise<{ status: number; body: SessionResponse & { error?: { group: string; code: string } } }> {
    return this.post(sessionPath('0'), token ? { roomId, token } : { roomId });
  }

  /** Connects a client and resolves once its first view has arrived. */
  async connect<V extends object>(auth: Record<string, string>): Promise<TestClient<V>> {
    const socket = io(this.url, { path: gamePath('0'), transports: ['websocket'], auth, reconnection: false, forceNew: true });
    this.clients.push(socket);
    const client = new TestClient<V>(socket);
    await client.ready;
    return client;
  }

  async host(room: CreateRoomResponse): Promise<TestClient<HostView>> {
    return this.connect<HostView>({ role: 'host', roomId: room.roomId, hostToken: room.hostToken });
  }

  async phone(roomId: string, token?: string): Promise<TestClient<PhoneView> & { token: string }> {
    const s = await this.session(roomId, token);
    if (s.status !== 200) throw new Error(`session refused: ${JSON.stringify(s.body)}`);
    const c = await this.connect<PhoneView>({ role: 'phone', roomId, token: s.body.token });
    return Object.assign(c, { token: s.body.token });
  }

  private closers: (() => Promise<void>)[] = [];

  onClose(fn: () => Promise<void>): void {
    this.closers.push(fn);
  }

  async close(): Promise<void> {
    for (const c of this.clients) c.disconnect();
    await this.app.close();
    for (const fn of this.closers) await fn();
  }
}

export class TestClient<V extends object> {
  view: V | null = null;
  version = 0;
  errors: unknown[] = [];
  readonly ready: Promise<void>;
  private waiters: (() => void)[] = [];

  constructor(readonly socket: Socket) {
    this.ready = new Promise((resolve, reject) => {
      socket.on('connect_error', (e: Error & { data?: unknown }) => reject(Object.assign(new Error(e.message), { data: e.data })));
      socket.on(Events.view, (m: ViewMessage<V>) => {
        if (isSnapshot(m)) this.view = structuredClone(m.full);
        else {
          if (m.from !== this.version) throw new Error(`patch from ${m.from} on ${this.version}`);
          applyOps(this.view as Record<string, unknown>, m.ops);
        }
        this.version = m.to;
        resolve();
        for (const w of this.waiters.splice(0)) w();
      });
    });
    socket.on(Events.error, (e: unknown) => this.errors.push(e));
  }

  /** Sends an intent and resolves with its ack. */
  send<T = undefined>(event: string, payload?: unknown): Promise<Ack<T>> {
    return this.socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack<T>>;
  }

  /** Waits until the view satisfies `pred` (views arrive coalesced, ~25 ms after a change). */
  async until(pred: (v: V) => boolean, ms = 3000): Promise<V> {
    const deadline = Date.now() + ms;
    while (!this.view || !pred(this.view)) {
      if (Date.now() > deadline) throw new Error(`view never matched: ${JSON.stringify(this.view)}`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 50);
      });
    }
    return this.view;
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** Limits high enough that a test's own traffic never trips them (the rate-limit tests set their own). */
export const TEST_LIMITS = {
  server: {
    rateLimits: { eventsPerSecondPerSocket: 10_000, requestsPerMinutePerIp: 100_000, sessionsPerMinutePerRoom: 100_000, roomsPerMinutePerIp: 100_000 },
  },
};

export type StoreKind = { name: 'memory' | 'redis'; start(config?: DeepPartial<Config>, opts?: { load?: Load; clock?: RulesClock }): Promise<TestServer> };

/** Every server suite runs against the in-memory store and, when redis-server is installed, Redis. */
export function storeKinds(redisUrl: string | null): StoreKind[] {
  const kinds: StoreKind[] = [{ name: 'memory', start: (config, opts) => TestServer.start({ config: merge(TEST_LIMITS, config), ...opts }) }];
  if (redisUrl) {
    kinds.push({
      name: 'redis',
      async start(config, opts) {
        const backend = await createBackend(redisUrl, log.child({}, { level: 'silent' }));
        const server = await TestServer.start({ config: merge(TEST_LIMITS, config), backend, ...opts });
        server.onClose(() => backend.close());
        return server;
      },
    });
  }
  return kinds;
}

function merge<T extends object>(a: T, b: object | undefined): T {
  if (!b) return structuredClone(a);
  const out: Record<string, unknown> = structuredClone(a) as Record<string, unknown>;
  for (const [k, v] of Object.entries(b)) {
    out[k] = v && typeof v === 'object' && !Array.isArray(v) && out[k] && typeof out[k] === 'object' ? merge(out[k] as object, v) : v;
  }
  return out as T;
}

/** A room with a host and `names.length` phones whose profiles are in. */
export async function roomWith(server: TestServer, names: string[]) {
  const room = await server.createRoom();
  const host = await server.host(room);
  const phones = [];
  for (const name of names) {
    const phone = await server.phone(room.roomId);
    const ack = await phone.send('updateProfile', { name });
    if (!ack.ok) throw new Error(`profile refused: ${JSON.stringify(ack)}`);
    phones.push(phone);
  }
  await host.until((v) => v.players.filter((p) => p.name).length === names.length);
  return { room, host, phones };
}
