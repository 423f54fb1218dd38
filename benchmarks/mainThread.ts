/**
 * Main-thread cost of 60 Hz motion on the phone page, in headless Chromium at 6× CPU throttling
 * (`npm run bench:main-thread`; `-- --no-build` to reuse dist-bench/, `-- --dist <dir>`,
 * `-- --rounds 5 --seconds 10`). Printed figures, not a test; `mainThreadBench()` gives
 * `npm run bench` its part.
 *
 * One run loads the real phone page once per variant (`?motionPipeline=…`, with `&detector=steps`,
 * or `-- --detector walkSit`) and drives `devicemotion` through Chromium's virtual sensors (CDP
 * Emulation.setSensorOverride*) from a recorded walk, so every variant detects the same events:
 *   ring     the listener writes into a SharedArrayBuffer ring; the motion worker reads it (default)
 *   batch    the listener packs samples into transferable buffers sent every ~50 ms (not isolated)
 *   message  one postMessage per devicemotion event
 *   main     the detector runs on the main thread (what the design avoids; benchmarks/mainThread/, in this build only)
 *   none     sensor events delivered, but the page attaches no listener of its own (baseline: what
 *            the browser spends delivering devicemotion; the benchmark's own counting listener runs)
 *   idle     the same page with no sensor (baseline)
 * Measured over the window: main-thread task and script time (CDP Performance.getMetrics), long
 * tasks (PerformanceObserver 'longtask'), devicemotion events seen, detector events the server counted.
 * Throttled timings are noisy: variants are interleaved over rounds and the median is printed.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { startApp } from '../src/server/app';
import { parseConfig } from '../src/config/schema';
import { log } from '../src/server/log';
import { chromiumArgs, chromiumPath } from '../vite.config.ts';
import { parseTrace } from '../workers/motion/trace/parseTrace';
import { resample } from '../workers/motion/trace/resample';
import { buildBenchPages } from './pageBuild';
import { isMain, type Figure } from './report';

const THROTTLE = 6;
const VARIANTS = ['ring', 'batch', 'message', 'main', 'none', 'idle'] as const;
type Variant = (typeof VARIANTS)[number];

export type MainThreadOptions = {
  /** Build the pages first (else reuse `dist`). */
  build: boolean;
  dist: string;
  rounds: number;
  seconds: number;
  /** The detector every variant runs (workers/motion/detectors/registry.ts). */
  detector: string;
  log?: (line: string) => void;
};

const instrument = `
  window.__bench = { motion: 0, longTasks: 0, longTaskMs: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { window.__bench.longTasks++; window.__bench.longTaskMs += e.duration; }
  }).observe({ type: 'longtask', buffered: true });
`;
type Counters = { motion: number; longTasks: number; longTaskMs: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: m } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(m.map((x) => [x.name, x.value]));
}

async function counters(page: Page): Promise<Counters> {
  return page.evaluate(() => ({ ...(globalThis as unknown as { __bench: Counters }).__bench }));
}

type Result = { taskMsPerS: number; scriptMsPerS: number; longTasks: number; longTaskMs: number; motionPerS: number; events: number };

export type MainThreadResult = { rows: Record<Variant, Result[]>; chromium: string; options: MainThreadOptions };

export async function mainThreadBench(options: MainThreadOptions): Promise<MainThreadResult> {
  const { detector: DETECTOR, rounds: ROUNDS, seconds: WINDOW_S, dist: DIST } = options;
  const say = options.log ?? ((line: string) => console.log(line));
  if (options.build) {
    say(`building the pages into ${DIST}/ …`);
    await buildBenchPages(DIST);
  }
  const parsed = parseConfig({ server: { allowSensorReplay: true, devEndpoints: true, rateLimits: { requestsPerMinutePerIp: 10_000 } } });
  if (!parsed.ok) throw new Error(parsed.message);
  const app = await startApp({ config: () => parsed.config, log: log.child({}, { level: 'silent' }), distDir: DIST }, 0, '127.0.0.1');
  const walk = resample(
    parseTrace(readFileSync('benchmarks/traces/steps/val_user2_hand_1506421987098.csv', 'utf8'), { duplicateTime: 'allow' }).samples,
    60,
  ).filter((s) => s.t >= 10_000);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const results = new Map<Variant, Result[]>(VARIANTS.map((v) => [v, []]));

  async function run(variant: Variant): Promise<Result> {
    const room = (await (await fetch(`${app.url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as {
      roomId: string;
    };
    // bypassCSP: the probes below are strings evaluated in the page, which the server's policy (no eval) refuses.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, bypassCSP: true });
    const page = await context.newPage();
    await page.addInitScript(instrument);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (variant !== 'idle') {
      for (const type of ['accelerometer', 'linear-acceleration', 'gravity', 'gyroscope'] as const)
        await cdp.send('Emulation.setSensorOverrideEnabled', { enabled: true, type });
      await cdp.send('Emulation.setSensorOverrideReadings', { type: 'gravity', reading: { xyz: { x: 0, y: 9.81, z: 0 } } });
      await cdp.send('Emulation.setSensorOverrideReadings', { type: 'linear-acceleration', reading: { xyz: { x: 0, y: 0, z: 0 } } });
      await cdp.send('Emulation.setSensorOverrideReadings', { type: 'gyroscope', reading: { xyz: { x: 0.1, y: 0.2, z: 0.3 } } });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const pipeline = variant === 'idle' ? 'ring' : variant;
    await page.goto(`${app.url}/room?${new URLSearchParams({ rid: room.roomId, lng: 'en-US', motionPipeline: pipeline, detector: DETECTOR })}`);
    await page.waitForFunction('document.querySelector("[data-scene]") !== null', undefined, { timeout: 60_000 });
    // Counts deliveries (added once the page is up: a listener from an init script gets none).
    await page.evaluate('addEventListener("devicemotion", () => { window.__bench.motion++; })');
    // Warm up: workers started, first clock burst done, detector locked on the walk.
    const feed = async (from: number, seconds: number) => {
      const start = Date.now();
      for (let i = from; i < walk.length; i++) {
        const s = walk[i]!;
        const due = s.t - walk[from]!.t;
        if (due > seconds * 1000) return i;
        const wait = due - (Date.now() - start);
        if (wait > 1) await sleep(wait);
        if (variant !== 'idle')
          await cdp.send('Emulation.setSensorOverrideReadings', { type: 'accelerometer', reading: { xyz: { x: s.ax, y: s.ay, z: s.az } } });
      }
      return walk.length;
    };
    const at = await feed(0, 5);
    const m0 = await metrics(cdp);
    const c0 = await counters(page);
    const t0 = Date.now();
    await feed(at, WINDOW_S);
    const seconds = (Date.now() - t0) / 1000;
    const m1 = await metrics(cdp);
    const c1 = await counters(page);
    await sleep(1500);
    const stats = (await (await fetch(`${app.url}/api/groups/0/dev/statistics`)).json()) as {
      motionEvents: { rooms: Record<string, Record<string, { byType: Record<string, number> }>> };
    };
    const byType = Object.values(stats.motionEvents.rooms[room.roomId] ?? {})[0]?.byType ?? {};
    const events = Object.values(byType).reduce((a, b) => a + b, 0);
    await context.close();
    return {
      taskMsPerS: ((m1.TaskDuration! - m0.TaskDuration!) * 1000) / seconds,
      scriptMsPerS: ((m1.ScriptDuration! - m0.ScriptDuration!) * 1000) / seconds,
      longTasks: c1.longTasks - c0.longTasks,
      longTaskMs: c1.longTaskMs - c0.longTaskMs,
      motionPerS: (c1.motion - c0.motion) / seconds,
      events,
    };
  }

  for (let r = 0; r < ROUNDS; r++) {
    for (const v of VARIANTS) {
      const res = await run(v);
      results.get(v)!.push(res);
      say(
        `round ${r + 1} ${v.padEnd(7)} task ${res.taskMsPerS.toFixed(1)} ms/s, script ${res.scriptMsPerS.toFixed(1)} ms/s, long tasks ${res.longTasks}, devicemotion ${res.motionPerS.toFixed(0)}/s, detector events ${res.events}`,
      );
    }
  }
  const version = browser.version();
  await browser.close();
  await app.close();
  return { rows: Object.fromEntries(results) as Record<Variant, Result[]>, chromium: version, options };
}

const med = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Each variant's medians: task time over the page without a listener, and that against the ring's. */
function summary(r: MainThreadResult) {
  const base = med(r.rows.none.map((x) => x.taskMsPerS));
  const ring = med(r.rows.ring.map((x) => x.taskMsPerS)) - base;
  return VARIANTS.map((v) => {
    const rs = r.rows[v];
    const task = med(rs.map((x) => x.taskMsPerS));
    const over = v === 'idle' || v === 'none' ? null : task - base;
    return {
      variant: v,
      task,
      over,
      vsRing: over === null || v === 'ring' ? null : over / Math.max(ring, 0.01),
      script: med(rs.map((x) => x.scriptMsPerS)),
      longTasks: med(rs.map((x) => x.longTasks)),
      longTaskMs: med(rs.map((x) => x.longTaskMs)),
      motionPerS: med(rs.map((x) => x.motionPerS)),
      events: med(rs.map((x) => x.events)),
    };
  });
}

/**
 * The figures `npm run bench` holds: the ring's main-thread cost over the page that gets the same
 * events without a listener, its long tasks (budget 0), and what each other way of moving samples
 * (and the detector on the main thread) costs against it.
 */
export function mainThreadFigures(r: MainThreadResult): Figure[] {
  const group = `engine alone · 60 Hz ${r.options.detector}, ${THROTTLE}× CPU`;
  const out: Figure[] = [];
  for (const s of summary(r)) {
    if (s.variant === 'ring') {
      out.push({ group, name: 'ring: main-thread task time over no listener', value: s.over, unit: 'ms/s' });
      out.push({ group, name: 'ring: long tasks', value: s.longTasks, unit: '', budget: { max: 0 } });
    } else if (s.vsRing !== null) out.push({ group, name: `${s.variant}: task time over no listener ÷ the ring's`, value: s.vsRing, unit: '×' });
  }
  return out;
}

function print(r: MainThreadResult): void {
  const { detector, seconds, rounds } = r.options;
  console.log(
    `\nMain thread, 60 Hz devicemotion, detector ${detector}, ${THROTTLE}× CPU throttling, ${seconds} s windows, median of ${rounds} rounds (Chromium ${r.chromium})`,
  );
  const head = ['variant', 'task ms/s', 'over none', 'script ms/s', 'long tasks', 'long-task ms', 'motion ev/s', 'events sent', 'vs ring'];
  const rows = summary(r).map((s) => [
    s.variant,
    s.task.toFixed(1),
    s.over === null ? '–' : s.over.toFixed(1),
    s.script.toFixed(1),
    s.longTasks.toFixed(0),
    s.longTaskMs.toFixed(0),
    s.motionPerS.toFixed(0),
    s.events.toFixed(0),
    s.vsRing === null ? '–' : `${s.vsRing.toFixed(1)}×`,
  ]);
  const widths = head.map((x, i) => Math.max(x.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(widths.map((x) => '-'.repeat(x)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('task ms/s: main-thread busy time per second of wall time (all tasks: event dispatch, the listener, messages, React, timers);');
  console.log('"over none": minus the page that gets the same events without a listener of its own; "vs ring": that extra cost against the ring\'s');
}

if (isMain(import.meta.url)) {
  const { values: flags } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      dist: { type: 'string', default: 'dist-bench' },
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '10' },
      detector: { type: 'string', default: 'steps' },
    },
  });
  mainThreadBench({
    build: !flags['no-build'],
    dist: flags.dist!,
    rounds: Number(flags.rounds),
    seconds: Number(flags.seconds),
    detector: flags.detector!,
  }).then(
    (r) => {
      print(r);
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
