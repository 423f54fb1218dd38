import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Log } from '../log';
import type { Room } from './room';
import { RoomLockError, StoreUnavailableError, type RoomStore } from './roomStore';

const ROOM_TTL_S = 24 * 3600;
const key = (id: string) => `pg:room:${id}`;
const lockKey = (id: string) => `pg:lock:${id}`;
const EMPTY = 'pg:rooms:empty';

// Release only our own lock: a lock that expired and was taken by another process stays theirs.
const UNLOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
// Save only while we still hold the lock (a fencing check): a mutation that outlived its lock
// saves nothing, since another process may have changed the room meanwhile.
const COMMIT = `
if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('set', KEYS[2], ARGV[2], 'EX', ARGV[3])
if ARGV[4] == '' then redis.call('zrem', KEYS[3], ARGV[5]) else redis.call('zadd', KEYS[3], ARGV[4], ARGV[5]) end
redis.call('del', KEYS[1])
return 1`;

export type RedisStoreOptions = {
  /** How long a lock holds before it lapses (a crashed holder frees the room after this). */
  lockTtlMs: number;
  /** How long `update` waits for a busy room before giving up with 2005. */
  lockWaitMs: number;
  /** A command that takes longer fails, so a stalled Redis answers 2003 instead of hanging. */
  commandTimeoutMs: number;
};
const DEFAULTS: RedisStoreOptions = { lockTtlMs: 5_000, lockWaitMs: 3_000, commandTimeoutMs: 2_000 };

/**
 * Rooms in Redis, shared by every process of a group. Each room is one JSON value; `update`
 * holds a per-room lock (SET NX PX with an owner token) around read-modify-write.
 */
export class RedisRoomStore implements RoomStore {
  /** Errors thrown by a mutation itself: they pass through as they are, not as "store unavailable". */
  private ruleErrors = new WeakSet<object>();

  private constructor(private redis: Redis, private log: Log, private opts: RedisStoreOptions) {}

  static async connect(url: string, log: Log, options: Partial<RedisStoreOptions> = {}): Promise<RedisRoomStore> {
    const opts = { ...DEFAULTS, ...options };
    const redis = new Redis(url, {
      commandTimeout: opts.commandTimeoutMs,
      // Fail commands fast while Redis is away, so players get 2003 at once instead of hanging;
      // the client keeps reconnecting in the background and the store recovers by itself.
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: (n) => Math.min(n * 200, 2_000),
      lazyConnect: true,
    });
    let down = false;
    redis.on('error', (err) => { if (!down) log.error({ err: err.message }, 'Redis unreachable: room store not accessible (2003)'); down = true; });
    redis.on('ready', () => { if (down) log.info('Redis reachable again: room store recovered'); down = false; });
    try {
      await redis.connect();
    } catch (err) {
      throw new StoreUnavailableError(err);
    }
    return new RedisRoomStore(redis, log, opts);
  }

  private async run<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof RoomLockError || this.ruleErrors.has(err as object)) throw err;
      throw new StoreUnavailableError(err);
    }
  }

  async create(room: Room): Promise<void> {
    await this.run(async () => {
      await this.redis.multi().set(key(room.id), JSON.stringify(room), 'EX', ROOM_TTL_S).zadd(EMPTY, room.emptySince ?? Date.now(), room.id).exec();
    });
  }

  async get(roomId: string): Promise<Room | null> {
    return this.run(async () => {
      const text = await this.redis.get(key(roomId));
      return text ? (JSON.parse(text) as Room) : null;
    });
  }

  async update<T>(roomId: string, mutate: (room: Room) => T): Promise<{ room: Room; result: T } | null> {
    return this.run(async () => {
      const owner = randomBytes(8).toString('hex');
      const deadline = Date.now() + this.opts.lockWaitMs;
      try {
        while ((await this.redis.set(lockKey(roomId), owner, 'PX', this.opts.lockTtlMs, 'NX')) !== 'OK') {
          if (Date.now() > deadline) throw new RoomLockError('lock', roomId);
          await new Promise((r) => setTimeout(r, 5 + Math.random() * 15));
        }
      } catch (err) {
        // A SET that timed out may still run once Redis answers again; this release queues
        // behind it on the same connection, so the room is not left locked after an outage.
        if (!(err instanceof RoomLockError)) void this.redis.eval(UNLOCK, 1, lockKey(roomId), owner).catch(() => undefined);
        throw err;
      }
      let committed = false;
      try {
        const text = await this.redis.get(key(roomId));
        if (!text) return null;
        const room = JSON.parse(text) as Room;
        let result: T;
        try {
          result = mutate(room);
        } catch (err) {
          if (err && typeof err === 'object') this.ruleErrors.add(err);
          throw err;
        }
        const saved = await this.redis.eval(COMMIT, 3, lockKey(roomId), key(roomId), EMPTY, owner, JSON.stringify(room), ROOM_TTL_S, room.emptySince === null ? '' : room.emptySince, roomId);
        if (saved !== 1) throw new RoomLockError('unlock', roomId);
        committed = true;
        return { room, result };
      } finally {
        if (!committed) await this.redis.eval(UNLOCK, 1, lockKey(roomId), owner).catch(() => undefined);
      }
    });
  }

  async delete(roomId: string): Promise<void> {
    await this.run(async () => { await this.redis.multi().del(key(roomId)).zrem(EMPTY, roomId).exec(); });
  }

  async expired(before: number): Promise<string[]> {
    return this.run(() => this.redis.zrangebyscore(EMPTY, 0, before));
  }

  async count(): Promise<{ rooms: number; players: number }> {
    return this.run(async () => {
      let rooms = 0;
      let players = 0;
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', key('*'), 'COUNT', 200);
        cursor = next;
        if (keys.length === 0) continue;
        for (const text of await this.redis.mget(keys)) {
          if (!text) continue;
          rooms++;
          players += (JSON.parse(text) as Room).players.length;
        }
      } while (cursor !== '0');
      return { rooms, players };
    });
  }

  /** The client, for the socket.io adapter and rate limiter to share. */
  get client(): Redis {
    return this.redis;
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
