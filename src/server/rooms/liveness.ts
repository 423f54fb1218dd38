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
  /** The Redis server's run id when this process last beat: a restarted Redis has another, and no beats. */
  let run: string | null = null;
  const runId = async () => /run_id:(\w+)/.exec(await redis.info('server'))?.[1] ?? '';
  /** Processes found with no beat on record, and since when (Redis may have lost them in a restart). */
  const unrecorded = new Map<string, number>();
  return {
    async beat(now) {
      // A beat later than the others' limit since the last one means this process stalled; unless
      // Redis itself restarted meanwhile and lost every beat (its run id changed).
      const missing = registered && (await redis.zscore(PROCS, id)) === null;
      const was = run;
      if (missing || run === null) run = await runId();
      const stalled = missing && run === was;
      await redis.zadd(PROCS, now, id);
      registered = true;
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
      // Forget the dead (ZREM), so one that comes back after a stall learns it was counted out.
      if (dead.length) await redis.zrem(PROCS, ...dead);
      return dead;
    },
  };
}
