import type { Redis } from 'ioredis';
import type { Log } from '../log';
import { MemoryRoomStore } from './memoryStore';
import { localLiveness, redisLiveness, type Liveness } from './liveness';
import type { RoomStore } from './roomStore';

/** Redis clients beside the store: one for the socket.io adapter, one (fail-fast) for shared rate limits. */
export type SharedRedis = { adapter: Redis; limiter: Redis };
export type Backend = { store: RoomStore; redis: SharedRedis | null; liveness: Liveness; close(): Promise<void> };

/**
 * The in-memory store unless REDIS_URL names a Redis server. With Redis, the socket.io adapter
 * gets a client with default options (it queues while Redis is away and resumes its stream), and
 * the rate limits use the store's fail-fast client, falling back to memory during an outage.
 */
export async function createBackend(redisUrl: string | undefined, log: Log): Promise<Backend> {
  if (!redisUrl) {
    const store = new MemoryRoomStore();
    return { store, redis: null, liveness: localLiveness, close: () => store.close() };
  }
  const { RedisRoomStore } = await import('./redisStore');
  const { Redis } = await import('ioredis');
  const store = await RedisRoomStore.connect(redisUrl, log);
  const redis = new Redis(redisUrl, { retryStrategy: (n) => Math.min(n * 200, 2_000) });
  redis.on('error', () => {}); // the store logs Redis outages once; this client just reconnects
  log.info('room store: Redis');
  return { store, redis: { adapter: redis, limiter: store.client }, liveness: redisLiveness(store.client), close: async () => { await store.close(); redis.disconnect(); } };
}
