import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import type { Gm121Board } from '../../src/games/gm121/rules/views';
import type { Team } from '../../src/protocol/enums';
import type { HostView } from '../../src/protocol/views';
import { rgbDistance, type Rgb } from '../../workers/media/ciede2000.shared';
import { openHost, PHONE, roomUrl } from './helpers';
import { enableSensors } from './motionFeed';
import { viewClient } from './viewClient';

const SHOTS = 'artifacts/screenshots/gm121';
const REST = { x: 0, y: 0, z: 9.81 };

/**
 * Four phones, each its own Chromium whose fake camera plays one solid colour (a Y4M file): three
 * colours of the game's palette, and one phone whose camera is refused (it cheers).
 */
const PHONES: { name: string; colour: Rgb | 'denied' }[] = [
  { name: 'Aki', colour: [200, 32, 40] },
  { name: 'Ben', colour: [20, 170, 220] },
  { name: 'Cho', colour: [250, 214, 40] },
  { name: 'Dee', colour: 'denied' },
];

type Phone = { name: string; colour: Rgb | 'denied'; browser: Browser; context: BrowserContext; page: Page; cdp: CDPSession; id?: string; team?: Team };

/** One frame of a solid colour as a Y4M file (4:2:0, full-range BT.601), which Chromium's fake camera loops. */
function y4m(rgb: Rgb): string {
  const [r, g, b] = rgb;
  const w = 320,
    h = 240;
  const y = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  const u = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
  const v = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
  const header = Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\nFRAME\n`, 'latin1');
  const frame = Buffer.concat([Buffer.alloc(w * h, y), Buffer.alloc((w * h) / 4, u), Buffer.alloc((w * h) / 4, v)]);
  const file = join(tmpdir(), `gm121-${rgb.join('-')}.y4m`);
  writeFileSync(file, Buffer.concat([header, frame]));
  return file;
}

test.use({ trace: 'off' });
test.describe.configure({ retries: 1 });

test('colour hunt: four phones with fake cameras of different colours; shots scored by colour distance, a refused camera cheers', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const started = Date.now();
  mkdirSync(SHOTS, { recursive: true });
  const launch = test.info().project.use.launchOptions ?? {};
  const host = await openHost(browser);
  const shotHost = (name: string) => host.page.screenshot({ path: `${SHOTS}/host-${name}.png` });
  const hostToken = await host.page.evaluate(
    (rid) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(`pg:host:${rid}`),
    host.roomId,
  );
  const ctl = viewClient<HostView>(baseURL!, { role: 'host', roomId: host.roomId, hostToken: hostToken! });
  await ctl.until(() => true);
  const board = () => ctl.state.view?.game?.board as Gm121Board | null | undefined;
  const status = (s: Gm121Board['status'], ms = 20_000) =>
    ctl
      .until(() => board()?.status === s, ms)
      .catch((e: Error) => {
        throw new Error(`${seen.join(' ')} no ${s}: the board is in ${board()?.status} (round ${board()?.round}); ${e.message.slice(0, 80)}`);
      });

  const seen: string[] = [];
  // The statuses seen and when, for the message of a run that waits in vain.
  const watch = setInterval(() => {
    const b = board();
    const k = b ? `${b.status}/${b.round}` : 'none';
    if (seen[seen.length - 1]?.split('@')[0] !== k) seen.push(`${k}@${Date.now() - started}`);
  }, 20);
  const phones: Phone[] = [];
  try {
    for (const { name, colour } of PHONES) {
      const camera =
        colour === 'denied'
          ? ['--deny-permission-prompts']
          : ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${y4m(colour)}`];
      const b = await chromium.launch({ ...launch, args: [...(launch.args ?? []), ...camera] });
      const context = await b.newContext({ ...PHONE, deviceScaleFactor: 1, baseURL });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await enableSensors(cdp, REST);
      await page.goto(roomUrl(host.roomId));
      await page.getByPlaceholder('Your name').fill(name);
      await page.getByRole('button', { name: 'Join' }).click();
      phones.push({ name, colour, browser: b, context, page, cdp });
    }
    const shot = (p: Phone, name: string) => p.page.screenshot({ path: `${SHOTS}/phone-${name}.png` });
    await ctl.until((v) => v.players.filter((p) => p.name).length === PHONES.length);
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
    const hunters = phones.filter((p) => p.colour !== 'denied');
    const dee = phones.find((p) => p.colour === 'denied')!;

    expect(await ctl.send('host', { type: 'startGame', gameId: 'gm121', mode: 'T0' })).toEqual({ ok: true });
    await host.page.locator('[data-scene="host-intro"]').waitFor({ timeout: 20_000 });
    await shotHost('intro');
    for (const p of phones) await p.page.getByTestId('game-entry').tap({ timeout: 20_000 });

    // Practice: every camera phone snaps once; the refused camera cheers instead.
    for (const p of hunters) await p.page.locator('[data-scene="gm121-tutorialPhotoShooting"]').waitFor({ timeout: 20_000 });
    await dee.page.locator('[data-scene="gm121-cheer"]').waitFor({ timeout: 20_000 });
    await shot(dee, 'cheer');
    await expect(hunters[0]!.page.getByTestId('camera')).toHaveAttribute('data-state', 'live', { timeout: 10_000 });
    await Promise.all([shot(hunters[0]!, 'tutorialPhotoShooting'), shotHost('tutorialPhotoShooting')]);
    /** A tap on the shutter, again if the shot did not go through (a frame grabbed as the camera settles). */
    const snap = async (p: Phone) => {
      const shutter = p.page.getByTestId('shutter');
      for (let i = 0; ; i++) {
        await expect(shutter).toBeEnabled({ timeout: 10_000 });
        await shutter.tap();
        try {
          await p.page.getByTestId('my-shot').waitFor({ timeout: 4000 });
          return;
        } catch (e) {
          if (i >= 2) throw e;
        }
      }
    };
    await snap(hunters[0]!);
    await Promise.all([shot(hunters[0]!, 'tutorialPhotoShooting-shot'), shotHost('tutorialPhotoShooting-shot')]);
    for (const p of hunters.slice(1)) await snap(p); // the last one's practice ends the tutorial

    const rounds: { target: Gm121Board['colour']; hunters: Gm121Board['hunters'] }[] = [];
    let colourPictured = false;
    for (let r = 0; ; r++) {
      await ctl.until(() => board()?.round === r, 30_000);
      const b0 = structuredClone(board()!); // (the view is patched in place: keep this round's own copy)
      // The colour shows for a moment only: a busy machine may reach a round when its hunt has
      // begun, so the colour is pictured in the first round that is still showing it.
      if (!colourPictured && board()?.status === 'roundColor') {
        const seenOnPhone = await hunters[0]!.page
          .locator('[data-scene="gm121-roundColor"]')
          .waitFor({ timeout: 1500 })
          .then(() => true)
          .catch(() => false);
        if (seenOnPhone && board()?.status === 'roundColor') {
          await Promise.all([shot(hunters[0]!, 'roundColor'), shotHost('roundColor')]);
          colourPictured = true;
        }
      }
      await status('roundPhotoShooting');
      for (const p of hunters) await p.page.locator('[data-scene="gm121-roundPhotoShooting"]').waitFor();
      await Promise.all(hunters.map(snap));
      await ctl.until(() => board()!.hunters.filter((h) => h.shot).length === hunters.length, 15_000);
      if (r === 0) await Promise.all([shot(hunters[1]!, 'roundPhotoShooting'), shotHost('roundPhotoShooting')]);
      await status('roundResult');
      const res = structuredClone(board()!);
      await hunters[0]!.page.locator('[data-scene="gm121-roundResult"]').waitFor();
      await sleep(400);
      if (r === 0) await Promise.all([shot(hunters[0]!, 'roundResult'), shotHost('roundResult')]);
      rounds.push({ target: b0.colour, hunters: res.hunters });
      await status('roundFinished');
      await hunters[0]!.page.locator('[data-scene="gm121-roundFinished"]').waitFor();
      if (r === 0) await Promise.all([shot(hunters[0]!, 'roundFinished'), shotHost('roundFinished')]);
      if (r + 1 >= b0.rounds) break;
    }

    expect(colourPictured, 'the colour was pictured in one of the rounds').toBe(true);
    // Each round: the closer a camera's colour to the target, the higher its shot scored (pairs
    // whose colours are about as far from it are not compared: the camera's colour is approximate).
    const scoreOf = (round: (typeof rounds)[number], p: Phone) => round.hunters.find((h) => h.id === p.id)!.score!;
    for (const round of rounds) {
      const target = round.target.rgb as Rgb;
      for (const a of hunters)
        for (const b of hunters) {
          const da = rgbDistance(a.colour as Rgb, target),
            db = rgbDistance(b.colour as Rgb, target);
          if (db - da > 8) expect(scoreOf(round, a), `${a.name} nearer ${round.target.id} than ${b.name}`).toBeGreaterThanOrEqual(scoreOf(round, b));
        }
      // A camera of exactly the target's colour scores near the top.
      for (const p of hunters) if (rgbDistance(p.colour as Rgb, target) < 1) expect(scoreOf(round, p)).toBeGreaterThanOrEqual(85);
      expect(round.hunters.find((h) => h.id === dee.id)!.capability).toBe('denied');
    }

    // The winner the shots imply: each team's mean of its hunters' best (the refused camera counts for nobody).
    const best = (p: Phone) => Math.max(...rounds.map((r) => scoreOf(r, p)));
    const mean = (team: Team) => {
      const xs = hunters.filter((p) => p.team === team).map(best);
      return xs.length ? Math.round((xs.reduce((a, x) => a + x, 0) / xs.length) * 10) / 10 : 0;
    };
    const scores = { left: mean('left'), right: mean('right') };
    const done = await ctl.until((v) => v.game?.phase === 'result', 20_000);
    expect(done.game!.result!.scores, JSON.stringify(rounds.map((r) => [r.target.id, r.hunters.map((h) => [h.name, h.score])]))).toEqual(scores);
    if (scores.left !== scores.right) expect(done.game!.result!.winner).toBe(scores.left > scores.right ? 'left' : 'right');
    await expect(host.page.getByTestId('winner')).toBeVisible();
    await shotHost('result');
    await hunters[0]!.page.locator('[data-scene="game-result"]').waitFor({ timeout: 20_000 });
    await shot(hunters[0]!, 'result');
    await host.page.getByTestId('end-game').click();
    await ctl.until((x) => x.game === null);
    console.log(
      `gm121 e2e: ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        rounds.map((r) => `${r.target.id}: ${hunters.map((p) => `${p.name} ${scoreOf(r, p)}`).join(', ')}`).join(' | ') +
        `; teams ${scores.left} / ${scores.right}`,
    );
  } finally {
    clearInterval(watch);
    ctl.close();
    for (const p of phones) await p.browser.close();
  }
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
