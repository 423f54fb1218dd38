import type { TestProject } from 'vitest/node';
import { RedisProcess, redisInstalled } from './redisProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string | null;
  }
}

/** Starts Debian's redis-server on a free loopback port for the Redis suites, and stops it after. */
export default async function setup(project: TestProject) {
  if (!redisInstalled()) {
    if (process.env.CI) throw new Error('redis-server is not installed (.ci/run installs it)');
    console.warn('redis-server not found: the Redis suites are skipped');
    project.provide('redisUrl', null);
    return;
  }
  const redis = await RedisProcess.start();
  project.provide('redisUrl', redis.url);
  return () => redis.destroy();
}
