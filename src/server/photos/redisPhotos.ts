import type { Redis } from 'ioredis';
import { photoHash, photoUrl, type PhotoStore } from './photos';

const key = (hash: string) => `pg:photo:${hash}`;
/** Longer than a room lives in Redis (24 h): a photo outlives every room that shows it. */
const TTL_S = 25 * 3600;

/** Several processes: photos in Redis, so any process serves any room's photos. */
export function redisPhotos(redis: Redis): PhotoStore {
  return {
    async put(_roomId, photo) {
      const hash = photoHash(photo.bytes);
      await redis.multi().hset(key(hash), 'type', photo.type, 'bytes', photo.bytes).expire(key(hash), TTL_S).exec();
      return photoUrl(hash);
    },
    async get(hash) {
      const [type, bytes] = await redis.hmgetBuffer(key(hash), 'type', 'bytes');
      return type && bytes ? { type: type.toString(), bytes } : null;
    },
    // Photos expire with their TTL; another room may use the same photo.
    releaseRoom() {},
  };
}
