import type { Browser, BrowserContext, Page } from '@playwright/test';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const TV = { viewport: { width: 1920, height: 1080 } };

/**
 * Records any WebSocket, XHR or fetch the page's main thread opens to the game channel. The init
 * script runs in the page only, not in its workers, so what it records is main-thread traffic.
 */
export const recordMainThreadTraffic = `
  window.__mainThreadGameTraffic = [];
  const note = (kind, url) => { if (String(url).includes('/game')) window.__mainThreadGameTraffic.push(kind + ' ' + url); };
  const WS = window.WebSocket;
  window.WebSocket = function (url, p) { note('ws', url); return new WS(url, p); };
  window.WebSocket.prototype = WS.prototype;
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (m, url, ...rest) { note('xhr', url); return open.call(this, m, url, ...rest); };
  const f = window.fetch;
  window.fetch = function (input, init) { note('fetch', typeof input === 'string' ? input : input.url); return f.call(this, input, init); };
`;

export async function newPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(recordMainThreadTraffic);
  return { context, page };
}

export async function openHost(browser: Browser, query = 'lng=en-US'): Promise<{ context: BrowserContext; page: Page; roomId: string }> {
  const context = await browser.newContext(TV);
  const page = await context.newPage();
  await page.goto(`/host?${query}`);
  await page.getByTestId('join-url').waitFor();
  await page.waitForURL(/rid=/);
  const roomId = new URL(page.url()).searchParams.get('rid')!;
  return { context, page, roomId };
}

export function roomUrl(roomId: string, lng = 'en-US'): string {
  return `/room?${new URLSearchParams({ rid: roomId, lng })}`;
}

export async function joinAs(page: Page, roomId: string, name: string): Promise<void> {
  await page.goto(roomUrl(roomId));
  await page.getByPlaceholder('Your name').fill(name);
  await page.getByRole('button', { name: 'Join' }).click();
  await page.locator('[data-scene="waitingProfile"]').waitFor();
}
