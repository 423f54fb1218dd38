import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './vite.config.ts';

const port = Number(process.env.E2E_PORT ?? 18788);
const MOTION = /(gm102|gm139|motion)\.spec\.ts$/;
const TIMED = /(gm112|gm113|gm116|gm130|gm134)\.spec\.ts$/;

/** End-to-end: Debian's Chromium against the built pages served by the real server. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  fullyParallel: false,
  // Two at a time, on the machine's two cores.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  // Games whose phones move in real time go one at a time. Those judged against a beat or a
  // window in tens of milliseconds (swings, hops, squats, flicks, flips) run last with the machine to
  // themselves: beside another test on two cores their readings land late and miss (gm116's hops
  // and gm113's swings when side by side, gm130's squats beside any other game). If an earlier
  // project fails they are skipped; the run has failed already.
  // The motion games also run alone, first: on a slower two-core machine gm102's race beside a
  // `rest` test saw its stays seconds late and failed on both tries; alone it passes.
  projects: [
    { name: 'motion', testMatch: MOTION, workers: 1 },
    { name: 'rest', testIgnore: [MOTION, TIMED], dependencies: ['motion'] },
    { name: 'timed', testMatch: TIMED, workers: 1, dependencies: ['motion', 'rest'] },
  ],
  webServer: {
    // Built by `npm run test:e2e` first; the server would rebuild if the sources were newer.
    command: `npx tsx src/server/cli/start.ts --no-build --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { LOG_LEVEL: 'warn', CONFIG: 'tests/e2e/config.json', DIST_DIR: process.env.DIST_DIR ?? 'dist' },
  },
});
