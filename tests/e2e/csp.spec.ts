import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { joinAs, newPhone, openHost, roomUrl } from './helpers';

/**
 * Issue 22 §6: every page works under the server's Content-Security-Policy (no inline script or
 * style allowed): the landing, the host with its QR code and a joined phone's photo, the phone
 * with its workers and a photo from the gallery, the error page, the Motion Lab. The browser
 * reports any resource or script the policy blocks; none may be.
 */

/** Collects what the policy blocked on a page: its violation events and the browser's console errors about it. */
function watchPolicy(page: Page, into: string[]): void {
  const note = (where: string) => (m: ConsoleMessage) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) into.push(`${where}: ${m.text()}`);
  };
  page.on('console', (m) => note(page.url())(m));
  page.on('worker', (w) => w.on('console', note(w.url())));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy: ${e.violatedDirective} blocked ${e.blockedURI}`));
  });
}

/** A small PNG drawn in the page, as a phone's gallery would hand it over. */
async function picture(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(async () => {
    const c = new OffscreenCanvas(320, 400);
    const g = c.getContext('2d')!;
    g.fillStyle = 'hsl(200 80% 60%)';
    g.fillRect(0, 0, 320, 400);
    g.fillStyle = 'hsl(30 80% 60%)';
    g.fillRect(100, 120, 120, 160);
    const bytes = new Uint8Array(await (await c.convertToBlob({ type: 'image/png' })).arrayBuffer());
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  });
  return Buffer.from(b64, 'base64');
}

test('every page runs under the Content-Security-Policy with nothing blocked', async ({ browser }) => {
  const blocked: string[] = [];
  const host = await openHost(browser);
  watchPolicy(host.page, blocked);
  await host.page.reload();
  await expect(host.page.getByTestId('join-qr')).toBeVisible();
  const policy = (await host.page.request.get('/host')).headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');

  // A phone joins with a photo from its gallery; the big screen shows it.
  const phone = await newPhone(browser);
  watchPolicy(phone.page, blocked);
  await phone.page.goto(roomUrl(host.roomId));
  await phone.page.locator('[data-scene="profileInput"]').waitFor();
  await phone.page.getByTestId('photo-gallery').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await picture(phone.page) });
  await expect(phone.page.getByTestId('profile-photo').locator('img')).toBeVisible();
  await phone.page.getByPlaceholder('Your name').fill('Aoi');
  await phone.page.getByRole('button', { name: 'Join', exact: true }).click();
  await phone.page.locator('[data-scene="waitingProfile"]').waitFor();
  await expect(host.page.getByTestId('player-name')).toHaveText(['Aoi']);
  expect(phone.page.workers().length).toBeGreaterThanOrEqual(1);

  // A second phone without a photo; the landing page, the error page and the Motion Lab.
  const other = await newPhone(browser);
  watchPolicy(other.page, blocked);
  await joinAs(other.page, host.roomId, 'Kai');
  await expect(host.page.getByTestId('player-name')).toHaveText(['Aoi', 'Kai']);
  await other.page.goto('/?lng=en-US');
  await other.page.waitForLoadState('networkidle');
  await other.page.goto('/room?rid=not-a-room&lng=en-US');
  await other.page.waitForURL(/\/error\?/);
  await expect(other.page.getByTestId('error-code')).toHaveText('SP01-102');
  await other.page.goto('/lab');
  await other.page.waitForLoadState('networkidle');
  await expect(other.page.locator('body')).not.toBeEmpty();

  expect(blocked).toEqual([]);
});
