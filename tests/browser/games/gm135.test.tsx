import i18next from 'i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { client } from '../../../src/engine/clientStore';
import { gameCtx, newKit, viewCtx } from '../../../src/games/common/time';
import Gm135Board from '../../../src/games/gm135/host/Board';
import { GM135_PARAMETERS } from '../../../src/games/gm135/parameters';
import Gm135Scene from '../../../src/games/gm135/phone/Scene';
import { gm135Rules, REFUSED } from '../../../src/games/gm135/rules';
import { CENTRE } from '../../../src/games/gm135/rules/card';
import type { Gm135State, Gm135Status } from '../../../src/games/gm135/rules/types';
import type { Gm135Board as Board, Gm135PhoneOwn } from '../../../src/games/gm135/rules/views';
import { appError, ErrorCodes } from '../../../src/protocol/errors';
import type { GameMode } from '../../../src/protocol/enums';
import type { HostGameView, PhoneGameView } from '../../../src/protocol/game';
import type { PhoneView } from '../../../src/protocol/views';
import { hostViewFixture, player } from '../host/hostFixture';
import { loadTexts, mount, patchView, reset, sent, viewWith } from '../phone/harness';
const SHOTS = '../../../artifacts/screenshots/gm135/browser';

vi.mock('../../../src/engine/socketClient', async () => (await import('../phone/harness')).socketClientMock);
vi.mock('../../../src/engine/phoneEngine', () => ({ startPhoneEngine: async () => {} }));
vi.mock('../../../src/engine/clock', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/clock')>()),
  startClock: vi.fn(async () => ({})),
  serverNow: () => Date.now(),
  serverToLocalTime: (t: number) => t,
}));

beforeAll(async () => {
  await loadTexts();
  await i18next.loadNamespaces(['gm135']);
  await page.viewport(390, 844);
});
beforeEach(() => reset());

const NAMES = ['Hana', 'Kenji the Magnificent', 'Mio', 'Sora'];

/**
 * A real game, run by its rules (no hand-made views): `n` players, player 0 ("me") on the left,
 * everyone opening every call, on to `status`.
 */
function gameAt(status: Gm135Status, n = 4, mode: GameMode = 'T0', board = false) {
  const players = Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: NAMES[i] ?? `Player ${i}`, team: i % 2 ? ('right' as const) : ('left' as const) }));
  const start = Date.now();
  const kit = newKit(start, 42, false);
  const s: Gm135State = gm135Rules.init({ mode, players, params: { ...GM135_PARAMETERS, winShare: 1, maxDraws: 75 } }, gameCtx(kit, start));
  gm135Rules.startTutorial(s, gameCtx(kit, start));
  const mv = (id: string, name: string, payload: unknown, t: number) => gm135Rules.moves[name]!.run(s, id, payload, gameCtx(kit, t));
  if (status === 'selectingBingoCells') return { s, kit };
  mv('p0', 'open', { cell: CENTRE }, start);
  gameCtx(kit, start).practiced('p0');
  if (status === 'bingoCellsSelected') return { s, kit };
  for (const p of players.slice(1)) mv(p.id, 'open', { cell: CENTRE }, start);
  let t = start;
  gm135Rules.startPlay(s, gameCtx(kit, t));
  for (let guard = 0; guard < 400; guard++) {
    if (board ? s.status === status && (status !== 'rouletteStopped' || s.draws >= 4) : reached(s, status)) break;
    t = gm135Rules.nextDeadline(s)!;
    gm135Rules.advance(s, gameCtx(kit, t));
    if (s.status === 'rouletteStopped')
      for (const p of s.players)
        p.cells.forEach((c, i) => {
          if (c.called && !c.opened && p.bingoAt === null && (p.id !== 'p0' || s.draws >= 5)) mv(p.id, 'open', { cell: i }, t + 1);
        });
    for (const [k, p] of s.players.entries())
      if (k % 3 === 0 && p.sounds < 3) mv(p.id, 'sound', { item: (['frog', 'cat', 'trumpet'] as const)[p.sounds]! }, t + 2);
    if (status === 'prizeBoxOpened' && s.players[0]!.stage === 'prizeBox') mv('p0', 'openPrizeBox', {}, t + 3);
  }
  return { s, kit };
}

/** Player 0's phone shows `status` (its own bingo moment, its own prize on show). */
function reached(s: Gm135State, status: Gm135Status): boolean {
  const me = s.players[0]!;
  if (status === 'bingo') return s.status === 'bingo' && s.moment.includes(me.id);
  if (status === 'prizeBox' || status === 'prizeBoxOpened') return me.stage === status && s.status !== 'bingo';
  if (status === 'rouletteStopped') return s.status === status && s.draws >= 4 && me.stage === 'card';
  if (status === 'rouletteStarted') return s.status === status && me.stage === 'card';
  return s.status === status;
}

function ownAt(status: Gm135Status, n = 4, mode: GameMode = 'T0'): Gm135PhoneOwn {
  const { s, kit } = gameAt(status, n, mode);
  return structuredClone(gm135Rules.phoneView(s, 'p0', viewCtx(kit)));
}

function game(o: Gm135PhoneOwn | null, entered = true): PhoneGameView {
  return {
    id: 'gm135',
    mode: 'T0',
    phase: o?.status === 'selectingBingoCells' || o?.status === 'bingoCellsSelected' ? 'tutorial' : 'play',
    tutorial: 'started',
    entryStatus: { teams: { left: { total: 2, entries: 2 }, right: { total: 2, entries: 2 } }, entry: entered },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    invited: true,
    params: JSON.parse(JSON.stringify(GM135_PARAMETERS)) as typeof GM135_PARAMETERS,
    own: o,
  };
}

function show(o: Gm135PhoneOwn | null, entered = true) {
  reset({ ...viewWith({ me: { team: 'left' } }), game: game(o, entered) } as PhoneView);
  return mount(<Gm135Scene />);
}

/** The screen shows, and nothing on it spills off the screen (finished animations at rest). */
async function expectScreen(scene: string, w = 390, h = 844) {
  await vi.waitFor(() => expect(document.querySelector(`[data-scene="${scene}"]`)).not.toBeNull());
  const root = document.querySelector(`[data-scene="${scene}"]`)!;
  for (const a of document.getAnimations()) if (Number.isFinite(a.effect?.getComputedTiming().endTime)) a.finish();
  for (const el of root.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    expect(r.left, `${el.tagName} ${el.className}`).toBeGreaterThanOrEqual(-1);
    expect(r.right, `${el.tagName} ${el.className}`).toBeLessThanOrEqual(w + 1);
    expect(r.bottom, `${el.tagName} ${el.className}`).toBeLessThanOrEqual(h + 1);
  }
}

const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true }));

describe('gm135 phone screens, one per status', () => {
  const CASES: [Gm135Status, string][] = [
    ['selectingBingoCells', 'Your bingo card'],
    ['bingoCellsSelected', 'Card fixed!'],
    ['bingoStarted', 'Bingo starts!'],
    ['rouletteStarted', 'Spinning…'],
    ['rouletteStopped', 'Number '],
    ['bingo', 'BINGO!'],
    ['prizeBox', 'Your prize box!'],
    ['prizeBoxOpened', 'You won…'],
    ['playingSound', 'Sound party!'],
    ['finished', 'Bingo on draw'],
  ];
  it.each(CASES)('%s: %s', async (status, text) => {
    const o = ownAt(status);
    expect(o.status).toBe(status);
    const s = await show(o);
    await expectScreen(`gm135-${status}`);
    await vi.waitFor(() => expect(s.getByText(text, { exact: false }).first().element()).toBeTruthy());
    await s.unmount();
  });

  it('watching: a phone not in the game watches', async () => {
    const s = await show(ownAt('rouletteStopped'), false);
    await expectScreen('gm135-watching');
    expect(s.getByText('Watch the TV', { exact: false }).element()).toBeTruthy();
  });

  it('choosing: a new card, and the free centre fixes it', async () => {
    const s = await show(ownAt('selectingBingoCells'));
    await vi.waitFor(() => expect(s.getByTestId('shuffle').element()).toBeTruthy());
    expect(s.getByTestId('shuffle').element().textContent).toBe('New card (2 left)');
    click(s.getByTestId('shuffle').element());
    click(s.getByTestId(`cell-${CENTRE}`).element());
    await vi.waitFor(() =>
      expect(sent).toEqual([
        ['gm135:shuffle', {}],
        ['gm135:open', { cell: CENTRE }],
      ]),
    );
    expect(s.getByTestId(`cell-${CENTRE}`).element().textContent).toBe('FREE');
  });

  it('a draw: the called cell flashes, taps open it (again and again, no lock), opened cells are filled, the soundboard sends', async () => {
    const o = ownAt('rouletteStopped');
    const i = o.cells.findIndex((c, k) => o.cellFlashConditions[k]);
    const s = await show(o);
    await vi.waitFor(() => expect(s.getByTestId('card').element()).toBeTruthy());
    expect(o.cellFlashFrames).toBe(120);
    const flashing = [...document.querySelectorAll('[data-flash="true"]')].map((e) => e.getAttribute('data-testid'));
    expect(flashing).toEqual(o.cellFlashConditions.flatMap((f, k) => (f ? [`cell-${k}`] : [])));
    click(s.getByTestId(`cell-${i}`).element());
    click(s.getByTestId(`cell-${i}`).element());
    await vi.waitFor(() => expect(sent.filter(([n]) => n === 'gm135:open')).toHaveLength(2));
    // The tapped cell shows opened at once, before the server says so.
    const openedByServer = o.cells.filter((c) => c.opened).length;
    expect(i).toBeGreaterThanOrEqual(0);
    await vi.waitFor(() => expect(s.getByTestId(`cell-${i}`).element().getAttribute('data-state')).toBe('opened'));
    expect(s.getByTestId(`cell-${i}`).element().getAttribute('data-flash')).toBe('false');
    expect(document.querySelectorAll('[data-state="opened"]').length).toBe(openedByServer + 1);
    expect(s.getByTestId('call-line').element().textContent).toBe(`Number ${o.current}!`);
    click(s.getByTestId('sound-chicken').element());
    click(s.getByTestId('sound-frog').element());
    await vi.waitFor(() =>
      expect(sent.filter(([n]) => n === 'gm135:sound')).toEqual([
        ['gm135:sound', { item: 'chicken' }],
        ['gm135:sound', { item: 'frog' }],
      ]),
    );
    // A refusal is said in words.
    client.intents['gm135:open'] = { pending: false, done: 0, error: appError('Application', ErrorCodes.Application.INVALID_PARAMETER, REFUSED.notCalled) };
    await vi.waitFor(() => expect(s.getByTestId('refused').element().getAttribute('data-why')).toBe('notCalled'));
    // Refused: the guess is taken back; the card shows what the server has.
    await vi.waitFor(() => expect(s.getByTestId(`cell-${i}`).element().getAttribute('data-state')).toBe('called'));
    expect(document.querySelectorAll('[data-state="opened"]').length).toBe(openedByServer);
    expect(s.getByTestId('refused').element().textContent).toBe("That number hasn't been called yet!");
    await expectScreen('gm135-rouletteStopped');
    // The next draw clears it.
    patchView((v) => {
      v.game = game({ ...o, draws: o.draws + 1 });
    });
    await vi.waitFor(() => expect(document.querySelector('[data-testid="refused"]')).toBeNull());
  });

  it('the prize box opens on a tap', async () => {
    const s = await show(ownAt('prizeBox'));
    click(s.getByTestId('prize-box').element());
    await vi.waitFor(() => expect(sent).toContainEqual(['gm135:openPrizeBox', {}]));
  });

  it('T3: the card says even or odd', async () => {
    const s = await show(ownAt('selectingBingoCells', 4, 'T3'));
    await vi.waitFor(() => expect(s.getByText("your team's cards are all even", { exact: false }).element()).toBeTruthy());
  });

  it('speaks Japanese', async () => {
    await i18next.changeLanguage('ja');
    try {
      const s = await show(ownAt('rouletteStopped'));
      await vi.waitFor(() => expect(s.getByText('どこ？', { exact: false }).element()).toBeTruthy());
      await expectScreen('gm135-rouletteStopped');
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });
});

function hostGame(b: Board): HostGameView {
  return {
    id: 'gm135',
    mode: b.mode,
    phase: b.status === 'selectingBingoCells' ? 'tutorial' : 'play',
    status: b.status,
    tutorial: 'started',
    entryStatus: { teams: { left: { total: 2, entries: 2 }, right: { total: 2, entries: 2 } }, entry: false },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    board: b,
  };
}

describe('gm135 on the big screen', () => {
  beforeAll(async () => {
    await page.viewport(1920, 1080);
  });
  afterAll(async () => {
    await page.viewport(390, 844);
  });

  const STATUSES: Gm135Status[] = [
    'selectingBingoCells',
    'bingoStarted',
    'rouletteStarted',
    'rouletteStopped',
    'bingo',
    'prizeBox',
    'prizeBoxOpened',
    'playingSound',
    'finished',
  ];

  it.each(STATUSES.flatMap((s) => [4, 100].map((n) => [s, n] as const)))('shows %s with %i players, inside the screen', async (status, n) => {
    const { s, kit } = gameAt(status, n, n === 100 ? 'MD' : 'T0', true);
    const b = structuredClone(gm135Rules.hostView(s, viewCtx(kit)));
    expect(b.status).toBe(status);
    client.view = { ...hostViewFixture({ players: b.players.map((p) => player(p.id, { name: p.name, team: p.team })) }), game: hostGame(b) };
    const screen = await render(<Gm135Board />);
    await expectScreen(`host-gm135-${status}`, 1920, 1080);
    await page.screenshot({ path: `${SHOTS}/host-${status}-${n}.png` });
    if (status === 'rouletteStopped' || status === 'selectingBingoCells' || status === 'bingoStarted') {
      expect(screen.getByTestId('player').elements()).toHaveLength(n);
      for (const side of ['left', 'right']) {
        const box = screen.getByTestId(`wall-${side}`).element().getBoundingClientRect();
        for (const t of screen.getByTestId(`wall-${side}`).element().querySelectorAll('[data-testid="player"]')) {
          expect(t.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.bottom + 0.5);
        }
      }
      expect(document.querySelectorAll('[data-testid="numbers"] span[data-called="true"]')).toHaveLength(b.calledNumbers.length);
    }
    if (status === 'bingo') expect(screen.getByTestId('host-winner').elements().length).toBe(b.moment.length);
    await screen.unmount();
  });
});
