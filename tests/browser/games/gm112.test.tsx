import i18next from 'i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { client } from '../../../src/engine/clientStore';
import { motion, setDetector } from '../../../src/engine/motion';
import { GM112_PARAMETERS } from '../../../src/games/gm112/parameters';
import Gm112Board from '../../../src/games/gm112/host/Board';
import Gm112Scene from '../../../src/games/gm112/phone/Scene';
import type { Gm112Status } from '../../../src/games/gm112/rules/types';
import type { Gm112Board as Board, Gm112PhoneOwn, StarView } from '../../../src/games/gm112/rules/views';
import { appError, ErrorCodes } from '../../../src/protocol/errors';
import type { HostGameView, PhoneGameView } from '../../../src/protocol/game';
import type { PhoneView } from '../../../src/protocol/views';
import type { DetectorEvent } from '../../../workers/motion/detectors/types';
import { hostViewFixture, player } from '../host/hostFixture';
import { loadTexts, mount, patchView, reset, sent, viewWith } from '../phone/harness';

vi.mock('../../../src/engine/socketClient', async () => (await import('../phone/harness')).socketClientMock);
vi.mock('../../../src/engine/phoneEngine', () => ({ startPhoneEngine: async () => {} }));
vi.mock('../../../src/engine/motion', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/motion')>()),
  setDetector: vi.fn(async () => true),
}));
// This page's own clock, 5 s behind the server's (no clock worker in a component test).
vi.mock('../../../src/engine/clock', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/clock')>()),
  startClock: vi.fn(async () => ({})),
  serverNow: () => Date.now() + 5000,
  serverToLocalTime: (t: number) => t - 5000,
}));

beforeAll(async () => {
  await loadTexts();
  await i18next.loadNamespaces(['gm112']);
  await page.viewport(390, 844);
});
beforeEach(() => {
  reset();
  vi.mocked(setDetector).mockClear();
});

const now = Date.now() + 5000;
const standings = { left: { hits: 3, blocked: 3, thrown: 6, rate: 50 }, right: { hits: 1, blocked: 2, thrown: 3, rate: 33 } };
const candidates = [
  { id: 'p1', name: 'Hana', votes: 2 },
  { id: 'p2', name: 'Ken', votes: 0 },
  { id: 'p3', name: 'Mio', votes: 1 },
];

/** A phone view (a fresh copy: a view put into the client store becomes part of its proxy). */
function own(status: Gm112Status, over: Partial<Gm112PhoneOwn> = {}): Gm112PhoneOwn {
  return structuredClone({
    status,
    statusUntil: now + 8000,
    team: 'left',
    playing: true,
    role: status === 'tutorialShuriken' ? null : 'thrower',
    turn: status === 'tutorialShuriken' ? null : { index: 0, of: 4, attacking: 'left', defending: 'right' },
    clockOffset: 1000,
    practice: 0,
    practiceThrows: 1,
    tutorialDone: false,
    candidates: [],
    myVote: null,
    swordsman: status === 'voting' || status === 'tutorialShuriken' ? null : { id: 'p9', name: 'Sora' },
    side: 'left',
    isThrew: false,
    starsLeft: 3,
    shurikenPerThrower: 3,
    myStars: [],
    practiced: { left: false, right: false },
    tally: { hits: 0, blocked: 0, thrown: 0, result: null, timeUp: false },
    myResult: null,
    standings,
    ...over,
  });
}

/** A gm112 game as the server projects it to an entered player. */
function game(o: Gm112PhoneOwn | null, entered = true): PhoneGameView {
  return {
    id: 'gm112',
    mode: 'T0',
    phase: o?.status === 'tutorialShuriken' ? 'tutorial' : 'play',
    tutorial: 'started',
    entryStatus: { teams: { left: { total: 2, entries: 2 }, right: { total: 2, entries: 2 } }, entry: entered },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    invited: true,
    params: JSON.parse(JSON.stringify(GM112_PARAMETERS)) as typeof GM112_PARAMETERS,
    own: o,
  };
}

function show(o: Gm112PhoneOwn | null, entered = true) {
  reset({ ...viewWith({ me: { team: 'left' } }), game: game(o, entered) } as PhoneView);
  return mount(<Gm112Scene />);
}

/** The screen shows, and nothing on it spills off a phone's 390 × 844 (finished animations at rest). */
async function expectScreen(scene: string, w = 390, h = 844) {
  await vi.waitFor(() => expect(document.querySelector(`[data-scene="${scene}"]`)).not.toBeNull());
  const root = document.querySelector(`[data-scene="${scene}"]`)!;
  for (const a of document.getAnimations()) if (Number.isFinite(a.effect?.getComputedTiming().endTime)) a.finish();
  for (const el of root.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (el.closest('[data-testid="flying-star"]')) continue; // a star flies in from beyond the arena
    expect(r.left, `${el.tagName} ${el.className}`).toBeGreaterThanOrEqual(-1);
    expect(r.right, `${el.tagName} ${el.className}`).toBeLessThanOrEqual(w + 1);
    expect(r.bottom, `${el.tagName} ${el.className}`).toBeLessThanOrEqual(h + 1);
  }
}

function detect(e: DetectorEvent) {
  const seq = motion.events + 1;
  motion.events = seq;
  motion.recent[seq % motion.recent.length] = { seq, event: e };
}

/** A thumb flicking the pad upward, 240 px in a few quick moves. */
function flick(el: Element, up = 240) {
  const b = el.getBoundingClientRect();
  const x = b.left + b.width / 2;
  const y0 = b.bottom - 40;
  const ev = (type: string, y: number) =>
    new PointerEvent(type, { pointerId: 7, bubbles: true, cancelable: true, pointerType: 'touch', isPrimary: true, clientX: x, clientY: y });
  el.dispatchEvent(ev('pointerdown', y0));
  for (let i = 1; i <= 4; i++) el.dispatchEvent(ev('pointermove', y0 - (up * i) / 4));
  el.dispatchEvent(ev('pointerup', y0 - up));
}

const star = (id: number, result: StarView['result'], side: StarView['side'] = 'left'): StarView => ({
  id,
  thrower: 'me',
  side,
  at: now - 3000,
  arrival: now - 2000,
  result,
});

describe('gm112 phone screens, one per status', () => {
  const CASES = [
    ['tutorialShuriken', own('tutorialShuriken'), 'Throw a practice star!'],
    ['voting', own('voting', { role: 'defender', candidates, myVote: 'p3' }), 'Who’s our swordsman?'],
    ['voting', own('voting'), 'Pink is choosing a swordsman…'],
    ['votingFinished', own('votingFinished', { role: 'swordsman', team: 'right' }), 'You’re the swordsman!'],
    ['votingFinished', own('votingFinished', { role: 'defender', team: 'right' }), 'Sora takes the sword!'],
    ['votingFinished', own('votingFinished'), 'Sora defends. Aim well!'],
    ['turnStarted', own('turnStarted'), 'Your team throws!'],
    ['turnStarted', own('turnStarted', { role: 'swordsman', team: 'right' }), 'Sword up!'],
    ['turnStarted', own('turnStarted', { role: 'defender', team: 'right' }), 'Protect Sora! Cheer them on.'],
    ['tutorialSwordsman', own('tutorialSwordsman', { role: 'swordsman', team: 'right', practiced: { left: true, right: false } }), 'Practice your cuts'],
    ['tutorialSwordsman', own('tutorialSwordsman'), 'Sora is warming up…'],
    ['waitingForThrowing', own('waitingForThrowing'), 'Get ready to throw!'],
    ['waitingForThrowing', own('waitingForThrowing', { role: 'swordsman', team: 'right' }), 'On guard!'],
    ['throwing', own('throwing', { starsLeft: 2, isThrew: true, myStars: [star(1, 'hit')] }), 'Time'],
    [
      'throwing',
      own('throwing', { role: 'swordsman', team: 'right', tally: { hits: 2, blocked: 1, thrown: 3, result: null, timeUp: false } }),
      'Cut toward the whoosh!',
    ],
    ['throwing', own('throwing', { role: 'defender', team: 'right' }), 'Go, Sora!'],
    ['outOfShuriken', own('outOfShuriken', { starsLeft: 0, isThrew: true, myStars: [star(1, 'hit'), star(2, 'blocked'), star(3, null)] }), 'All stars thrown!'],
    ['outOfShuriken', own('outOfShuriken', { role: 'swordsman', team: 'right' }), 'Last stars in the air!'],
    [
      'turnResult',
      own('turnResult', {
        myResult: 'hitAndDefended',
        myStars: [star(1, 'hit'), star(2, 'blocked')],
        tally: { hits: 1, blocked: 1, thrown: 2, result: 'timeup', timeUp: true },
      }),
      'Some hit, some blocked',
    ],
    [
      'turnResult',
      own('turnResult', { role: 'swordsman', team: 'right', tally: { hits: 3, blocked: 3, thrown: 6, result: 'hit', timeUp: false } }),
      'You blocked 3 of 6 stars',
    ],
  ] as const;
  it.each(CASES.map(([status, o, text]) => [status, o.role ?? 'everyone', o, text] as const))('%s, %s', async (status, _role, o, text) => {
    const s = await show(o);
    await expectScreen(`gm112-${status}`);
    await vi.waitFor(() => expect(s.getByText(text.replace(/’/g, "'")).element()).toBeTruthy());
    await s.unmount();
  });

  it('practice: a flick sends a practice throw and plays on; a slow drag does not', async () => {
    const s = await show(own('tutorialShuriken'));
    const pad = (await vi.waitFor(() => s.getByTestId('flick-pad').element())) as HTMLElement;
    expect(getComputedStyle(pad).touchAction).toBe('none');
    flick(pad);
    await vi.waitFor(() => expect(sent).toContainEqual(['gm112:practice', {}]));
    expect(pad.dataset.whooshes).toBe('1'); // this phone played the whoosh
    flick(pad, 20); // a nudge is no flick
    expect(sent.filter(([n]) => n === 'gm112:practice')).toHaveLength(1);
    s.getByTestId('skip-practice')
      .element()
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.waitFor(() => expect(sent).toContainEqual(['gm112:completeTutorial', {}]));
  });

  it('throwing: each flick sends the moment it left the screen in game time; the pad goes dim after the last star', async () => {
    const s = await show(own('throwing', { starsLeft: 2, myStars: [star(1, null)], isThrew: true }));
    const pad = (await vi.waitFor(() => s.getByTestId('flick-pad').element())) as HTMLElement;
    const before = Date.now() + 5000 - 1000;
    flick(pad);
    await vi.waitFor(() => expect(sent.filter(([n]) => n === 'gm112:throw')).toHaveLength(1));
    const at = (sent.find(([n]) => n === 'gm112:throw')![1] as { at: number }).at;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now() + 5000 - 1000);
    flick(pad);
    await vi.waitFor(() => expect(s.getByTestId('stars-left').element().getAttribute('data-left')).toBe('0'));
    flick(pad);
    expect(sent.filter(([n]) => n === 'gm112:throw')).toHaveLength(2);
    expect(pad.getAttribute('data-disabled')).toBe('true');
  });

  it('voting: a tap votes, and may change; the remaining time shows', async () => {
    const s = await show(own('voting', { role: 'defender', team: 'right', candidates, myVote: null }));
    await vi.waitFor(() => expect(s.getByTestId('candidate').elements()).toHaveLength(3));
    expect(Number(s.getByTestId('voting-remaining-time').element().textContent)).toBeGreaterThan(0);
    s.getByTestId('candidate')
      .elements()[1]!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    s.getByTestId('candidate')
      .elements()[0]!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        ['gm112:vote', { for: 'p2' }],
        ['gm112:vote', { for: 'p1' }],
      ]),
    );
    // The vote shows at once, before the server's view has it; a refusal takes it back.
    const pressed = () =>
      s
        .getByTestId('candidate')
        .elements()
        .map((e) => e.getAttribute('aria-pressed'));
    await vi.waitFor(() => expect(pressed()).toEqual(['true', 'false', 'false']));
    client.intents['gm112:vote'] = { pending: false, done: 0, error: appError('Application', ErrorCodes.Application.INVALID_PARAMETER, 'closed') };
    await vi.waitFor(() => expect(pressed()).toEqual(['false', 'false', 'false']));
  });

  it('sides: a thrower picks the swordsman’s left or right until the first star flies', async () => {
    const s = await show(own('turnStarted', { side: 'left' }));
    await vi.waitFor(() => expect(s.getByTestId('side-picker').element().getAttribute('data-side')).toBe('left'));
    s.getByTestId('side-right')
      .element()
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.waitFor(() => expect(sent).toContainEqual(['gm112:side', { side: 'right' }]));
    // Shown at once, before the server's view has it.
    expect(s.getByTestId('side-picker').element().getAttribute('data-side')).toBe('right');
    patchView((v) => {
      v.game = game(own('turnStarted', { side: 'right', isThrew: true }));
    });
    await vi.waitFor(() => expect((s.getByTestId('side-left').element() as HTMLButtonElement).disabled).toBe(true));
  });

  it('swordsman: the swing detector runs with gm112’s thresholds; a cut sweeps the sword to its side; ready ends practice', async () => {
    const s = await show(own('tutorialSwordsman', { role: 'swordsman', team: 'right' }));
    await vi.waitFor(() => expect(setDetector).toHaveBeenLastCalledWith('swing', GM112_PARAMETERS.swing));
    detect({ type: 'swing', t: 1000, by: 'gyro', axis: 'z', sign: 1, peak: 420 } as DetectorEvent);
    await vi.waitFor(() => expect(s.getByTestId('guard').element().getAttribute('data-cut')).toBe('left'));
    detect({ type: 'swing', t: 2000, by: 'gyro', axis: 'z', sign: -1, peak: 420 } as DetectorEvent);
    await vi.waitFor(() => expect(s.getByTestId('guard').element().getAttribute('data-cut')).toBe('right'));
    detect({ type: 'posture', t: 2100, upright: false, uprightness: 0.2 } as DetectorEvent);
    await vi.waitFor(() => expect(s.getByText('Hold your phone upright!').element()).toBeTruthy());
    s.getByTestId('sword-ready')
      .element()
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.waitFor(() => expect(sent).toContainEqual(['gm112:ready', {}]));
  });

  it('runs no detector for a thrower, nor for a player who did not enter (who watches and cheers)', async () => {
    const a = await show(own('throwing'));
    await vi.waitFor(() => expect(a.getByTestId('flick-pad').element()).toBeTruthy());
    await a.unmount();
    const b = await show(own('throwing', { role: 'swordsman' }), false);
    await expectScreen('gm112-watching');
    expect(setDetector).not.toHaveBeenCalledWith('swing', expect.anything());
    await b.unmount();
  });
});

function board(n: number, status: Gm112Status, over: Partial<Board> = {}): Board {
  const now = Date.now() + 5000;
  const players = Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    name: `Player ${i}`,
    team: i % 2 ? ('right' as const) : ('left' as const),
    practice: i % 3 ? 1 : 0,
    tutorialDone: i % 3 > 0,
  }));
  const attackers = players.filter((p) => p.team === 'left');
  const defenders = players.filter((p) => p.team === 'right');
  return {
    status,
    statusUntil: now + 6000,
    turn: status === 'tutorialShuriken' ? null : { index: 1, of: 4, attacking: 'left', defending: 'right' },
    practiceThrows: 1,
    shurikenPerThrower: 3,
    players,
    candidates: defenders.map((p, i) => ({ id: p.id, name: p.name, votes: i % 4 })),
    voted: Math.floor(defenders.length / 2),
    swordsman: status === 'voting' || status === 'tutorialShuriken' ? null : { id: defenders[0]!.id, name: defenders[0]!.name, team: 'right' },
    practiced: { left: true, right: false },
    throwers: attackers.map((p, i) => ({
      id: p.id,
      name: p.name,
      side: i % 2 ? 'right' : 'left',
      starsLeft: i % 4,
      hits: i % 2,
      blocked: 1,
      result: status === 'turnResult' ? (['hit', 'defended', 'hitAndDefended', 'effort'] as const)[i % 4]! : null,
    })),
    stars: [
      { id: 1, thrower: 'p0', side: 'left', at: now - 300, arrival: now + 700, result: null },
      { id: 2, thrower: 'p2', side: 'right', at: now - 600, arrival: now + 400, result: null },
      { id: 3, thrower: 'p4', side: 'right', at: now - 1500, arrival: now - 500, result: 'blocked' },
    ],
    cuts: [{ t: now - 200, side: 'right', wild: false }],
    wild: 0,
    tally: { hits: 4, blocked: 6, thrown: 10, result: status === 'turnResult' ? 'hit' : null, timeUp: false },
    standings: structuredClone(standings),
    history: [],
    ...over,
  };
}

function hostGame(b: Board): HostGameView {
  return {
    id: 'gm112',
    mode: 'T0',
    phase: b.status === 'tutorialShuriken' ? 'tutorial' : 'play',
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

describe('gm112 on the big screen', () => {
  beforeAll(async () => {
    await page.viewport(1920, 1080);
  });
  afterAll(async () => {
    await page.viewport(390, 844);
  });

  const STATUSES: Gm112Status[] = [
    'tutorialShuriken',
    'voting',
    'votingFinished',
    'turnStarted',
    'tutorialSwordsman',
    'waitingForThrowing',
    'throwing',
    'outOfShuriken',
    'turnResult',
  ];

  it.each(STATUSES.flatMap((s) => [4, 100].map((n) => [s, n] as const)))('shows %s with %i players, inside the screen', async (status, n) => {
    const b = board(n, status);
    client.view = { ...hostViewFixture({ players: b.players.map((p) => player(p.id, { name: p.name, team: p.team })) }), game: hostGame(b) };
    const screen = await render(<Gm112Board />);
    await expectScreen(`host-gm112-${status}`, 1920, 1080);
    if (status === 'tutorialShuriken') expect(screen.getByTestId('practice-face').elements()).toHaveLength(n);
    if (['turnStarted', 'tutorialSwordsman', 'waitingForThrowing', 'throwing', 'outOfShuriken'].includes(status)) {
      // Every thrower is on their bank, inside it.
      const tiles = screen.getByTestId('thrower').elements();
      expect(tiles).toHaveLength(n / 2);
      for (const side of ['left', 'right']) {
        const bank = screen.getByTestId(`bank-${side}`).element().getBoundingClientRect();
        for (const t of bank ? screen.getByTestId(`bank-${side}`).element().querySelectorAll('[data-testid="thrower"]') : []) {
          expect(t.getBoundingClientRect().bottom).toBeLessThanOrEqual(bank.bottom + 0.5);
          expect(t.getBoundingClientRect().right).toBeLessThanOrEqual(bank.right + 0.5);
        }
      }
    }
    if (status === 'throwing') expect(screen.getByTestId('flying-star').elements()).toHaveLength(2);
    await screen.unmount();
  });

  it('shows the vote tally, the chosen swordsman, and the turn’s hits and blocks', async () => {
    const b = board(6, 'voting');
    client.view = { ...hostViewFixture({ players: b.players.map((p) => player(p.id, { name: p.name, team: p.team })) }), game: hostGame(b) };
    const screen = await render(<Gm112Board />);
    await vi.waitFor(() => expect(screen.getByText('Pink, choose your swordsman!').element()).toBeTruthy());
    expect(screen.getByText('1 of 3 voted').element()).toBeTruthy();
    await screen.unmount();
    const r = board(6, 'turnResult');
    client.view = { ...hostViewFixture({ players: r.players.map((p) => player(p.id, { name: p.name, team: p.team })) }), game: hostGame(r) };
    const again = await render(<Gm112Board />);
    await vi.waitFor(() => expect(again.getByTestId('host-turn-tally').element().textContent).toContain('6blocked'));
    expect(again.getByTestId('host-rate-left').element().textContent).toContain('50%');
    await again.unmount();
  });
});
