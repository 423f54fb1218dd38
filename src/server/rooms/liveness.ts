import type { Redis } from 'ioredis';

/**
 * Which server processes are alive. A room's owner holds the sockets other processes relay to it;
 * when such a process dies without closing them (crash, kill -9, lost machine), the owner finds
 * it silent and drops its sockets, so its players show as gone, as if their sockets had closed.
 */
export type Liveness = {
  /**
   * Says this process is alive. False when it had been taken for dead meanwhile (it stalled past
   * the limit): owners dropped its sockets, so they must reconnect to be counted again.
   */
  beat(now: number): Promise<boolean>;
  /** Those of `procs` silent for longer than `deadAfterMs`. */
  silent(procs: string[], now: number, deadAfterMs: number): Promise<string[]>;
};

/** One process, nothing shared: its sockets close with it. */
export const localLiveness: Liveness = {
  beat: async () => true,
  silent: async () => [],
};

const PROCS = 'pg:procs';

/** Liveness shared through Redis: a sorted set of processes by their last beat. */
export function redisLiveness(redis: Redis, id: string): Liveness {
  let registered = false;
  return {
    async beat(now) {
      // A beat later than the others' limit since the last one means this process stalled.
      const stalled = registered && (await redis.zscore(PROCS, id)) === null;
      await redis.zadd(PROCS, now, id);
      registered = true;
      return !stalled;
    },
    async silent(procs, now, deadAfterMs) {
      if (procs.length === 0) return [];
      const beats = await redis.zmscore(PROCS, ...procs);
      const dead = procs.filter((_, i) => beats[i] === null || Number(beats[i]) < now - deadAfterMs);
      // Forget the dead (ZREM), so one that comes back after a stall learns it was counted out.
      if (dead.length) await redis.zrem(PROCS, ...dead);
      return dead;
    },
  };
}
