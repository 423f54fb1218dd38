import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Log } from '../log';
import { photosOf, type PhotoStore } from '../photos/photos';
import type { Room } from '../rooms/room';
import type { Claim, RoomBackup } from './backup';

/** A room as written: with when, so a taken-over game resumes from that moment, not from the takeover. */
type Saved = { at: number; room: Room };

const roomKey = (id: string) => `pg:room:${id}`;
const ownKey = (id: string) => `pg:own:${id}`;
const fenceKey = (id: string) => `pg:fence:${id}`;
/** A room nobody touched for a day is gone, whoever owned it. */
const ROOM_TTL_S = 24 * 3600;

// A lease's value is "<process>:<fence>": the fence grows with every claim, so a process that
// lost its lease and took it back later never mistakes its old lease for its new one.
const SCRIPTS = {
  // A new room: the lease and the first state together.
  pgAdopt: {
    numberOfKeys: 3,
    lua: `
if redis.call('exists', KEYS[1]) == 1 then return false end
local lease = ARGV[1] .. ':' .. redis.call('incr', KEYS[2])
redis.call('set', KEYS[1], lease, 'PX', ARGV[2])
redis.call('set', KEYS[3], ARGV[3], 'EX', ARGV[4])
return lease`,
  },
  // Take a room over if its lease is free: {1, lease, state}; {0, lease} when owned; {2} when gone.
  pgClaim: {
    numberOfKeys: 3,
    lua: `
local cur = redis.call('get', KEYS[1])
if cur then return {0, cur} end
local state = redis.call('get', KEYS[3])
if not state then return {2} end
local lease = ARGV[1] .. ':' .. redis.call('incr', KEYS[2])
redis.call('set', KEYS[1], lease, 'PX', ARGV[2])
return {1, lease, state}`,
  },
  // The fencing write: only the lease holder's state is saved. A lease nobody holds (Redis
  // restarted and lost it) is taken back with the write, as a renewal does.
  pgSave: {
    numberOfKeys: 2,
    lua: `
local cur = redis.call('get', KEYS[1])
if cur and cur ~= ARGV[1] then return 0 end
if not cur then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[4]) end
redis.call('set', KEYS[2], ARGV[2], 'EX', ARGV[3])
return 1`,
  },
  // Keeps a lease; takes it back if it lapsed and nobody took it (Redis restarted, or a short stall).
  pgRenew: {
    numberOfKeys: 1,
    lua: `
local cur = redis.call('get', KEYS[1])
if cur == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]) return 1 end
if not cur then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 2 end
return 0`,
  },
  pgRelease: {
    numberOfKeys: 1,
    lua: `
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`,
  },
  pgRemove: {
    numberOfKeys: 2,
    lua: `
if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('del', KEYS[1], KEYS[2])
return 1`,
  },
} as const;

/** Pipelines get the scripts too; ioredis loads a script that Redis lost (a restart) before running it. */
type ScriptedBatch = {
  pgSave(own: string, room: string, lease: string, state: string, ttl: number, leaseMs: number): ScriptedBatch;
  pgRenew(own: string, lease: string, leaseMs: number): ScriptedBatch;
  exec(): Promise<[Error | null, unknown][] | null>;
};

type Scripted = Redis & {
  pgAdopt(own: string, fence: string, room: string, proc: string, leaseMs: number, state: string, ttl: number): Promise<string | null>;
  pgClaim(own: string, fence: string, room: string, proc: string, leaseMs: number): Promise<[number, string?, string?]>;
  pgRelease(own: string, lease: string): Promise<number>;
  pgRemove(own: string, room: string, lease: string): Promise<number>;
};

export type RedisBackupOptions = {
  /** How long a lease holds without renewal: a dead owner's rooms are taken over after this. */
  leaseMs: number;
  /** Changes are written behind at most this often per room. */
  writeMs: number;
  /** The photos of the rooms held here follow the leases: kept on a takeover, let go with the room. */
  photos?: Pick<PhotoStore, 'hold' | 'releaseRoom'>;
};

/**
 * Rooms behind the live ones, in Redis. Each room has one owner process, held by a lease with a
 * fencing token: the owner renews its leases every third of `leaseMs` and writes its changed rooms
 * every `writeMs`, each write checked against its lease in the same script. A process that finds a
 * room's lease free (its owner died) claims it and loads the room as last written.
 */
export class RedisBackup implements RoomBackup {
  readonly proc = randomBytes(6).toString('base64url');
  private leases = new Map<string, string>();
  private dirtyRooms = new Map<string, Room>();
  /** The rooms this process holds leases on, to write again whole if Redis lost them. */
  private held = new Map<string, Room>();
  /** Callers waiting for the next write of the rooms now dirty. */
  private waiting: (() => void)[] = [];
  private writeTimer: NodeJS.Timeout | null = null;
  private lastWriteAt = 0;
  private renewTimer: NodeJS.Timeout;
  private lost: (roomId: string) => void = () => {};
  private failing = false;
  private redis: Scripted;

  constructor(
    redis: Redis,
    private log: Log,
    private opts: RedisBackupOptions,
  ) {
    for (const [name, s] of Object.entries(SCRIPTS)) redis.defineCommand(name, s);
    this.redis = redis as Scripted;
    this.renewTimer = setInterval(() => void this.renew(), Math.max(50, Math.floor(opts.leaseMs / 3)));
    this.renewTimer.unref();
  }

  async adopt(room: Room): Promise<void> {
    const lease = await this.redis.pgAdopt(
      ownKey(room.id),
      fenceKey(room.id),
      roomKey(room.id),
      this.proc,
      this.opts.leaseMs,
      JSON.stringify({ at: Date.now(), room } satisfies Saved),
      ROOM_TTL_S,
    );
    if (!lease) throw new Error(`room ${room.id} exists already`);
    this.leases.set(room.id, lease);
    this.held.set(room.id, room);
  }

  async claim(roomId: string): Promise<Claim> {
    const [status, lease, state] = await this.redis.pgClaim(ownKey(roomId), fenceKey(roomId), roomKey(roomId), this.proc, this.opts.leaseMs);
    if (status === 2) return null;
    if (status === 0) return { owner: ownerOf(lease!) };
    this.leases.set(roomId, lease!);
    const saved = JSON.parse(state!) as Saved;
    this.held.set(roomId, saved.room);
    this.opts.photos?.hold?.(roomId, photosOf(saved.room)).catch((err) => this.log.warn({ err, roomId }, 'photos of a room taken over not kept here'));
    return { room: saved.room, savedAt: saved.at };
  }

  dirty(room: Room): void {
    if (!this.leases.has(room.id)) return;
    this.held.set(room.id, room);
    this.dirtyRooms.set(room.id, room);
    // At most one write every writeMs, the first one after a quiet spell at once: a lone decision
    // is acknowledged fast, and a burst of them shares one write.
    this.writeTimer ??= setTimeout(() => void this.writeBehind(), Math.max(0, this.lastWriteAt + this.opts.writeMs - Date.now()));
  }

  saved(roomId: string): Promise<void> | null {
    if (!this.dirtyRooms.has(roomId)) return null;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Writes every changed room in one round trip, each under its lease. */
  private async writeBehind(): Promise<void> {
    this.writeTimer = null;
    this.lastWriteAt = Date.now();
    const rooms = [...this.dirtyRooms.values()];
    const waiting = this.waiting;
    this.dirtyRooms.clear();
    this.waiting = [];
    try {
      if (rooms.length > 0) await this.write(rooms);
    } finally {
      for (const w of waiting) w();
    }
  }

  private async write(rooms: Room[]): Promise<void> {
    const batch = this.redis.pipeline() as unknown as ScriptedBatch;
    for (const room of rooms)
      batch.pgSave(
        ownKey(room.id),
        roomKey(room.id),
        this.leases.get(room.id) ?? '',
        JSON.stringify({ at: Date.now(), room } satisfies Saved),
        ROOM_TTL_S,
        this.opts.leaseMs,
      );
    try {
      const results = (await batch.exec()) ?? [];
      results.forEach(([err, saved], i) => {
        const room = rooms[i]!;
        if (err) return this.retry(room, err);
        if (saved === 0) this.lose(room.id);
      });
      if (this.failing) this.log.info('Redis writes work again: rooms are backed up');
      this.failing = false;
    } catch (err) {
      for (const room of rooms) this.retry(room, err);
    }
  }

  private retry(room: Room, err: unknown): void {
    // The live room goes on; its latest state is written once Redis answers again.
    if (!this.failing) this.log.error({ err }, 'Redis write failed: rooms are not backed up until it answers');
    this.failing = true;
    if (this.leases.has(room.id) && !this.dirtyRooms.has(room.id)) this.dirty(room);
  }

  private async renew(): Promise<void> {
    if (this.leases.size === 0) return;
    const ids = [...this.leases.keys()];
    const batch = this.redis.pipeline() as unknown as ScriptedBatch;
    for (const id of ids) batch.pgRenew(ownKey(id), this.leases.get(id)!, this.opts.leaseMs);
    try {
      const results = (await batch.exec()) ?? [];
      results.forEach(([err, kept], i) => {
        if (err) return;
        if (kept === 0) this.lose(ids[i]!);
        // Taken back: the lease had lapsed, most likely with Redis itself (a restart): the room
        // it held may be gone too, so it is written again.
        else if (kept === 2) this.rewrite(ids[i]!);
      });
    } catch {
      // Redis is away: nobody can take a room over meanwhile; leases are renewed (or taken back) when it returns.
    }
  }

  private rewrite(roomId: string): void {
    const room = this.held.get(roomId);
    if (room) this.dirty(room);
  }

  private lose(roomId: string): void {
    if (!this.leases.delete(roomId)) return;
    this.held.delete(roomId);
    this.opts.photos?.releaseRoom(roomId);
    this.dirtyRooms.delete(roomId);
    this.lost(roomId);
  }

  async owners(roomIds: string[]): Promise<(string | null)[]> {
    if (roomIds.length === 0) return [];
    const leases = await this.redis.mget(roomIds.map(ownKey));
    return leases.map((l) => (l ? ownerOf(l) : null));
  }

  async remove(roomId: string): Promise<void> {
    const lease = this.leases.get(roomId);
    this.leases.delete(roomId);
    this.held.delete(roomId);
    this.dirtyRooms.delete(roomId);
    if (lease) await this.redis.pgRemove(ownKey(roomId), roomKey(roomId), lease);
  }

  onLost(handler: (roomId: string) => void): void {
    this.lost = handler;
  }

  /** A clean stop: the last changes are written and the leases freed, so another process takes over at once. */
  async close(): Promise<void> {
    clearInterval(this.renewTimer);
    if (this.writeTimer) clearTimeout(this.writeTimer);
    await this.writeBehind().catch(() => undefined);
    if (this.writeTimer) clearTimeout(this.writeTimer);
    await Promise.all([...this.leases].map(([id, lease]) => this.redis.pgRelease(ownKey(id), lease).catch(() => 0)));
    this.leases.clear();
    this.held.clear();
  }
}

function ownerOf(lease: string): string {
  return lease.slice(0, lease.lastIndexOf(':'));
}
