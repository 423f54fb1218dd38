/**
 * Main-thread cost of 60 Hz motion on the phone page, in headless Chromium at 6× CPU throttling
 * (`npm run bench:main-thread`; `-- --no-build` to reuse dist-bench/, `-- --rounds 5 --seconds 10`). Printed
 * figures, not a test.
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
import type { Plugin } from 'vite';
import { startApp } from '../src/server/app';
import { parseConfig } from '../src/config/schema';
import { log } from '../src/server/log';
import { chromiumArgs, chromiumPath } from '../vite.config.ts';
import { parseTrace } from '../workers/motion/trace/parseTrace';
import { resample } from '../workers/motion/trace/resample';

const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    /** The detector every variant runs (workers/motion/detectors/registry.ts). */
    detector: { type: 'string', default: 'steps' },
  },
});
const DETECTOR = flags.detector!;
const ROUNDS = Number(flags.rounds);
const WINDOW_S = Number(flags.seconds);
const THROTTLE = 6;
const DIST = 'dist-bench';
const VARIANTS = ['ring', 'batch', 'message', 'main', 'none', 'idle'] as const;
type Variant = (typeof VARIANTS)[number];

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

async function main(): Promise<void> {
  if (!flags['no-build']) {
    console.log(`building the pages into ${DIST}/ …`);
    const { build } = await import('vite');
    // The pages as shipped, plus the detector-on-the-main-thread variant (`main`), which production builds leave out.
    const mainThreadVariant: Plugin = {
      name: 'bench-main-thread-motion',
      // 'pre': before Vite reads index.html's module scripts, so this one is bundled like main.tsx.
      transformIndexHtml: {
        order: 'pre',
        handler: () => [{ tag: 'script', attrs: { type: 'module', src: '/benchmarks/mainThread/page.ts' }, injectTo: 'head' }],
      },
    };
    await build({ logLevel: 'warn', plugins: [mainThreadVariant], build: { outDir: DIST, emptyOutDir: true } });
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
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
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
      console.log(
        `round ${r + 1} ${v.padEnd(7)} task ${res.taskMsPerS.toFixed(1)} ms/s, script ${res.scriptMsPerS.toFixed(1)} ms/s, long tasks ${res.longTasks}, devicemotion ${res.motionPerS.toFixed(0)}/s, detector events ${res.events}`,
      );
    }
  }
  await browser.close();
  await app.close();

  const med = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  const base = med(results.get('none')!.map((r) => r.taskMsPerS));
  const ring = med(results.get('ring')!.map((r) => r.taskMsPerS)) - base;
  console.log(
    `\nMain thread, 60 Hz devicemotion, detector ${DETECTOR}, ${THROTTLE}× CPU throttling, ${WINDOW_S} s windows, median of ${ROUNDS} rounds (Chromium ${browser.version()})`,
  );
  const head = ['variant', 'task ms/s', 'over none', 'script ms/s', 'long tasks', 'long-task ms', 'motion ev/s', 'events sent', 'vs ring'];
  const rows = VARIANTS.map((v) => {
    const rs = results.get(v)!;
    const task = med(rs.map((r) => r.taskMsPerS));
    return [
      v,
      task.toFixed(1),
      v === 'idle' || v === 'none' ? '–' : (task - base).toFixed(1),
      med(rs.map((r) => r.scriptMsPerS)).toFixed(1),
      med(rs.map((r) => r.longTasks)).toFixed(0),
      med(rs.map((r) => r.longTaskMs)).toFixed(0),
      med(rs.map((r) => r.motionPerS)).toFixed(0),
      med(rs.map((r) => r.events)).toFixed(0),
      v === 'idle' || v === 'none' || v === 'ring' ? '–' : `${((task - base) / Math.max(ring, 0.01)).toFixed(1)}×`,
    ];
  });
  const widths = head.map((x, i) => Math.max(x.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(widths.map((x) => '-'.repeat(x)).join('  '));
  for (const r of rows) console.log(line(r));
  console.log('task ms/s: main-thread busy time per second of wall time (all tasks: event dispatch, the listener, messages, React, timers);');
  console.log('"over none": minus the page that gets the same events without a listener of its own; "vs ring": that extra cost against the ring\'s');
}

void main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
