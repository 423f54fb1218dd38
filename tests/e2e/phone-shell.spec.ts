import { join, resolve } from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../vite.config.ts';
import { PHONE, roomUrl } from './helpers';
import { writeQrY4m } from './phone/fakeCamera';
import { HostDriver } from './phone/hostDriver';
import { fakeMotion } from './phone/sensors';
import { shot } from './phone/shots';

/** The phone's fake camera: a Y4M file rewritten with whichever QR code the test shows it. */
const CAMERA = resolve(join('artifacts', 'fake-camera', 'qr.y4m'));
writeQrY4m(CAMERA, 'https://example.com/not-a-room');

test.describe.configure({ timeout: 240_000 });

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${CAMERA}`],
  },
});

const origin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 18788}`;

async function newPhone(browser: Browser, opts: { camera?: boolean; motion?: boolean } = {}) {
  const permissions = [
    ...(opts.camera === false ? [] : ['camera']),
    ...(opts.motion ? ['accelerometer', 'gyroscope', 'clipboard-read', 'clipboard-write'] : []),
  ];
  const context = await browser.newContext({ ...PHONE, permissions });
  const page = await context.newPage();
  const motion = opts.motion ? await fakeMotion(page) : null;
  return { context, page, motion };
}

const scene = (page: Page, name: string) => page.locator(`[data-scene="${name}"]`);

/** A small selfie drawn in the page (a PNG file, as a gallery would give). */
async function selfie(page: Page, hue: number): Promise<Buffer> {
  const b64 = await page.evaluate(async (h) => {
    type Ctx = {
      fillStyle: unknown;
      strokeStyle: string;
      lineWidth: number;
      lineCap: string;
      createLinearGradient(x0: number, y0: number, x1: number, y1: number): { addColorStop(o: number, c: string): void };
      fillRect(x: number, y: number, w: number, h: number): void;
      beginPath(): void;
      fill(): void;
      stroke(): void;
      arc(x: number, y: number, r: number, a0: number, a1: number): void;
    };
    type Canvas = { getContext(k: '2d'): Ctx; convertToBlob(o: { type: string }): Promise<{ arrayBuffer(): Promise<ArrayBuffer> }> };
    const Offscreen = (globalThis as unknown as { OffscreenCanvas: new (w: number, h: number) => Canvas }).OffscreenCanvas;
    const c = new Offscreen(640, 800);
    const g = c.getContext('2d');
    const bg = g.createLinearGradient(0, 0, 640, 800);
    bg.addColorStop(0, `hsl(${h} 80% 70%)`);
    bg.addColorStop(1, `hsl(${h + 60} 80% 55%)`);
    g.fillStyle = bg;
    g.fillRect(0, 0, 640, 800);
    g.fillStyle = '#ffd9b8';
    g.beginPath();
    g.arc(320, 400, 190, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#3a2a1a';
    g.beginPath();
    g.arc(320, 300, 200, Math.PI, 0);
    g.fill();
    g.fillStyle = '#222';
    g.beginPath();
    g.arc(255, 400, 22, 0, Math.PI * 2);
    g.arc(385, 400, 22, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = '#c0392b';
    g.lineWidth = 14;
    g.lineCap = 'round';
    g.beginPath();
    g.arc(320, 470, 70, 0.15 * Math.PI, 0.85 * Math.PI);
    g.stroke();
    const blob = await c.convertToBlob({ type: 'image/png' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let s = '';
    for (const x of bytes) s += String.fromCharCode(x);
    return btoa(s);
  }, hue);
  return Buffer.from(b64, 'base64');
}

/**
 * Gestures as one burst of pointer events inside the page: on a loaded test machine, Playwright's
 * mouse steps can arrive hundreds of milliseconds apart, which is no flick at all.
 */
type InPage = {
  getBoundingClientRect(): { left: number; top: number; width: number; height: number };
  dispatchEvent(e: object): boolean;
};
async function pointerPath(target: Locator, path: [number, number][]) {
  await target.evaluate((node, pts) => {
    const el = node as unknown as InPage;
    const Pointer = (globalThis as unknown as { PointerEvent: new (type: string, init: object) => object }).PointerEvent;
    const r = el.getBoundingClientRect();
    const at = ([fx, fy]: [number, number]) => ({ clientX: r.left + r.width * fx, clientY: r.top + r.height * fy });
    const opts = { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'touch', isPrimary: true };
    el.dispatchEvent(new Pointer('pointerdown', { ...opts, ...at(pts[0]!) }));
    for (const p of pts.slice(1)) el.dispatchEvent(new Pointer('pointermove', { ...opts, ...at(p) }));
    el.dispatchEvent(new Pointer('pointerup', { ...opts, ...at(pts[pts.length - 1]!) }));
  }, path);
}
const rub = (pad: Locator) =>
  pointerPath(
    pad,
    Array.from({ length: 40 }, (_, i): [number, number] => [i % 2 ? 0.8 : 0.2, 0.35 + (i % 5) * 0.07]),
  );
const flickUp = (item: Locator) =>
  pointerPath(item, [
    [0.5, 0.5],
    [0.5, -0.5],
    [0.5, -2],
    [0.5, -4],
  ]);

async function joinWithName(page: Page, name: string, photoHue: number | null) {
  await scene(page, 'profileInput').waitFor();
  if (photoHue !== null) {
    await page.getByTestId('photo-gallery').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await selfie(page, photoHue) });
    await expect(page.getByTestId('profile-photo').locator('img')).toBeVisible();
  }
  await page.getByPlaceholder('Your name').fill(name);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
}

test('a phone goes from the QR landing through profile, team and sensor check to "look at the big screen"', async ({ browser }) => {
  test.setTimeout(480_000);
  const host = await HostDriver.open(browser, origin());
  const phone = await newPhone(browser, { motion: true });
  const page = phone.page;

  // QR landing; the reading view on an empty camera picture, then a code that is not ours.
  writeQrY4m(CAMERA, null);
  await page.goto('/?lng=en-US');
  await scene(page, 'landing').waitFor();
  await shot(page, '01-landing');
  await page.getByTestId('qr-read').click();
  await scene(page, 'qrReading').waitFor();
  await expect.poll(() => page.getByTestId('qr-video').evaluate((v) => (v as unknown as { videoWidth: number }).videoWidth)).toBeGreaterThan(0);
  await shot(page, '02-qr-reading');
  await page.getByTestId('qr-quit').click();
  await scene(page, 'landing').waitFor();

  writeQrY4m(CAMERA, 'https://example.com/not-a-room');
  await page.getByTestId('qr-read').click();
  await expect(page.getByTestId('qr-not-game')).toBeVisible({ timeout: 15_000 });
  await shot(page, '03-qr-not-game');
  await page.getByRole('button', { name: 'OK' }).click();
  // Scanning resumes a second after OK and finds the same code again.
  await expect(page.getByTestId('qr-not-game')).toBeHidden();
  await expect(page.getByTestId('qr-not-game')).toBeVisible({ timeout: 15_000 });
  // The reading view's header (above dialogs, §9 layers) still quits.
  await page.locator('header').getByRole('button', { name: 'Quit reading' }).click();
  await scene(page, 'landing').waitFor();
  await expect(page.getByTestId('qr-not-game')).toBeHidden();

  // The room's own QR code (the host's join link, on this test server's address).
  const link = new URL(host.joinUrl);
  const roomLink = `${origin()}${link.pathname}${link.search}${link.search ? '&' : '?'}lng=en-US`;
  writeQrY4m(CAMERA, roomLink);
  await page.getByTestId('qr-read').click();
  await expect(page.getByTestId('qr-enter')).toBeVisible({ timeout: 15_000 });
  await shot(page, '04-qr-enter');
  // The loading scene counts real assets: hold the texts a moment so it can be seen.
  await page.route('**/locales/**', async (route) => {
    await new Promise((r) => setTimeout(r, 6000));
    await route.continue().catch(() => {});
  });
  await page.getByRole('button', { name: 'Enter' }).click();
  await page.waitForURL(/\/room\?/);
  await scene(page, 'loading').waitFor();
  await expect(page.getByTestId('loading-progress')).toBeVisible();
  await shot(page, '05-loading', { settle: false });
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // Profile: a name already taken, then a photo from the gallery and a free name.
  const other = await newPhone(browser);
  await other.page.goto(roomUrl(host.roomId));
  await joinWithName(other.page, 'Kai', null);
  await scene(other.page, 'waitingProfile').waitFor();

  await scene(page, 'profileInput').waitFor();
  await shot(page, '06-profile-input');
  await joinWithName(page, 'Kai', 200);
  await expect(page.getByRole('alert')).toHaveText('Someone in this room already has that name.');
  await shot(page, '07-profile-name-error');
  await page.getByPlaceholder('Your name').fill('Aoi');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await scene(page, 'waitingProfile').waitFor();
  await shot(page, '08-waiting-profile');

  // Team select, opened by the host.
  await host.send({ type: 'startTeamSelect' });
  await scene(page, 'teamSelect').waitFor();
  await shot(page, '09-team-select');
  await page.getByRole('button', { name: 'Green' }).click();
  await expect(page.getByTestId('team-confirm')).toBeVisible();
  await shot(page, '10-team-confirm');
  await page.getByRole('button', { name: 'Join Green' }).click();

  // Sensor check: Chromium's virtual sensors feed devicemotion; the report goes with its ack.
  await scene(page, 'sensorCheck').waitFor();
  // A loaded test machine can deliver devicemotion unevenly: the screen then offers to check again.
  await expect(async () => {
    const retry = page.getByTestId('sensor-retry');
    if (await retry.isVisible()) await retry.click();
    await expect(page.locator('[data-scene="sensorCheck"][data-step="ok"]')).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 60_000 });
  await shot(page, '11-sensor-ok');
  await page.getByTestId('sensor-send').click();
  await expect(page.locator('[data-scene="teamSelect"][data-step="chosen"]')).toBeVisible();
  await shot(page, '12-team-chosen');

  // The other phone picks pink; it has no motion sensor: spectator notice.
  await other.page.getByRole('button', { name: 'Pink' }).click();
  await other.page.getByRole('button', { name: 'Join Pink' }).click();
  await expect(other.page.locator('[data-scene="sensorCheck"][data-step="bad"]')).toBeVisible({ timeout: 15_000 });
  await shot(other.page, '13-sensor-notice');
  await other.page.getByTestId('sensor-send').click();
  await expect(other.page.getByTestId('spectator-notice')).toBeVisible();
  await shot(other.page, '14-spectator-notice');
  await other.page.getByRole('button', { name: 'Got it' }).click();

  // Teams fixed: look at the big screen.
  await host.send({ type: 'fixTeams' });
  await scene(page, 'lookNx').waitFor();
  await expect(page.locator('header')).toContainText('Aoi');
  await shot(page, '15-look-nx');

  // The session around the games, screen by screen.
  await host.send({ type: 'phase', phase: 'charge' });
  await scene(page, 'charge').waitFor();
  await rub(page.getByTestId('charge-pad'));
  await expect.poll(async () => Number(await page.getByTestId('charge-value').textContent())).toBeGreaterThan(0);
  await shot(page, '16-charge');

  const aoi = await host.playerId('Aoi');
  const kai = await host.playerId('Kai');
  await host.send({ type: 'startRoulette', candidates: ['gm102', 'gm105', 'gm116', 'gm121', 'gm130', 'gm135'] });
  await scene(page, 'roulette').waitFor();
  await shot(page, '17-roulette');
  const stopper = page.getByTestId('roulette-stop');
  if (await stopper.isVisible()) await stopper.click();
  else await host.send({ type: 'stopRoulette' });
  await scene(page, 'rouletteStopped').waitFor();
  await expect(page.getByTestId('roulette-result')).toBeVisible();
  await shot(page, '18-roulette-stopped');

  await host.send({ type: 'eventCard', card: 'md612' });
  await scene(page, 'eventCard').waitFor();
  await shot(page, '19-event-card');

  await host.send({ type: 'phase', phase: 'holdingJoyCon' });
  await scene(page, 'holdingJoyCon').waitFor();
  await shot(page, '20-holding-joycon');
  await scene(other.page, 'spectator').waitFor();
  await shot(other.page, '21-spectator');

  await host.send({ type: 'phase', phase: 'cheer' });
  await scene(page, 'cheer').waitFor();
  for (let i = 0; i < 5; i++) await page.getByTestId('cheer-button').dispatchEvent('click');
  await shot(page, '22-cheer');

  await host.send({ type: 'phase', phase: 'itemThrowing' });
  await scene(page, 'itemThrowing').waitFor();
  await shot(page, '23-item-throwing');
  await flickUp(page.getByTestId('flick-item'));
  await expect(page.getByTestId('throw-remaining')).toHaveAttribute('data-remaining', '2');
  await expect(page.getByTestId('throw-result')).toBeVisible();
  await shot(page, '24-item-thrown');

  await host.send({ type: 'startMvpVote', choices: [aoi, kai], durationMs: 30_000 });
  await scene(page, 'votingMvp').waitFor();
  await page.getByTestId('nominee').filter({ hasText: 'Kai' }).click();
  await shot(page, '25-voting-mvp');
  await page.getByTestId('vote-send').click();
  await expect(page.locator('[data-scene="votingMvp"][data-step="voted"]')).toBeVisible();
  await shot(page, '26-voting-voted');
  await other.page.getByTestId('nominee').filter({ hasText: 'Aoi' }).click();
  await other.page.getByTestId('vote-send').click();
  await expect(page.locator('[data-scene="votingMvp"][data-step="result"]')).toBeVisible();
  await shot(page, '27-voting-result');

  // Header, option menu and what it opens.
  await host.send({ type: 'phase', phase: 'lookNx' });
  await scene(page, 'lookNx').waitFor();
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('option-menu')).toBeVisible();
  await shot(page, '28-menu');
  for (const [entry, id, name] of [
    ['Terms of use', 'legal-eula', '29-legal-eula'],
    ['Privacy policy', 'legal-privacy', '30-legal-privacy'],
    ['Code of conduct', 'legal-conduct', '31-legal-conduct'],
    ['Acknowledgements', 'legal-acknowledgements', '32-acknowledgements'],
  ] as const) {
    await page.getByRole('button', { name: entry }).click();
    await expect(page.getByTestId(id)).toBeVisible();
    await shot(page, name);
    await page.getByTestId(id).getByRole('button', { name: 'Close' }).last().click();
    await page.getByTestId('menu-button').click();
  }
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByTestId('profile-sheet')).toBeVisible();
  await shot(page, '33-menu-profile');
  await page.getByTestId('profile-sheet').getByPlaceholder('Your name').fill('Aoi 2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('profile-sheet')).toBeHidden();
  await expect(page.locator('header')).toContainText('Aoi 2');
  await page.getByTestId('menu-button').click();
  await page.getByRole('button', { name: "Copy this room's link" }).click();
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText()))
    .toBe(`${origin()}/room?${new URLSearchParams({ rid: host.roomId, lng: 'en-US' })}`);
  await page.getByTestId('menu-button').click();
  await page.getByRole('button', { name: 'Leave the room' }).click();
  await expect(page.getByTestId('exit-confirm')).toBeVisible();
  await shot(page, '34-exit-confirm');
  await page.getByRole('button', { name: 'Stay' }).click();

  // The browser's back button: a caution instead of leaving.
  await page.goBack();
  await expect(page.getByTestId('back-caution')).toBeVisible();
  await shot(page, '35-back-caution');
  await page.getByTestId('back-caution').getByRole('button', { name: 'OK' }).click();

  // The big screen goes away, then comes back.
  await host.page.close();
  host.disconnect();
  await expect(page.getByTestId('host-away-notice')).toBeVisible();
  await shot(page, '36-host-away');
  await host.connect();
  await expect(page.getByTestId('host-away-notice')).toBeHidden();

  // Leaving.
  await page.getByTestId('menu-button').click();
  await page.getByRole('button', { name: 'Leave the room' }).click();
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await scene(page, 'leaving').waitFor();
  await shot(page, '37-leaving');

  await phone.motion?.stop();
  await Promise.all([phone.context.close(), other.context.close(), host.close()]);
});

test('the rotate overlay shows in landscape and when portrait is wider than 87/100', async ({ browser }) => {
  const host = await HostDriver.open(browser, origin());
  const phone = await newPhone(browser);
  const page = phone.page;
  await page.goto(roomUrl(host.roomId));
  await scene(page, 'profileInput').waitFor();
  const overlay = page.getByTestId('rotate-overlay');
  await expect(overlay).toBeHidden();
  await page.setViewportSize({ width: 844, height: 390 });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Please hold your phone upright');
  await expect(overlay.locator('li')).toHaveCount(3);
  await page.screenshot({ path: join('artifacts', 'screenshots', 'phone', '38-rotate-landscape.png') });
  await page.setViewportSize({ width: 430, height: 480 });
  await expect(overlay).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(overlay).toBeHidden();
  await page.setViewportSize({ width: 430, height: 500 });
  await expect(overlay).toBeHidden();
  await page.setViewportSize({ width: 430, height: 480 });
  await expect(overlay).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(overlay).toBeHidden();
  await phone.context.close();
  await host.close();
});

test('a second tab of the same room explains and takes over when the first one closes', async ({ browser }) => {
  const host = await HostDriver.open(browser, origin());
  const phone = await newPhone(browser);
  await phone.page.goto(roomUrl(host.roomId));
  await scene(phone.page, 'profileInput').waitFor();
  const second = await phone.context.newPage();
  await second.goto(roomUrl(host.roomId));
  await scene(second, 'forbiddenTab').waitFor();
  await shot(second, '39-forbidden-tab');
  await phone.page.close();
  await scene(second, 'profileInput').waitFor();
  await phone.context.close();
  await host.close();
});

test('the camera refused shows its dialog with the support text', async ({ browser }) => {
  const phone = await newPhone(browser, { camera: false });
  await phone.page.goto('/?lng=en-US');
  await phone.page.getByTestId('qr-read').click();
  await expect(phone.page.getByTestId('qr-camera-denied')).toBeVisible();
  await expect(phone.page.getByTestId('qr-camera-denied')).toContainText('camera access');
  await shot(phone.page, '40-camera-denied');
  await phone.page.getByRole('button', { name: 'OK' }).click();
  await scene(phone.page, 'landing').waitFor();
  await phone.context.close();
});

test('the error page and a halfway joiner', async ({ browser }) => {
  const phone = await newPhone(browser);
  await phone.page.goto('/error?lng=en-US&cn=US&e=SP03-104');
  await expect(phone.page.getByRole('heading')).toHaveText('You cannot join this room');
  await shot(phone.page, '41-error');

  const host = await HostDriver.open(browser, origin());
  const first = await newPhone(browser);
  await first.page.goto(roomUrl(host.roomId));
  await joinWithName(first.page, 'Mio', null);
  await scene(first.page, 'waitingProfile').waitFor();
  await host.send({ type: 'startTeamSelect' });
  await first.page.getByRole('button', { name: 'Pink' }).click();
  await first.page.getByRole('button', { name: 'Join Pink' }).click();
  // One player cannot fill two teams: shuffle-free fix needs a second one.
  await expect(host.send({ type: 'fixTeams' })).rejects.toThrow(/refused/);
  await phone.page.goto(roomUrl(host.roomId));
  await joinWithName(phone.page, 'Ren', 40);
  // Fixed only once the server has Ren (the Join click is answered before the team step shows).
  await scene(phone.page, 'teamSelect').waitFor();
  await host.send({ type: 'fixTeams' });
  const late = await newPhone(browser);
  await late.page.goto(roomUrl(host.roomId));
  await joinWithName(late.page, 'Sora', 320);
  await expect(late.page.locator('[data-scene="teamSelect"][data-step="halfway"]')).toBeVisible();
  await shot(late.page, '42-halfway-join');
  await Promise.all([phone.context.close(), first.context.close(), late.context.close(), host.close()]);
});

test('a dropped connection shows the notice with reload, and it goes when the phone is back', async ({ browser }) => {
  const host = await HostDriver.open(browser, origin());
  const phone = await newPhone(browser);
  await phone.page.goto(roomUrl(host.roomId));
  await joinWithName(phone.page, 'Nao', 120);
  await scene(phone.page, 'waitingProfile').waitFor();
  // Offline: the socket's heartbeat misses and socket.io starts reconnecting.
  await phone.context.setOffline(true);
  await expect(phone.page.getByTestId('connection-notice')).toBeVisible({ timeout: 60_000 });
  await shot(phone.page, '43-connection-lost');
  await phone.context.setOffline(false);
  await expect(phone.page.getByTestId('connection-notice')).toBeHidden({ timeout: 60_000 });
  await scene(phone.page, 'waitingProfile').waitFor();
  await phone.context.close();
  await host.close();
});
