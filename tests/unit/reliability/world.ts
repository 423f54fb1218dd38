import { isDeepStrictEqual } from 'node:util';
import type { Team } from '../../../src/protocol/enums';
import type { HostView, PhoneView } from '../../../src/protocol/views';
import type { TestClient, TestServer } from '../server/harness';
import { snapshotOf, type Snapshot } from './snapshot';

/** A client as the suites use it: the harness's, or one that resyncs on a gap as the phone's socket worker does. */
export type ViewClient<V extends object> = Pick<TestClient<V>, 'view' | 'version' | 'errors' | 'socket' | 'send' | 'close' | 'until'>;

/** One phone of the room, by seat: its client changes each time the phone comes back. */
export type Seat = {
  index: number;
  name: string;
  team: Team | null;
  token: string;
  playerId: string;
  client: ViewClient<PhoneView>;
};

/** The rules' clock the test moves: in this process, or in every server process at once. */
export type Clock = { now(): number; advance(ms: number): void | Promise<void> };

/** Where the room is served: its owner's snapshot, and how clients reach it. */
export type Servers = {
  /** The room as its owner holds it now; null while no process owns it (a takeover under way). */
  snapshot(roomId: string): Promise<Snapshot | null>;
  /** A phone comes back with its token: as a new page (the session call, then a socket) or on a new socket. */
  phone(roomId: string, token: string, page: boolean): Promise<ViewClient<PhoneView>>;
  host(roomId: string, hostToken: string): Promise<ViewClient<HostView>>;
};

/** The one test server of this process. */
export function localServers(server: TestServer): Servers {
  return {
    async snapshot(roomId) {
      const live = server.app.engine.local(roomId);
      return live ? snapshotOf(live, server.config) : null;
    },
    async phone(roomId, token, page) {
      return page ? server.phone(roomId, token) : server.connect<PhoneView>({ role: 'phone', roomId, token });
    },
    host: (roomId, hostToken) => server.connect<HostView>({ role: 'host', roomId, hostToken }),
  };
}

/**
 * A room and what the test knows about it: the host, the phones by seat, and the owner's own
 * projections, which every client's view must come to equal.
 */
export class World {
  constructor(
    readonly servers: Servers,
    readonly clock: Clock,
    readonly roomId: string,
    public host: ViewClient<HostView>,
    readonly seats: Seat[],
    /** The host's key to the room: a host screen that reloads comes back with it. */
    readonly hostToken: string,
  ) {}

  async snap(): Promise<Snapshot> {
    const s = await this.servers.snapshot(this.roomId);
    if (!s) throw new Error(`no process serves room ${this.roomId}`);
    return s;
  }

  /** What the server would send this seat now. */
  async expected(seat: Seat): Promise<PhoneView> {
    const view = (await this.snap()).phones[seat.playerId];
    if (!view) throw new Error(`seat ${seat.name} is gone from the room`);
    return view;
  }

  /** Whether the server counts this seat as connected. */
  async connected(seat: Seat): Promise<boolean> {
    return (await this.snap()).connected[seat.playerId] ?? false;
  }

  /** The next time the room's own timer fires (a phase, a game moment, a vote), if any. */
  async nextDeadline(): Promise<number | null> {
    return (await this.snap()).deadline;
  }

  /**
   * Waits until every client (but those left out) holds exactly the view the server would send it
   * now: views go out coalesced a few ms after a change, so this is how a test knows they arrived.
   */
  async settle(opts: { except?: Seat; ms?: number; host?: boolean } = {}): Promise<void> {
    const deadline = Date.now() + (opts.ms ?? 5000);
    for (;;) {
      const snap = await this.servers.snapshot(this.roomId);
      const stale = snap ? this.stale(snap, opts.except, opts.host ?? true) : 'the room (no owner)';
      if (!stale) return;
      if (Date.now() > deadline) throw new Error(`${stale} never matched the server's projection`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  private stale(snap: Snapshot, except: Seat | undefined, host: boolean): string | null {
    for (const seat of this.seats) {
      if (seat === except) continue;
      const want = snap.phones[seat.playerId];
      if (!isDeepStrictEqual(seat.client.view, want)) return `seat ${seat.name} (${diff(seat.client.view, want)})`;
    }
    const want = host ? snap.host : null;
    if (want && !isDeepStrictEqual(this.host.view, want)) return `the host (${diff(this.host.view, want)})`;
    return null;
  }

  /** Everything every client sees, for telling whether an action changed anything. */
  signature(): string {
    return JSON.stringify([this.host.view, ...this.seats.map((s) => s.client.view)]);
  }

  own<T>(seat: Seat): T | null {
    return (seat.client.view?.game?.own ?? null) as T | null;
  }

  board<T>(): T | null {
    return (this.host.view?.game?.board ?? null) as T | null;
  }
}

/** Where two views differ, a few paths deep, for a readable failure. */
export function diff(a: unknown, b: unknown): string {
  const out: string[] = [];
  const walk = (x: unknown, y: unknown, path: string, depth: number) => {
    if (isDeepStrictEqual(x, y) || out.length >= 8) return;
    if (depth < 6 && x && y && typeof x === 'object' && typeof y === 'object') {
      for (const k of new Set([...Object.keys(x), ...Object.keys(y)]))
        walk((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k], `${path}.${k}`, depth + 1);
      return;
    }
    out.push(`${path}: ${JSON.stringify(x)?.slice(0, 120)} → ${JSON.stringify(y)?.slice(0, 120)}`);
  };
  walk(a, b, '', 0);
  return out.join('; ');
}
