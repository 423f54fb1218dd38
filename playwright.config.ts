import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './vite.config.ts';

const port = Number(process.env.E2E_PORT ?? 18788);

/** End-to-end: Debian's Chromium against the built pages served by the real server. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    // Built by `npm run test:e2e` first; the server would rebuild if the sources were newer.
    command: `npx tsx src/server/cli/start.ts --no-build --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { LOG_LEVEL: 'warn', CONFIG: 'tests/e2e/config.json', DIST_DIR: process.env.DIST_DIR ?? 'dist' },
  },
});
