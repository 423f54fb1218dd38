import type { Redis } from 'ioredis';
import type { Log } from '../log';
import { memoryBackup, type RoomBackup } from '../live/backup';
import { Bus } from '../live/bus';
import { memoryPhotos, type PhotoStore } from '../photos/photos';
import { localLiveness, redisLiveness, type Liveness } from './liveness';

export type RedisOptions = { leaseMs: number; writeMs: number };

/** What one server process stands on: in memory alone, or sharing Redis with other processes. */
export type Backend = {
  backup: RoomBackup;
  photos: PhotoStore;
  liveness: Liveness;
  /** Messages to other processes (relayed sockets); null with one process. */
  bus: Bus | null;
  /** Shared rate limits; null with one process. */
  limiter: Redis | null;
  close(): Promise<void>;
};

export function memoryBackend(): Backend {
  return { backup: memoryBackup(), photos: memoryPhotos(), liveness: localLiveness, bus: null, limiter: null, close: async () => {} };
}

/**
 * The in-memory backend unless REDIS_URL names a Redis server. With Redis, rooms are written
 * behind with leases (takeover), photos and rate limits are shared, and a bus carries relayed
 * sockets to their room's owner. Commands fail fast while Redis is away, and the clients keep
 * reconnecting in the background, so the process recovers by itself.
 */
export async function createBackend(redisUrl: string | undefined, log: Log, opts: RedisOptions = { leaseMs: 2_000, writeMs: 100 }): Promise<Backend> {
  if (!redisUrl) return memoryBackend();
  const { Redis } = await import('ioredis');
  const { RedisBackup } = await import('../live/redisBackup');
  const { redisPhotos } = await import('../photos/redisPhotos');
  const client = (name: string) => {
    const r = new Redis(redisUrl, {
      connectionName: name,
      commandTimeout: 2_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: (n) => Math.min(n * 200, 2_000),
      lazyConnect: true,
    });
    let down = false;
    r.on('error', (err) => {
      if (!down) log.error({ err: err.message, client: name }, 'Redis unreachable');
      down = true;
    });
    r.on('ready', () => {
      if (down) log.info({ client: name }, 'Redis reachable again');
      down = false;
    });
    return r;
  };
  const main = client('pg-main');
  // A subscriber connection may run nothing else; it queues while Redis is away and resubscribes.
  const sub = new Redis(redisUrl, { connectionName: 'pg-bus', retryStrategy: (n) => Math.min(n * 200, 2_000), lazyConnect: true });
  sub.on('error', () => {});
  await main.connect();
  await sub.connect();
  const photos = redisPhotos(main);
  const backup = new RedisBackup(main, log, { ...opts, photos });
  const bus = await Bus.open(main, sub, backup.proc, log);
  log.info({ process: backup.proc }, 'rooms backed up in Redis');
  return {
    backup,
    bus,
    photos,
    liveness: redisLiveness(main, backup.proc),
    limiter: main,
    async close() {
      await backup.close();
      bus.close();
      main.disconnect();
    },
  };
}
