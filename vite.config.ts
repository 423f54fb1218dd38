import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { playwright } from '@vitest/browser-playwright';
import { BROWSER_TEST_SERVER_PORT } from './tests/browser/setup/port.ts';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags that keep Debian's Chromium quiet on a machine with no internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  // wyw must run before react so Linaria's css`` is extracted to static CSS.
  plugins: [wyw({ include: ['**/*.{ts,tsx}'], babelOptions: { presets: ['@babel/preset-typescript'] } }), react()],
  publicDir: false,
  // Browser tests reach the real server (started by tests/browser/setup/server.ts) same-origin.
  server: process.env.VITEST
    ? {
        proxy: Object.fromEntries(['/api', '/locales'].map((p) => [p, { target: `http://127.0.0.1:${BROWSER_TEST_SERVER_PORT}`, ws: true }])),
        // Cross-origin isolated like the real pages (src/server/app.ts), so the shared sample ring runs here too.
        headers: { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' },
      }
    : {},
  worker: { format: 'es' },
  optimizeDeps: { include: ['socket.io-client', 'comlink', 'valtio', 'microdiff', 'react-dom/client', 'jsqr', 'qrcode', 'howler', 'uplot', 'zod'] },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 700 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          globalSetup: ['tests/unit/setup/redis.ts'],
          testTimeout: 20_000,
          // Most unit files wait on sockets and views, not the CPU: three at once on two cores cut the
          // run from ~5 min to under 2 (the default is one fewer than the cores, here one).
          maxWorkers: 3,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/browser/setup/server.ts'],
          testTimeout: 20_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
