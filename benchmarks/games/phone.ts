/**
 * The measured phone: one page of the real phone app in headless Chromium, its CPU throttled 6×
 * (CDP Emulation.setCPUThrottlingRate, Lighthouse's low-end phone). What it measures, per window:
 *  - main-thread script and task time (CDP Performance.getMetrics ScriptDuration, TaskDuration);
 *  - long tasks (PerformanceObserver 'longtask', over 50 ms);
 *  - frames: from the compositor's own record of each frame (the trace's PipelineReporter, what
 *    DevTools' Frames track shows): those drawn with the main thread's update, and those dropped or
 *    drawn without it because the main thread was late. Nothing runs in the page per frame, and a
 *    page with nothing to animate draws no frames;
 *  - taps: from the pointer event's timestamp to the painted frame after the change the tap asked
 *    for appeared (the driver names it: an element that appears, or any change inside one);
 *  - detector events: from the sample that made the detector find one to the painted frame after
 *    the game's handler ran (the benchmark build's markers, src/engine/benchMarks.ts);
 *  - the JS heap after a forced GC (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage);
 *  - which workers run (Playwright's worker events).
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { PHONE } from '../../tests/e2e/helpers';
import { sleep, type Reading } from './feeds';

/** Installed before the page's own scripts. `__name`: tsx names the functions this file sends to the page. */
const INSTRUMENT = `
(() => {
  window.__name = window.__name || ((f) => f);
  const b = (window.__bench = { long: [], taps: [], tapMisses: 0, loaf: [], motion: 0 });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) { b.long.push([e.startTime, e.duration]); if (b.long.length > 5000) b.long.shift(); }
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  // What ran in each long animation frame (only when looking for a cause: it costs; the last 300 kept).
  if (window.__benchDiagnose) try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        b.loaf.push({ at: e.startTime, duration: e.duration, blocking: e.blockingDuration, render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0, style: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
          scripts: (e.scripts || []).map((x) => ({ invoker: x.invoker, fn: x.sourceFunctionName, src: (x.sourceURL || '').split('/').pop() + ':' + x.sourceCharPosition, dur: x.duration, forced: x.forcedStyleAndLayoutDuration })) });
        if (b.loaf.length > 300) b.loaf.shift();
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  const afterPaint = (done) => requestAnimationFrame(() => {
    const c = new MessageChannel();
    c.port1.onmessage = () => { c.port1.close(); done(performance.now()); };
    c.port2.postMessage(0);
  });
  let pending = null;
  b.expect = (shows, within) => { pending = { shows, within, t0: null }; };
  const arm = (p) => {
    const region = p.within ? document.querySelector(p.within) : null;
    const check = (records) => {
      if (pending !== p) return;
      const hit = p.shows ? document.querySelector(p.shows) !== null : !!records && records.length > 0;
      if (!hit) return;
      obs.disconnect();
      clearTimeout(p.timer);
      pending = null;
      afterPaint((at) => b.taps.push(at - p.t0));
    };
    const obs = new MutationObserver(check);
    obs.observe(region || document, { subtree: true, childList: true, attributes: true, characterData: true });
    p.timer = setTimeout(() => { if (pending === p) { obs.disconnect(); pending = null; b.tapMisses++; } }, 5000);
    if (p.shows) check(null);
  };
  addEventListener('pointerdown', (e) => { const p = pending; if (p && p.t0 === null) { p.t0 = e.timeStamp; arm(p); } }, true);
})();
`;

type Counters = { long: [number, number][]; taps: number[]; tapMisses: number; motion: number };
/** A long animation frame (over 50 ms) and the scripts that ran in it. */
export type Loaf = {
  at: number;
  duration: number;
  blocking: number;
  render: number;
  style: number;
  scripts: { invoker: string; fn: string; src: string; dur: number; forced: number }[];
};
export type Snapshot = { at: number; pageNow: number; metrics: Record<string, number>; counters: Counters; detector: number };

export type Window = {
  seconds: number;
  scriptMsPerS: number;
  taskMsPerS: number;
  longTasks: number;
  longTaskMs: number;
  framesPerS: number;
  droppedPerS: number;
  taps: number[];
  tapMisses: number;
  detector: number[];
  /** devicemotion events the page got per second (while its listener is attached). */
  motionPerS: number;
};

/** Frames the compositor drew while the page wanted to update, and how many missed the main thread's update. */
export type Frames = { frames: number; dropped: number };

const FRAME_CATEGORY = 'disabled-by-default-devtools.timeline.frame';

/**
 * Frames from a trace: the frame reports of the page's renderer (PipelineReporter, what DevTools'
 * Frames track draws), by frame. A frame counts when an update was wanted; it is dropped when one
 * of its reports is dropped or drawn without the main thread's part (STATE_PRESENTED_PARTIAL: the
 * main thread was late) where Chromium says it affects smoothness (an animation or scroll ran).
 */
export function framesOf(trace: Buffer): Frames {
  type Reporter = { state?: string; frame_source?: number; frame_sequence?: number; affects_smoothness?: boolean };
  const events = (JSON.parse(trace.toString()) as { traceEvents: { name: string; ph: string; pid: number; args?: Record<string, unknown> }[] }).traceEvents;
  const browserPid = events.find((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrBrowserMain')?.pid;
  const byFrame = new Map<string, { wanted: boolean; dropped: boolean }>();
  for (const e of events) {
    if (e.name !== 'PipelineReporter' || e.ph !== 'b' || e.pid === browserPid) continue;
    const r = e.args?.frame_reporter as Reporter | undefined;
    if (!r?.state) continue;
    const key = `${r.frame_source}:${r.frame_sequence}`;
    const f = byFrame.get(key) ?? { wanted: false, dropped: false };
    if (r.state !== 'STATE_NO_UPDATE_DESIRED') f.wanted = true;
    if (r.affects_smoothness && (r.state === 'STATE_DROPPED' || r.state === 'STATE_PRESENTED_PARTIAL')) f.dropped = true;
    byFrame.set(key, f);
  }
  const frames = [...byFrame.values()].filter((f) => f.wanted);
  return { frames: frames.length, dropped: frames.filter((f) => f.dropped).length };
}

export type Box = { x: number; y: number; width: number; height: number };

export type WorkerSeen = { url: string; from: number; to: number | null };

export class MeasuredPhone {
  readonly workers: WorkerSeen[] = [];

  private constructor(
    private readonly browser: Browser,
    readonly context: BrowserContext,
    readonly page: Page,
    readonly cdp: CDPSession,
  ) {
    page.on('worker', (w) => {
      const seen: WorkerSeen = { url: w.url(), from: Date.now(), to: null };
      this.workers.push(seen);
      w.on('close', () => (seen.to = Date.now()));
    });
  }

  /** A phone page (390×844, touch), its virtual motion sensors on and at rest, throttled `throttle`×. */
  static async open(browser: Browser, baseURL: string, throttle: number, rest: Reading, diagnose = false): Promise<MeasuredPhone> {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    if (diagnose) await page.addInitScript('window.__benchDiagnose = true;');
    await page.addInitScript(INSTRUMENT);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    for (const type of ['accelerometer', 'linear-acceleration', 'gravity', 'gyroscope'] as const)
      await cdp.send('Emulation.setSensorOverrideEnabled', { enabled: true, type });
    await cdp.send('Emulation.setSensorOverrideReadings', { type: 'gravity', reading: { xyz: rest } });
    await cdp.send('Emulation.setSensorOverrideReadings', { type: 'linear-acceleration', reading: { xyz: { x: 0, y: 0, z: 0 } } });
    await cdp.send('Emulation.setSensorOverrideReadings', { type: 'gyroscope', reading: { xyz: { x: 0, y: 0, z: 0 } } });
    await cdp.send('Emulation.setSensorOverrideReadings', { type: 'accelerometer', reading: { xyz: rest } });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    return new MeasuredPhone(browser, context, page, cdp);
  }

  /**
   * Starts recording frames (a Chromium trace of the compositor's frame reports, plus `extra`
   * categories when a whole trace is wanted). One recording at a time.
   */
  async startFrames(extra: readonly string[] = []): Promise<void> {
    await this.browser.startTracing(this.page, { categories: [FRAME_CATEGORY, ...extra] });
  }

  /** The frames since `startFrames`, and the trace itself. */
  async stopFrames(): Promise<{ frames: Frames; trace: Buffer }> {
    const trace = await this.browser.stopTracing();
    return { frames: framesOf(trace), trace };
  }

  /**
   * Runs an expression in the page through CDP: a tiny script, where Playwright's evaluate would
   * run its own machinery in the page (a task of several ms, itself long at 6×, inside the window).
   */
  async run<T>(expression: string): Promise<T> {
    const r = await this.cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (r.exceptionDetails) throw new Error(`in the page: ${r.exceptionDetails.text} (${expression.slice(0, 80)})`);
    return r.result.value as T;
  }

  async snapshot(): Promise<Snapshot> {
    const { metrics } = await this.cdp.send('Performance.getMetrics');
    const { counters, detector, pageNow } = await this.run<{ counters: Counters; detector: number; pageNow: number }>(
      `({ counters: { long: __bench.long.slice(), taps: __bench.taps.slice(), tapMisses: __bench.tapMisses, motion: __bench.motion },
          detector: window.__benchMarks ? __benchMarks.detector.length : 0, pageNow: performance.now() })`,
    );
    return { at: Date.now(), pageNow, metrics: Object.fromEntries(metrics.map((m) => [m.name, m.value])), counters, detector };
  }

  /** What happened on the page between two snapshots (`frames`: what the compositor's trace says of them). */
  async window(a: Snapshot, b: Snapshot, frames: Frames): Promise<Window> {
    const seconds = (b.at - a.at) / 1000;
    const detector = await this.run<number[]>(`window.__benchMarks ? __benchMarks.detector.slice(${a.detector}, ${b.detector}) : []`);
    const d = (k: string) => (b.metrics[k]! - a.metrics[k]!) * 1000;
    // Long tasks that began inside the window (the snapshots' own tasks began outside it).
    const long = b.counters.long.filter(([start]) => start >= a.pageNow && start < b.pageNow);
    return {
      seconds,
      scriptMsPerS: d('ScriptDuration') / seconds,
      taskMsPerS: d('TaskDuration') / seconds,
      longTasks: long.length,
      longTaskMs: long.reduce((x, [, ms]) => x + ms, 0),
      framesPerS: frames.frames / seconds,
      droppedPerS: frames.dropped / seconds,
      taps: b.counters.taps.slice(a.counters.taps.length),
      tapMisses: b.counters.tapMisses - a.counters.tapMisses,
      detector,
      motionPerS: (b.counters.motion - a.counters.motion) / seconds,
    };
  }

  /**
   * A tap through Chromium's touch emulation on the element with `testId` (or matching `selector`),
   * timed to the change it asks for: `shows`, an element that then appears; or `within`, any change
   * inside that element. False when there is no such element to tap.
   */
  async tap(target: { testId?: string; selector?: string }, expect: { shows?: string; within?: string } = {}): Promise<boolean> {
    const selector = target.testId ? `[data-testid="${target.testId}"]` : target.selector!;
    let box: Box | null = null;
    for (let i = 0; i < 10 && !box; i++) {
      box = await this.box(selector);
      if (!box) await sleep(200);
    }
    if (process.env.BENCH_DEBUG) console.error(`    tap ${selector}: ${box ? 'found' : 'not found'}`);
    if (!box) return false;
    if (expect.shows || expect.within) await this.expect(expect);
    await this.page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    return true;
  }

  /**
   * Where the first element matching `selector` is on the screen, through CDP's DOM domain (no
   * script runs in the page, as a real finger needs none). Null when there is none, or it has no box.
   */
  async box(selector: string): Promise<Box | null> {
    const nodeId = await this.node(selector);
    if (!nodeId) return null;
    const got = await this.cdp.send('DOM.getBoxModel', { nodeId }).catch(() => null);
    const q = got?.model.border;
    if (!q) return null;
    const xs = [q[0]!, q[2]!, q[4]!, q[6]!];
    const ys = [q[1]!, q[3]!, q[5]!, q[7]!];
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    const box = { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
    return box.width > 0 && box.height > 0 ? box : null;
  }

  /** An attribute of the first element matching `selector` (CDP's DOM domain), or null. */
  async attribute(selector: string, name: string): Promise<string | null> {
    const nodeId = await this.node(selector);
    if (!nodeId) return null;
    const { attributes } = await this.cdp.send('DOM.getAttributes', { nodeId });
    const i = attributes.indexOf(name);
    return i >= 0 && i % 2 === 0 ? (attributes[i + 1] ?? null) : null;
  }

  private async node(selector: string): Promise<number | null> {
    const { root } = await this.cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await this.cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector }).catch(() => ({ nodeId: 0 }));
    return nodeId || null;
  }

  /**
   * Counts the devicemotion events the page gets while `on` (a listener added once the page is up,
   * as benchmarks/mainThread.ts does: one from an init script gets none). Only while the game's own
   * listener is attached anyway: a listener makes the browser deliver the events at 60 Hz.
   */
  async countMotion(on: boolean): Promise<void> {
    await this.run(`(() => {
      if (window.__countMotion) removeEventListener('devicemotion', window.__countMotion);
      window.__countMotion = ${on} ? () => void __bench.motion++ : undefined;
      if (window.__countMotion) addEventListener('devicemotion', window.__countMotion);
    })()`);
  }

  /** The long animation frames since `since` (page time, ms): what to look at when a budget is missed (`diagnose` pages only). */
  async longFrames(since = 0): Promise<Loaf[]> {
    return this.run<Loaf[]>(`__bench.loaf.filter((x) => x.at >= ${since})`);
  }

  /** The next pointerdown is timed to `shows` (an element that appears) or to any change `within` one. */
  async expect(e: { shows?: string; within?: string }): Promise<void> {
    await this.run(`__bench.expect(${JSON.stringify(e.shows ?? null)}, ${JSON.stringify(e.within ?? null)})`);
  }

  /** The main thread's JS heap after a full GC (bytes). */
  async heap(): Promise<number> {
    await this.cdp.send('HeapProfiler.collectGarbage');
    await sleep(200);
    await this.cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await this.cdp.send('Runtime.getHeapUsage');
    return usedSize;
  }

  /** The workers running now, by their script's name (`qr.worker-…js` → `qr`). */
  running(): string[] {
    return this.workers.filter((w) => w.to === null).map((w) => workerName(w.url));
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

export const workerName = (url: string) => (url.split('/').pop() ?? url).replace(/\.worker.*$/, '').replace(/-[A-Za-z0-9_]+\.js$/, '');

/** The long frames' scripts summed by where they ran: what a missed budget should be looked for in. */
export function summarizeLongFrames(frames: readonly Loaf[], top = 8): string {
  if (!frames.length) return 'no long animation frames';
  const by = new Map<string, { ms: number; n: number; forced: number }>();
  let render = 0;
  let total = 0;
  for (const f of frames) {
    total += f.duration;
    render += f.render;
    for (const x of f.scripts) {
      const k = `${x.invoker} ${x.fn || '?'} @${x.src}`;
      const e = by.get(k) ?? { ms: 0, n: 0, forced: 0 };
      e.ms += x.dur;
      e.n++;
      e.forced += x.forced;
      by.set(k, e);
    }
  }
  const lines = [...by.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, top)
    .map(
      ([k, e]) =>
        `      ${e.ms.toFixed(0).padStart(6)} ms in ${String(e.n).padStart(3)} × ${k}${e.forced > 1 ? ` (forced layout ${e.forced.toFixed(0)} ms)` : ''}`,
    );
  return [`    ${frames.length} long frames, ${total.toFixed(0)} ms in all, of which rendering ${render.toFixed(0)} ms; scripts:`, ...lines].join('\n');
}
