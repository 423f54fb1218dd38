/**
 * The phone's main thread during play, every game, and its memory over a whole session
 * (`npm run bench:games`; `-- --games gm116,gm105 --seconds 10 --bots 3 --no-build --dist <dir>
 * --no-main`; to look for a cause: `--diagnose` prints what ran in the long frames, `--profile <dir>`
 * saves each window's CPU profile, `--trace <dir>` its Chromium trace, `--throttle 1` checks the drivers play). Printed figures, not a test; `gamesBench()` and `gamesFigures()` give `npm run bench`
 * its part.
 *
 * One measured phone page in headless Chromium at 6× CPU throttling plays the twelve games in one
 * session, its inputs fed as the end-to-end tests feed them (benchmarks/games/drivers.ts); the host
 * and the other players are sockets (benchmarks/games/bots.ts), unthrottled. For each game, a
 * window of play (20 s from the start of play): long tasks, main-thread script time, frames
 * dropped, tap → screen and detector sample → screen latency (benchmarks/games/phone.ts). Then the
 * motion games again on a second phone whose detector runs on the main thread (the benchmark
 * build's `?motionPipeline=main`), for the ratio. After each game, the heap after a GC; in the
 * lobby and after gm121, which on-demand workers still run.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { MANIFESTS } from '../src/games/manifests';
import { startApp } from '../src/server/app';
import { log } from '../src/server/log';
import { chromiumArgs, chromiumPath } from '../vite.config.ts';
import { cpuIndex, describeCpuIndex, LOW_TIER_INDEX, throttleFlag, type CpuIndex, type Throttle } from './cpuIndex';
import { benchConfig } from './games/config';
import { runSession, type SessionResult } from './games/session';
import { buildBenchPages } from './pageBuild';
import { isMain, renderTable, type Figure } from './report';

export const ALL_GAMES = MANIFESTS.map((m) => m.id) as readonly string[];
export const MOTION_GAMES = MANIFESTS.filter((m) => m.needsMotion).map((m) => m.id) as readonly string[];
/** The issue's low-end phone: Lighthouse's 6× (`--throttle low-tier` calibrates to DevTools' low-tier phone; `--throttle 1` only checks the drivers play). */
const THROTTLE = 6;

export type GamesOptions = {
  build: boolean;
  dist: string;
  games: readonly string[];
  seconds: number;
  bots: number;
  /** Also play the motion games with the detector on the main thread. */
  mainVariant: boolean;
  diagnose?: boolean;
  throttle?: Throttle;
  profileDir?: string;
  traceDir?: string;
  log?: (line: string) => void;
};

export type GamesResult = { options: GamesOptions; chromium: string; cpu: CpuIndex; ring: SessionResult; main: SessionResult | null };

export async function gamesBench(options: GamesOptions): Promise<GamesResult> {
  const say = options.log ?? ((line: string) => console.error(line));
  if (options.build) {
    say(`building the pages into ${options.dist}/ …`);
    await buildBenchPages(options.dist);
  }
  // Made here: a missing folder would fail the run after its first window, not before.
  for (const d of [options.profileDir, options.traceDir]) if (d) mkdirSync(d, { recursive: true });
  const config = benchConfig();
  const app = await startApp({ config: () => config, log: log.child({}, { level: 'silent' }), distDir: options.dist }, 0, '127.0.0.1');
  const dir = mkdtempSync(join(tmpdir(), 'bench-games-'));
  const camera = join(dir, 'camera.y4m');
  // The fake camera reads the file when a page opens it: the QR reader sees the room's code, gm121 a colour.
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${camera}`],
    headless: true,
  });
  try {
    const cpu = await cpuIndex(browser, options.throttle ?? THROTTLE);
    const throttle = cpu.throttle;
    say(describeCpuIndex(cpu));
    const common = {
      origin: app.url,
      browser,
      config,
      seconds: options.seconds,
      bots: options.bots,
      throttle,
      camera,
      log: say,
      diagnose: options.diagnose,
      profileDir: options.profileDir,
      traceDir: options.traceDir,
    };
    say(`session 1: every game, the engine in its workers (as shipped)`);
    const ring = await runSession({ ...common, pipeline: 'ring', games: options.games });
    const motion = options.games.filter((g) => MOTION_GAMES.includes(g));
    let main: SessionResult | null = null;
    if (options.mainVariant && motion.length) {
      say(`session 2: the motion games, the detector on the main thread`);
      main = await runSession({ ...common, pipeline: 'main', games: motion });
    }
    return { options, chromium: browser.version(), cpu, ring, main };
  } finally {
    await browser.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : null;
};

/** Budgets (see the README's Performance section for where each comes from). */
export const BUDGETS = {
  longTasks: 0,
  scriptMsPerS: 200,
  droppedPerS: 3,
  tapP50: 100,
  tapP95: 200,
  detectorP50: 100,
  detectorP95: 200,
  heapGrowthPct: 10,
};

export function gamesFigures(r: GamesResult): Figure[] {
  const out: Figure[] = [];
  const cpu = `${r.cpu.throttle}× CPU`;
  // Which phone the throttled figures stood for: the same rate on a slower host is a slower phone.
  out.push({
    group: `main thread · this host at ${cpu}`,
    name: `Lighthouse BenchmarkIndex (${r.cpu.host} unthrottled; DevTools' low-tier mobile aims at ${LOW_TIER_INDEX})`,
    value: r.cpu.throttled,
    unit: '',
  });
  const l = r.ring.lobby;
  if (l) {
    const group = `main thread · lobby, idle, ${cpu}`;
    out.push({ group, name: `long tasks in ${l.seconds.toFixed(0)} s`, value: l.longTasks, unit: '', budget: { max: BUDGETS.longTasks } });
    out.push({ group, name: 'main-thread script', value: l.scriptMsPerS, unit: 'ms/s', budget: { max: BUDGETS.scriptMsPerS } });
    out.push({ group, name: 'frames dropped', value: l.droppedPerS, unit: '/s', budget: { max: BUDGETS.droppedPerS } });
  }
  for (const g of r.ring.games) {
    const group = `main thread · ${g.game}, ${cpu}`;
    const w = g.window;
    if (!w) {
      out.push({ group, name: 'play window', value: null, unit: '', note: g.error ?? 'play never began' });
      continue;
    }
    out.push({ group, name: `long tasks in ${w.seconds.toFixed(0)} s of play`, value: w.longTasks, unit: '', budget: { max: BUDGETS.longTasks } });
    out.push({ group, name: 'main-thread script', value: w.scriptMsPerS, unit: 'ms/s', budget: { max: BUDGETS.scriptMsPerS } });
    out.push({ group, name: 'frames dropped', value: w.droppedPerS, unit: '/s', budget: { max: BUDGETS.droppedPerS } });
    const inputs = g.inputs ?? { taps: [], tapMisses: 0, detector: [] };
    if (inputs.taps.length || inputs.tapMisses) {
      const note = inputs.tapMisses ? `, +${inputs.tapMisses} never shown` : '';
      out.push({
        group,
        name: `tap → screen p50 (${inputs.taps.length} taps in play${note})`,
        value: quantile(inputs.taps, 0.5),
        unit: 'ms',
        budget: { max: BUDGETS.tapP50 },
      });
      out.push({ group, name: 'tap → screen p95', value: quantile(inputs.taps, 0.95), unit: 'ms', budget: { max: BUDGETS.tapP95 } });
    }
    if (MOTION_GAMES.includes(g.game)) {
      out.push({
        group,
        name: `detector sample → screen p50 (${inputs.detector.length} events in play)`,
        value: quantile(inputs.detector, 0.5),
        unit: 'ms',
        budget: { max: BUDGETS.detectorP50 },
      });
      out.push({ group, name: 'detector sample → screen p95', value: quantile(inputs.detector, 0.95), unit: 'ms', budget: { max: BUDGETS.detectorP95 } });
      const m = r.main?.games.find((x) => x.game === g.game)?.window;
      if (m)
        out.push({
          group,
          name: `script, detector on the main thread ÷ in its worker (${m.scriptMsPerS.toFixed(0)} ms/s; ${m.longTasks} long tasks)`,
          value: m.scriptMsPerS / w.scriptMsPerS,
          unit: '×',
          budget: { min: 1 },
        });
    }
  }
  const heaps = r.ring.games.map((g) => g.heapAfter);
  const group = 'memory · the phone over the session';
  out.push({ group, name: 'JS heap in the lobby (after a GC)', value: r.ring.heapLobby === null ? null : r.ring.heapLobby / 1e6, unit: 'MB' });
  const last = [...heaps].reverse().find((h) => h !== null) ?? null;
  out.push({ group, name: `JS heap after ${heaps.filter((h) => h !== null).length} games`, value: last === null ? null : last / 1e6, unit: 'MB' });
  let worst: { pct: number; from: string; to: string } | null = null;
  for (let i = 1; i < heaps.length; i++) {
    const [a, b] = [heaps[i - 1], heaps[i]];
    if (a == null || b == null) continue;
    const pct = (100 * (b - a)) / a;
    if (!worst || pct > worst.pct) worst = { pct, from: r.ring.games[i - 1]!.game, to: r.ring.games[i]!.game };
  }
  out.push({
    group,
    name: `largest heap growth from one game to the next${worst ? ` (${worst.from} → ${worst.to})` : ''}`,
    value: worst?.pct ?? null,
    unit: '%',
    budget: { max: BUDGETS.heapGrowthPct },
  });
  for (const c of r.ring.idleChecks)
    out.push({
      group,
      name: `on-demand workers running ${c.when}${c.running.length ? `: ${c.running.join(', ')}` : ''}`,
      value: c.running.length,
      unit: '',
      budget: { max: 0 },
    });
  return out;
}

if (isMain(import.meta.url)) {
  const { values: flags } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      dist: { type: 'string', default: 'dist-bench' },
      games: { type: 'string', default: ALL_GAMES.join(',') },
      seconds: { type: 'string', default: '20' },
      bots: { type: 'string', default: '7' },
      'no-main': { type: 'boolean', default: false },
      diagnose: { type: 'boolean', default: false },
      throttle: { type: 'string', default: String(THROTTLE) },
      profile: { type: 'string' },
      trace: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const games = flags.games!.split(',').filter(Boolean);
  const unknown = games.filter((g) => !ALL_GAMES.includes(g));
  if (unknown.length) {
    console.error(`no such game: ${unknown.join(', ')} (the games: ${ALL_GAMES.join(' ')})`);
    process.exit(2);
  }
  const throttle = throttleFlag(flags.throttle!);
  gamesBench({
    build: !flags['no-build'],
    dist: flags.dist!,
    games,
    seconds: Number(flags.seconds),
    bots: Number(flags.bots),
    mainVariant: !flags['no-main'],
    diagnose: flags.diagnose,
    throttle,
    profileDir: flags.profile,
    traceDir: flags.trace,
  }).then(
    (r) => {
      const figures = gamesFigures(r);
      console.log(flags.json ? JSON.stringify({ figures, result: r }, null, 2) : renderTable(figures));
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
