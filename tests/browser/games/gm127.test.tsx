import i18next from 'i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { client } from '../../../src/engine/clientStore';
import { GM127_PARAMETERS } from '../../../src/games/gm127/parameters';
import Gm127Board from '../../../src/games/gm127/host/Board';
import Gm127Scene from '../../../src/games/gm127/phone/Scene';
import { REFUSED } from '../../../src/games/gm127/rules/bidding';
import type { ChatEntry, Gm127Status, Item } from '../../../src/games/gm127/rules/types';
import type { Gm127Board as Board, Gm127PhoneOwn, LotView } from '../../../src/games/gm127/rules/views';
import { appError, ErrorCodes } from '../../../src/protocol/errors';
import type { HostGameView, PhoneGameView } from '../../../src/protocol/game';
import type { PhoneView } from '../../../src/protocol/views';
import { hostViewFixture, player } from '../host/hostFixture';
import { loadTexts, mount, patchView, reset, sent, viewWith } from '../phone/harness';

vi.mock('../../../src/engine/socketClient', async () => (await import('../phone/harness')).socketClientMock);
vi.mock('../../../src/engine/phoneEngine', () => ({ startPhoneEngine: async () => {} }));
// This page's own clock, 5 s behind the server's (no clock worker in a component test).
vi.mock('../../../src/engine/clock', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/clock')>()),
  startClock: vi.fn(async () => ({})),
  serverNow: () => Date.now() + 5000,
  serverToLocalTime: (t: number) => t - 5000,
}));

beforeAll(async () => {
  await loadTexts();
  await i18next.loadNamespaces(['gm127']);
  await page.viewport(390, 844);
});
beforeEach(() => reset());

const now = Date.now() + 5000;
const ITEMS: Item[] = ['honey', 'sword', 'wig', 'lamp', 'wine'];

function lots(status: Gm127Status, revealed = 0): LotView[] {
  const sold = status === 'appraisal' || status === 'finished' ? 5 : status === 'roundResult' || status === 'biddingFinished' ? 2 : 1;
  return ITEMS.map((item, index) => ({
    index,
    item,
    story: index % 3,
    side: index < sold ? (['L', 'R', ''] as const)[index % 3]! : '',
    price: index < sold && index % 3 < 2 ? 100 + index * 70 : 0,
    bids: 3,
    appraisal: index < revealed ? [420, 80, 300, 0, 150][index]! : null,
    forgery: index < revealed ? index === 3 : null,
  }));
}

const chat: ChatEntry[] = [
  { id: 5, kind: 'shared', say: 'lastCall', lot: 1, item: 'sword', side: '', price: 240, times: 1 },
  { id: 2, kind: 'shared', say: 'start', lot: 1, item: 'sword', side: '', price: 0, times: 1 },
  { id: 1, kind: 'shared', say: 'open', lot: 1, item: 'sword', side: '', price: 0, times: 1 },
  { id: 3, kind: 'bid', player: 'p1', name: 'Hana', side: 'L', add: 50, price: 50 },
  { id: 4, kind: 'bid', player: 'p2', name: 'Kenji the Magnificent', side: 'R', add: 100, price: 150 },
  { id: 6, kind: 'bid', player: 'p3', name: 'Mio', side: 'L', add: 50, price: 200 },
  { id: 7, kind: 'bid', player: 'p2', name: 'Kenji the Magnificent', side: 'R', add: 10, price: 210 },
  { id: 8, kind: 'bid', player: 'p1', name: 'Hana', side: 'L', add: 10, price: 220 },
  { id: 9, kind: 'bid', player: 'p4', name: 'Sora', side: 'R', add: 10, price: 230 },
  { id: 10, kind: 'bid', player: 'p1', name: 'Hana', side: 'L', add: 10, price: 240 },
];
const byId = (entries: ChatEntry[]) => Object.fromEntries(entries.map((e) => [e.id, e]));
const values = { left: { appraisals: 420, coins: 560, value: 700, won: 1 }, right: { appraisals: 80, coins: 790, value: 475, won: 1 } };

/** A phone view (a fresh copy: a view put into the client store becomes part of its proxy). */
const revealedIn = (status: Gm127Status) => (status === 'finished' ? 5 : status === 'appraisal' ? 2 : 0);
const inLot = (status: Gm127Status) => status === 'roundStarted' || status === 'biddingStarted' || status === 'biddingFinished' || status === 'roundResult';
const LOT = { index: 1, item: 'sword', story: 0, price: 240, leader: 'L', closesAt: now + 7000 } as const;
/** The chat as a phone receives it: raises by name, without the bidder's id. */
const phoneChat = () => Object.fromEntries(chat.map((e) => [e.id, e.kind === 'bid' ? (({ player: _id, ...rest }) => rest)(e) : e]));

function own(status: Gm127Status, over: Partial<Gm127PhoneOwn> = {}): Gm127PhoneOwn {
  const all = lots(status, revealedIn(status)).map(({ bids: _n, ...l }) => l);
  const done = status === 'appraisal' || status === 'finished' ? 5 : status === 'roundResult' || status === 'biddingFinished' ? 2 : 1;
  const results = all
    .slice(0, status === 'biddingStarted' || status === 'roundStarted' ? 1 : done)
    .map((l) => ({ index: l.index, item: l.item, side: l.side, price: l.price }));
  return structuredClone({
    status,
    statusUntil: status === 'biddingStarted' ? null : now + 4000,
    team: 'left',
    playing: true,
    tutorialDone: false,
    raises: GM127_PARAMETERS.raises,
    lots: all,
    lot: inLot(status) ? { ...LOT } : null,
    ownWallet: 660,
    coins: 900,
    ownBid: 240,
    chatLog: status === 'biddingStarted' ? phoneChat() : {},
    bidResults: results,
    lastCheckedRoundInfo: results[results.length - 1] ?? null,
    values: status === 'finished' ? values : null,
    ...over,
  });
}

function game(o: Gm127PhoneOwn | null, entered = true): PhoneGameView {
  return {
    id: 'gm127',
    mode: 'T0',
    phase: o?.status === 'waitingForExhibits' ? 'tutorial' : 'play',
    tutorial: 'started',
    entryStatus: { teams: { left: { total: 2, entries: 2 }, right: { total: 2, entries: 2 } }, entry: entered },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    invited: true,
    params: JSON.parse(JSON.stringify(GM127_PARAMETERS)) as typeof GM127_PARAMETERS,
    own: o,
  };
}

function show(o: Gm127PhoneOwn | null, entered = true) {
  reset({ ...viewWith({ me: { team: 'left' } }), game: game(o, entered) } as PhoneView);
  return mount(<Gm127Scene />);
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

describe('gm127 phone screens, one per status', () => {
  const CASES = [
    ['waitingForExhibits', own('waitingForExhibits'), 'Warm up your paddle!'],
    ['waitingForExhibits', own('waitingForExhibits', { tutorialDone: true }), 'Paddle ready! Waiting for the others…'],
    ['exhibits', own('exhibits'), 'Tonight’s 5 exhibits'],
    ['guide', own('guide'), 'How bidding works'],
    ['budget', own('budget'), 'Your team’s wallet'],
    ['roundStarted', own('roundStarted'), 'It hung in a castle hall for centuries. Which castle? Good question.'],
    ['biddingStarted', own('biddingStarted'), 'Your team leads!'],
    ['biddingStarted', own('biddingStarted', { lot: { ...own('biddingStarted').lot!, price: 0, leader: '' }, chatLog: {} }), 'No bids yet… be the first!'],
    ['biddingFinished', own('biddingFinished'), 'Pink took the Sword for 170 coins.'],
    ['roundResult', own('roundResult'), '2 of 5 sold'],
    ['appraisal', own('appraisal'), 'The appraisal'],
    ['finished', own('finished'), 'Final values'],
  ] as const;
  it.each(CASES.map(([status, o, text]) => [status, text, o] as const))('%s: %s', async (status, text, o) => {
    const s = await show(o);
    await expectScreen(`gm127-${status}`);
    await vi.waitFor(() => expect(s.getByText(text.replace(/’/g, "'"), { exact: false }).element()).toBeTruthy());
    await s.unmount();
  });

  it('watching: a phone not in the game watches and cheers', async () => {
    const s = await show(own('biddingStarted'), false);
    await expectScreen('gm127-watching');
    click(s.getByRole('button', { name: 'Cheer!' }).element());
    await vi.waitFor(() => expect(sent).toContainEqual(['cheer', {}]));
  });

  it('practice: a raise sends a practice raise, skip ends the practice', async () => {
    const s = await show(own('waitingForExhibits'));
    click(s.getByTestId('raise-50').element());
    await vi.waitFor(() => expect(sent).toContainEqual(['gm127:practice', { add: 50 }]));
    click(s.getByTestId('skip-practice').element());
    await vi.waitFor(() => expect(sent).toContainEqual(['gm127:completeTutorial', {}]));
  });

  it('bidding: each button raises (again and again, no lock), says what the price becomes, and the unaffordable one is sent too, to be judged', async () => {
    const s = await show(own('biddingStarted', { coins: 300, ownWallet: 60, ownBid: 240 }));
    await vi.waitFor(() => expect(s.getByTestId('raise-10').element()).toBeTruthy());
    expect(s.getByTestId('raise-10').element().textContent).toBe('+10to 250');
    expect(s.getByTestId('raise-50').element().getAttribute('data-afford')).toBe('true');
    expect(s.getByTestId('raise-100').element().getAttribute('data-afford')).toBe('false');
    click(s.getByTestId('raise-10').element());
    click(s.getByTestId('raise-10').element());
    click(s.getByTestId('raise-100').element());
    await vi.waitFor(() =>
      expect(sent).toEqual([
        ['gm127:bid', { add: 10 }],
        ['gm127:bid', { add: 10 }],
        ['gm127:bid', { add: 100 }],
      ]),
    );
    expect(s.getByTestId('own-wallet').element().textContent).toBe('60');
    // The affordable raise shows on the price card at once, ours, before the server's view has it;
    // the unaffordable one is not guessed.
    await vi.waitFor(() => expect(s.getByTestId('price').element().textContent).toBe('250'));
    expect(s.getByTestId('price-card').element().getAttribute('data-guessed')).toBe('true');
    expect(s.getByTestId('price-card').element().getAttribute('data-leader')).toBe('L');
    // A rival's raise reached the server first: the view's price wins.
    patchView((v) => {
      (v.game!.own as Gm127PhoneOwn).lot!.price = 260;
      (v.game!.own as Gm127PhoneOwn).lot!.leader = 'R';
    });
    await vi.waitFor(() => expect(s.getByTestId('price').element().textContent).toBe('260'));
    expect(s.getByTestId('price-card').element().getAttribute('data-guessed')).toBe('false');
    expect(s.getByTestId('price-card').element().getAttribute('data-leader')).toBe('R');
  });

  it('bidding: a refused raise takes its guess back', async () => {
    const s = await show(own('biddingStarted', { coins: 300 }));
    await vi.waitFor(() => expect(s.getByTestId('raise-10').element()).toBeTruthy());
    click(s.getByTestId('raise-10').element());
    await vi.waitFor(() => expect(s.getByTestId('price').element().textContent).toBe('250'));
    client.intents['gm127:bid'] = { pending: false, done: 0, error: appError('Application', ErrorCodes.Application.INVALID_PARAMETER, REFUSED.closed) };
    await vi.waitFor(() => expect(s.getByTestId('price').element().textContent).toBe('240'));
    expect(s.getByTestId('price-card').element().getAttribute('data-guessed')).toBe('false');
  });

  it('bidding: the chat log shows the auctioneer’s newest line first, then the latest raises in order', async () => {
    const s = await show(own('biddingStarted'));
    await vi.waitFor(() => expect(s.getByTestId('chat-shared').element().textContent).toBe('Going once… going twice…'));
    const lines = s
      .getByTestId('chat-bid')
      .elements()
      .map((e) => e.textContent);
    expect(lines).toEqual(['Mio+50200', 'Kenji the Magnificent+10210', 'Hana+10220', 'Sora+10230', 'Hana+10240'].slice(-4));
  });

  it('bidding: a raise the server refused for the wallet says so, in words', async () => {
    const s = await show(own('biddingStarted'));
    await vi.waitFor(() => expect(s.getByTestId('price').element()).toBeTruthy());
    expect(document.querySelector('[data-testid="bid-refused"]')).toBeNull();
    client.intents['gm127:bid'] = {
      pending: false,
      done: 0,
      error: appError('Application', ErrorCodes.Application.INVALID_PARAMETER, REFUSED.wallet),
    };
    await vi.waitFor(() => expect(s.getByTestId('bid-refused').element().textContent).toBe('Not enough coins in your team’s wallet!'.replace('’', "'")));
    await expectScreen('gm127-biddingStarted');
    client.intents['gm127:bid']!.error = appError('Application', ErrorCodes.Application.INVALID_PARAMETER, REFUSED.closed);
    await vi.waitFor(() => expect(s.getByTestId('bid-refused').element().getAttribute('data-why')).toBe('closed'));
    // The next exhibit starts clean.
    patchView((v) => {
      v.game = game(own('biddingStarted', { lot: { ...own('biddingStarted').lot!, index: 2 } }));
    });
    await vi.waitFor(() => expect(document.querySelector('[data-testid="bid-refused"]')).toBeNull());
  });

  it('appraisal: values are "?" until revealed, a fake is stamped; the totals show each team’s sum', async () => {
    const s = await show(own('finished', { lots: lots('finished', 5) }));
    await vi.waitFor(() => expect(s.getByTestId('appraisal').elements()).toHaveLength(5));
    expect(
      s
        .getByTestId('appraisal')
        .elements()
        .map((e) => e.textContent),
    ).toEqual(['420', '80', '300', '0', '150']);
    expect(s.getByText('FAKE!').element()).toBeTruthy();
    expect(s.getByTestId('value-left').element().textContent).toContain('700');
    expect(s.getByTestId('value-left').element().textContent).toContain('420 + 560 ÷ 2');
    await s.unmount();
    const a = await show(own('appraisal'));
    await vi.waitFor(() =>
      expect(
        a
          .getByTestId('appraisal')
          .elements()
          .map((e) => e.textContent),
      ).toEqual(['420', '80', '?', '?', '?']),
    );
  });

  it('speaks Japanese', async () => {
    await i18next.changeLanguage('ja');
    try {
      const s = await show(own('biddingStarted'));
      await vi.waitFor(() => expect(s.getByText('あなたのチームがリード！').element()).toBeTruthy());
      await expectScreen('gm127-biddingStarted');
      await s.unmount();
      const r = await show(own('roundStarted'));
      await vi.waitFor(() => expect(r.getByText('何百年もお城の広間に飾られていた。どのお城かは…謎。').element()).toBeTruthy());
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });
});

function board(n: number, status: Gm127Status): Board {
  const bidders = Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    name: `Player ${i}`,
    team: i % 2 ? ('right' as const) : ('left' as const),
    raises: i % 4,
    tutorialDone: i % 3 > 0,
  }));
  const o = own(status);
  return {
    status,
    statusUntil: o.statusUntil,
    raises: GM127_PARAMETERS.raises,
    coinsDivisor: 2,
    softClose: GM127_PARAMETERS.softClose,
    practiceRaises: 1,
    lots: lots(status, revealedIn(status)),
    lot: inLot(status) ? { ...LOT, maxAt: now + 15_000, lastCall: false, extensions: 0 } : null,
    wallets: { left: { coins: 900, bid: status === 'biddingStarted' ? 240 : 0 }, right: { coins: 830, bid: status === 'biddingStarted' ? 230 : 0 } },
    chatLog: status === 'biddingStarted' ? byId(chat.map((e) => (e.kind === 'bid' ? { ...e, player: `p${e.id % n}` } : e))) : {},
    bidResults: o.bidResults,
    lastCheckedRoundInfo: o.lastCheckedRoundInfo,
    bidders,
    revealed: revealedIn(status),
    values: o.values,
  };
}

function hostGame(b: Board): HostGameView {
  return {
    id: 'gm127',
    mode: 'T0',
    phase: b.status === 'waitingForExhibits' ? 'tutorial' : 'play',
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

describe('gm127 on the big screen', () => {
  beforeAll(async () => {
    await page.viewport(1920, 1080);
  });
  afterAll(async () => {
    await page.viewport(390, 844);
  });

  const STATUSES: Gm127Status[] = [
    'waitingForExhibits',
    'exhibits',
    'guide',
    'budget',
    'roundStarted',
    'biddingStarted',
    'biddingFinished',
    'roundResult',
    'appraisal',
    'finished',
  ];

  it.each(STATUSES.flatMap((s) => [4, 100].map((n) => [s, n] as const)))('shows %s with %i players, inside the screen', async (status, n) => {
    const b = board(n, status);
    client.view = { ...hostViewFixture({ players: b.bidders.map((p) => player(p.id, { name: p.name, team: p.team })) }), game: hostGame(b) };
    const screen = await render(<Gm127Board />);
    await expectScreen(`host-gm127-${status}`, 1920, 1080);
    if (status === 'waitingForExhibits' || status === 'biddingStarted' || status === 'roundStarted') {
      expect(screen.getByTestId('bidder').elements()).toHaveLength(n);
      for (const side of ['left', 'right']) {
        const box = screen.getByTestId(`bidders-${side}`).element().getBoundingClientRect();
        for (const t of screen.getByTestId(`bidders-${side}`).element().querySelectorAll('[data-testid="bidder"]')) {
          expect(t.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.bottom + 0.5);
        }
      }
    }
    await screen.unmount();
  });

  it('bidding: the price, who leads, the auctioneer’s lines at the top of the chat and the raises below', async () => {
    const b = board(6, 'biddingStarted');
    client.view = { ...hostViewFixture({ players: b.bidders.map((p) => player(p.id, { name: p.name, team: p.team })) }), game: hostGame(b) };
    const screen = await render(<Gm127Board />);
    await vi.waitFor(() => expect(screen.getByTestId('host-price').element().textContent).toBe('240'));
    expect(screen.getByTestId('host-leader').element().textContent).toBe('Green leads');
    const chatEl = screen.getByTestId('host-chat').element();
    expect(chatEl.firstElementChild!.textContent).toBe('Going once… going twice…');
    expect(screen.getByTestId('host-chat-bid').elements()).toHaveLength(7);
    expect(screen.getByTestId('wallet-left').element().textContent).toContain('660');
    await screen.unmount();
  });

  it('appraisal: hidden values as "?", revealed ones and a fake stamped; then both teams’ values', async () => {
    const b = board(6, 'finished');
    b.lots = lots('finished', 5);
    client.view = { ...hostViewFixture({ players: b.bidders.map((p) => player(p.id, { name: p.name, team: p.team })) }), game: hostGame(b) };
    const screen = await render(<Gm127Board />);
    await vi.waitFor(() =>
      expect(
        screen
          .getByTestId('host-appraisal')
          .elements()
          .map((e) => e.textContent),
      ).toEqual(['420', '80', '300', '0', '150']),
    );
    expect(screen.getByTestId('host-value-left').element().textContent).toContain('700');
    expect(screen.getByTestId('host-value-right').element().textContent).toContain('475');
    await screen.unmount();
  });
});
