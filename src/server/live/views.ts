import { Events } from '../../protocol/events';
import { appError, ErrorCodes } from '../../protocol/errors';
import { applyOps, diffOps, type ViewMessage } from '../../protocol/patch';
import type { Config } from '../../config/schema';
import type { Log } from '../log';
import { hostView, phoneView, shareRoom, type SharedProjection } from '../rooms/projection';
import type { Client } from './client';
import type { Load } from './load';
import type { LiveRoom, Scope } from './liveRoom';

/** How long one go of view flushing may hold the event loop before I/O gets a turn. */
const FLUSH_SLICE_MS = 8;

/**
 * Sends each client of a live room its own projection, as a patch from the last one it got, at
 * a fixed rate: changes within one interval go out as one patch (Colyseus's patch rate). What all
 * phones share is projected once per flush; a change scoped to the host or one player projects
 * only those views.
 */
export class Views {
  private due: LiveRoom[] = [];
  private draining = false;

  constructor(
    private config: () => Config,
    private log: Log,
    private load: Load,
  ) {}

  changed(live: LiveRoom, scope: Scope): void {
    const p = (live.pending ??= { all: false, host: false, players: new Set() });
    p.host = true;
    if (scope === 'all') p.all = true;
    else if (scope !== 'host') p.players.add(scope.player);
    this.schedule(live);
  }

  private schedule(live: LiveRoom): void {
    if (live.flushTimer) return;
    // Slower under overload: patches coalesce more, and input handling keeps the loop.
    const interval = this.config().server.viewIntervalMs * this.load.slowdown();
    const wait = Math.max(0, live.lastFlushAt + interval - Date.now());
    live.flushTimer = setTimeout(() => {
      live.flushTimer = null;
      this.due.push(live);
      if (!this.draining) this.drain();
    }, wait);
  }

  /**
   * Flushes the rooms that are due, a slice of time at a time: rooms whose timers fall together
   * (games started at once) would otherwise hold the event loop for all of them in one go, and
   * acks and clock pings wait behind. Between slices, pending I/O runs.
   */
  private drain(): void {
    this.draining = true;
    const until = performance.now() + FLUSH_SLICE_MS;
    while (this.due.length > 0 && performance.now() < until) {
      const live = this.due.shift()!;
      try {
        this.flush(live);
      } catch (err) {
        this.log.error({ err, roomId: live.id }, 'view flush failed');
      }
    }
    if (this.due.length > 0) setImmediate(() => this.drain());
    else this.draining = false;
  }

  /** A full view to a client that just came or asked to resync. */
  snapshot(live: LiveRoom, client: Client): void {
    const view = this.viewFor(live, client, shareRoom(live.room, this.config()));
    if (!view) return;
    const frozen = structuredClone(view);
    const version = (live.sent.get(client.id)?.version ?? 0) + 1;
    live.sent.set(client.id, { version, view: frozen });
    const msg: ViewMessage<object> = { to: version, full: frozen };
    client.send(Events.view, msg);
  }

  flush(live: LiveRoom): void {
    const pending = live.pending;
    live.pending = null;
    live.lastFlushAt = Date.now();
    if (!pending) return;
    let shared: SharedProjection | null = null;
    for (const client of live.clients.values()) {
      const who = client.who;
      const touched = who.role === 'host' ? pending.host : pending.all || pending.players.has(who.playerId);
      if (!touched) continue;
      const last = live.sent.get(client.id);
      if (!last) continue; // its snapshot is on the way
      if (client.backedUp()) {
        // A slow link gets the sum of what it missed in a later flush, not a queue of patches.
        const again = (live.pending ??= { all: false, host: false, players: new Set() });
        if (who.role === 'host') again.host = true;
        else again.players.add(who.playerId);
        continue;
      }
      shared ??= shareRoom(live.room, this.config());
      const view = this.viewFor(live, client, shared);
      if (!view) {
        // The seat is gone: kicked by the host.
        if (who.role === 'phone' && live.room.kickedIds.includes(who.tokenHash)) client.end(appError('SP03', ErrorCodes.SP03.KICKED));
        else client.drop();
        live.clients.delete(client.id);
        live.sent.delete(client.id);
        continue;
      }
      const ops = diffOps(last.view, view);
      if (ops.length === 0) continue;
      const version = last.version + 1;
      const msg: ViewMessage<object> = { from: last.version, to: version, ops };
      // Sent now: socket.io encodes a packet at emit (and the bus at notify), so the ops may share
      // objects with the live room. The next patch's base must not: it takes the ops as copies
      // (applyOps clones each value), as the client does, at the cost of what changed.
      client.send(Events.view, msg);
      applyOps(last.view as Record<string, unknown>, ops);
      last.version = version;
    }
    if (live.pending) this.schedule(live);
  }

  private viewFor(live: LiveRoom, client: Client, shared: SharedProjection): object | null {
    const who = client.who;
    return who.role === 'host' ? hostView(live.room, this.config(), shared) : phoneView(live.room, who.playerId, this.config(), shared);
  }
}
