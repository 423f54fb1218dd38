import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { GM127_PARAMETERS, type Gm127Params } from '../../src/games/gm127/parameters';
import type { Gm127Board } from '../../src/games/gm127/rules/views';
import type { Team } from '../../src/protocol/enums';
import type { HostView } from '../../src/protocol/views';
import { openHost, PHONE, roomUrl } from './helpers';
import { enableSensors } from './motionFeed';
import { viewClient } from './viewClient';

const SHOTS = 'artifacts/screenshots/gm127';
const NAMES = ['Aki', 'Ben', 'Cho', 'Dee'];
/** The game's parameters in this suite (tests/e2e/config.json over the defaults). */
const E2E = JSON.parse(readFileSync('tests/e2e/config.json', 'utf8')) as { games: { gm127: Partial<Gm127Params> } };
const FAST: Gm127Params = { ...GM127_PARAMETERS, ...E2E.games.gm127, momentsMs: { ...GM127_PARAMETERS.momentsMs, ...E2E.games.gm127.momentsMs } };
/** A phone lying still on a table: the lobby's sensor check passes (the auction itself reads no motion). */
const REST = { x: 0, y: 0, z: 9.81 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Phone = { name: string; context: BrowserContext; page: Page; cdp: CDPSession; id?: string; team?: Team };

// Taps through Playwright's touch emulation; the outcome hangs on which raises count, not on timing.
test.use({ trace: 'off' });
// The bidding keeps its clock whatever the test's pace (soft close helps, within limits). One retry,
// as the other games played in real time have.
test.describe.configure({ retries: 1 });

test('auction: a host and four phones bid through a whole game; raises past the wallet are refused; the appraisal decides', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const started = Date.now();
  mkdirSync(SHOTS, { recursive: true });
  expect(FAST.wallet).toBe(300);
  expect(FAST.lots).toBe(3);
  const host = await openHost(browser);
  const shotHost = (name: string) => host.page.screenshot({ path: `${SHOTS}/host-${name}.png` });
  const hostToken = await host.page.evaluate(
    (rid) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(`pg:host:${rid}`),
    host.roomId,
  );
  const ctl = viewClient<HostView>(baseURL!, { role: 'host', roomId: host.roomId, hostToken: hostToken! });
  await ctl.until(() => true);
  const board = () => ctl.state.view?.game?.board as Gm127Board | null | undefined;
  const status = (s: Gm127Board['status'], ms = 20_000) => ctl.until(() => board()?.status === s, ms);

  const phones: Phone[] = [];
  for (const name of NAMES) {
    const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await enableSensors(cdp, REST);
    await page.goto(roomUrl(host.roomId));
    await page.getByPlaceholder('Your name').fill(name);
    await page.getByRole('button', { name: 'Join' }).click();
    phones.push({ name, context, page, cdp });
  }
  const shot = (p: Phone, name: string) => p.page.screenshot({ path: `${SHOTS}/phone-${name}.png` });
  await ctl.until((v) => v.players.filter((p) => p.name).length === NAMES.length);
  expect(await ctl.send('host', { type: 'shuffleTeams' })).toEqual({ ok: true });
  expect(await ctl.send('host', { type: 'fixTeams' })).toEqual({ ok: true });
  for (const p of phones) {
    const send = p.page.getByTestId('sensor-send');
    await expect(send).toBeEnabled({ timeout: 20_000 });
    await send.click();
  }
  const lobby = await ctl.until((v) => v.players.every((p) => p.capability === 'authorized'));
  for (const p of phones) {
    const seat = lobby.players.find((x) => x.name === p.name)!;
    p.id = seat.id;
    p.team = seat.team!;
  }
  const left = phones.filter((p) => p.team === 'left');
  const right = phones.filter((p) => p.team === 'right');
  expect([left.length, right.length]).toEqual([2, 2]);
  const [l1, l2] = left as [Phone, Phone];
  const [r1, r2] = right as [Phone, Phone];

  expect(await ctl.send('host', { type: 'startGame', gameId: 'gm127', mode: 'T0' })).toEqual({ ok: true });
  await host.page.locator('[data-scene="host-intro"]').waitFor({ timeout: 20_000 });
  await shotHost('intro');
  // Both teams enter (a team nobody of which entered would lose by walkover).
  await phones[0]!.page.getByTestId('game-entry').tap({ timeout: 20_000 });
  await phones[0]!.page.getByText("You're in!", { exact: false }).waitFor();
  await Promise.all([shot(phones[0]!, 'entry'), shotHost('entry')]);
  for (const p of phones.slice(1)) await p.page.getByTestId('game-entry').tap({ timeout: 20_000 });

  // Practice while the exhibits arrive: three raise a pretend paddle, one skips.
  for (const p of phones) await p.page.locator('[data-scene="gm127-waitingForExhibits"]').waitFor({ timeout: 20_000 });
  await shot(l1, 'waitingForExhibits');
  for (const p of [l1, r1, r2]) await p.page.getByTestId('raise-10').tap();
  await l1.page.getByTestId('practice-done').waitFor();
  await ctl.until(() => board()?.bidders.filter((b) => b.tutorialDone).length === 3);
  await shotHost('waitingForExhibits');
  await shot(l1, 'waitingForExhibits-done');
  await l2.page.getByTestId('skip-practice').tap();

  // The opening moments' shots are taken beside the test's path, not on it: the first lot opens and
  // closes on the game's clock, and on a loaded runner shots in line made the test arrive after the
  // first lot had closed unsold (a CI run).
  const openingShots: Promise<unknown>[] = [];
  for (const s of ['exhibits', 'guide', 'budget'] as const) {
    await status(s);
    await l1.page.locator(`[data-scene="gm127-${s}"]`).waitFor();
    if (s === 'budget') await expect(l1.page.getByTestId('budget')).toHaveText('300');
    // Once the exhibits' parade and the wallets' coins come to rest.
    openingShots.push(sleep(1200).then(() => Promise.all([shot(l1, s), shotHost(s)])));
  }

  /** A tap on a phone's raise button, then the price everyone should see next (null: the raise must be refused). */
  const price = () => board()?.lot?.price;
  const raise = async (p: Phone, add: number, expectPrice: number | null) => {
    const before = price();
    await p.page.getByTestId(`raise-${add}`).tap();
    if (expectPrice === null) {
      await expect(p.page.getByTestId('bid-refused')).toHaveAttribute('data-why', 'wallet');
      expect(price()).toBe(before);
    } else {
      await ctl
        .until(() => price() === expectPrice, 5000)
        .catch(async (err: Error) => {
          // A CI run once saw a whole lot close unsold after the first tap: say what the phone showed.
          const why = await p.page
            .getByTestId('bid-refused')
            .getAttribute('data-why', { timeout: 500 })
            .catch(() => null);
          throw new Error(`${p.name}'s +${add} never made the price ${expectPrice} (was ${before}; phone's refusal: ${why ?? 'none shown'}): ${err.message}`);
        });
      await expect(p.page.getByTestId('price')).toHaveText(String(expectPrice));
    }
  };

  // Lot 1: Green 50, Pink 150, Green 250; Pink's +100 would be 350 of its 300: refused. Green buys it for 250.
  // Waited on by lot: on a loaded runner the shots above can outlast the first lot's opening, and a
  // wait on the status alone then matched the second lot's (two CI runs bid on the wrong lot).
  const first = await ctl.until(() => board()?.lot?.index === 0 && ['roundStarted', 'biddingStarted'].includes(board()!.status), 20_000);
  const lots = structuredClone(board()!.lots);
  if ((first.game!.board as Gm127Board).status === 'roundStarted') {
    await l1.page.locator('[data-scene="gm127-roundStarted"]').waitFor();
    await Promise.all([shot(l1, 'roundStarted'), shotHost('roundStarted')]);
  } else console.warn('gm127 e2e: the first lot was open before its announcement was shot; its screenshots are from an earlier run');
  await ctl.until(() => board()?.status === 'biddingStarted' && board()?.lot?.index === 0, 20_000);
  for (const p of phones) await p.page.locator('[data-scene="gm127-biddingStarted"]').waitFor();
  await raise(l1, 50, 50);
  await raise(r1, 100, 150);
  await raise(l2, 100, 250);
  await raise(r2, 100, null);
  await expect(r2.page.getByTestId('own-wallet')).toHaveText('150');
  await expect(l1.page.getByTestId('leader')).toHaveText('Your team leads!');
  await Promise.all([shot(r2, 'biddingStarted-refused'), shot(l1, 'biddingStarted'), shotHost('biddingStarted')]);
  await status('biddingFinished');
  await l1.page.locator('[data-scene="gm127-biddingFinished"]').waitFor();
  await Promise.all([shot(l1, 'biddingFinished'), shotHost('biddingFinished')]);
  await status('roundResult');
  await l1.page.locator('[data-scene="gm127-roundResult"]').waitFor();
  await Promise.all([shot(l1, 'roundResult'), shotHost('roundResult')]);
  expect(board()!.wallets).toEqual({ left: { coins: 50, bid: 0 }, right: { coins: 300, bid: 0 } });

  // Lot 2: Pink 10; Green's +50 would be 60 of its 50: refused; Green 20, Pink 70. Pink buys it for 70.
  await ctl.until(() => board()?.status === 'biddingStarted' && board()?.lot?.index === 1, 20_000);
  await l1.page.getByTestId('price').waitFor();
  await raise(r1, 10, 10);
  await raise(l1, 50, null);
  await raise(l1, 10, 20);
  await raise(r2, 50, 70);
  await ctl.until(() => (board()?.bidResults.length ?? 0) >= 2, 20_000);

  // Lot 3: nobody bids. Then the appraiser reveals each exhibit's value.
  await ctl.until(() => board()?.status === 'biddingStarted' && board()?.lot?.index === 2, 20_000);
  await status('appraisal');
  await ctl.until(() => board()!.revealed >= 1);
  await l1.page.locator('[data-scene="gm127-appraisal"]').waitFor();
  await Promise.all([shot(l1, 'appraisal'), shotHost('appraisal')]);
  const revealed = await ctl.until(() => !!board()?.values);
  const final = revealed.game!.board as Gm127Board;
  await l1.page.getByTestId('values').waitFor();
  await Promise.all([shot(l1, 'appraisal-values'), shotHost('appraisal-values')]);

  // The outcome the taps imply: who bought which exhibit at what price, the coins left, each team's value.
  expect(final.lots.map((l) => [l.item, l.side, l.price])).toEqual([
    [lots[0]!.item, 'L', 250],
    [lots[1]!.item, 'R', 70],
    [lots[2]!.item, '', 0],
  ]);
  expect(final.wallets).toEqual({ left: { coins: 50, bid: 0 }, right: { coins: 230, bid: 0 } });
  const appraisal = final.lots.map((l) => l.appraisal!);
  expect(appraisal.every((a) => typeof a === 'number')).toBe(true);
  const scores = { left: appraisal[0]! + 50 / FAST.coinsDivisor, right: appraisal[1]! + 230 / FAST.coinsDivisor };
  expect(final.values).toMatchObject({ left: { value: scores.left, won: 1 }, right: { value: scores.right, won: 1 } });
  const winner = scores.left > scores.right ? 'left' : scores.right > scores.left ? 'right' : 'draw';
  const done = await ctl.until((v) => v.game?.phase === 'result', 20_000);
  expect(done.game!.result).toEqual({ winner, scores });
  await expect(host.page.getByTestId('winner')).toBeVisible();
  await expect(host.page.getByTestId('score-left')).toContainText(String(scores.left));
  await expect(host.page.getByTestId('score-right')).toContainText(String(scores.right));
  await shotHost('result');
  for (const [i, p] of phones.entries()) {
    await p.page.locator('[data-scene="game-result"]').waitFor({ timeout: 20_000 });
    if (winner !== 'draw') await expect(p.page.locator('[data-won]')).toHaveAttribute('data-won', String(p.team === winner));
    if (i === 0) await shot(p, 'result');
  }
  await host.page.getByTestId('end-game').click();
  const after = await ctl.until((x) => x.game === null);
  if (winner !== 'draw') expect(after.system.scores[winner]).toBe(1);
  await Promise.all(openingShots);
  ctl.close();
  console.log(`gm127 e2e: ${((Date.now() - started) / 1000).toFixed(1)} s; appraisals ${appraisal.join(', ')}; values ${scores.left} / ${scores.right}`);
});
