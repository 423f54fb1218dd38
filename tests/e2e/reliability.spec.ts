import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Gm135Board } from '../../src/games/gm135/rules/views';
import type { HostView } from '../../src/protocol/views';
import { openHost, PHONE, roomUrl } from './helpers';
import { enableSensors } from './motionFeed';
import { viewClient } from './viewClient';

/** A phone lying still on a table: the lobby's sensor check passes (bingo reads no motion). */
const REST = { x: 0, y: 0, z: 9.81 };

type Phone = { name: string; context: BrowserContext; page: Page };

test.use({ trace: 'off' });

/** The card as the page shows it: each cell's number and state (plain, called, opened). */
const cardOf = (page: Page) =>
  page
    .locator('[data-testid^="cell-"]')
    .evaluateAll((els) =>
      els.map(
        (e) =>
          `${(e as unknown as { dataset: { number: string; state: string } }).dataset.number}:${(e as unknown as { dataset: { state: string } }).dataset.state}`,
      ),
    );

test('mid-game, a phone reloads, then goes offline and online, and the big screen’s tab closes and opens again: seats, cards and progress come back, the game goes on', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const started = Date.now();
  const host = await openHost(browser);
  const hostToken = await host.page.evaluate(
    (rid) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(`pg:host:${rid}`),
    host.roomId,
  );
  // The test's own host socket drives and watches the room (it counts as a big screen too).
  const control = () => viewClient<HostView>(baseURL!, { role: 'host', roomId: host.roomId, hostToken: hostToken! });
  let ctl = control();
  await ctl.until(() => true);
  const board = () => ctl.state.view?.game?.board as Gm135Board | null | undefined;

  const phones: Phone[] = [];
  for (const name of ['Ada', 'Bo']) {
    const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await enableSensors(await context.newCDPSession(page), REST);
    await page.goto(roomUrl(host.roomId));
    await page.getByPlaceholder('Your name').fill(name);
    await page.getByRole('button', { name: 'Join' }).click();
    phones.push({ name, context, page });
  }
  const [ada, bo] = phones as [Phone, Phone];
  await ctl.until((v) => v.players.filter((p) => p.name).length === 2);
  expect(await ctl.send('host', { type: 'shuffleTeams' })).toEqual({ ok: true });
  expect(await ctl.send('host', { type: 'fixTeams' })).toEqual({ ok: true });
  for (const p of phones) {
    const send = p.page.getByTestId('sensor-send');
    await expect(send).toBeEnabled({ timeout: 20_000 });
    await send.click();
  }
  const lobby = await ctl.until((v) => v.players.every((p) => p.capability === 'authorized'));
  const seatOf = (v: HostView, name: string) => v.players.find((p) => p.name === name)!;
  const adaSeat = seatOf(lobby, 'Ada');

  // Bingo: both enter and fix their cards; Ada opens the first call on her card.
  expect(await ctl.send('host', { type: 'startGame', gameId: 'gm135', mode: 'T0' })).toEqual({ ok: true });
  for (const p of phones) await p.page.getByTestId('game-entry').tap({ timeout: 20_000 });
  for (const p of phones) await p.page.locator('[data-scene="gm135-selectingBingoCells"]').waitFor({ timeout: 20_000 });
  for (const p of phones) await p.page.getByTestId('cell-12').tap();
  await ctl.until(() => board()?.status === 'rouletteStopped', 20_000);
  const numbers = (await cardOf(ada.page)).map((c) => Number(c.split(':')[0]));
  for (let draw = 1; ; draw++) {
    const b = await ctl.until(() => board()?.status === 'rouletteStopped' && board()!.draws >= draw, 20_000);
    const i = numbers.indexOf((b.game!.board as Gm135Board).current!);
    if (i < 0) continue;
    await ada.page.locator(`[data-testid="cell-${i}"][data-state="called"]`).waitFor();
    await ada.page.getByTestId(`cell-${i}`).tap();
    await ada.page.locator(`[data-testid="cell-${i}"][data-state="opened"]`).waitFor();
    break;
  }
  const progress = () => ctl.state.view!.game!.board as Gm135Board;
  // Her phone shows the cell opened at once; the server's count follows a round trip later.
  await ctl.until(() => progress().players.find((p) => p.name === 'Ada')!.opens >= 2, 10_000); // the free centre and a call
  const opensBefore = progress().players.find((p) => p.name === 'Ada')!.opens;

  /** Ada's page shows her card as the server has it now, with her seat. */
  const whole = async (what: string) => {
    const t0 = Date.now();
    await ada.page.locator('[data-testid="card"]').waitFor({ timeout: 20_000 });
    await expect
      .poll(
        async () => {
          const shown = await cardOf(ada.page);
          const b = progress();
          const called = new Set(b.calledNumbers);
          const mine = b.players.find((p) => p.name === 'Ada')!;
          // The same numbers; every call shown; the cells she opened still open.
          return (
            shown.map((c) => Number(c.split(':')[0])).join() === numbers.join() &&
            shown.filter((c) => c.endsWith(':opened')).length === mine.opens &&
            shown.every((c) => !called.has(Number(c.split(':')[0])) || !c.endsWith(':plain'))
          );
        },
        { timeout: 20_000, message: `Ada's card after ${what}` },
      )
      .toBe(true);
    const v = await ctl.until((x) => seatOf(x, 'Ada').connected);
    expect(v.players).toHaveLength(2);
    expect(seatOf(v, 'Ada')).toMatchObject({ id: adaSeat.id, team: adaSeat.team });
    expect(v.players.find((p) => p.name === 'Ada')).toBeDefined();
    return Date.now() - t0;
  };

  // A reload: the new page takes the same seat and shows the same card, opened cells and calls.
  await ada.page.reload();
  const reloadMs = await whole('a reload');

  // Offline until the server counts her gone (its ping times out: no close ever reached it) while
  // the draws go on; then online: socket.io reconnects by itself and the page catches up.
  const drawsBefore = progress().draws;
  await ada.context.setOffline(true);
  const offlineAt = Date.now();
  await ctl.until((v) => !seatOf(v, 'Ada').connected, 30_000);
  const goneMs = Date.now() - offlineAt;
  expect(progress().draws).toBeGreaterThan(drawsBefore);
  await bo.page.locator('[data-testid="card"]').waitFor();
  await ada.context.setOffline(false);
  const onlineMs = await whole('going offline and online');
  expect(progress().players.find((p) => p.name === 'Ada')!.opens).toBe(opensBefore);

  // The big screen's tab closes and opens again (the test's socket steps away too, so the page is
  // the only big screen): the phones hear the big screen is away and the draws stop, then go on.
  // Not a reload: an absence shorter than one patch interval never reaches the phones (patches
  // coalesce, by design), and a fast reload can be that short.
  const drawsAway = progress().draws;
  ctl.close();
  const hostUrl = host.page.url();
  await host.page.close();
  await Promise.all(phones.map((p) => p.page.getByTestId('host-away-notice').waitFor({ timeout: 20_000 })));
  host.page = await host.context.newPage();
  await host.page.goto(hostUrl);
  ctl = control();
  await ctl.until((v) => v.room.hostConnected && v.game?.paused === false, 20_000);
  await ctl.until(() => progress().draws > drawsAway + 1, 20_000);
  await expect(ada.page.getByTestId('host-away-notice')).toBeHidden();
  ctl.close();
  console.log(
    `reliability e2e: ${((Date.now() - started) / 1000).toFixed(1)} s; Ada's card whole again ${reloadMs} ms after a reload, ${onlineMs} ms after coming back online (offline ${goneMs} ms until the server counted her gone); ` +
      `the game went on after the big screen came back (draws ${drawsAway} → ${progress().draws})`,
  );
});
