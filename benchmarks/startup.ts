/**
 * Start-up on a low-end phone (`npm run bench:startup [-- --json] [-- --no-build] [-- --runs 5]`):
 * from opening a join link to the profile screen drawn, in headless Chromium at 6× CPU throttling
 * on slow 4G (1.6 Mbps down, 750 kbps up, 150 ms latency; Chromium's own emulation through CDP
 * Network.emulateNetworkConditions, which covers the page's workers too), with the requests it
 * waited on in order. Printed figures, not a test.
 *
 * Tried as a new user would: the pages built as `npm start` builds them (dist-bench-pages/, shared
 * with bench:bundles), served by the real server with the default config, a real room made through
 * the API, a new browser context (cold cache) per run. The median run is reported and drawn.
 * Budget: 2.5 s, Lighthouse's "good" largest paint on its mobile profile (issue 21).
 */
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launch, loadPage, LOW_END, type PageLoad } from './pages/browser';
import { BENCH_DIST, builtChunks } from './pages/chunks';
import { newRoomLink, serveBuilt } from './pages/serve';
import { isMain, renderTable, type Figure } from './report';

const GROUP = 'start-up · 6× CPU, slow 4G';
const BUDGET_MS = 2500;
const PROFILE = '[data-scene="profileInput"]';

export type StartupRun = PageLoad & { link: string };

export async function measureStartup(opts: { browser?: Browser; dist?: string; reuseBuild?: boolean; runs?: number } = {}): Promise<StartupRun[]> {
  const dist = opts.dist ?? BENCH_DIST;
  await builtChunks(dist, opts.reuseBuild ?? false);
  const app = await serveBuilt(dist);
  const browser = opts.browser ?? (await launch());
  const runs: StartupRun[] = [];
  try {
    for (let i = 0; i < (opts.runs ?? 3); i++) {
      const link = await newRoomLink(app);
      runs.push({ link, ...(await loadPage(browser, link, { ready: PROFILE, throttle: LOW_END, timeoutMs: 90_000 })) });
    }
  } finally {
    if (!opts.browser) await browser.close();
    await app.close();
  }
  return runs;
}

export function medianRun(runs: StartupRun[]): StartupRun {
  return [...runs].sort((a, b) => a.readyMs - b.readyMs)[(runs.length - 1) >> 1]!;
}

/** Milestones of one run: what the profile screen waited for, in ms from the navigation. */
export function milestones(run: PageLoad): { name: string; ms: number | null }[] {
  const before = run.requests.filter((r) => r.endMs !== null && r.endMs <= run.readyMs);
  const last = (pick: (p: string) => boolean) => {
    const ends = before.filter((r) => pick(r.path)).map((r) => r.endMs!);
    return ends.length ? Math.max(...ends) : null;
  };
  const game = run.sockets.find((s) => s.url.includes('/game'));
  return [
    { name: 'page (HTML) received', ms: last((p) => !p.startsWith('/assets/') && !p.startsWith('/locales/') && !p.startsWith('/api/')) },
    { name: 'last main-thread script received', ms: last((p) => /^\/assets\/(?![\w-]+\.worker-).+\.js$/.test(p)) },
    { name: 'last text (locale file) received', ms: last((p) => p.startsWith('/locales/')) },
    { name: 'socket worker script received', ms: last((p) => /^\/assets\/socket\.worker-/.test(p)) },
    { name: 'seat taken (session API answered)', ms: last((p) => /^\/api\/groups\/\d+\/session/.test(p)) },
    { name: 'socket opened', ms: game?.startMs ?? null },
    { name: "room's first view received", ms: game?.firstMessageMs ?? null },
  ];
}

export function startupFiguresOf(runs: StartupRun[]): Figure[] {
  const run = medianRun(runs);
  const before = run.requests.filter((r) => r.endMs !== null && r.endMs <= run.readyMs);
  const all = runs.map((r) => Math.round(r.readyMs)).join(', ');
  return [
    {
      group: GROUP,
      name: 'join link → profile screen drawn',
      value: Math.round(run.readyMs),
      unit: 'ms',
      budget: { max: BUDGET_MS },
      note: `median of ${runs.length}: ${all}`,
    },
    ...milestones(run).map((m) => ({ group: GROUP, name: `  ${m.name}`, value: m.ms === null ? null : Math.round(m.ms), unit: 'ms' })),
    { group: GROUP, name: 'requests before the profile screen', value: before.length, unit: 'requests' },
    { group: GROUP, name: 'bytes on the wire before it', value: Math.round(before.reduce((n, r) => n + (r.wireBytes ?? 0), 0) / 100) / 10, unit: 'KB' },
  ];
}

/** `npm run bench` part: the figures only. */
export async function startupFigures(browser?: Browser): Promise<Figure[]> {
  return startupFiguresOf(await measureStartup({ browser, reuseBuild: true }));
}

/** The run's requests in the order they started, as bars on a time line (`=` in flight), up to the profile screen and a little after. */
export function waterfall(run: PageLoad, width = 60): string {
  const end = run.readyMs;
  const scale = width / end;
  const out = [`ms from opening the link; | is the profile screen drawn (${Math.round(end)} ms)`];
  const rows = [
    ...run.requests.map((r) => ({
      start: r.startMs,
      end: r.endMs,
      label: `${r.path.length > 60 ? r.path.slice(0, 57) + '…' : r.path}`,
      size: r.wireBytes === null ? (r.endMs === null ? '' : 'cache') : `${(r.wireBytes / 1000).toFixed(1)} KB${r.encoding ? ` ${r.encoding}` : ''}`,
    })),
    ...run.sockets.map((s) => ({ start: s.startMs, end: s.firstMessageMs, label: `${new URL(s.url).pathname} (until its first message)`, size: 'socket' })),
  ].sort((a, b) => a.start - b.start);
  for (const r of rows) {
    if (r.start > end) continue;
    const a = Math.max(0, Math.round(r.start * scale));
    const b = Math.min(width, Math.max(a + 1, Math.round((r.end ?? end) * scale)));
    const bar = (' '.repeat(a) + '='.repeat(b - a)).padEnd(width) + '|';
    const times = `${Math.round(r.start)}–${r.end === null ? '…' : Math.round(r.end)}`;
    out.push(`${times.padStart(11)} ${bar} ${r.size.padEnd(11)} ${r.label}`);
  }
  return out.join('\n');
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: { json: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '3' } },
  });
  const runs = await measureStartup({ reuseBuild: values['no-build'], runs: Number(values.runs) });
  const figures = startupFiguresOf(runs);
  if (values.json) console.log(JSON.stringify({ figures, runs }, null, 2));
  else {
    console.log(renderTable(figures));
    console.log(`\nThe median run's requests (Chromium ${LOW_END.cpuRate}× CPU, ${LOW_END.downBps / 1e6} Mbps down, ${LOW_END.latencyMs} ms latency):\n`);
    console.log(waterfall(medianRun(runs)));
  }
}
