import type { Plugin } from 'vite';

/**
 * The pages as shipped, built for the benchmarks into `outDir`, plus two things production builds
 * leave out: the detector-on-the-main-thread variant (`?motionPipeline=main`,
 * benchmarks/mainThread/) and the markers that time input to screen (`__BENCH_MARKS__`,
 * workers/benchMarks.shared.ts).
 */
export async function buildBenchPages(outDir: string): Promise<void> {
  const { build } = await import('vite');
  const mainThreadVariant: Plugin = {
    name: 'bench-main-thread-motion',
    // 'pre': before Vite reads index.html's module scripts, so this one is bundled like main.tsx.
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', attrs: { type: 'module', src: '/benchmarks/mainThread/page.ts' }, injectTo: 'head' }],
    },
  };
  await build({ logLevel: 'warn', plugins: [mainThreadVariant], define: { __BENCH_MARKS__: 'true' }, build: { outDir, emptyOutDir: true } });
}
