import type { Log } from '../log';
import { MemoryRoomStore } from './memoryStore';
import type { RoomStore } from './roomStore';

/** The in-memory store unless REDIS_URL names a Redis server. */
export async function createStore(redisUrl: string | undefined, log: Log): Promise<RoomStore> {
  if (!redisUrl) return new MemoryRoomStore();
  const { RedisRoomStore } = await import('./redisStore');
  log.info('room store: Redis');
  return RedisRoomStore.connect(redisUrl, log);
}
