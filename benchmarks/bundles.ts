/**
 * What each page of the app downloads, gzip bytes of JS and CSS per route, and what each chunk
 * holds (`npm run bench:bundles [-- --json] [-- --no-build]`). Printed figures, not a test.
 *
 * The pages are built as `npm start` builds them (vite.config.ts as it is; a build plugin only
 * records each chunk's modules) into dist-bench-pages/, served by the real server with the default
 * config, and opened in headless Chromium on a cold cache; what a route costs is what the browser
 * actually fetched:
 *   phone /room    a room made through the API, until the profile screen is drawn, then what the
 *                  page fetches on its own once it shows (prefetches, workers), until the network rests
 *   landing /, error page /error, host /host, Motion Lab /lab   until each one's first screen, then the same
 * Budgets (issue 21): the phone's main thread ≤ 100 KB of gzip JS until the profile screen; each
 * game's phone chunk ≤ 30 KB (what the game's scene adds to what the phone already has); no game
 * code before a game starts; no host or Motion Lab code on a phone page. Workers are listed apart.
 * KB are 1000 bytes of gzip at level 9, file by file, as the build writes them.
 */
import type { Browser } from 'playwright-core';
import { loadPage, launch, PHONE, TV, type PageLoad } from './pages/browser';
import { BENCH_DIST, builtChunks, ChunkGraph } from './pages/chunks';
import { newRoomLink, serveBuilt } from './pages/serve';
import { isMain, renderTable, type Figure } from './report';

const GROUP = 'bundles';
const KB = 1000;
const PHONE_JS_BUDGET = 100;
const GAME_CHUNK_BUDGET = 30;

type Route = { key: string; label: string; path: string; ready: string; device: object };
const ROUTES: Route[] = [
  { key: 'phone', label: 'phone /room', path: '', ready: '[data-scene="profileInput"]', device: PHONE },
  { key: 'landing', label: 'landing /', path: '/?lng=en-US', ready: '[data-scene="landing"]', device: PHONE },
  { key: 'error', label: 'error page /error', path: '/error?lng=en-US&cn=US&e=SP01-102', ready: '[data-testid="error-code"]', device: PHONE },
  { key: 'host', label: 'host /host', path: '/host?lng=en-US', ready: '[data-testid="join-qr"]', device: TV },
  { key: 'lab', label: 'Motion Lab /lab', path: '/lab', ready: 'h1', device: TV },
];

/** The files a route loaded: before its first screen was drawn, and after (until the network rested). */
export type RouteFiles = { route: Route; readyMs: number; first: string[]; later: string[] };

const assetFile = (path: string): string | null => /^\/(assets\/[^?]+\.(?:js|css))/.exec(path)?.[1] ?? null;

function filesOf(load: PageLoad): { first: string[]; later: string[] } {
  const first = new Set<string>();
  const later = new Set<string>();
  for (const r of load.requests) {
    const f = assetFile(r.path);
    if (!f || r.endMs === null) continue;
    (r.endMs <= load.readyMs ? first : later).add(f);
  }
  for (const f of first) later.delete(f);
  return { first: [...first], later: [...later] };
}

/** Code a phone must never load: the host's, the Motion Lab's and the games' host boards. */
const notForPhones = (module: string) => /^src\/(host|lab)\/|^src\/games\/gm\d{3}\/host\/|^workers\/lab\//.test(module);
/** A game's own code (its registry entry, manifest and parameters, is the phone's menu of games, not the game). */
const gameCode = (module: string) => /^src\/games\/gm\d{3}\/(?!manifest\.ts$|parameters\.ts$)/.test(module);

export type BundleReport = { figures: Figure[]; routes: RouteFiles[]; graph: ChunkGraph };

export async function measureBundles(opts: { browser?: Browser; dist?: string; reuseBuild?: boolean } = {}): Promise<BundleReport> {
  const dist = opts.dist ?? BENCH_DIST;
  const graph = new ChunkGraph(await builtChunks(dist, opts.reuseBuild ?? false), dist);
  const app = await serveBuilt(dist);
  const browser = opts.browser ?? (await launch());
  const routes: RouteFiles[] = [];
  try {
    for (const route of ROUTES) {
      const url = route.key === 'phone' ? await newRoomLink(app) : app.url + route.path;
      const load = await loadPage(browser, url, { ready: route.ready, device: route.device, settleMs: 1500 });
      routes.push({ route, readyMs: load.readyMs, ...filesOf(load) });
    }
  } finally {
    if (!opts.browser) await browser.close();
    await app.close();
  }

  const figures: Figure[] = [];
  const kb = (bytes: number) => Math.round(bytes / 100) / 10;
  const js = (files: string[], worker: boolean) => files.filter((f) => f.endsWith('.js') && graph.isWorker(f) === worker);
  const css = (files: string[]) => files.filter((f) => f.endsWith('.css'));
  for (const r of routes) {
    const g = `${GROUP} · ${r.route.label}`;
    const isPhone = r.route.key === 'phone';
    const until = isPhone ? 'until the profile screen' : 'until its first screen';
    figures.push({
      group: g,
      name: `main-thread JS ${until}`,
      value: kb(graph.sum(js(r.first, false))),
      unit: 'KB gzip',
      budget: isPhone ? { max: PHONE_JS_BUDGET } : undefined,
      note: `${js(r.first, false).length} files`,
    });
    figures.push({ group: g, name: `CSS ${until}`, value: kb(graph.sum(css(r.first))), unit: 'KB gzip' });
    figures.push({
      group: g,
      name: 'main-thread JS and CSS after it (prefetched)',
      value: kb(graph.sum([...js(r.later, false), ...css(r.later)])),
      unit: 'KB gzip',
    });
    const workers = js([...r.first, ...r.later], true);
    figures.push({ group: g, name: 'workers it starts (listed apart)', value: kb(graph.sum(workers)), unit: 'KB gzip', note: workerNames(workers).join(', ') });
  }

  // Phones: no host or lab code ever, no game's code before its game starts.
  const phoneRoutes = routes.filter((r) => ['phone', 'landing', 'error'].includes(r.route.key));
  const phoneModules = (pick: (m: string) => boolean) =>
    [...new Set(phoneRoutes.flatMap((r) => [...r.first, ...r.later]).flatMap((f) => graph.modules(f).map((m) => m.id)))].filter(pick);
  const foreign = phoneModules(notForPhones);
  figures.push({
    group: `${GROUP} · phone`,
    name: 'host or Motion Lab modules loaded by a phone page',
    value: foreign.length,
    unit: 'modules',
    budget: { max: 0 },
    note: foreign.slice(0, 3).join(', '),
  });
  const phone = routes.find((r) => r.route.key === 'phone')!;
  const early = [...new Set([...phone.first, ...phone.later].flatMap((f) => graph.modules(f).map((m) => m.id)))].filter(gameCode);
  figures.push({
    group: `${GROUP} · phone`,
    name: "a game's modules loaded before it starts",
    value: early.length,
    unit: 'modules',
    budget: { max: 0 },
    note: early.slice(0, 3).join(', '),
  });

  // Each game's phone scene: what its dynamic import adds to what the phone has loaded by then.
  const had = new Set([...phone.first, ...phone.later]);
  for (const c of graph.chunks
    .filter((c) => c.graph === 'page' && /^src\/games\/gm\d{3}\/phone\/Scene\.tsx$/.test(c.facade ?? ''))
    .sort((a, b) => a.facade!.localeCompare(b.facade!))) {
    const files = [...graph.closure(c.file)].filter((f) => !had.has(f));
    const cssFiles = files.flatMap((f) => graph.byFile.get(f)?.css ?? []).filter((f) => !had.has(f));
    const id = /gm\d{3}/.exec(c.facade!)![0];
    figures.push({
      group: `${GROUP} · games`,
      name: `${id} phone chunks, loaded when it starts`,
      value: kb(graph.sum([...files, ...new Set(cssFiles)])),
      unit: 'KB gzip',
      budget: { max: GAME_CHUNK_BUDGET },
      note: `${files.length} JS files`,
    });
  }

  // Workers apart: each entry with what it imports statically.
  for (const c of graph.chunks.filter((c) => c.graph === 'worker' && c.isEntry).sort((a, b) => a.file.localeCompare(b.file))) {
    figures.push({
      group: `${GROUP} · workers`,
      name: workerNames([c.file])[0]!,
      value: kb(graph.sum(graph.closure(c.file))),
      unit: 'KB gzip',
      note: c.facade ?? undefined,
    });
  }
  return { figures, routes, graph };
}

const workerNames = (files: string[]) => [...new Set(files.map((f) => /([\w-]+\.worker)-/.exec(f)?.[1]).filter((n): n is string => !!n))];

/** `npm run bench` part: the figures only. */
export async function bundleFigures(browser?: Browser): Promise<Figure[]> {
  return (await measureBundles({ browser })).figures;
}

/** Each file a route loaded, its size and its largest modules. */
export function describeRoutes(report: BundleReport, modulesPerChunk = 6): string {
  const { graph } = report;
  const out: string[] = [];
  const line = (f: string) => {
    const mods = graph.modules(f);
    const shown = mods
      .slice(0, modulesPerChunk)
      .map((m) => `${m.id} ${(m.gzipBytes / KB).toFixed(1)}`)
      .join(', ');
    const more = mods.length > modulesPerChunk ? `, +${mods.length - modulesPerChunk} more` : '';
    return `    ${(graph.gzipBytes(f) / KB).toFixed(1).padStart(6)} KB  ${f}${mods.length ? `  (${shown}${more})` : ''}`;
  };
  const bySize = (files: string[]) => [...files].sort((a, b) => graph.gzipBytes(b) - graph.gzipBytes(a));
  for (const r of report.routes) {
    out.push(`\n${r.route.label}: first screen drawn at ${Math.round(r.readyMs)} ms (unthrottled); files before it, largest first:`);
    out.push(...bySize(r.first).map(line));
    if (r.later.length) out.push('  after it:', ...bySize(r.later).map(line));
  }
  return out.join('\n');
}

if (isMain(import.meta.url)) {
  const json = process.argv.includes('--json');
  const report = await measureBundles({ reuseBuild: process.argv.includes('--no-build') });
  if (json) {
    const files = (list: string[]) => list.map((f) => ({ file: f, gzipBytes: report.graph.gzipBytes(f), modules: report.graph.modules(f) }));
    console.log(
      JSON.stringify(
        {
          figures: report.figures,
          routes: report.routes.map((r) => ({ route: r.route.label, readyMs: r.readyMs, first: files(r.first), later: files(r.later) })),
        },
        null,
        2,
      ),
    );
  } else {
    console.log(renderTable(report.figures));
    console.log(describeRoutes(report));
  }
}
