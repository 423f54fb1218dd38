import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWithStats, gzipSize, type ChunkInfo } from './build';

/** The bench's own build of the pages, kept apart from `dist/` so a running server is not disturbed. */
export const BENCH_DIST = 'dist-bench-pages';
const STATS = '.bench-chunks.json';

/** Builds the pages into `dist` (or reuses the last build there) and returns what each chunk holds. */
export async function builtChunks(dist: string, reuse: boolean): Promise<ChunkInfo[]> {
  const saved = join(dist, STATS);
  if (reuse && existsSync(saved)) return JSON.parse(readFileSync(saved, 'utf8')) as ChunkInfo[];
  if (reuse) console.error(`no build in ${dist}/ to reuse: building`);
  const chunks = await buildWithStats(dist);
  // A worker's shared chunks come out of each worker bundle that uses them: once is enough.
  const unique = [...new Map(chunks.map((c) => [`${c.graph}:${c.file}`, c])).values()];
  writeFileSync(saved, JSON.stringify(unique));
  return unique;
}

/** The chunks of a build by file name, with the static import closure of any of them. */
export class ChunkGraph {
  readonly byFile: Map<string, ChunkInfo>;
  private readonly gz = new Map<string, number>();

  constructor(
    readonly chunks: ChunkInfo[],
    private readonly dist: string,
  ) {
    this.byFile = new Map(chunks.map((c) => [c.file, c]));
  }

  /** `file` and every chunk it imports statically, transitively: what loads with it. */
  closure(file: string, into = new Set<string>()): Set<string> {
    if (into.has(file)) return into;
    into.add(file);
    for (const f of this.byFile.get(file)?.imports ?? []) this.closure(f, into);
    return into;
  }

  /** gzip bytes (level 9) of a built file as it is on disk: JS, CSS or anything else. */
  gzipBytes(file: string): number {
    let n = this.gz.get(file);
    if (n === undefined) {
      n = this.byFile.get(file)?.gzipBytes ?? gzipSize(readFileSync(join(this.dist, file)));
      this.gz.set(file, n);
    }
    return n;
  }

  sum(files: Iterable<string>): number {
    let n = 0;
    for (const f of files) n += this.gzipBytes(f);
    return n;
  }

  /** A chunk's modules, largest first (empty for a file the build did not report: CSS, assets). */
  modules(file: string): ChunkInfo['modules'] {
    return this.byFile.get(file)?.modules ?? [];
  }

  isWorker(file: string): boolean {
    return this.byFile.get(file)?.graph === 'worker';
  }
}
