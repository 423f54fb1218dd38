// ESLint: typescript-eslint's recommended rules (syntax only, no type information: the whole run
// stays a few seconds), React's rules of hooks, and the boundaries between the threads and sides of
// this codebase (README "Layout", workers/README.md "Shared files"). `npm run lint`, part of `npm test`.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// ---- Who is who. Globs are relative to the repository root.

/** Views and their main-thread engine: what runs on the page's main thread. */
const VIEWS = [
  'src/main.tsx',
  'src/phone/**',
  'src/host/**',
  'src/ui/**',
  'src/lab/**',
  'src/engine/**',
  'src/i18n/**',
  'src/sound/**',
  'src/games/*/phone/**',
  'src/games/*/host/**',
  'src/games/*/shared/**',
  'src/games/common/phone/**',
  'src/games/common/host/**',
];
/** Code that runs inside a dedicated worker (detectors run there too, and in Node). */
const WORKERS = ['workers/**', 'src/games/*/detectors/**', '**/*.worker.ts'];
/** Files of workers/ the main thread may import values from (workers/README.md). */
const SHARED_FILES = ['workers/**/*.shared.ts'];
const PROTOCOL = ['src/protocol/**'];
const SERVER = ['src/server/**'];
/**
 * The game kit's pure side and each game's rules: loaded by the server, by tests and (as data) by
 * every page and worker, so they import neither views nor server code.
 */
const PURE = [
  'src/config/**',
  'src/games/manifests.ts',
  'src/games/common/rules.ts',
  'src/games/common/time.ts',
  'src/games/common/manifest.ts',
  'src/games/*/manifest.ts',
  'src/games/*/parameters.ts',
  'src/games/*/rules/**',
  'src/session/**',
];

// ---- What each may not import. Import sources are matched as written (relative paths), so a
// pattern names a folder as a segment anywhere in the path: through('server') is src/server/ seen
// from any depth (or a game's own server/ folder). Messages say why: a contributor reads them.

/** A relative import whose path goes through a folder of one of these names. */
const through = (...dirs) => `^\\.{1,2}/(.*/)?(${dirs.join('|')})/`;
/** A file of workers/ marked as shared with the main thread (`name.shared.ts`). */
const SHARED = '(.*/)?[^/]+\\.shared(\\.tsx?)?$';

const viewRules = [
  {
    regex: through('server'),
    allowTypeImports: true,
    message:
      'Views never import server code: it is Node code and would land in the phone bundle. Shared schemas and enums live in src/protocol/ (config schema: src/config/).',
  },
  {
    // Trace CSVs imported as `?url` are assets the Lab offers as examples (a URL, no code): allowed.
    regex: '^\\.{1,2}/(.*/)?benchmarks/(?!traces/[^?]*\\.csv\\?url$)',
    allowTypeImports: true,
    message:
      'Views never import benchmarks/: benchmark code is not shipped. Move what both need into a shared file (e.g. workers/motion/trace/match.shared.ts).',
  },
  {
    regex: `^\\.{1,2}/(.*/)?workers/(?!${SHARED})`,
    allowTypeImports: true,
    message:
      'The main thread imports values from workers/ only from files marked shared (`*.shared.ts`, workers/README.md); anything else belongs inside the worker (reach it through Comlink). `import type` is always fine.',
  },
];

const workerRules = [
  {
    regex: '^(react|react-dom|react-i18next|@linaria/[^/]+|howler|valtio|wouter)(/|$)',
    message: 'Workers draw nothing: no React, styles, sound or Valtio stores in a worker (or a detector). Post data; the main thread renders it.',
  },
  {
    regex: through('ui', 'phone', 'host', 'lab', 'engine'),
    message: 'Workers never import main-thread code (views, the Lab, src/engine): it needs the DOM and would pull React into the worker bundle.',
  },
];

const sharedRules = [
  {
    // Relative imports must be shared files too, or src/protocol (which imports nothing of ours).
    regex: `^\\.{1,2}/(?!${SHARED})(?!(\\.\\./)+src/protocol/)`,
    allowTypeImports: true,
    message:
      'A shared file is loaded by the main thread too: it imports values only from other shared files (`*.shared.ts`) and src/protocol. `import type` is fine.',
  },
];

const protocolRules = [
  {
    regex: '^\\.\\./',
    message: 'src/protocol imports nothing of ours (only third-party packages like zod, and files of src/protocol): server, workers and views all import it.',
  },
];

const serverRules = [
  {
    regex: '^(react|react-dom|react-i18next|@linaria/[^/]+|howler|valtio|wouter)(/|$)',
    message: 'Server code never imports view libraries.',
  },
  {
    regex: through('phone', 'host', 'ui', 'lab', 'engine', 'i18n', 'sound'),
    message: "Server code never imports views or the main-thread engine: they need the DOM. Shared parts live in src/protocol/ or a game's rules/.",
  },
  {
    // The pure detector and trace libraries (no DOM, no Node) run in the worker, the benchmark and `npm run replay` alike.
    regex: `^\\.{1,2}/(.*/)?workers/(?!${SHARED}|motion/(detectors|trace)/)`,
    message:
      "Server code never imports a worker's thread code (entries, the socket connection, the clock service, the motion pipeline); only shared files (`*.shared.ts`) and the pure detector and trace libraries.",
  },
];

/** Synthetic-trace generators (benchmarks/synth/, a game's synth/) are benchmark and test tools. */
const noSynth = {
  regex: through('synth'),
  message: "Product code never imports synthetic-trace generators (benchmarks/synth/, a game's synth/): they are test and benchmark tools, not shipped.",
};
const noBenchmarks = { regex: through('benchmarks'), message: 'Product code never imports benchmarks/: it is not shipped.' };

const pureRules = [
  {
    regex: '^(react|react-dom|react-i18next|@linaria/[^/]+|howler|valtio|wouter)(/|$)',
    message: "A game's rules and manifest, and the kit's pure side, draw nothing: the server runs them.",
  },
  {
    regex: through('phone', 'host', 'ui', 'lab', 'engine', 'i18n', 'sound', 'server'),
    message: "A game's rules and manifest import neither views nor server code: the server imports them, and every page reads the manifests.",
  },
  noSynth,
  noBenchmarks,
];

const restrict = (files, patterns) => ({ files, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] } });

/**
 * `.tsx` files are views. Import sources name no extension, so this looks on disk: a relative
 * import (static or dynamic) that resolves to a `.tsx` file is reported, with the option's reason.
 */
const noTsxImport = {
  meta: { type: 'problem', schema: [{ type: 'string' }], messages: { tsx: '{{source}} is a .tsx file, a view. {{why}}' } },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const path = resolve(dirname(context.filename), source.replace(/\?.*$/, ''));
      const tsx = path.endsWith('.tsx') || (!existsSync(`${path}.ts`) && (existsSync(`${path}.tsx`) || existsSync(`${path}/index.tsx`)));
      if (tsx) context.report({ node: node.source, messageId: 'tsx', data: { source, why: context.options[0] ?? '' } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
const local = { rules: { 'no-tsx-import': noTsxImport } };

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-*/',
    'test-results/',
    'playwright-report/',
    'artifacts/',
    '.scratch/', // a developer's git-ignored notes and probes
    '.certs/',
    '.vitest-attachments/',
    'benchmarks/traces/',
    'locales/',
    'src/sound/files/',
    '**/*.csv',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, local },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // Off: effects and memos here key on chosen fields of Valtio snapshots on purpose (a status, a count); every read would re-run them.
      'react-hooks/exhaustive-deps': 'off',
      // A leading `_` marks a binding kept for its place (an `infer _S` slot, `[_, value]`): the codebase's convention.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // A file in several of these gets the last one's patterns only: the shared-file block repeats the workers'.
  restrict(VIEWS, [...viewRules, noSynth]),
  restrict(WORKERS, [...workerRules, noSynth, noBenchmarks]),
  restrict(SHARED_FILES, [...workerRules, ...sharedRules]),
  restrict(PROTOCOL, protocolRules),
  restrict(SERVER, [...serverRules, noSynth, noBenchmarks]),
  restrict(PURE, pureRules),
  { files: WORKERS, rules: { 'local/no-tsx-import': ['error', 'Workers draw nothing: post data, the main thread renders it.'] } },
  { files: SERVER, rules: { 'local/no-tsx-import': ['error', 'Server code never imports views.'] } },
]);
