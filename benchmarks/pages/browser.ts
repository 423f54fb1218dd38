import { chromium, type Browser, type Request } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../vite.config.ts';

/** A phone as the end-to-end tests open one. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const TV = { viewport: { width: 1920, height: 1080 } };

/** Lighthouse's low-end phone: 6× slower CPU, slow 4G (1.6 Mbps down, 750 kbps up, 150 ms latency). */
export const LOW_END = { cpuRate: 6, latencyMs: 150, downBps: 1_600_000, upBps: 750_000 };
export type Throttle = typeof LOW_END;

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** One request of a page load, its times in ms from the start of the navigation. */
export type Loaded = {
  url: string;
  /** Path and query on the server. */
  path: string;
  /** Playwright's resource type: document, script, stylesheet, fetch, websocket, … */
  type: string;
  startMs: number;
  /** When its last byte arrived; null when it failed or had not finished. */
  endMs: number | null;
  status: number | null;
  /** Body bytes on the wire (compressed when the server compressed it). */
  wireBytes: number | null;
  encoding: string | null;
};

export type PageLoad = {
  /** When the `ready` element was first drawn (the frame after it entered the page). */
  readyMs: number;
  requests: Loaded[];
  /** The page's sockets (its workers' included): opened, and when the first message came in. */
  sockets: { url: string; startMs: number; firstMessageMs: number | null }[];
};

/**
 * Watches for `selector` from the first byte of the page on: when an element matching it enters the
 * document, the next animation frame's time is kept in `__benchReadyAt` (ms from navigation start).
 */
const readyProbe = (selector: string) => `
  (() => {
    const sel = ${JSON.stringify(selector)};
    const seen = () => {
      if (window.__benchReadyAt !== undefined || !document.querySelector(sel)) return;
      window.__benchReadyAt = null;
      requestAnimationFrame((t) => { window.__benchReadyAt = t; });
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true, attributes: true });
  })();
`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Opens `url` in a new context of its own (an empty cache: a first visit), optionally throttled
 * through Chromium's own emulation (CDP), and records every request (the page's workers' included)
 * until `ready` is drawn, then `settleMs` of network quiet more (what loads after the first screen).
 */
export async function loadPage(
  browser: Browser,
  url: string,
  opts: { ready: string; device?: object; throttle?: Throttle; settleMs?: number; timeoutMs?: number },
): Promise<PageLoad> {
  const context = await browser.newContext(opts.device ?? PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(readyProbe(opts.ready));
    if (opts.throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: opts.throttle.latencyMs,
        downloadThroughput: opts.throttle.downBps / 8,
        uploadThroughput: opts.throttle.upBps / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.throttle.cpuRate });
    }
    const seen: { req: Request; failed: boolean; done: boolean }[] = [];
    let lastActivity = Date.now();
    page.on('request', (req) => {
      seen.push({ req, failed: false, done: false });
      lastActivity = Date.now();
    });
    const finish = (failed: boolean) => (req: Request) => {
      const s = seen.find((x) => x.req === req);
      if (s) Object.assign(s, { failed, done: true });
      lastActivity = Date.now();
    };
    page.on('requestfinished', finish(false));
    page.on('requestfailed', finish(true));
    const sockets: { url: string; startWall: number; firstWall: number | null }[] = [];
    page.on('websocket', (ws) => {
      const s = { url: ws.url(), startWall: Date.now(), firstWall: null as number | null };
      sockets.push(s);
      ws.on('framereceived', () => {
        s.firstWall ??= Date.now();
      });
    });
    await page.goto(url, { waitUntil: 'commit', timeout: opts.timeoutMs ?? 60_000 });
    // Functions, not strings: the pages' Content-Security-Policy forbids eval.
    type Probe = { __benchReadyAt?: number | null };
    await page.waitForFunction(() => typeof (globalThis as Probe).__benchReadyAt === 'number', undefined, { timeout: opts.timeoutMs ?? 60_000, polling: 50 });
    const { readyMs, origin } = await page.evaluate(() => ({ readyMs: (globalThis as Probe).__benchReadyAt!, origin: performance.timeOrigin }));
    // What the page loads after its first screen (prefetches, the workers it starts meanwhile).
    const settle = opts.settleMs ?? 0;
    if (settle > 0) {
      const until = Date.now() + 30_000;
      while (Date.now() < until && (Date.now() - lastActivity < settle || seen.some((s) => !s.done && s.req.resourceType() !== 'websocket'))) await sleep(100);
    }
    const requests: Loaded[] = [];
    for (const { req, failed, done } of seen) {
      const t = req.timing();
      // No timing yet: it started after the page was looked at (a prefetch still on its way).
      if (t.startTime <= 0) continue;
      const u = new URL(req.url());
      const response = done && !failed ? await req.response() : null;
      const sizes = done && !failed ? await req.sizes().catch(() => null) : null;
      requests.push({
        url: req.url(),
        path: u.pathname + u.search,
        type: req.resourceType(),
        startMs: t.startTime - origin,
        endMs: done && !failed && t.responseEnd >= 0 ? t.startTime + t.responseEnd - origin : null,
        status: response?.status() ?? null,
        // Playwright gives no size (-1, or a negative figure) for what came from the cache.
        wireBytes: sizes && sizes.responseBodySize >= 0 ? sizes.responseBodySize : null,
        encoding: (await response?.headerValue('content-encoding')) ?? null,
      });
    }
    return {
      readyMs,
      requests: requests.sort((a, b) => a.startMs - b.startMs),
      sockets: sockets.map((s) => ({ url: s.url, startMs: s.startWall - origin, firstMessageMs: s.firstWall === null ? null : s.firstWall - origin })),
    };
  } finally {
    await context.close();
  }
}
