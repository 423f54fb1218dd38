import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config/config';

export type Limiters = { socket: RateLimiterAbstract; ip: RateLimiterAbstract };

/**
 * Per-socket event limits live in memory (a socket lives in one process). Per-IP request limits
 * are shared through Redis when there is one, with a memory limiter standing in while it is down.
 */
export function createLimiters(config: Config, redis: Redis | null): Limiters {
  const { eventsPerSecondPerSocket, requestsPerMinutePerIp } = config.server.rateLimits;
  const socket = new RateLimiterMemory({ keyPrefix: 'socket', points: eventsPerSecondPerSocket, duration: 1 });
  const ipOpts = { keyPrefix: 'pg:rl:ip', points: requestsPerMinutePerIp, duration: 60 };
  const ip = redis
    ? new RateLimiterRedis({ ...ipOpts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(ipOpts) })
    : new RateLimiterMemory(ipOpts);
  return { socket, ip };
}

/** True when the key may go on; false when it is over its limit. */
export async function allow(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (res) {
    if (res instanceof Error) throw res;
    return false;
  }
}
