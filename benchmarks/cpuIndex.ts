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

/**
 * A throttling rate, or `low-tier`: the rate that brings this host's index down to DevTools'
 * low-tier phone (264, within 5 %), found as DevTools' calibrated presets find theirs. A fixed
 * rate's figures depend on the host; the calibrated one's stand for the same phone on any host.
 */
export type Throttle = number | 'low-tier';

export function parseThrottle(flag: string): Throttle {
  if (flag === 'low-tier') return flag;
  const rate = Number(flag);
  if (!Number.isFinite(rate) || rate < 1) throw new Error(`--throttle takes a rate of 1 or more, or low-tier (got "${flag}")`);
  return rate;
}

/** `parseThrottle` for a command line: a bad flag is printed and the process exits 2. */
export function throttleFlag(flag: string): Throttle {
  try {
    return parseThrottle(flag);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
}

/**
 * The index unthrottled and at `throttle` (a `low-tier` throttle is resolved from the unthrottled
 * index), each the best of three one-second runs after a warm-up.
 */
export async function cpuIndex(browser: Browser, throttle: Throttle): Promise<CpuIndex> {
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
    const at = async (rate: number) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      return best();
    };
    if (throttle !== 'low-tier') return { host, throttled: await at(throttle), throttle };
    // The index does not fall in proportion to the rate (13× here gave 213, not 264): a few steps
    // of the rate by the ratio measured, until within 5 % of the target.
    let rate = Math.max(1, host / LOW_TIER_INDEX);
    let throttled = await at(rate);
    for (let i = 0; i < 4 && Math.abs(throttled / LOW_TIER_INDEX - 1) > 0.05; i++) {
      rate = Math.max(1, rate * (throttled / LOW_TIER_INDEX));
      throttled = await at(rate);
    }
    return { host, throttled, throttle: Math.round(rate * 10) / 10 };
  } finally {
    await context.close();
  }
}

export const describeCpuIndex = (c: CpuIndex) =>
  `Lighthouse BenchmarkIndex ${c.host} unthrottled, ${c.throttled} at ${c.throttle}× (DevTools' low-tier mobile: ${LOW_TIER_INDEX})`;
