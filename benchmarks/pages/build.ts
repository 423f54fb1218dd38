import { gzipSync } from 'node:zlib';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** One module's part of a chunk: its share of the chunk's gzip bytes. */
export type ModulePart = { id: string; gzipBytes: number };
/** A built JS chunk as the bundler saw it: what it holds and what it imports. */
export type ChunkInfo = {
  file: string;
  /** 'page' for the pages' graph, 'worker' for a worker bundle. */
  graph: 'page' | 'worker';
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module a dynamic import() names (a lazy page, a game scene), relative to the project. */
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  rawBytes: number;
  gzipBytes: number;
  /** Largest first. */
  modules: ModulePart[];
};

export const gzipSize = (bytes: Buffer | string): number => gzipSync(bytes, { level: 9 }).length;

/**
 * A module id as a reader knows it: a package's name (`react-dom`, `zod`) for what comes from
 * node_modules, else the path in the project.
 */
export function moduleName(id: string, root = process.cwd()): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg) return pkg[1]!;
  return clean.startsWith('/') ? relative(root, clean) : clean;
}

/**
 * A build plugin that records every chunk of the pages and of each worker bundle, without
 * changing the output: the build it runs in is the one `npm start` serves.
 */
export function chunkStats(graph: ChunkInfo['graph'], into: ChunkInfo[]): Plugin {
  return {
    name: 'bench-chunk-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const gz = gzipSize(out.code);
        // Modules in the chunk by their own (unminified) code's gzip size, scaled to the chunk's.
        const byName = new Map<string, number>();
        for (const [id, m] of Object.entries(out.modules)) {
          if (!m.code || m.renderedLength === 0) continue;
          const name = moduleName(id);
          byName.set(name, (byName.get(name) ?? 0) + gzipSize(m.code));
        }
        const total = [...byName.values()].reduce((a, b) => a + b, 0) || 1;
        const modules = [...byName].map(([id, b]) => ({ id, gzipBytes: Math.round((b / total) * gz) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
        const meta = (out as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
        into.push({
          file: out.fileName,
          graph,
          isEntry: out.isEntry,
          isDynamicEntry: out.isDynamicEntry,
          facade: out.facadeModuleId ? moduleName(out.facadeModuleId) : null,
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          css: [...(meta?.importedCss ?? [])],
          rawBytes: Buffer.byteLength(out.code),
          gzipBytes: gz,
          modules,
        });
      }
    },
  };
}

/**
 * Builds the pages as `npm start` does (the project's vite.config.ts, nothing else changed) into
 * `outDir`, and returns what every chunk holds.
 */
export async function buildWithStats(outDir: string): Promise<ChunkInfo[]> {
  const chunks: ChunkInfo[] = [];
  const { build } = await import('vite');
  await build({
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [chunkStats('page', chunks)],
    worker: { plugins: () => [chunkStats('worker', chunks)] },
  });
  return chunks;
}
