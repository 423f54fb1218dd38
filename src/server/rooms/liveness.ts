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
const outKey = (proc: string) => `pg:out:${proc}`;
/** A process counted out learns it at its next beat; one that never beats again leaves its mark for an hour. */
const OUT_TTL_S = 3600;

/** Liveness shared through Redis: a sorted set of processes by their last beat. */
export function redisLiveness(redis: Redis, id: string): Liveness {
  /** Processes found with no beat on record, and since when (Redis may have lost them in a restart). */
  const unrecorded = new Map<string, number>();
  return {
    async beat(now) {
      // Counted out by another process meanwhile (it stalled past the limit): told once, by a mark
      // that process left. Not by a missing beat, which a Redis restart loses for everyone.
      const stalled = (await redis.del(outKey(id))) > 0;
      await redis.zadd(PROCS, now, id);
      return !stalled;
    },
    async silent(procs, now, deadAfterMs) {
      if (procs.length === 0) return [];
      const beats = await redis.zmscore(PROCS, ...procs);
      const dead = procs.filter((p, i) => {
        const beat = beats[i];
        if (beat !== null && beat !== undefined) {
          unrecorded.delete(p);
          return Number(beat) < now - deadAfterMs;
        }
        // No beat on record: counted out before, or lost with a Redis restart. Dead only once it
        // stays unrecorded past the limit, as a silent one would (a live one beats meanwhile).
        const since = unrecorded.get(p) ?? now;
        unrecorded.set(p, since);
        return now - since > deadAfterMs;
      });
      for (const p of dead) unrecorded.delete(p);
      // Forget the dead, and leave each a mark: one that comes back after a stall learns it was counted out.
      if (dead.length) {
        const batch = redis.multi().zrem(PROCS, ...dead);
        for (const p of dead) batch.set(outKey(p), '1', 'EX', OUT_TTL_S);
        await batch.exec();
      }
      return dead;
    },
  };
}
