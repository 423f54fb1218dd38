import { readFileSync } from 'node:fs';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { parseTrace } from '../../workers/motion/trace/parseTrace';
import { openHost, PHONE, recordMainThreadTraffic, roomUrl } from './helpers';
import { enableSensors } from './motionFeed';

/**
 * Counts what the page's main thread does with motion: `devicemotion` listeners and the events
 * they get, and every message the main thread posts to or receives from a worker or port. The
 * init script runs in the page only, not in its workers.
 */
const countMainThreadWork = `
  window.__mt = { motionListeners: 0, motionEvents: 0, posts: 0, received: 0 };
  for (const proto of [Worker.prototype, MessagePort.prototype]) {
    const post = proto.postMessage;
    proto.postMessage = function (...args) { window.__mt.posts++; return post.apply(this, args); };
  }
  for (const proto of [Worker.prototype, MessagePort.prototype]) {
    const d = Object.getOwnPropertyDescriptor(proto, 'onmessage');
    Object.defineProperty(proto, 'onmessage', { ...d, set(fn) { d.set.call(this, fn && function (e) { window.__mt.received++; return fn.call(this, e); }); } });
  }
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, fn, opts) {
    let f = fn;
    if (type === 'devicemotion') { window.__mt.motionListeners++; f = function (e) { window.__mt.motionEvents++; return fn.call(this, e); }; }
    else if (type === 'message' && (this instanceof Worker || this instanceof MessagePort)) f = function (e) { window.__mt.received++; return fn.call(this, e); };
    return add.call(this, type, f, opts);
  };
`;

type MainThreadWork = { motionListeners: number; motionEvents: number; posts: number; received: number };
const mainThreadWork = (page: Page) => page.evaluate(() => ({ ...(globalThis as unknown as { __mt: MainThreadWork }).__mt }));

type Stats = { motionEvents: { total: number; rooms: Record<string, Record<string, { events: number; byType: Record<string, number> }>> } };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Plays a trace into Chromium's virtual accelerometer in real time; the page samples it at 60 Hz. */
async function playTrace(cdp: CDPSession, samples: { t: number; ax: number; ay: number; az: number }[]): Promise<void> {
  const start = Date.now();
  const t0 = samples[0]!.t;
  for (const s of samples) {
    const wait = s.t - t0 - (Date.now() - start);
    if (wait > 1) await sleep(wait);
    await cdp.send('Emulation.setSensorOverrideReadings', { type: 'accelerometer', reading: { xyz: { x: s.ax, y: s.ay, z: s.az } } });
  }
}

test('motion from virtual sensors goes listener → ring → motion worker → socket worker → server', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const host = await openHost(browser);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(recordMainThreadTraffic);
  await page.addInitScript(countMainThreadWork);
  const cdp = await context.newCDPSession(page);
  await enableSensors(cdp, { x: 0, y: 9.81, z: 0 });

  // `detector=jump`: QA's way to run a detector without a game (allowed by tests/e2e/config.json).
  await page.goto(`${roomUrl(host.roomId)}&detector=jump`);
  expect(await page.evaluate(() => (globalThis as unknown as { crossOriginIsolated: boolean }).crossOriginIsolated)).toBe(true);
  // Socket, clock and motion workers.
  await expect.poll(() => page.workers().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await expect.poll(async () => (await mainThreadWork(page)).motionEvents, { timeout: 10_000 }).toBeGreaterThan(30);

  // Jumping in place with the phone in hand: 20 s of a recorded trace, its jumps labelled (take-off).
  const dir = 'benchmarks/traces/jump-walk/phyphox390_jumping_stationary_hand_brant';
  const inWindow = (t: number) => t >= 10_000 && t < 30_000;
  const trace = parseTrace(readFileSync(`${dir}.csv`, 'utf8'), { duplicateTime: 'allow' }).samples.filter((s) => inWindow(s.t));
  const labelled = readFileSync(`${dir}_labels.csv`, 'utf8')
    .split('\n')
    .filter((l) => l.endsWith(',jump_start') && inWindow(Number(l.split(',')[0]))).length;
  const before = await mainThreadWork(page);
  await playTrace(cdp, trace);
  await sleep(1_500); // the detector confirms a jump a little after it
  const after = await mainThreadWork(page);

  // The server heard the jumps this phone's motion worker detected.
  let stats: Stats | null = null;
  await expect
    .poll(
      async () => {
        stats = (await (await request.get('/api/groups/0/dev/statistics')).json()) as Stats;
        return Object.values(stats.motionEvents.rooms[host.roomId] ?? {})[0]?.byType['jump:jump'] ?? 0;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(Math.ceil(labelled / 3));
  const jumps = Object.values(stats!.motionEvents.rooms[host.roomId]!)[0]!.byType['jump:jump']!;
  console.log(`jumps: ${labelled} labelled in the 20 s played, ${jumps} detected on the phone and counted by the server`);
  // How many depends on the detector and on how evenly this machine feeds the virtual sensor; the
  // pipeline must deliver them, and must not invent or repeat any.
  expect(jumps).toBeLessThanOrEqual(Math.ceil(labelled * 1.5));

  // The main thread: one listener, ≥ 50 events a second, and almost no messages for them.
  const events = after.motionEvents - before.motionEvents;
  const posts = after.posts - before.posts;
  const received = after.received - before.received;
  console.log(`main thread over the 20 s: ${events} devicemotion events, ${posts} messages posted, ${received} received`);
  expect(after.motionListeners).toBe(1);
  expect(events).toBeGreaterThan(20 * 50);
  expect(posts).toBeLessThan(events / 50);
  expect(received).toBeLessThan(events / 10);
  expect(errors).toEqual([]);
  // And the socket still lives in its worker.
  expect(await page.evaluate(() => (globalThis as unknown as { __mainThreadGameTraffic: string[] }).__mainThreadGameTraffic)).toEqual([]);
});
