import { isDeepStrictEqual } from 'node:util';
import type { Team } from '../../../src/protocol/enums';
import type { HostView, PhoneView } from '../../../src/protocol/views';
import { hostView, phoneView, shareRoom } from '../../../src/server/rooms/projection';
import type { LiveRoom } from '../../../src/server/live/liveRoom';
import type { TestClient, TestServer } from '../server/harness';
import type { ManualClock } from '../server/manualClock';

/** One phone of the room, by seat: its client changes each time the phone comes back. */
export type Seat = {
  index: number;
  name: string;
  team: Team | null;
  token: string;
  playerId: string;
  client: TestClient<PhoneView>;
};

/** As a view travels: JSON, so a projection compares with what a client holds. */
const wire = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/**
 * A room on a test server and what the test knows about it: the host, the phones by seat, and
 * the server's own projections, which every client's view must come to equal.
 */
export class World {
  constructor(
    readonly server: TestServer,
    readonly clock: ManualClock,
    readonly roomId: string,
    public host: TestClient<HostView>,
    readonly seats: Seat[],
    /** The host's key to the room: a host screen that reloads comes back with it. */
    readonly hostToken: string,
  ) {}

  live(): LiveRoom {
    const live = this.server.app.engine.local(this.roomId);
    if (!live) throw new Error(`room ${this.roomId} is not served by this process`);
    return live;
  }

  /** What the server would send this seat now. */
  expected(seat: Seat): PhoneView {
    const { room } = this.live();
    const view = phoneView(room, seat.playerId, this.server.config, shareRoom(room, this.server.config));
    if (!view) throw new Error(`seat ${seat.name} is gone from the room`);
    return wire(view);
  }

  expectedHost(): HostView {
    const { room } = this.live();
    return wire(hostView(room, this.server.config));
  }

  /** Whether the server counts this seat as connected. */
  connected(seat: Seat): boolean {
    return this.live().room.players.find((p) => p.id === seat.playerId)?.connected ?? false;
  }

  /** The next time the room's own timer fires (a phase, a game moment, a vote), if any. */
  nextDeadline(): number | null {
    return this.live().deadline?.at ?? null;
  }

  /**
   * Waits until every client (but those left out) holds exactly the view the server would send it
   * now: views go out coalesced a few ms after a change, so this is how a test knows they arrived.
   */
  async settle(opts: { except?: Seat; ms?: number; host?: boolean } = {}): Promise<void> {
    const deadline = Date.now() + (opts.ms ?? 5000);
    for (;;) {
      const stale = this.stale(opts.except, opts.host ?? true);
      if (!stale) return;
      if (Date.now() > deadline) throw new Error(`${stale} never matched the server's projection`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  private stale(except: Seat | undefined, host: boolean): string | null {
    for (const seat of this.seats) {
      if (seat === except) continue;
      const want = this.expected(seat);
      if (!isDeepStrictEqual(seat.client.view, want)) return `seat ${seat.name} (${diff(seat.client.view, want)})`;
    }
    const want = host ? this.expectedHost() : null;
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
