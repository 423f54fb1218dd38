import type { Redis } from 'ioredis';
import { memoryPhotos, photoHash, photoUrl, type Photo, type PhotoStore } from './photos';

const key = (hash: string) => `pg:photo:${hash}`;
/** Longer than a room lives in Redis (24 h): a photo outlives every room that shows it. */
const TTL_S = 25 * 3600;

/**
 * Several processes: photos in Redis, so any process serves any room's photos. The rooms' owner
 * also keeps those of its rooms, as one process alone does: it serves them while Redis is away,
 * and writes them again when Redis comes back without them (a restart that lost its data), as
 * it writes its rooms again.
 */
export function redisPhotos(redis: Redis): PhotoStore {
  const local = memoryPhotos();
  const write = (hash: string, photo: Photo) => redis.multi().hset(key(hash), 'type', photo.type, 'bytes', photo.bytes).expire(key(hash), TTL_S).exec();
  redis.on('ready', () => {
    void (async () => {
      for (const [hash, photo] of local.entries()) if (!(await redis.exists(key(hash)))) await write(hash, photo);
    })().catch(() => {
      // Away again: the next time it is back.
    });
  });
  return {
    async put(roomId, photo) {
      const hash = photoHash(photo.bytes);
      await local.put(roomId, photo);
      await write(hash, photo);
      return photoUrl(hash);
    },
    async get(hash) {
      try {
        const [type, bytes] = await redis.hmgetBuffer(key(hash), 'type', 'bytes');
        if (type && bytes) return { type: type.toString(), bytes };
      } catch {
        // Redis is away: this process's own rooms' photos are still here.
      }
      return local.get(hash);
    },
    async hold(roomId, hashes) {
      for (const hash of hashes) {
        const photo = await this.get(hash);
        if (photo) await local.put(roomId, photo);
      }
    },
    releaseRoom(roomId) {
      local.releaseRoom(roomId);
    },
  };
}
