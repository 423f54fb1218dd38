import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import { Events } from '../../protocol/events';
import type { Handshake } from '../../protocol/schemas';
import type { Config } from '../../config/schema';
import { systemClock, type RulesClock } from './clock';
import type { Log } from '../log';
import { closeCapabilityCheck } from '../rooms/capability';
import type { RuleContext } from '../rooms/context';
import { findPlayer, type Room } from '../rooms/room';
import { setConnected, setHostConnected, takeSeat, type SeatResult } from '../rooms/seats';
import { hashToken, sameHash, tokenMatches } from '../rooms/tokens';
import { closeVoting, extendVoting } from '../rooms/voting';
import { advanceGame, nextGameDeadline, pauseGame, resumeGame } from '../games/runner';
import { advanceSession, heldByHost, nextSessionDeadline, pauseSession, resumeSession } from '../session/loop';
import type { PhotoStore } from '../photos/photos';
import type { RoomBackup } from './backup';
import type { Client, Who } from './client';
import type { Load } from './load';
import { LiveRoom, type Scope } from './liveRoom';
import { Views } from './views';

export type Rule = (room: Room, ctx: RuleContext) => AppError | null;
export type Located = { live: LiveRoom } | { owner: string } | null;

/** After a takeover, how long a game waits at most for the players who were playing to reconnect. */
const TAKEOVER_GRACE_MS = 5_000;
/** And how far ahead it then resumes, so nothing is judged before phones have seen where it is. */
const TAKEOVER_LEAD_MS = 800;

export type EngineDeps = {
  config: () => Config;
  log: Log;
  backup: RoomBackup;
  photos: PhotoStore;
  load: Load;
  random?: () => number;
  /** The rules' clock (tests drive one by hand). */
  clock?: RulesClock;
};

/**
 * The rooms this process owns, each a live object changed in place, one input after another
 * (Colyseus is the model). No lock and no copy per input: a rule checks before it mutates, so a
 * refused input changes nothing. Views go out at a fixed rate; the backup writes rooms behind.
 */
export class RoomEngine {
  private rooms = new Map<string, LiveRoom>();
  private claims = new Map<string, Promise<Located>>();
  readonly views: Views;
  private random: () => number;
  readonly clock: RulesClock;

  constructor(readonly deps: EngineDeps) {
    this.views = new Views(deps.config, deps.log, deps.load);
    this.random = deps.random ?? Math.random;
    this.clock = deps.clock ?? systemClock;
    deps.backup.onLost((roomId) => this.evict(roomId));
  }

  get proc(): string {
    return this.deps.backup.proc;
  }

  ctx(now = this.clock.now()): RuleContext {
    return { config: this.deps.config(), now, random: this.random };
  }

  /** A new room, owned here. */
  async create(room: Room): Promise<void> {
    await this.deps.backup.adopt(room);
    this.rooms.set(room.id, new LiveRoom(room));
  }

  /** The live room if this process owns it. */
  local(roomId: string): LiveRoom | undefined {
    return this.rooms.get(roomId);
  }

  /** This process's live room, taking it over from the backup if no process owns it; or its owner. */
  locate(roomId: string): Promise<Located> {
    const here = this.rooms.get(roomId);
    if (here) return Promise.resolve({ live: here });
    const pending = this.claims.get(roomId);
    if (pending) return pending;
    const claim = this.deps.backup
      .claim(roomId)
      .then((c): Located => {
        if (!c || 'owner' in c) return c;
        const live = new LiveRoom(c.room);
        // Taken over: every socket it had was on another process and comes back through attach.
        // The game waits for those who were playing (or TAKEOVER_GRACE_MS), so nobody is judged
        // out while reconnecting.
        const now = this.clock.now();
        const back = new Set(live.room.players.filter((p) => p.connected).map((p) => p.id));
        for (const p of live.room.players) p.connected = false;
        setHostConnected(live.room, false, now);
        // What happened after the last write is lost with its owner: the game resumes from then.
        pauseGame(live.room, Math.min(now, c.savedAt));
        pauseSession(live.room, Math.min(now, c.savedAt));
        live.awaiting = back;
        live.takenOver = true;
        setTimeout(() => {
          live.awaiting = null;
          if (this.rooms.get(roomId) === live) this.resumeIfReady(live);
        }, TAKEOVER_GRACE_MS).unref();
        this.rooms.set(roomId, live);
        this.deps.log.info({ roomId }, 'room taken over');
        this.arm(live);
        return { live };
      })
      .finally(() => this.claims.delete(roomId));
    this.claims.set(roomId, claim);
    return claim;
  }

  /** Whether a handshake may join this room, and as whom. */
  authenticate(live: LiveRoom, hs: Handshake): Who | AppError {
    const room = live.room;
    if (hs.role === 'host')
      return tokenMatches(hs.hostToken, room.hostTokenHash) ? { role: 'host' } : appError('Application', ErrorCodes.Application.NOT_AUTHORIZED);
    const hash = hashToken(hs.token);
    if (room.kickedIds.some((k) => sameHash(k, hash))) return appError('SP03', ErrorCodes.SP03.KICKED);
    const seat = room.players.find((p) => sameHash(p.tokenHash, hash));
    return seat ? { role: 'phone', playerId: seat.id, tokenHash: hash } : appError('SP02', ErrorCodes.SP02.CLIENT_ID_NOT_IN_SESSION);
  }

  /** A phone asks for its seat (the HTTP session call). */
  seat(live: LiveRoom, token: string | undefined): SeatResult {
    let out: SeatResult | null = null;
    const refused = this.apply(live, (room, ctx) => {
      out = takeSeat(room, token, ctx);
      return 'error' in out ? out.error : null;
    });
    // The rule did not run when the room left this process meanwhile.
    return out ?? { error: refused ?? appError('Room', ErrorCodes.Room.ROOM_STORE_NOT_ACCESSIBLE) };
  }

  /**
   * Runs a rule on the live room, in place, then lets views, timers and the backup know. `scope`
   * may be decided after the rule ran (a detector event that moved the game on touches everyone).
   */
  apply(live: LiveRoom, rule: Rule, scope: Scope | (() => Scope) = 'all'): AppError | null {
    if (this.rooms.get(live.id) !== live) return appError('Room', ErrorCodes.Room.ROOM_STORE_NOT_ACCESSIBLE);
    let result: AppError | null;
    try {
      const ctx = this.ctx();
      result = rule(live.room, ctx);
      // What the rule did may move a session running itself on (a phone stopped the roulette).
      if (live.room.session) advanceSession(live.room, ctx);
    } catch (err) {
      // A bug in a rule: the input is refused and the room keeps serving.
      this.deps.log.error({ err, roomId: live.id }, 'rule failed');
      result = appError('Room', ErrorCodes.Room.UNKNOWN);
      scope = 'all';
    }
    this.changed(live, scope);
    return result;
  }

  /** After any change to the room. A scope decided late is decided once the change is counted. */
  changed(live: LiveRoom, scope: Scope | (() => Scope) = 'all'): void {
    live.changes++;
    this.views.changed(live, typeof scope === 'function' ? scope() : scope);
    this.deps.backup.dirty(live.room);
    this.arm(live);
  }

  attach(live: LiveRoom, client: Client): void {
    live.clients.set(client.id, client);
    this.settle(live, client.who);
    this.views.snapshot(live, client);
  }

  detach(live: LiveRoom, clientId: string): void {
    const client = live.clients.get(clientId);
    if (!client) return;
    live.clients.delete(clientId);
    live.sent.delete(clientId);
    this.settle(live, client.who);
  }

  /** Drops every client held by server process `proc` (it died or was counted out). */
  dropProcess(proc: string): void {
    for (const live of this.rooms.values()) {
      for (const c of [...live.clients.values()]) if (c.proc === proc) this.detach(live, c.id);
    }
  }

  /** Processes holding clients of rooms owned here (their liveness is watched). */
  relayingProcesses(): Set<string> {
    const procs = new Set<string>();
    for (const live of this.rooms.values()) for (const c of live.clients.values()) if (c.proc !== this.proc) procs.add(c.proc);
    return procs;
  }

  /** Presence follows the clients: a seat is connected while any of its sockets is. */
  private settle(live: LiveRoom, who: Who): void {
    const room = live.room;
    const now = this.clock.now();
    if (who.role === 'phone') {
      const any = live.anyClient((c) => c.who.role === 'phone' && c.who.playerId === who.playerId);
      if (findPlayer(room, who.playerId)?.connected === any) return;
      setConnected(room, who.playerId, any, now);
      if (any && live.awaiting?.delete(who.playerId) && live.awaiting.size === 0) {
        live.awaiting = null;
        this.resumeIfReady(live);
      }
      this.changed(live);
      return;
    }
    const any = live.anyClient((c) => c.who.role === 'host');
    if (any === room.hostConnected) return;
    const awaySince = room.hostAwaySince;
    setHostConnected(room, any, now);
    // The running game waits for the big screen, and resumes where it was; so does an MVP vote.
    if (any) {
      if (awaySince !== null) extendVoting(room, now - awaySince);
      this.resumeIfReady(live);
    } else {
      pauseGame(room, now);
      pauseSession(room, now);
      // Phones hear at once that the big screen is away; their view's hostConnected says when it is back.
      const away = appError('SP03', ErrorCodes.SP03.HOST_DISCONNECTED);
      for (const c of live.clients.values()) c.send(Events.error, away);
    }
    this.changed(live);
  }

  /** The game goes on once the big screen is here and nobody it waits for after a takeover is missing. */
  private resumeIfReady(live: LiveRoom): void {
    const room = live.room;
    // A pause the host pressed lasts until the host resumes, whether or not it left meanwhile.
    if (!room.hostConnected || live.awaiting || heldByHost(room)) return;
    if (room.session) resumeSession(room, this.clock.now());
    if (!room.game || room.game.clock.pausedAt === null) {
      this.changed(live);
      return;
    }
    // After a takeover the game picks up from its last write: a lead-in lets phones see the rope
    // (or whatever is timed) again before the next moment is judged.
    resumeGame(room, this.clock.now() + (live.takenOver ? TAKEOVER_LEAD_MS : 0));
    live.takenOver = false;
    this.changed(live);
  }

  /** Keeps one timer per room on its earliest deadline (voting, capability check, the game's). */
  private arm(live: LiveRoom): void {
    const sys = live.room.system;
    let at: number | null = null;
    for (const t of [
      sys.voting && !sys.voting.result && live.room.hostConnected ? sys.voting.deadline : null,
      sys.capabilityDeadline,
      nextGameDeadline(live.room),
      nextSessionDeadline(live.room),
    ]) {
      if (t !== null && (at === null || t < at)) at = t;
    }
    if (live.deadline?.at === at) return;
    live.deadline?.cancel();
    live.deadline = null;
    if (at === null) return;
    const cancel = this.clock.setTimer(
      () => {
        live.deadline = null;
        this.apply(live, (room, ctx) => {
          closeVoting(room, ctx);
          closeCapabilityCheck(room, ctx);
          advanceGame(room, ctx);
          advanceSession(room, ctx);
          return null;
        });
      },
      Math.max(0, at - this.clock.now()) + 5,
    );
    live.deadline = { at, cancel };
  }

  /** This process no longer owns the room (its lease went to another): its clients reconnect there. */
  evict(roomId: string): void {
    const live = this.rooms.get(roomId);
    if (!live) return;
    this.rooms.delete(roomId);
    live.stop();
    for (const c of live.clients.values()) c.drop();
    live.clients.clear();
    this.deps.log.warn({ roomId }, 'room lost to another process: its clients reconnect there');
  }

  /** Deletes rooms empty for longer than the configured time. */
  async expire(now = this.clock.now()): Promise<number> {
    const before = now - this.deps.config().server.emptyRoomTtlMs;
    const gone = [...this.rooms.values()].filter((l) => l.room.emptySince !== null && l.room.emptySince < before);
    for (const live of gone) {
      this.rooms.delete(live.id);
      live.stop();
      this.deps.photos.releaseRoom(live.id);
      await this.deps.backup.remove(live.id).catch((err) => this.deps.log.error({ err, roomId: live.id }, 'removing an expired room failed'));
    }
    if (gone.length) this.deps.log.info({ rooms: gone.length }, 'empty rooms expired');
    return gone.length;
  }

  count(): { rooms: number; players: number } {
    let players = 0;
    for (const l of this.rooms.values()) players += l.room.players.length;
    return { rooms: this.rooms.size, players };
  }

  close(): void {
    for (const live of this.rooms.values()) live.stop();
  }
}
