import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { LANGUAGE_NAMES } from '../../src/i18n/languageNames';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import type { GameId } from '../../src/protocol/enums';
import { Events, gamePath, sessionPath } from '../../src/protocol/events';
import { parseRoomId } from '../../src/protocol/roomId';
import { PHONE } from './helpers';
import { HostDriver } from './phone/hostDriver';

/**
 * Issue 20: the shell and a game in each of the 14 languages, on a phone (390×844) and the big
 * screen (1920×1080), saved to artifacts/screenshots/i18n/<lng>/ for people to look at. The phone
 * picks each language in its option menu (and keeps it over a reload); the TV in its selector.
 * Neither page downloads a font.
 */
test.use({ trace: 'off' });

const SHOTS = join('artifacts', 'screenshots', 'i18n');
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 18788}`;

/** Games that need no motion sensor (the browser phone plays as a spectator) and their languages. */
const GAMES: [GameId, Language[]][] = [
  ['gm105', ['ja', 'ru', 'fr-FR', 'en-US']],
  ['gm127', ['de', 'en-GB', 'zh-TW']],
  ['gm110', ['it', 'nl', 'ko', 'es-419']],
  ['gm135', ['es-ES', 'fr-CA', 'zh-CN']],
];

/** The shell's screens between games, each put up by the host; every language gets two of them. */
type Step = { name: string; scene: string; run: (host: HostDriver, ids: string[]) => Promise<void> };
const STEPS: Step[] = [
  { name: 'look', scene: 'lookNx', run: (h) => h.send({ type: 'phase', phase: 'lookNx' }) },
  { name: 'charge', scene: 'charge', run: (h) => h.send({ type: 'phase', phase: 'charge' }) },
  { name: 'cheer', scene: 'cheer', run: (h) => h.send({ type: 'phase', phase: 'cheer' }) },
  { name: 'throw', scene: 'itemThrowing', run: (h) => h.send({ type: 'phase', phase: 'itemThrowing' }) },
  { name: 'roulette', scene: 'roulette', run: (h) => h.send({ type: 'startRoulette', candidates: ['gm102', 'gm105', 'gm110', 'gm127', 'gm135', 'gm139'] }) },
  { name: 'event-card', scene: 'eventCard', run: (h) => h.send({ type: 'eventCard', card: 'smallTeamBoost' }) },
  { name: 'hold', scene: 'spectator', run: (h) => h.send({ type: 'phase', phase: 'holdingJoyCon' }) },
  { name: 'mvp', scene: 'votingMvp', run: (h, ids) => h.send({ type: 'startMvpVote', choices: ids.slice(0, 3), durationMs: 60_000 }) },
];

type NodePhone = { socket: Socket; send: (event: string, payload?: unknown) => Promise<{ ok: boolean }> };

/** A phone driven from Node (a seat over HTTP, then the game channel): the other players of the room. */
async function nodePhone(roomId: string, name: string): Promise<NodePhone> {
  const group = parseRoomId(roomId)!.groupId;
  const res = await fetch(origin() + sessionPath(group), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ roomId }) });
  const { token } = (await res.json()) as { token: string };
  const socket = io(origin(), { path: gamePath(group), transports: ['websocket'], auth: { role: 'phone', roomId, token }, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  // A refused or unanswered intent reads as not ok (entry is refused until the entry phase opens).
  const send = (event: string, payload: unknown = {}) =>
    (socket.timeout(5000).emitWithAck(event, payload) as Promise<{ ok: boolean }>).catch(() => ({ ok: false }));
  expect(await send(Events.updateProfile, { name })).toEqual({ ok: true });
  return { socket, send };
}

/** A picture of a page at rest: entrance animations finished, endless ones stopped. */
async function shot(page: Page, lng: Language, name: string): Promise<void> {
  mkdirSync(join(SHOTS, lng), { recursive: true });
  await page.screenshot({ path: join(SHOTS, lng, `${name}.png`), animations: 'disabled' });
}

const scene = (page: Page, name: string) => page.locator(`[data-scene="${name}"]`).first();

/** The phone's own option menu → language → the language by its own name; the sheet closes. */
async function pickOnPhone(phone: Page, lng: Language): Promise<void> {
  await phone.getByTestId('menu-button').click();
  await phone.getByTestId('menu-language').click();
  await expect(phone.getByTestId('language-sheet').locator(`[data-lng="${lng}"]`)).toHaveAttribute('aria-label', LANGUAGE_NAMES[lng]);
  await phone.getByTestId('language-sheet').locator(`[data-lng="${lng}"]`).click();
  await expect(phone.getByTestId('language-sheet')).toBeHidden();
  await expect(phone.locator('html')).toHaveAttribute('lang', lng);
}

async function pickOnTv(tv: Page, lng: Language): Promise<void> {
  await tv.getByTestId('language').selectOption(lng);
  await expect(tv.locator('html')).toHaveAttribute('lang', lng);
}

test('every language: the shell and a game on the phone and the big screen, picked in their menus and kept over a reload', async ({ browser }) => {
  // Fourteen languages, each a shell and a game on two pages: over four minutes on a slower two-core machine.
  test.setTimeout(420_000);
  const started = Date.now();
  const host = await HostDriver.open(browser, origin());
  const tv = host.page;
  // One device pixel per CSS pixel: pictures of 390×844, quick to take.
  const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 1 });
  const phone = await context.newPage();
  const fonts: string[] = [];
  for (const p of [phone, tv]) p.on('request', (r) => void (r.resourceType() === 'font' && fonts.push(r.url())));
  const others: NodePhone[] = [];
  try {
    // A room of four: this phone (spectator: no motion sensor) on green, three from Node.
    await phone.goto(`/room?${new URLSearchParams({ rid: host.roomId })}`);
    await scene(phone, 'profileInput').waitFor();
    // No lng and nothing picked yet: the room page's default, ja (SPEC.md §2).
    await expect(phone.locator('html')).toHaveAttribute('lang', 'ja');
    await phone.locator('[data-testid="profile-form-join"] input[name="name"]').fill('Maximiliane');
    await phone.locator('[data-testid="profile-form-join"] button[type="submit"]').click();
    await scene(phone, 'waitingProfile').waitFor();
    others.push(await nodePhone(host.roomId, 'Александрина'), await nodePhone(host.roomId, 'Jean-Baptist'), await nodePhone(host.roomId, 'さくらこ'));
    await host.send({ type: 'startTeamSelect' });
    await phone.getByTestId('team-picker').locator('button').first().click();
    await phone.getByTestId('team-confirm').locator('button').last().click();
    for (const [i, o] of others.entries()) {
      expect(await o.send(Events.updateTeam, { team: i === 0 ? 'left' : 'right' })).toEqual({ ok: true });
      expect(await o.send(Events.capability, { sensor: 'authorized', intervalMs: 16.7, gyroscope: true })).toEqual({ ok: true });
    }
    await expect(phone.locator('[data-scene="sensorCheck"][data-step="bad"]')).toBeVisible({ timeout: 15_000 });
    await phone.getByTestId('sensor-send').click();
    await phone.getByTestId('spectator-notice').locator('button').last().click();
    await host.send({ type: 'fixTeams' });
    await scene(phone, 'lookNx').waitFor();
    const ids = (await host.snapshot()).players.map((p) => p.id);

    // The shell, language by language: picked in each page's own menu, two screens each.
    for (const [i, lng] of LANGUAGES.entries()) {
      await pickOnTv(tv, lng);
      await pickOnPhone(phone, lng);
      if (i === 0) {
        // The pick sticks: a reload opens in it before any text shows, on both pages.
        expect(new URL(phone.url()).searchParams.get('lng')).toBe(lng);
        await phone.reload();
        await expect(phone.locator('html')).toHaveAttribute('lang', lng);
        await scene(phone, 'lookNx').waitFor();
        await phone.goto(`/room?${new URLSearchParams({ rid: host.roomId })}`);
        await expect(phone.locator('html')).toHaveAttribute('lang', lng);
        await scene(phone, 'lookNx').waitFor();
        // The big screen keeps its pick in its address, and in this browser for a screen opened afresh.
        expect(new URL(tv.url()).searchParams.get('lng')).toBe(lng);
        const fresh = await tv.context().newPage();
        await fresh.goto('/host');
        await expect(fresh.getByTestId('language')).toHaveValue(lng);
        await expect(fresh.locator('html')).toHaveAttribute('lang', lng);
        await fresh.close();
      }
      await phone.getByTestId('menu-button').click();
      await expect(phone.getByTestId('option-menu')).toBeVisible();
      await shot(phone, lng, 'phone-menu');
      await phone.getByTestId('option-menu').locator('button').first().click();
      for (const step of [STEPS[(2 * i) % STEPS.length]!, STEPS[(2 * i + 1) % STEPS.length]!]) {
        await step.run(host, ids);
        await scene(phone, step.scene).waitFor();
        await tv
          .locator(`[data-status="${step.scene === 'spectator' ? 'holdingJoyCon' : step.scene}"]`)
          .first()
          .waitFor();
        await shot(phone, lng, `phone-${step.name}`);
        await shot(tv, lng, `tv-${step.name}`);
      }
      await host.send({ type: 'phase', phase: 'lookNx' });
      console.log(`${lng}: shell at ${Math.round((Date.now() - started) / 1000)} s`);
    }

    // A game per language: started once per game, each of its languages shown during its practice.
    for (const [game, lngs] of GAMES) {
      await host.send({ type: 'startGame', gameId: game, mode: 'T0' });
      await phone.getByTestId('game-entry').click({ timeout: 20_000 });
      for (const o of others) await expect.poll(async () => (await o.send(`${game}:entry`)).ok, { timeout: 10_000 }).toBe(true);
      for (const lng of lngs) {
        await pickOnTv(tv, lng);
        // In a game the phone has no menu: its address names the language (as after a pick), and it rejoins.
        await phone.goto(`/room?${new URLSearchParams({ rid: host.roomId, lng })}`);
        await expect(phone.locator('html')).toHaveAttribute('lang', lng);
        await phone.locator(`[data-scene^="${game}-"]`).first().waitFor({ timeout: 20_000 });
        await tv.locator(`[data-scene^="host-${game}"], [data-scene^="${game}"]`).first().waitFor({ timeout: 20_000 });
        await shot(phone, lng, `phone-game-${game}`);
        await shot(tv, lng, `tv-game-${game}`);
      }
      console.log(`${game}: at ${Math.round((Date.now() - started) / 1000)} s`);
      await host.send({ type: 'endGame' });
      await expect(phone.locator('[data-scene-root="system"]')).toBeVisible({ timeout: 15_000 });
    }

    expect(fonts).toEqual([]);
    console.log(`i18n pass: ${LANGUAGES.length} languages in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    for (const o of others) o.socket.disconnect();
    await context.close();
    await host.close();
  }
});
