import { monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram } from 'node:perf_hooks';

/**
 * How busy this process's event loop is. A timer that should fire every TICK_MS measures how late
 * it runs; when it runs late the process is overloaded, and droppable work (cheer taps, emotes,
 * the view rate) gives way so inputs that decide games and socket heartbeats keep their time.
 */
export type Load = {
  /** The loop ran late recently: shed droppable streams. */
  overloaded(): boolean;
  /** 1 normally; 2 or 4 under load: the factor the view interval grows by. */
  slowdown(): number;
  /** Max and p99 loop delay and the longest GC pause since the last call, ms (developer statistics, the server benchmark). */
  take(): { maxMs: number; p99Ms: number; gcMaxMs: number; shed: number };
  /** Counts one dropped stream message. */
  shed(): void;
  stop(): void;
};

const TICK_MS = 20;
/** Lateness past which the loop counts as overloaded, and how long that verdict holds. */
const LATE_MS = 40;
const HOLD_MS = 1_000;

export function watchLoad(): Load {
  let last = performance.now();
  let lateUntil = 0;
  let lateness = 0;
  let shed = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    // Smoothed, so one late tick (a GC pause, a busy neighbour process) sheds nothing.
    lateness = 0.7 * lateness + 0.3 * Math.max(0, now - last - TICK_MS);
    last = now;
    if (lateness > LATE_MS) lateUntil = now + HOLD_MS;
  }, TICK_MS);
  timer.unref();
  const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  // A stall is either our own work or the collector's: the longest pause tells them apart.
  let gcMax = 0;
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcMax = Math.max(gcMax, e.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  return {
    overloaded: () => performance.now() < lateUntil,
    slowdown: () => (performance.now() >= lateUntil ? 1 : lateness > 4 * LATE_MS ? 4 : 2),
    take() {
      const out = { maxMs: round(histogram.max / 1e6), p99Ms: round(histogram.percentile(99) / 1e6), gcMaxMs: round(gcMax), shed };
      histogram.reset();
      shed = 0;
      gcMax = 0;
      return out;
    },
    shed: () => void shed++,
    stop() {
      clearInterval(timer);
      histogram.disable();
      gc.disconnect();
    },
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** A load that is never overloaded (unit tests of the engine). */
export const idleLoad: Load = { overloaded: () => false, slowdown: () => 1, take: () => ({ maxMs: 0, p99Ms: 0, gcMaxMs: 0, shed: 0 }), shed() {}, stop() {} };
