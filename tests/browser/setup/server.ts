import { startApp, type RunningApp } from '../../../src/server/app';
import { defaultConfig } from '../../../src/config/schema';
import { log } from '../../../src/server/log';
import { BROWSER_TEST_SERVER_PORT } from './port';

/**
 * The real server for browser tests. Vitest's page reaches it through the dev-server proxy
 * (vite.config.ts), so workers talk to it same-origin, as they do in production.
 */
export default async function setup() {
  const app: RunningApp = await startApp({ config: defaultConfig, log: log.child({}, { level: 'silent' }) }, BROWSER_TEST_SERVER_PORT, '127.0.0.1');
  return () => app.close();
}
