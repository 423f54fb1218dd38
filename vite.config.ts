import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { playwright } from '@vitest/browser-playwright';
import { precompressDir } from './src/server/http/compression.ts';
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

/** Brotli and gzip copies beside the built files, which the server sends as they are (src/server/http/static.ts). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

/** Matches the modules under any of these paths (from the project root, or a package's folder). */
const under =
  (...paths: string[]) =>
  (id: string): boolean => {
    // Virtual modules (the bundler's runtime, Vite's helpers) start with a NUL byte and no slash.
    const path = `/${id.replace(/\\/g, '/').replace(/^\0/, '')}`;
    return paths.some((p) => path.includes(`/${p}`));
  };

/**
 * A phone on slow 4G pays about 150 ms per request, six at a time (HTTP/1.1): the chunks its first
 * screen needs are a few, not the dozens of small ones that chunking by importer makes. Each group
 * takes its modules and what they import (not already taken by a group of higher priority). The
 * page modules themselves (main.tsx, roomBoot.ts, root.tsx, RoomPage.tsx, SystemScene.tsx) stay
 * chunks of their own: the server finds them by name in the manifest (src/pages.ts).
 */
const CHUNK_GROUPS = [
  // What every page's entry (main.tsx) needs first, Vite's helper for import() and the pages' table:
  // a chunk of its own, not in a group that the entry would then wait for (React), that other
  // pages have no use for (boot), or that would pull the room page into every page (shell).
  { name: 'start', test: under('vite/preload-helper', 'src/pages.ts'), priority: 50 },
  // The room's connection: the socket worker's client, the stores it writes, the tab guard. No React.
  {
    name: 'boot',
    test: under(
      'src/phone/roomBoot.ts',
      'src/phone/sessionToken.ts',
      'src/phone/shell.ts',
      'src/phone/tab/tabGuard.ts',
      'src/phone/loading/firstScreen.ts',
      'src/engine/clientStore.ts',
      'src/engine/socketClient.ts',
      'src/protocol/roomId.ts',
      'src/protocol/events.ts',
      // The React-free libraries every page shares (stores, workers): here, not where React is.
      'node_modules/valtio/esm/vanilla',
      'node_modules/proxy-compare/',
      'node_modules/comlink/',
    ),
    priority: 40,
  },
  // React, its bindings every page uses (Valtio's, Linaria's), and the root that draws every page
  // with the design tokens (src/root.tsx, src/ui/styles.ts).
  {
    name: 'react',
    test: under(
      'node_modules/react/',
      'node_modules/react-dom/',
      'node_modules/scheduler/',
      'node_modules/valtio/esm/react',
      'node_modules/@linaria/core/',
      'src/root.tsx',
      'src/ui/styles.ts',
      'src/ui/tokens.ts',
      'src/protocol/enums.ts',
    ),
    priority: 30,
  },
  {
    name: 'texts',
    test: under(
      'node_modules/i18next/',
      // Its hook and setup; Trans, with its HTML parser, stays with the screens that use it.
      'node_modules/react-i18next/dist/es/useTranslation',
      'node_modules/react-i18next/dist/es/initReactI18next',
      'node_modules/react-i18next/dist/es/context',
      'src/ui/syncExternalStore.ts',
      'src/i18n/i18n.ts',
      'src/i18n/fetchBackend.ts',
      'src/i18n/choice.ts',
      'src/i18n/languages.ts',
      'src/i18n/eventCards.ts',
      'src/protocol/languages.ts',
    ),
    priority: 20,
  },
  // The room page and what its first screen shares with other pages (the landing, the error page, the games).
  {
    name: 'shell',
    test: under(
      'src/ui/svg.tsx',
      'src/ui/photoIcons.tsx',
      'src/ui/GameButton.tsx',
      'src/ui/usePressLock.ts',
      'src/ui/Spinner.tsx',
      'src/ui/TaggedText.tsx',
      'src/phone/RoomPage.tsx',
      'src/phone/PhoneScenes.tsx',
      'src/phone/scenes/SystemScene.tsx',
      'src/phone/system/ProfileInput.tsx',
      'src/phone/loading/',
      'src/phone/scenes/LoadingScene.tsx',
      'src/phone/art/Logo.tsx',
      'src/phone/menu/CookieNote.tsx',
      'src/phone/system/parts/ProfileForm.tsx',
      'src/phone/system/parts/PhotoPicker.tsx',
      'src/phone/system/parts/stage.ts',
    ),
    priority: 10,
  },
];

export default defineConfig({
  // wyw must run before react so Linaria's css`` is extracted to static CSS.
  plugins: [wyw({ include: ['**/*.{ts,tsx}'], babelOptions: { presets: ['@babel/preset-typescript'] } }), react(), precompress()],
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
  resolve: { alias: [{ find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/ui/syncExternalStore.ts', import.meta.url)) }] },
  // The benchmarks' markers (workers/benchMarks.shared.ts): only `npm run bench`'s own build turns them on.
  define: { __BENCH_MARKS__: 'false' },
  optimizeDeps: { include: ['socket.io-client', 'comlink', 'valtio', 'microdiff', 'react-dom/client', 'jsqr', 'qrcode', 'howler', 'uplot', 'zod'] },
  // The manifest tells the server which chunks each page's first screen needs (src/server/http/pageHtml.ts).
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    manifest: true,
    // Browsers without modulepreload (Safari before 17) fetch the announced chunks as they import them.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
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
