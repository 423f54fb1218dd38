import type { Redis } from 'ioredis';
import type { Log } from '../log';
import { MemoryRoomStore } from './memoryStore';
import type { RoomStore } from './roomStore';

export type Backend = { store: RoomStore; redis: Redis | null; close(): Promise<void> };

/**
 * The in-memory store unless REDIS_URL names a Redis server. With Redis, a second client with
 * default options serves the socket.io adapter and the shared rate limits: unlike the store's,
 * it queues commands while Redis is away instead of failing them.
 */
export async function createBackend(redisUrl: string | undefined, log: Log): Promise<Backend> {
  if (!redisUrl) {
    const store = new MemoryRoomStore();
    return { store, redis: null, close: () => store.close() };
  }
  const { RedisRoomStore } = await import('./redisStore');
  const { Redis } = await import('ioredis');
  const store = await RedisRoomStore.connect(redisUrl, log);
  const redis = new Redis(redisUrl, { retryStrategy: (n) => Math.min(n * 200, 2_000) });
  redis.on('error', () => {}); // the store logs Redis outages once; this client just reconnects
  log.info('room store: Redis');
  return { store, redis, close: async () => { await store.close(); redis.disconnect(); } };
}
