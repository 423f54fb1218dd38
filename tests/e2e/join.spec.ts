import { expect, test } from '@playwright/test';
import { joinAs, newPhone, openHost } from './helpers';

test('a host and two phones join; names appear on the host; the socket lives in a worker', async ({ browser }) => {
  const host = await openHost(browser);
  await expect(host.page.getByTestId('join-qr')).toBeVisible();
  const a = await newPhone(browser);
  const b = await newPhone(browser);
  const sockets: string[] = [];
  a.page.on('websocket', (ws) => sockets.push(ws.url()));

  await joinAs(a.page, host.roomId, 'Aoi');
  await joinAs(b.page, host.roomId, 'Kai');
  const names = host.page.getByTestId('player-name');
  await expect(names).toHaveText(['Aoi', 'Kai']);

  // The phone did open the game channel, from its worker, never from the main thread.
  expect(sockets.some((u) => u.includes('/api/groups/0/game'))).toBe(true);
  for (const phone of [a.page, b.page]) {
    expect(await phone.evaluate(() => (globalThis as unknown as { __mainThreadGameTraffic: string[] }).__mainThreadGameTraffic)).toEqual([]);
    expect(phone.workers().length).toBeGreaterThanOrEqual(1);
  }

  // A reload keeps the seat: same name, no duplicate on the host.
  await a.page.reload();
  await a.page.locator('[data-scene="waitingProfile"]').waitFor();
  await expect(names).toHaveText(['Aoi', 'Kai']);
});

test('a bad room id lands on the error page', async ({ browser }) => {
  const phone = await newPhone(browser);
  await phone.page.goto('/room?rid=not-a-room&lng=en-US&cn=US');
  await phone.page.waitForURL(/\/error\?/);
  const url = new URL(phone.page.url());
  expect(url.searchParams.get('lng')).toBe('en-US');
  expect(url.searchParams.get('cn')).toBe('US');
  await expect(phone.page.getByRole('heading')).toHaveText('Room not found');
  await expect(phone.page.getByTestId('error-code')).toHaveText('SP01-102');
});

test('a well-formed room id of no room shows room-not-found in Japanese by default', async ({ browser }) => {
  const phone = await newPhone(browser);
  await phone.page.goto('/room?rid=AAAAAAAAAAAAAAAAAAAAAAA');
  await expect(phone.page.getByRole('heading')).toHaveText('ルームが見つかりません');
});

test('a browser without session storage lands on the error page (SP05-002)', async ({ browser }) => {
  const host = await openHost(browser);
  const phone = await newPhone(browser);
  await phone.page.addInitScript('Storage.prototype.setItem = () => { throw new DOMException("denied", "SecurityError"); };');
  await phone.page.goto(`/room?rid=${encodeURIComponent(host.roomId)}&lng=en-US`);
  await phone.page.waitForURL(/\/error\?/);
  await expect(phone.page.getByTestId('error-code')).toHaveText('SP05-002');
});
