import { dependencies, devDependencies } from '../../../package.json';

/**
 * Open-source packages this app is built with (from package.json, so versions stay current) and
 * their licences. A browser test checks that every package in package.json has its licence here.
 */
export const LICENCES: Record<string, { licence: string; url: string }> = {
  '@linaria/core': { licence: 'MIT', url: 'https://github.com/callstack/linaria' },
  '@vitejs/plugin-react': { licence: 'MIT', url: 'https://github.com/vitejs/vite-plugin-react' },
  '@wyw-in-js/vite': { licence: 'MIT', url: 'https://github.com/Anber/wyw-in-js' },
  comlink: { licence: 'Apache-2.0', url: 'https://github.com/GoogleChromeLabs/comlink' },
  howler: { licence: 'MIT', url: 'https://github.com/goldfire/howler.js' },
  i18next: { licence: 'MIT', url: 'https://github.com/i18next/i18next' },
  ioredis: { licence: 'MIT', url: 'https://github.com/luin/ioredis' },
  jsqr: { licence: 'Apache-2.0', url: 'https://github.com/cozmo/jsQR' },
  microdiff: { licence: 'MIT', url: 'https://github.com/AsyncBanana/microdiff' },
  'naughty-words': { licence: 'CC-BY-4.0', url: 'https://github.com/LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words' },
  papaparse: { licence: 'MIT', url: 'https://github.com/mholt/PapaParse' },
  pino: { licence: 'MIT', url: 'https://github.com/pinojs/pino' },
  qrcode: { licence: 'MIT', url: 'https://github.com/soldair/node-qrcode' },
  'proxy-addr': { licence: 'MIT', url: 'https://github.com/jshttp/proxy-addr' },
  'rate-limiter-flexible': { licence: 'ISC', url: 'https://github.com/animir/node-rate-limiter-flexible' },
  react: { licence: 'MIT', url: 'https://github.com/facebook/react' },
  'react-dom': { licence: 'MIT', url: 'https://github.com/facebook/react' },
  'react-i18next': { licence: 'MIT', url: 'https://github.com/i18next/react-i18next' },
  selfsigned: { licence: 'MIT', url: 'https://github.com/jfromaniello/selfsigned' },
  'socket.io': { licence: 'MIT', url: 'https://github.com/socketio/socket.io' },
  'socket.io-client': { licence: 'MIT', url: 'https://github.com/socketio/socket.io' },
  tsx: { licence: 'MIT', url: 'https://github.com/privatenumber/tsx' },
  uplot: { licence: 'MIT', url: 'https://github.com/leeoniya/uPlot' },
  valtio: { licence: 'MIT', url: 'https://github.com/pmndrs/valtio' },
  vite: { licence: 'MIT', url: 'https://github.com/vitejs/vite' },
  zod: { licence: 'MIT', url: 'https://github.com/colinhacks/zod' },
  '@babel/preset-typescript': { licence: 'MIT', url: 'https://github.com/babel/babel' },
  '@playwright/test': { licence: 'Apache-2.0', url: 'https://github.com/microsoft/playwright' },
  '@types/howler': { licence: 'MIT', url: 'https://github.com/DefinitelyTyped/DefinitelyTyped' },
  '@types/node': { licence: 'MIT', url: 'https://github.com/DefinitelyTyped/DefinitelyTyped' },
  '@types/proxy-addr': { licence: 'MIT', url: 'https://github.com/DefinitelyTyped/DefinitelyTyped' },
  '@types/papaparse': { licence: 'MIT', url: 'https://github.com/DefinitelyTyped/DefinitelyTyped' },
  '@types/qrcode': { licence: 'MIT', url: 'https://github.com/DefinitelyTyped/DefinitelyTyped' },
  '@types/react': { licence: 'MIT', url: 'https://github.com/DefinitelyTyped/DefinitelyTyped' },
  '@types/react-dom': { licence: 'MIT', url: 'https://github.com/DefinitelyTyped/DefinitelyTyped' },
  '@vitest/browser-playwright': { licence: 'MIT', url: 'https://github.com/vitest-dev/vitest' },
  '@eslint/js': { licence: 'MIT', url: 'https://github.com/eslint/eslint' },
  eslint: { licence: 'MIT', url: 'https://github.com/eslint/eslint' },
  'eslint-plugin-react-hooks': { licence: 'MIT', url: 'https://github.com/facebook/react' },
  'fast-check': { licence: 'MIT', url: 'https://github.com/dubzzz/fast-check' },
  playwright: { licence: 'Apache-2.0', url: 'https://github.com/microsoft/playwright' },
  prettier: { licence: 'MIT', url: 'https://github.com/prettier/prettier' },
  typescript: { licence: 'Apache-2.0', url: 'https://github.com/microsoft/TypeScript' },
  'typescript-eslint': { licence: 'MIT', url: 'https://github.com/typescript-eslint/typescript-eslint' },
  vitest: { licence: 'MIT', url: 'https://github.com/vitest-dev/vitest' },
  'vitest-browser-react': { licence: 'MIT', url: 'https://github.com/vitest-community/vitest-browser-react' },
};

export type PackageCredit = { name: string; version: string; licence: string; url: string | null; dev: boolean };

export function packageCredits(): PackageCredit[] {
  const list = (deps: Record<string, string>, dev: boolean) =>
    Object.entries(deps).map(([name, version]) => ({ name, version, dev, licence: LICENCES[name]?.licence ?? '—', url: LICENCES[name]?.url ?? null }));
  return [...list(dependencies, false), ...list(devDependencies, true)].sort((a, b) => Number(a.dev) - Number(b.dev) || a.name.localeCompare(b.name));
}

/** The recorded motion traces in benchmarks/traces (see its README), with their attribution and licence. */
export const TRACE_DATASETS: { name: string; authors: string; licence: string; url: string | null }[] = [
  { name: 'Oxford step counter dataset (validation)', authors: 'Salvi, Velardo, Brynes, Tarassenko, EMBC 2018', licence: 'CC BY 4.0', url: null },
  { name: 'Timed-Up-and-Go dataset (data/chapter2)', authors: 'Matey-Sanz', licence: 'ODbL', url: 'https://github.com/matey97/thesis' },
  { name: 'Phyphox-390', authors: 'brantlii', licence: 'MIT', url: 'https://github.com/brantlii/Phyphox-390' },
];
