import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Which server processes are alive. Each process counts the sockets it holds in the rooms it
 * serves; when a process dies without closing them (crash, kill -9, lost machine), another one
 * finds it silent and drops its counts, so its players show as gone and a host that was on it
 * pauses the game, as if their sockets had closed.
 */
export type Liveness = {
  /** This process, as it appears in the rooms' connection counts. */
  readonly id: string;
  /** This process holds a socket of the room. */
  serving(roomId: string): Promise<void>;
  /**
   * Says this process is alive. False when it had been declared dead meanwhile (it stalled past
   * the limit): its counts are gone, so its sockets must reconnect to be counted again.
   */
  beat(now: number): Promise<boolean>;
  /** Processes silent for longer than `deadAfterMs`, each claimed by exactly one caller, with the rooms they served. */
  claimDead(now: number, deadAfterMs: number): Promise<{ id: string; rooms: string[] }[]>;
};

/** One process, nothing shared: its sockets close with it. */
export const localLiveness: Liveness = {
  id: 'local',
  serving: async () => {},
  beat: async () => true,
  claimDead: async () => [],
};

const PROCS = 'pg:procs';
const roomsKey = (id: string) => `pg:proc:${id}:rooms`;
/** A served-rooms set outlives any room (rooms expire after 24 h): it never leaks for good. */
const ROOMS_TTL_S = 25 * 3600;

/** Liveness shared through Redis: a sorted set of processes by last beat, and a set of rooms per process. */
export function redisLiveness(redis: Redis, id = randomBytes(6).toString('base64url')): Liveness {
  // Rooms already noted since the last time this process was (re)counted.
  const noted = new Set<string>();
  let registered = false;
  return {
    id,
    async serving(roomId) {
      if (noted.has(roomId)) return;
      await redis.multi().sadd(roomsKey(id), roomId).expire(roomsKey(id), ROOMS_TTL_S).exec();
      noted.add(roomId);
    },
    async beat(now) {
      if (!registered) {
        await redis.zadd(PROCS, now, id);
        registered = true;
        return true;
      }
      // XX CH: only an existing member is updated, and the reply says whether it was there.
      const updated = await redis.zadd(PROCS, 'XX', 'CH', now, id);
      if (Number(updated) === 1) return true;
      noted.clear();
      await redis.zadd(PROCS, now, id);
      return false;
    },
    async claimDead(now, deadAfterMs) {
      const silent = await redis.zrangebyscore(PROCS, '-inf', now - deadAfterMs);
      const claimed: { id: string; rooms: string[] }[] = [];
      for (const dead of silent) {
        if (dead === id) continue;
        // ZREM answers 1 to exactly one of the processes sweeping at once.
        if ((await redis.zrem(PROCS, dead)) !== 1) continue;
        const rooms = await redis.smembers(roomsKey(dead));
        await redis.del(roomsKey(dead));
        claimed.push({ id: dead, rooms });
      }
      return claimed;
    },
  };
}
