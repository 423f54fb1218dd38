/**
 * This host's speed as Lighthouse's BenchmarkIndex, in a Chromium page, unthrottled and at the CPU
 * throttling the phone benches use. A rate is relative to the machine it runs on: 6× on a machine
 * half as fast stands for a phone half as fast, so a table of phone figures says which phone it
 * stood for. DevTools' calibrated presets aim at 264 (low-tier mobile, a Moto G4 Power 2022) and
 * 1000 (mid-tier, a Pixel 5), found by this same index.
 */
import type { Browser } from 'playwright-core';

export const LOW_TIER_INDEX = 264;

export type CpuIndex = { host: number; throttled: number; throttle: number };

/**
 * Runs in the page: half the time building 10,000-character strings one character at a time (work
 * for the allocator and GC), half copying a 100,000-element array back and forth (plain loads and
 * stores). Each half counts rounds per second ÷ 10; the index is their mean, as Lighthouse's is.
 */
function measure(ms: number): number {
  const half = ms / 2;
  let start = Date.now();
  let rounds = 0;
  while (Date.now() - start < half) {
    let s = '';
    for (let j = 0; j < 10_000; j++) s += 'a';
    if (s.length !== 10_000) throw new Error('unreachable: keeps the loop from being optimised away');
    rounds++;
  }
  const strings = rounds / 10 / ((Date.now() - start) / 1000);
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 100_000; i++) a[i] = b[i] = i;
  start = Date.now();
  rounds = 0;
  // The clock is read every tenth round only: reading it each round lands some CPUs on a slow path.
  while (rounds % 10 !== 0 || Date.now() - start < half) {
    const [from, to] = rounds % 2 === 0 ? [a, b] : [b, a];
    for (let j = 0; j < from.length; j++) to[j] = from[j]!;
    rounds++;
  }
  const copies = rounds / 10 / ((Date.now() - start) / 1000);
  return Math.round((strings + copies) / 2);
}

/** The index unthrottled and at `throttle`, each the best of three one-second runs after a warm-up. */
export async function cpuIndex(browser: Browser, throttle: number): Promise<CpuIndex> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const best = async () => {
      let top = 0;
      for (let i = 0; i < 3; i++) top = Math.max(top, await page.evaluate(measure, 1000));
      return top;
    };
    await page.evaluate(measure, 500);
    const host = await best();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const throttled = await best();
    return { host, throttled, throttle };
  } finally {
    await context.close();
  }
}

export const describeCpuIndex = (c: CpuIndex) =>
  `Lighthouse BenchmarkIndex ${c.host} unthrottled, ${c.throttled} at ${c.throttle}× (DevTools' low-tier mobile: ${LOW_TIER_INDEX})`;
