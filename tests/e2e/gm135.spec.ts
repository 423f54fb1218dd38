import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { LINES } from '../../src/games/gm135/rules/card';
import type { Gm135Params } from '../../src/games/gm135/parameters';
import type { Gm135Board } from '../../src/games/gm135/rules/views';
import type { Team } from '../../src/protocol/enums';
import type { HostView } from '../../src/protocol/views';
import { openHost, PHONE, roomUrl } from './helpers';
import { enableSensors } from './motionFeed';
import { viewClient } from './viewClient';

const SHOTS = 'artifacts/screenshots/gm135';
const NAMES = ['Aki', 'Ben', 'Cho', 'Dee'];
/** The game's parameters in this suite (tests/e2e/config.json over the defaults). */
const E2E = JSON.parse(readFileSync('tests/e2e/config.json', 'utf8')) as { games: { gm135: Partial<Gm135Params> } };
/** A phone lying still on a table: the lobby's sensor check passes (bingo itself reads no motion). */
const REST = { x: 0, y: 0, z: 9.81 };
const FREE = -1;

type Phone = { name: string; context: BrowserContext; page: Page; cdp: CDPSession; id?: string; team?: Team; card?: number[] };

test.use({ trace: 'off' });
// The draws keep their pace whatever the test's: three phones must open each call within its moment.
// One retry, as the other games played in real time have.
test.describe.configure({ retries: 1 });

/** The first draw (1-based) at which a card has a whole line opened, given the draw each of its numbers was opened in. */
function firstBingo(card: number[], openedAt: Map<number, number>): number | null {
  const draws = LINES.map((l) => Math.max(...l.map((i) => openedAt.get(card[i]!) ?? Infinity)));
  const first = Math.min(...draws);
  return Number.isFinite(first) ? first : null;
}

test('bingo: a host and four phones play a whole game; three tap the calls, one only plays sounds; the bingos and the winner are what the calls imply', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const started = Date.now();
  mkdirSync(SHOTS, { recursive: true });
  expect(E2E.games.gm135.ranges?.T0).toBe(30);
  const host = await openHost(browser);
  const shotHost = (name: string) => host.page.screenshot({ path: `${SHOTS}/host-${name}.png` });
  const hostToken = await host.page.evaluate(
    (rid) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(`pg:host:${rid}`),
    host.roomId,
  );
  const ctl = viewClient<HostView>(baseURL!, { role: 'host', roomId: host.roomId, hostToken: hostToken! });
  await ctl.until(() => true);
  const board = () => ctl.state.view?.game?.board as Gm135Board | null | undefined;
  const status = (s: Gm135Board['status'], ms = 20_000) => ctl.until(() => board()?.status === s, ms);

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
  const tappers = [l1, l2, r1];

  expect(await ctl.send('host', { type: 'startGame', gameId: 'gm135', mode: 'T0' })).toEqual({ ok: true });
  await host.page.locator('[data-scene="host-intro"]').waitFor({ timeout: 20_000 });
  await shotHost('intro');
  for (const p of phones) await p.page.getByTestId('game-entry').tap({ timeout: 20_000 });

  // Choosing: l1 asks for a new card, then everyone fixes theirs on the free centre (r2 last).
  for (const p of phones) await p.page.locator('[data-scene="gm135-selectingBingoCells"]').waitFor({ timeout: 20_000 });
  await Promise.all([shot(l1, 'selectingBingoCells'), shotHost('selectingBingoCells')]);
  const numbers = (p: Phone) =>
    p.page.locator('[data-testid^="cell-"]').evaluateAll((els) => els.map((e) => Number((e as unknown as { dataset: { number: string } }).dataset.number)));
  const before = await numbers(l1);
  await l1.page.getByTestId('shuffle').tap();
  await expect.poll(async () => (await numbers(l1)).join()).not.toBe(before.join());
  for (const p of [l1, l2, r1]) await p.page.getByTestId('cell-12').tap();
  await l1.page.locator('[data-scene="gm135-bingoCellsSelected"]').waitFor();
  await ctl.until(() => board()?.players.filter((p) => p.fixed).length === 3);
  await Promise.all([shot(l1, 'bingoCellsSelected'), shotHost('bingoCellsSelected')]);
  await r2.page.getByTestId('cell-12').tap();

  await status('bingoStarted');
  for (const p of phones) {
    await p.page.locator('[data-scene="gm135-bingoStarted"]').waitFor();
    p.card = await numbers(p);
    expect(p.card).toHaveLength(25);
    expect(p.card[12]).toBe(FREE);
  }
  await Promise.all([shot(l1, 'bingoStarted'), shotHost('bingoStarted')]);

  // The draws: the three tappers open the calls on their cards; r2 only presses sounds. A call is
  // opened in its draw's moment (tests/e2e/config.json gives it 2.5 s) or, when the loaded test saw
  // that draw too late, in the next one it sees: the bingos expected follow the draw each was opened in.
  await ctl.until(() => board()?.status === 'rouletteStarted');
  await l1.page.locator('[data-scene="gm135-rouletteStarted"]').waitFor();
  await Promise.all([shot(l1, 'rouletteStarted'), shotHost('rouletteStarted')]);
  const openedAt = new Map(tappers.map((p) => [p.name, new Map([[FREE, 0]])]));
  let shotCall = false;
  let presses = 0;
  let seen = 0;
  for (;;) {
    const b = await ctl.until(
      () => (board()?.status === 'rouletteStopped' && board()!.draws > seen) || board()?.status === 'prizeBox' || board()?.status === 'bingo',
      20_000,
    );
    const drawn = b.game!.board as Gm135Board;
    if (drawn.status !== 'rouletteStopped') break;
    seen = drawn.draws;
    await Promise.all(
      tappers.map(async (p) => {
        const opened = openedAt.get(p.name)!;
        for (const n of drawn.calledNumbers) {
          const i = p.card!.indexOf(n);
          if (i < 0 || opened.has(n)) continue;
          await p.page.locator(`[data-testid="cell-${i}"][data-state="called"]`).waitFor();
          await p.page.getByTestId(`cell-${i}`).tap();
          opened.set(n, seen);
        }
      }),
    );
    if (presses < 3) {
      await r2.page.getByTestId(`sound-${['trumpet', 'frog', 'chicken'][presses]}`).tap();
      presses++;
      await ctl.until(() => board()!.soundSeq === presses);
    }
    const n = drawn.current!;
    if (!shotCall && tappers.some((p) => p.card!.includes(n))) {
      shotCall = true;
      const p = tappers.find((x) => x.card!.includes(n))!;
      await Promise.all([shot(p, 'rouletteStopped'), shotHost('rouletteStopped')]);
    }
  }
  console.log(`gm135 e2e: the test saw ${seen} draws as they came`);

  // Bingo: who got it is what the calls imply (the first draw that filled a line of a tapper's card;
  // N is 1 of 2, so the game stops there), or nobody if the draws ran out first.
  const after = await ctl.until(() => board()?.status === 'bingo' || board()?.status === 'prizeBox', 20_000);
  const calls = (after.game!.board as Gm135Board).calledNumbers;
  const firsts = new Map(tappers.map((p) => [p.name, firstBingo(p.card!, openedAt.get(p.name)!)]));
  const d = Math.min(...[...firsts.values()].map((x) => x ?? Infinity));
  const want = tappers.filter((p) => firsts.get(p.name) === d);
  const watcher = phones.find((p) => !want.includes(p))!;
  if (want.length === 0) {
    // No card had a full line within the draws: no bingo moment, no prize box.
    expect(calls).toHaveLength(E2E.games.gm135.maxDraws!);
    expect((after.game!.board as Gm135Board).winners).toEqual([]);
    console.log('gm135 e2e: no bingo within the draws (the bingo and prize screens were not pictured this run)');
  } else {
    expect(d).toBe(calls.length);
    // The first moment shows those whose line was full within the draw's moment; a tapper whose last
    // tap landed just after it (a loaded test) gets its bingo in the same draw, in a second moment.
    const firstMoment = (after.game!.board as Gm135Board).moment.map((w) => w.name);
    expect(firstMoment.length).toBeGreaterThan(0);
    expect(want.map((p) => p.name)).toEqual(expect.arrayContaining(firstMoment));
    const w0 = want.find((p) => firstMoment.includes(p.name))!;
    await w0.page.getByTestId('my-bingo').waitFor();
    await watcher.page.locator('[data-scene="gm135-bingo"]').waitFor();
    await new Promise((r) => setTimeout(r, 900)); // the winners' cards rise into place
    await Promise.all([shot(w0, 'bingo'), shot(watcher, 'bingo-others'), shotHost('bingo')]);

    // Prize boxes: the winners open theirs. Every winner is a tapper whose line the calls filled first, in that draw.
    await status('prizeBox');
    const winners = board()!.winners;
    expect(winners.map((w) => w.name).sort()).toEqual(want.map((p) => p.name).sort());
    expect(winners.every((w) => w.draw === d)).toBe(true);
    await w0.page.getByTestId('prize-box').waitFor();
    await watcher.page.locator('[data-scene="gm135-prizeBox"]').waitFor();
    await new Promise((r) => setTimeout(r, 900)); // the boxes rise into place
    await Promise.all([shot(w0, 'prizeBox'), shot(watcher, 'prizeBox-others'), shotHost('prizeBox')]);
    for (const p of want) await p.page.getByTestId('prize-box').tap();
    await w0.page.getByTestId('prize').waitFor();
    await new Promise((r) => setTimeout(r, 900)); // the prize pops out of its box
    await ctl.until(() => board()!.winners.every((w) => w.prize !== null));
    await Promise.all([shot(w0, 'prizeBoxOpened'), shotHost('prizeBox-opened')]);
  }
  await status('prizeBoxOpened');
  await watcher.page.locator('[data-scene="gm135-prizeBoxOpened"]').waitFor();
  await Promise.all([shot(watcher, 'prizeBoxOpened-others'), shotHost('prizeBoxOpened')]);
  await status('playingSound');
  for (const p of phones) await p.page.locator('[data-scene="gm135-playingSound"]').waitFor();
  await r2.page.getByTestId('sound-dog').tap();
  await l1.page.getByTestId('sound-cat').tap();
  await ctl.until(() => board()!.soundSeq === presses + 2);
  await Promise.all([shot(r2, 'playingSound'), shotHost('playingSound')]);
  const counts = board()!.soundCounts;
  expect(counts).toMatchObject({ trumpet: presses >= 1 ? 1 : 0, dog: 1, cat: 1 });

  // The result: each team's share of members with bingo; the winner follows.
  const share = (team: Team) => Math.round((100 * want.filter((p) => p.team === team).length) / 2);
  const scores = { left: share('left'), right: share('right') };
  const done = await ctl.until((v) => v.game?.phase === 'result', 20_000);
  expect(done.game!.result!.scores).toEqual(scores);
  // A tie goes to more reaches per head: lines with 4 opened (what each tapper opened; the sound
  // player only the free centre).
  const reaches = (p: Phone) => {
    const open = new Set(p === r2 ? [FREE] : openedAt.get(p.name)!.keys());
    return LINES.filter((l) => l.filter((i) => open.has(p.card![i]!)).length === 4).length;
  };
  const perHead = (team: Team) => phones.filter((p) => p.team === team).reduce((a, p) => a + reaches(p), 0) / 2;
  const [rl, rr] = [perHead('left'), perHead('right')];
  const winner = scores.left > scores.right ? 'left' : scores.right > scores.left ? 'right' : rl > rr ? 'left' : rr > rl ? 'right' : 'draw';
  expect(done.game!.result!.winner).toBe(winner);
  await expect(host.page.getByTestId('winner')).toBeVisible();
  await shotHost('result');
  await l1.page.locator('[data-scene="game-result"]').waitFor({ timeout: 20_000 });
  await shot(l1, 'result');
  await host.page.getByTestId('end-game').click();
  await ctl.until((x) => x.game === null);
  ctl.close();
  console.log(
    `gm135 e2e: ${((Date.now() - started) / 1000).toFixed(1)} s; ${calls.length} draws; bingo: ${want.map((p) => `${p.name} (${p.team})`).join(', ')}; scores ${scores.left} / ${scores.right}`,
  );
});
