import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Log } from '../log';
import type { Room } from './room';
import { RoomLockError, StoreUnavailableError, type RoomStore } from './roomStore';

const LOCK_TTL_MS = 5_000;
const LOCK_WAIT_MS = 3_000;
const ROOM_TTL_S = 24 * 3600;
const key = (id: string) => `pg:room:${id}`;
const lockKey = (id: string) => `pg:lock:${id}`;
const EMPTY = 'pg:rooms:empty';

// Release only our own lock: a lock that expired and was taken by another process stays theirs.
const UNLOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Rooms in Redis, shared by every process of a group. Each room is one JSON value; `update`
 * holds a per-room lock (SET NX PX with an owner token) around read-modify-write.
 */
export class RedisRoomStore implements RoomStore {
  private constructor(private redis: Redis, private log: Log) {}

  static async connect(url: string, log: Log): Promise<RedisRoomStore> {
    const redis = new Redis(url, {
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
    return new RedisRoomStore(redis, log);
  }

  private async run<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof RoomLockError) throw err;
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
      const deadline = Date.now() + LOCK_WAIT_MS;
      while ((await this.redis.set(lockKey(roomId), owner, 'PX', LOCK_TTL_MS, 'NX')) !== 'OK') {
        if (Date.now() > deadline) throw new RoomLockError('lock', roomId);
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 15));
      }
      try {
        const text = await this.redis.get(key(roomId));
        if (!text) return null;
        const room = JSON.parse(text) as Room;
        const result = mutate(room);
        const tx = this.redis.multi().set(key(roomId), JSON.stringify(room), 'EX', ROOM_TTL_S);
        if (room.emptySince === null) tx.zrem(EMPTY, roomId);
        else tx.zadd(EMPTY, room.emptySince, roomId);
        await tx.exec();
        return { room, result };
      } finally {
        const released = await this.redis.eval(UNLOCK, 1, lockKey(roomId), owner).catch(() => -1);
        if (released !== 1) this.log.warn({ roomId }, 'room lock had expired before release (2006)');
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
