import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { Events, gamePath, sessionPath } from '../../src/protocol/events';
import { parseRoomId } from '../../src/protocol/roomId';
import type { Ack } from '../../src/protocol/schemas';
import { openHost } from './helpers';

const SHOTS = 'artifacts/screenshots/host';
mkdirSync(SHOTS, { recursive: true });

/** A phone driven from Node: a seat over HTTP, then the game channel with its token. */
type NodePhone = {
  socket: Socket;
  token: string;
  playerId: string;
  errors: { group: string; code: string }[];
  send: <T = undefined>(event: string, payload?: unknown) => Promise<Ack<T>>;
};

async function seat(baseURL: string, roomId: string, token?: string) {
  const group = parseRoomId(roomId)!.groupId;
  const res = await fetch(baseURL + sessionPath(group), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(token ? { roomId, token } : { roomId }),
  });
  return { status: res.status, body: (await res.json()) as { token: string; playerId: string; error?: { group: string; code: string } } };
}

async function nodePhone(baseURL: string, roomId: string): Promise<NodePhone> {
  const s = await seat(baseURL, roomId);
  expect(s.status).toBe(200);
  const socket = io(baseURL, {
    path: gamePath(parseRoomId(roomId)!.groupId),
    transports: ['websocket'],
    auth: { role: 'phone', roomId, token: s.body.token },
    forceNew: true,
  });
  const errors: NodePhone['errors'] = [];
  socket.on(Events.error, (e: { group: string; code: string }) => errors.push(e));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    socket,
    token: s.body.token,
    playerId: s.body.playerId,
    errors,
    send: (event, payload = {}) => socket.timeout(5000).emitWithAck(event, payload) as never,
  };
}

/** A selfie-like PNG drawn in the page (a face on a colour), so the big screen shows real photos. */
async function selfie(page: Page, hue: number): Promise<string> {
  // A string, so this Node-typed file needs no DOM types; it runs in the page.
  return page.evaluate(`(() => {
    const h = ${hue};
    const c = document.createElement('canvas');
    c.width = c.height = 96;
    const g = c.getContext('2d');
    const grad = g.createLinearGradient(0, 0, 96, 96);
    grad.addColorStop(0, 'hsl(' + h + ' 80% 70%)');
    grad.addColorStop(1, 'hsl(' + (h + 40) + ' 70% 45%)');
    g.fillStyle = grad; g.fillRect(0, 0, 96, 96);
    g.fillStyle = '#ffd9b3'; g.beginPath(); g.arc(48, 54, 28, 0, Math.PI * 2); g.fill();
    g.fillStyle = 'hsl(' + (h + 180) + ' 40% 25%)'; g.beginPath(); g.arc(48, 40, 30, Math.PI, 0); g.fill();
    g.fillStyle = '#1b1530'; g.beginPath(); g.arc(38, 54, 3.5, 0, Math.PI * 2); g.arc(58, 54, 3.5, 0, Math.PI * 2); g.fill();
    g.strokeStyle = '#1b1530'; g.lineWidth = 3; g.beginPath(); g.arc(48, 62, 10, 0.15 * Math.PI, 0.85 * Math.PI); g.stroke();
    return c.toDataURL('image/png');
  })()`);
}

const shot = async (page: Page, name: string, settle = 700) => {
  await page.waitForTimeout(settle);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

test('the big screen runs a session: join, teams, kick, lock, reload, flow, MVP vote', async ({ browser, baseURL }) => {
  test.setTimeout(360_000);
  const host = await openHost(browser);
  const page = host.page;
  const phones: NodePhone[] = [];
  try {
    await expect(page.getByTestId('join-qr')).toBeVisible();
    await expect(page.getByTestId('host-connection')).toHaveAttribute('data-status', 'connected');
    await shot(page, '01-lobby-empty');

    // Four phones join with photos; the fourth first tries a name that is taken (the filter refuses it).
    const names = ['Aoi', 'Ben', 'Chika', 'Dan'];
    for (const [i, name] of names.entries()) {
      const p = await nodePhone(baseURL!, host.roomId);
      phones.push(p);
      if (name === 'Dan') {
        const dup = await p.send('updateProfile', { name: 'Aoi' });
        expect(dup.ok).toBe(false);
      }
      const ack = await p.send('updateProfile', { name, photo: i === 2 ? null : await selfie(page, i * 80 + 20) });
      expect(ack).toEqual({ ok: true });
    }
    await expect(page.getByTestId('player-name')).toHaveText(names);
    await expect(page.getByTestId('name-rejections')).toContainText('A**');
    await expect(page.getByTestId('count-chip')).toContainText('4 /');
    await shot(page, '02-lobby-players');
    await page.setViewportSize({ width: 1280, height: 720 });
    await shot(page, '02b-lobby-players-1280x720');
    await page.setViewportSize({ width: 1920, height: 1080 });

    // Team selection: the host opens it, phones pick; the lobby shows the columns with counts.
    await page.getByTestId('start-team-select').click();
    for (const [i, p] of phones.entries()) expect(await p.send('updateTeam', { team: i < 2 ? 'left' : 'right' })).toEqual({ ok: true });
    await expect(page.getByTestId('team-left').getByTestId('team-count')).toHaveText('2');
    await expect(page.getByTestId('team-right').getByTestId('team-count')).toHaveText('2');
    await shot(page, '03-team-select');

    // A kick, confirmed in a dialog: Dan leaves and cannot come back with the same token.
    await page.getByTestId('player').filter({ hasText: 'Dan' }).click();
    await expect(page.getByTestId('kick-dialog')).toBeVisible();
    await shot(page, '04-kick-confirm', 400);
    await page.getByTestId('kick-dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByTestId('player-name')).toHaveText(['Aoi', 'Ben', 'Chika']);
    const dan = phones.pop()!;
    expect((await seat(baseURL!, host.roomId, dan.token)).body.error).toEqual({ group: 'SP03', code: '104' });
    dan.socket.disconnect();

    // Lock: a fifth phone is refused (SP03-101). Hidden code for streaming, then shown again.
    await page.getByTestId('open-settings').click();
    await page.getByTestId('toggle-lock').click();
    await expect(page.getByTestId('toggle-lock')).toBeChecked();
    await expect(page.getByTestId('lock-chip')).toBeVisible();
    await shot(page, '05-settings', 400);
    const fifth = await seat(baseURL!, host.roomId);
    expect(fifth.body.error).toEqual({ group: 'SP03', code: '101' });
    await page.getByTestId('toggle-hide-code').click();
    await expect(page.getByTestId('toggle-hide-code')).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('code-hidden')).toBeVisible();
    await shot(page, '06-lobby-code-hidden');
    await page.getByTestId('open-settings').click();
    await page.getByTestId('toggle-hide-code').click();
    await expect(page.getByTestId('toggle-hide-code')).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('join-qr')).toBeVisible();

    // Reload mid-lobby: the same room comes back (host token kept per room); phones heard SP03-002 meanwhile.
    await page.reload();
    await expect(page.getByTestId('host-connection')).toHaveAttribute('data-status', 'connected');
    expect(new URL(page.url()).searchParams.get('rid')).toBe(host.roomId);
    await expect(page.getByTestId('player-name')).toHaveText(['Aoi', 'Ben', 'Chika']);
    await expect(page.getByTestId('lock-chip')).toBeVisible();
    await expect.poll(() => phones[0]!.errors.some((e) => e.group === 'SP03' && e.code === '002')).toBe(true);

    // Teams are fixed; the session loop: look here, charge, roulette, event card, cheer, throwing, scores, trophy.
    await page.getByTestId('fix-teams').click();
    await expect(page.locator('[data-scene="lookNx"]')).toBeVisible();
    await shot(page, '07-look-at-the-screen');

    await page.getByTestId('phase-charge').click();
    await expect(page.locator('[data-scene="charge"]')).toBeVisible();
    for (let k = 0; k < 15; k++) await Promise.all(phones.map((p, i) => p.send('charge', { amount: i === 0 ? 1 : 0.6 })));
    await expect(page.getByTestId('charge-left')).not.toHaveText('0');
    await shot(page, '08-charge');

    await page.getByTestId('open-roulette').click();
    await expect(page.getByTestId('roulette-panel')).toBeVisible();
    await expect(page.getByTestId('game-gm116')).toBeEnabled();
    await shot(page, '09-roulette-panel', 400);
    await page
      .getByTestId('roulette-panel')
      .getByRole('button', { name: /^Spin with/ })
      .click();
    await expect(page.locator('[data-scene="roulette"]')).toBeVisible();
    await shot(page, '10-roulette-spinning', 1200);
    await page.getByTestId('stop-roulette').click();
    await expect(page.getByTestId('roulette-result')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('start-game')).toBeVisible();
    await shot(page, '11-roulette-result', 600);

    // The roulette's game starts (the game runner's startGame); the dock then only stops or closes it.
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('abort-game')).toBeVisible();
    await shot(page, '11b-game-running', 1500);
    await page.getByTestId('abort-game').click();
    await page.getByTestId('abort-game').click();
    await expect(page.locator('[data-scene="itemThrowing"]')).toBeVisible();

    await page.getByTestId('open-event').click();
    await shot(page, '12-event-panel', 400);
    await page.getByTestId('card-double').click();
    await expect(page.getByTestId('event-card')).toContainText('Double points');
    await shot(page, '13-event-card', 1000);

    await page.getByTestId('phase-cheer').click();
    await expect(page.locator('[data-scene="cheer"]')).toBeVisible();
    for (let k = 0; k < 3; k++) await Promise.all(phones.map((p) => p.send('cheer')));
    await expect(page.getByTestId('cheers-left')).toHaveText('6');
    await shot(page, '14-cheer', 500);

    await page.getByTestId('phase-throw').click();
    await expect(page.locator('[data-scene="itemThrowing"]')).toBeVisible();
    await Promise.all(phones.map((p, i) => p.send('throwItem', { itemId: (['confetti', 'flower', 'star'] as const)[i] })));
    await expect(page.getByTestId('thrown-item').first()).toBeAttached();
    await shot(page, '15-item-throwing', 900);

    await page.getByTestId('show-scores').click();
    await expect(page.locator('[data-scene="scores"]')).toBeVisible();
    await shot(page, '16-scores');
    await page.getByTestId('show-trophy').click();
    await expect(page.getByTestId('trophy-winner')).toBeVisible();
    await shot(page, '17-trophy', 1400);

    // MVP: the host nominates (suggested from what the screen saw), phones vote, the winner shows with the tally.
    await page.getByTestId('open-mvp').click();
    await expect(page.getByTestId('nominee-pick')).toHaveCount(3);
    await shot(page, '18-mvp-nominate', 400);
    await page
      .getByTestId('mvp-panel')
      .getByRole('button', { name: /^Start the vote/ })
      .click();
    await expect(page.getByTestId('nominee')).toHaveCount(3);
    await shot(page, '19-mvp-voting');
    const [aoi, ben, chika] = phones as [NodePhone, NodePhone, NodePhone];
    expect(await aoi.send('vote', { choice: ben.playerId })).toEqual({ ok: true });
    await expect(page.getByTestId('mvp-votes')).toHaveText('1 of 3 voted');
    expect(await chika.send('vote', { choice: ben.playerId })).toEqual({ ok: true });
    expect(await ben.send('vote', { choice: aoi.playerId })).toEqual({ ok: true });
    await expect(page.getByTestId('mvp-winner-name')).toHaveText('Ben');
    await shot(page, '20-mvp-result', 1500);

    // The host's language: Japanese from the selector (kept in ?lng=), then German.
    await page.getByTestId('language').selectOption('ja');
    await expect(page.getByTestId('show-scores')).toHaveText('スコア');
    expect(new URL(page.url()).searchParams.get('lng')).toBe('ja');
    await page.getByTestId('language').selectOption('de');
    await expect(page.getByTestId('show-scores')).toHaveText('Punkte');
  } finally {
    for (const p of phones) p.socket.disconnect();
    await host.context.close();
  }
});
