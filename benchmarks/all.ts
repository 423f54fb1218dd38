/**
 * Every benchmark in one run, on this machine, one table (`npm run bench`). Each figure beside its
 * budget and the ratio (benchmarks/report.ts); printed, never asserted: it exits 0 whatever the
 * figures, and a missed budget is a cause to find in the app.
 *
 *   npm run bench                      the real run (about an hour on two cores)
 *   npm run bench -- --quick           a shorter one: fewer games, players, rounds and seconds
 *   npm run bench -- --json            the figures as JSON on stdout (progress on stderr)
 *   npm run bench -- --only games,qr   some parts: detectors clock qr engine games patches bundles startup server
 *   npm run bench -- --no-build --dist dist-bench     reuse pages built before
 *
 * Parts, in order (each its own `npm run bench:<part>` too):
 *   detectors  benchmarks/detectors.ts   the detectors on the recorded traces: the issue-14/15/16 targets
 *   clock      benchmarks/clock.ts       clock offset error after 8 exchanges, above the asymmetry floor
 *   qr         benchmarks/qr.ts          QR ms per frame, crop against full frame, 1× and 6× CPU
 *   engine     benchmarks/mainThread.ts  the motion engine alone: ring, batches, messages, the main thread
 *   games      benchmarks/games.ts       the phone's main thread playing every game at 6× CPU; memory over the session
 *   patches    benchmarks/patches.ts     bytes from the socket worker to the main thread, a 100-player game of each kind
 *   bundles    benchmarks/bundles.ts     JS and CSS per route, what each chunk holds
 *   startup    benchmarks/startup.ts     from a join link to the profile screen, 6× CPU and slow 4G
 *   server     benchmarks/server.ts      the server under load (100 phones, 10 rooms, max motion, Redis takeover)
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../vite.config.ts';
import { clockFigures } from './clock';
import { detectorBench, detectorFigures } from './detectors';
import { ALL_GAMES, gamesBench, gamesFigures } from './games';
import { throttleFlag } from './cpuIndex';
import { mainThreadBench, mainThreadFigures } from './mainThread';
import { buildBenchPages } from './pageBuild';
import { patchesBench, patchesFigures } from './patches';
import { qrFigures } from './qr';
import { renderMarkdown, renderTable, type Figure } from './report';
import { serverBench, serverFigures, serverScenarios } from './server';

const PARTS = ['detectors', 'clock', 'qr', 'engine', 'games', 'patches', 'bundles', 'startup', 'server'] as const;
type Part = (typeof PARTS)[number];

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist-bench' },
    // The games part's phone: a rate, or low-tier (calibrated to DevTools' low-tier phone on this host).
    throttle: { type: 'string', default: '6' },
  },
});
const only = flags.only ? (flags.only.split(',') as Part[]) : [...PARTS];
const wrong = only.filter((p) => !PARTS.includes(p));
if (wrong.length) {
  console.error(`no part ${wrong.join(', ')}; the parts: ${PARTS.join(' ')}`);
  process.exit(2);
}
const throttle = throttleFlag(flags.throttle!);
const quick = flags.quick;
const say = (line: string) => console.error(line);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

/** A part the other bench files give (`name`'s exported `fn(browser)`), run if the file is there. */
async function external(file: string, fn: string, browser: Browser): Promise<Figure[] | string> {
  if (!existsSync(new URL(file, import.meta.url))) return `${file} is not there`;
  const mod = (await import(file)) as Record<string, unknown>;
  const run = mod[fn] as ((b: Browser) => Promise<Figure[]>) | undefined;
  if (typeof run !== 'function') return `${file} exports no ${fn}()`;
  return run(browser);
}

async function main(): Promise<void> {
  const started = Date.now();
  const figures: Figure[] = [];
  const notes: string[] = [];
  const loadAtStart = load();
  const times: Record<string, number> = {};
  // One Chromium for the parts that need a plain one (the game benchmark starts its own, with a fake camera).
  let browser: Promise<Browser> | null = null;
  const needBrowser = () => (browser ??= chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true }));
  let built = flags['no-build'];
  const pages = async () => {
    if (built) return;
    say(`building the pages (with the benchmarks' markers) into ${flags.dist}/ …`);
    await buildBenchPages(flags.dist!);
    built = true;
  };
  const part = async (name: Part, run: () => Promise<Figure[] | string>) => {
    if (!only.includes(name)) return;
    say(`\n== ${name} (load average ${load()})`);
    const t = Date.now();
    try {
      const got = await run();
      if (typeof got === 'string') {
        notes.push(`${name}: not run: ${got}`);
        say(`  not run: ${got}`);
      } else figures.push(...got);
    } catch (e) {
      const message = (e as Error).message.split('\n')[0]!;
      notes.push(`${name}: failed: ${message}`);
      figures.push({ group: name, name: 'failed', value: null, unit: '', note: message });
      say(`  failed: ${(e as Error).stack ?? message}`);
    }
    times[name] = (Date.now() - t) / 1000;
  };

  await part('detectors', async () => detectorFigures((await detectorBench({ games: null, print: null })).targets));
  await part('clock', async () => clockFigures());
  await part('qr', async () => qrFigures(await needBrowser()));
  await part('engine', async () => {
    await pages();
    const r = await mainThreadBench({ build: false, dist: flags.dist!, rounds: quick ? 1 : 3, seconds: quick ? 6 : 10, detector: 'steps', log: say });
    return mainThreadFigures(r);
  });
  await part('games', async () => {
    await pages();
    const r = await gamesBench({
      build: false,
      dist: flags.dist!,
      games: quick ? ['gm105', 'gm116', 'gm135', 'gm139'] : ALL_GAMES,
      seconds: quick ? 10 : 20,
      bots: quick ? 3 : 7,
      mainVariant: true,
      throttle,
      log: say,
    });
    return gamesFigures(r);
  });
  await part('patches', async () => {
    const r = await patchesBench({ players: quick ? 20 : 100, games: quick ? ['gm105', 'gm116', 'gm135', 'gm139'] : ALL_GAMES, log: say });
    return patchesFigures(r);
  });
  await part('bundles', async () => external('./bundles.ts', 'bundleFigures', await needBrowser()));
  await part('startup', async () => external('./startup.ts', 'startupFigures', await needBrowser()));
  await part('server', async () => serverFigures(await serverBench(serverScenarios(quick ? 10 : 60, quick), say)));

  const b = browser ? await (browser as Promise<Browser>) : null;
  const version = b ? b.version() : null;
  await b?.close();
  const header = {
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    date: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`,
    node: process.version,
    chromium: version,
    loadAverage: { start: loadAtStart, end: load() },
    minutes: (Date.now() - started) / 60_000,
    partSeconds: times,
  };
  if (flags.json) console.log(JSON.stringify({ ...header, notes, figures }, null, 2));
  else {
    console.log(
      `\n${header.command}: ${header.date}, ${header.machine}, Node ${header.node}${version ? `, Chromium ${version}` : ''}; ` +
        `load average (1 / 5 / 15 min) ${header.loadAverage.start} at the start, ${header.loadAverage.end} at the end; ${header.minutes.toFixed(0)} min\n`,
    );
    console.log(flags.markdown ? renderMarkdown(figures) : renderTable(figures));
    for (const n of notes) console.log(`note: ${n}`);
  }
}

main().then(
  () => setTimeout(() => process.exit(0), 200),
  (err) => {
    console.error(err);
    setTimeout(() => process.exit(1), 200);
  },
);
