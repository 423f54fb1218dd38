import { mkdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import type { Gm116Board } from '../../src/games/gm116/rules/views';
import type { Team } from '../../src/protocol/enums';
import { FRAME_MS } from '../../src/protocol/parameters';
import type { HostView } from '../../src/protocol/views';
import { openHost, PHONE, roomUrl } from './helpers';
import { enableSensors, hopFromTrace, playHops } from './motionFeed';
import { viewClient } from './viewClient';

const SHOTS = 'artifacts/screenshots/gm116';
const NAMES = ['Aoi', 'Ben', 'Chika', 'Dan'];
/** The phone that misses the rope: it stands still at this pass of its team's turn. */
const MISSER = 1;
const MISSED_PASS = 3;
const PASSES = 6; // tests/e2e/config.json

type Phone = { context: BrowserContext; page: Page; cdp: CDPSession; id?: string; team?: Team };

// Real-time motion through five pages of one browser on a two-core machine: when the machine is
// busy, this process sends readings late and the browser applies them late (100–300 ms stalls were
// measured, up to 1 s under extra load), and a hop then misses its pass. Retries keep the run about
// the game rather than the machine's load; Playwright reports such a run as flaky. Two: a team mate
// of the misser missing a pass too failed the first try in two of three fresh-clone runs of the
// suite on the slower machine, and about one try in six alone.
test.describe.configure({ retries: 2 });
// A trace records a screencast of every page: for five pages that keeps this process and the
// browser busy enough to make the hops late (100–300 ms stalls were measured with it on).
test.use({ trace: 'off' });

// Motion comes from a hop cut from a labelled trace, played through Chromium's virtual sensors with
// its flight centred on each pass of the rope the server scheduled: the whole pipeline runs (virtual
// sensor → listener → ring → motion worker's jump detector → socket worker → server's judge).
test('jump rope: a host and four phones play a whole game; one phone misses on purpose', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  // The hops are timed by this process, which shares two cores with six browser processes: ahead
  // of them, its timers fire on time (allowed for root, as in CI; otherwise it runs as it is).
  try {
    setPriority(-10);
  } catch {
    /* not permitted: the retry covers the rare late hop */
  }
  mkdirSync(SHOTS, { recursive: true });
  const { hop, rest } = hopFromTrace('benchmarks/traces/synthetic/jump_rope_1');
  const host = await openHost(browser);
  const shotHost = (name: string) => host.page.screenshot({ path: `${SHOTS}/host-${name}.png` });

  // The host page drives the room; the test also watches (and here and there commands) it over a
  // socket of its own with the same host token, to know the rope's schedule.
  const hostToken = await host.page.evaluate(
    (rid) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(`pg:host:${rid}`),
    host.roomId,
  );
  const ctl = viewClient<HostView>(baseURL!, { role: 'host', roomId: host.roomId, hostToken: hostToken! });
  await ctl.until(() => true);

  const phones: Phone[] = [];
  for (const name of NAMES) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await enableSensors(cdp, rest);
    await page.goto(roomUrl(host.roomId));
    await page.getByPlaceholder('Your name').fill(name);
    await page.getByRole('button', { name: 'Join' }).click();
    phones.push({ context, page, cdp });
  }
  await ctl.until((v) => v.players.filter((p) => p.name).length === 4);

  // Random teams from the host, then every phone passes its sensor check.
  expect(await ctl.send('host', { type: 'shuffleTeams' })).toEqual({ ok: true });
  expect(await ctl.send('host', { type: 'fixTeams' })).toEqual({ ok: true });
  for (const p of phones) {
    const send = p.page.getByTestId('sensor-send');
    await send.waitFor({ timeout: 20_000 });
    await expect(send).toBeEnabled({ timeout: 20_000 });
    await send.click();
  }
  const lobby = await ctl.until((v) => v.players.every((p) => p.capability === 'authorized' && !p.spectator));
  for (const [i, p] of phones.entries()) {
    const seat = lobby.players.find((x) => x.name === NAMES[i])!;
    p.id = seat.id;
    p.team = seat.team!;
  }
  const misserTeam = phones[MISSER]!.team!;
  const otherTeam: Team = misserTeam === 'left' ? 'right' : 'left';

  expect(await ctl.send('host', { type: 'startGame', gameId: 'gm116', mode: 'T0' })).toEqual({ ok: true });
  await host.page.locator('[data-scene="host-intro"]').waitFor({ timeout: 20_000 });
  await shotHost('intro');
  for (const p of phones) await p.page.getByTestId('game-entry').click({ timeout: 20_000 });
  await phones[0]!.page.screenshot({ path: `${SHOTS}/phone-entry.png` });

  // Practice: three hops each, from the trace.
  await phones[0]!.page.locator('[data-scene="gm116-tutorialJumping"]').waitFor({ timeout: 20_000 });
  await phones[0]!.page.screenshot({ path: `${SHOTS}/phone-tutorialJumping.png` });
  await shotHost('tutorialJumping');
  // Each phone hops until its screen says the practice is done, as a player would.
  const practised = (p: Phone) => {
    const g = ctl.state.view?.game;
    return g?.phase !== 'tutorial' || !!(g.board as Gm116Board | null)?.jumpers.find((j) => j.id === p.id)?.tutorialDone;
  };
  await Promise.all(
    phones.map(async (p) => {
      for (let i = 0; i < 8 && !practised(p); i++) {
        await playHops(p.cdp, hop, rest, [Date.now() + 500]);
        await p.page.waitForTimeout(400);
      }
    }),
  );
  await ctl.until((v) => v.game?.phase === 'play', 20_000);
  await phones[0]!.page.locator('[data-scene="gm116-decidingTurn"]').waitFor({ timeout: 10_000 });
  await phones[0]!.page.screenshot({ path: `${SHOTS}/phone-decidingTurn.png` });
  await shotHost('decidingTurn');

  // Two turns: each team's phones hop over every pass, but the misser stands still at one.
  for (let turn = 0; turn < 2; turn++) {
    const v = await ctl.until(
      (x) => (x.game?.board as Gm116Board | null)?.status === 'waitingForJumping' && (x.game!.board as Gm116Board).rope?.index === turn,
    );
    const rope = (v.game!.board as Gm116Board).rope!;
    const jumpers = phones.filter((p) => p.team === rope.team);
    const waiting = phones.find((p) => p.team !== rope.team)!;
    await jumpers[0]!.page.locator('[data-scene="gm116-waitingForJumping"]').waitFor({ timeout: 20_000 });
    await jumpers[0]!.page.screenshot({ path: `${SHOTS}/phone-waitingForJumping-${turn}.png` });
    await shotHost(`waitingForJumping-${turn}`);
    const passAt = rope.passes.map((f) => rope.frameBase + f * FRAME_MS);
    const feeding = jumpers.map((p) =>
      playHops(
        p.cdp,
        hop,
        rest,
        passAt.filter((_, k) => !(p === phones[MISSER] && k >= MISSED_PASS)),
      ),
    );
    await jumpers[0]!.page.locator('[data-scene="gm116-jumping"]').waitFor({ timeout: 20_000 });
    await waiting.page.locator('[data-scene="gm116-waitingForTurn"]').waitFor({ timeout: 20_000 });
    if (turn === 0) {
      // The rope's lead-in (tests/e2e/config.json: 7 s) leaves time for these before the first hop:
      // a screenshot stalls the browser, and with it the virtual sensor readings, for a while after.
      await jumpers[0]!.page.screenshot({ path: `${SHOTS}/phone-jumping.png` });
      await waiting.page.screenshot({ path: `${SHOTS}/phone-waitingForTurn.png` });
      await shotHost('jumping');
      const spare = passAt[0]! + hop[0]!.dt - Date.now();
      if (spare < 1500) console.warn(`gm116 e2e: only ${spare} ms between the screenshots and the first hop`);
    }
    // The turn may end (a miss) before the feed does: look at its result while it is on screen.
    await jumpers[0]!.page.locator('[data-scene="gm116-turnResult"]').waitFor({ timeout: 30_000 });
    await shotHost(`turnResult-${turn}`);
    for (const p of jumpers) await p.page.screenshot({ path: `${SHOTS}/phone-turnResult-${turn}-${NAMES[phones.indexOf(p)]}.png` });
    if (rope.team === misserTeam) {
      // The misser hears it was them; its team mates that someone else missed.
      await expect(phones[MISSER]!.page.getByTestId('fault')).toHaveText('YOU!');
      for (const p of jumpers.filter((x) => x !== phones[MISSER])) await expect(p.page.getByRole('heading')).toHaveText('Someone missed!');
      await expect(host.page.getByTestId('faulted')).toContainText(NAMES[MISSER]!);
    }
    await Promise.all(feeding);
  }

  // The result the traces imply: the misser's team cleared the passes before its miss, the other all.
  const expected = { [misserTeam]: MISSED_PASS, [otherTeam]: PASSES } as Record<Team, number>;
  const done = await ctl.until((x) => x.game?.phase === 'result', 20_000);
  expect(done.game!.result).toEqual({ winner: otherTeam, scores: expected });
  await expect(host.page.getByTestId('winner')).toBeVisible();
  await expect(host.page.getByTestId(`score-${misserTeam}`)).toContainText(String(MISSED_PASS));
  await expect(host.page.getByTestId(`score-${otherTeam}`)).toContainText(String(PASSES));
  await shotHost('result');
  for (const [i, p] of phones.entries()) {
    await p.page.locator('[data-scene="game-result"]').waitFor({ timeout: 20_000 });
    await expect(p.page.locator('[data-won]')).toHaveAttribute('data-won', String(p.team === otherTeam));
    if (i === 0) await p.page.screenshot({ path: `${SHOTS}/phone-result.png` });
  }

  // The host closes the result: the score moves to the winner.
  await host.page.getByTestId('end-game').click();
  const after = await ctl.until((x) => x.game === null);
  expect(after.system.scores[otherTeam]).toBe(1);
  ctl.close();
});
