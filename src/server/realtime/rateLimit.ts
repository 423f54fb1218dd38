import type { IncomingMessage } from 'node:http';
import type { Redis } from 'ioredis';
import proxyAddr from 'proxy-addr';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../../config/schema';

export type Limiters = { socket: RateLimiterAbstract; ip: RateLimiterAbstract; roomSessions: RateLimiterAbstract; roomsCreated: RateLimiterAbstract };

/**
 * Per-socket event limits live in memory (a socket lives in one process). The others are shared
 * through Redis when there is one, with a memory limiter standing in while it is down. Joins are
 * limited per room as well as per address, so a room's worth of phones behind one NAT gets in.
 */
export function createLimiters(config: Config, redis: Redis | null): Limiters {
  const r = config.server.rateLimits;
  const shared = (keyPrefix: string, points: number) => {
    const opts = { keyPrefix, points, duration: 60 };
    return redis ? new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) }) : new RateLimiterMemory(opts);
  };
  return {
    socket: new RateLimiterMemory({ keyPrefix: 'socket', points: r.eventsPerSecondPerSocket, duration: 1 }),
    ip: shared('pg:rl:ip', r.requestsPerMinutePerIp),
    roomSessions: shared('pg:rl:room', r.sessionsPerMinutePerRoom),
    roomsCreated: shared('pg:rl:create', r.roomsPerMinutePerIp),
  };
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

/**
 * The client's address: the connection's, or the one a trusted reverse proxy forwarded. The
 * trust function is compiled once per list of proxies.
 */
export function clientAddress(req: IncomingMessage, trusted: readonly string[]): string {
  return proxyAddr(req, trustFor(trusted));
}

let compiled: { list: readonly string[]; fn: ReturnType<typeof proxyAddr.compile> } | null = null;
function trustFor(list: readonly string[]): ReturnType<typeof proxyAddr.compile> {
  if (compiled?.list !== list) compiled = { list, fn: proxyAddr.compile([...list]) };
  return compiled.fn;
}
