import i18next from 'i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { client } from '../../../src/engine/clientStore';
import { motion, setDetector } from '../../../src/engine/motion';
import Gm113Board from '../../../src/games/gm113/host/Board';
import { GM113_PARAMETERS } from '../../../src/games/gm113/parameters';
import { grip } from '../../../src/games/gm113/phone/GripPads';
import Gm113Scene from '../../../src/games/gm113/phone/Scene';
import type { Gm113Status } from '../../../src/games/gm113/rules/types';
import type { CallView, Gm113Board as Board, Gm113PhoneOwn } from '../../../src/games/gm113/rules/views';
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
// This page's own clock stands for the synced one (no clock worker in a component test).
vi.mock('../../../src/engine/clock', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/clock')>()),
  startClock: vi.fn(async () => ({})),
  serverNow: () => Date.now(),
  serverToLocalTime: (t: number) => t,
}));

beforeAll(async () => {
  await loadTexts();
  await i18next.loadNamespaces(['gm113']);
  await page.viewport(390, 844);
});
beforeEach(() => {
  reset();
  grip.left = grip.right = false;
  vi.mocked(setDetector).mockClear();
});

const now = Date.now();
/** The left team's crowd after a call, as a left player's phone gets it. */
const crowd = (visitors: number, fresh: number): Partial<Gm113PhoneOwn> => ({ beam: { fill: 0.4, visitors }, callVisitors: fresh });
const standings = (left: number, right: number) => ({ left: { visitors: left, perHead: left / 2 }, right: { visitors: right, perHead: right / 2 } });
const call = (over: Partial<CallView> = {}): CallView => ({
  index: 1,
  of: 3,
  pattern: 'side',
  start: now - 1000,
  firstBeat: now + 1000,
  interval: 900,
  beats: 9,
  end: now + 1000 + 8 * 900 + 450,
  ...over,
});

function own(status: Gm113Status, over: Partial<Gm113PhoneOwn> = {}): Gm113PhoneOwn {
  return {
    status,
    statusUntil: now + 6000,
    team: 'left',
    playing: true,
    practicing: false,
    interval: 86_400_000,
    firstInterval: 86_400_000,
    holding: 'none',
    holdingNeeded: 'either',
    upright: true,
    call: null,
    nextPattern: 'arc',
    calls: 3,
    practice: 0,
    practiceSwings: 3,
    tutorialDone: false,
    hits: 0,
    total: 0,
    lastSwing: null,
    beam: { fill: 0.4, visitors: 0 },
    callVisitors: 0,
    standings: null,
    place: null,
    of: 4,
    ...over,
  };
}

function game(o: Gm113PhoneOwn | null, phase: PhoneGameView['phase'] = o?.practicing ? 'tutorial' : 'play', entered = true): PhoneGameView {
  return {
    id: 'gm113',
    mode: 'T0',
    phase,
    tutorial: phase === 'tutorial' ? 'started' : 'completed',
    entryStatus: { teams: { left: { total: 2, entries: 2 }, right: { total: 2, entries: 2 } }, entry: entered },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    invited: true,
    params: structuredClone(GM113_PARAMETERS),
    own: o,
  };
}

const show = (o: Gm113PhoneOwn, entered = true): PhoneView => ({ ...viewWith({ me: { team: 'left' } }), game: game(o, undefined, entered) });

/** The screen shows, and nothing of it spills out of the viewport. */
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

/** One detector event, as the motion worker posts it. */
function detect(e: DetectorEvent & Record<string, unknown>) {
  const seq = motion.events + 1;
  motion.events = seq;
  motion.lastEvent = { type: e.type, t: e.t };
  motion.recent[seq % motion.recent.length] = { seq, event: e };
}
const swing = (t: number) => detect({ type: 'swing', t, by: 'gyro', axis: 'z', sign: 1, peak: 400 });

function press(el: Element, type: 'pointerdown' | 'pointerup', pointerId: number) {
  el.dispatchEvent(new PointerEvent(type, { pointerId, bubbles: true, cancelable: true, pointerType: 'touch', isPrimary: pointerId === 1 }));
}

describe('gm113 on the phone: a screen for each status', () => {
  it.each([
    ['waitingForSwinging', 'practice', own('waitingForSwinging', { practicing: true, nextPattern: null, practice: 1 }), 'Practice swings'],
    ['waitingForSwinging', 'the next call', own('waitingForSwinging', { call: call({ index: 0 }), nextPattern: 'pump' }), 'Pump it!'],
    ['call', 'the beat', own('call', { call: call(), interval: 900, firstInterval: 2000, hits: 5, total: 9 }), 'Call 2 of 3 · Side to side!'],
    ['makeFriends', 'the new visitors', own('makeFriends', { call: call(), hits: 6, ...crowd(5, 2) }), 'New friends!'],
    ['swingingFinished', 'the standings', own('swingingFinished', { call: call({ index: 2 }), total: 17, place: 2, standings: standings(7, 4) }), "Time's up!"],
  ] as const)('%s (%s)', async (status, _what, o, text) => {
    reset(show(o));
    const screen = await mount(<Gm113Scene />);
    await expectScreen(`gm113-${status}`);
    await expect.element(screen.getByText(text, { exact: false }).first()).toBeVisible();
    await screen.unmount();
  });

  it('shows the figures each status carries: the new visitors after a call, both teams per head and the place at the end', async () => {
    reset(show(own('makeFriends', { call: call(), hits: 6, ...crowd(5, 2) })));
    let screen = await mount(<Gm113Scene />);
    await expect.element(screen.getByTestId('new-visitors')).toHaveTextContent('+2');
    await screen.unmount();
    reset(show(own('swingingFinished', { call: call({ index: 2 }), total: 17, place: 2, standings: standings(7, 4) })));
    screen = await mount(<Gm113Scene />);
    await expect.element(screen.getByTestId('per-head-left')).toHaveTextContent('3.5');
    await expect.element(screen.getByTestId('per-head-right')).toHaveTextContent('2');
    await expect.element(screen.getByTestId('place')).toHaveTextContent('2');
    await screen.unmount();
  });

  it('practice: the count, the skip button, the grip pads and the posture; the swing detector runs with the game’s parameters', async () => {
    reset(show(own('waitingForSwinging', { practicing: true, nextPattern: null, practice: 1 })));
    const s = await mount(<Gm113Scene />);
    await vi.waitFor(() => expect(s.getByTestId('practice').element().textContent).toBe('1 / 3'));
    expect(s.getByTestId('grip-pads').element()).toBeTruthy();
    await vi.waitFor(() =>
      expect(setDetector).toHaveBeenLastCalledWith(
        'swing',
        expect.objectContaining({ verticalPostureThreshold: 0.5, gyroSumTimingThreshold: 40, additionalAnalyzeNumber: 3 }),
      ),
    );
    expect(s.getByTestId('posture').element().getAttribute('data-upright')).toBe('true');
    detect({ type: 'posture', t: now, upright: false, uprightness: 0.2 });
    await vi.waitFor(() => expect(s.getByText('Hold your phone upright!').element()).toBeTruthy());
    s.getByTestId('skip-practice')
      .element()
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.waitFor(() => expect(sent).toContainEqual(['gm113:completeTutorial', {}]));
    patchView((v) => {
      v.game = game(own('waitingForSwinging', { practicing: true, nextPattern: null, practice: 3, tutorialDone: true }));
    });
    await vi.waitFor(() => expect(s.getByTestId('tutorial-done').element()).toBeTruthy());
  });

  it('call: judges its own swings at once on its synced clock: on the beat, late, or without a grip', async () => {
    const c = call({ firstBeat: now - 900, start: now - 3000 });
    reset(show(own('call', { call: c, interval: 900, firstInterval: 2000, hits: 2 })));
    const s = await mount(<Gm113Scene />);
    await vi.waitFor(() => expect(setDetector).toHaveBeenLastCalledWith('swing', expect.anything()));
    expect(s.getByTestId('hits').element().textContent).toBe('2');
    expect(s.getByTestId('swing-figure').element().getAttribute('data-pattern')).toBe('side');
    swing(c.firstBeat + 900 + 40); // no thumb on a pad
    await vi.waitFor(() => expect(s.getByTestId('judge').element().textContent).toBe('Grip the pad!'));
    grip.left = true;
    swing(c.firstBeat + 2 * 900 + 60);
    await vi.waitFor(() => expect(s.getByTestId('judge').element().textContent).toBe('On the beat!'));
    swing(c.firstBeat + 3 * 900 + 300);
    await vi.waitFor(() => expect(s.getByTestId('judge').element().textContent).toBe('A bit late'));
    swing(c.firstBeat + 4 * 900 - 200);
    await vi.waitFor(() => expect(s.getByTestId('judge').element().textContent).toBe('A bit early'));
    // The server's count arrives with the view.
    patchView((v) => {
      v.game = game(own('call', { call: c, interval: 900, firstInterval: 2000, hits: 3 }));
    });
    await vi.waitFor(() => expect(s.getByTestId('hits').element().textContent).toBe('3'));
  });

  it('a player who did not enter watches and cheers, without pads or a detector', async () => {
    reset(show(own('call', { call: call() }), false));
    const s = await mount(<Gm113Scene />);
    await expectScreen('gm113-watching');
    expect(s.container.querySelector('[data-testid="grip-pads"]')).toBeNull();
    expect(setDetector).not.toHaveBeenCalledWith('swing', expect.anything());
  });

  it('keeps its texts in both languages, key for key, and shows them in Japanese', async () => {
    const en = await (await fetch('/locales/en-US/gm113.json')).json();
    const ja = await (await fetch('/locales/ja/gm113.json')).json();
    const base = (o: object) => [...new Set(Object.keys(o).map((k) => k.replace(/_(one|other)$/, '')))].sort();
    expect(base(ja)).toEqual(base(en));
    await i18next.changeLanguage('ja');
    try {
      await i18next.loadNamespaces(['gm113']);
      reset(show(own('makeFriends', { call: call(), hits: 6, ...crowd(5, 2) })));
      const s = await mount(<Gm113Scene />);
      await expectScreen('gm113-makeFriends');
      await expect.element(s.getByText('2人のお客さんがチームに仲間入り！')).toBeVisible();
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });
});

describe('gm113 grip pads (holding none / either / both)', () => {
  it('tells the server the grip as it changes: one pad is either, two are both', async () => {
    reset(show(own('call', { call: call() })));
    const s = await mount(<Gm113Scene />);
    await vi.waitFor(() => expect(s.getByTestId('pad-left').element()).toBeTruthy());
    const left = s.getByTestId('pad-left').element();
    const right = s.getByTestId('pad-right').element();
    await vi.waitFor(() => expect(s.getByText('Thumb on a pad!').element()).toBeTruthy());
    expect(sent.filter(([n]) => n === 'gm113:hold')).toEqual([]); // none, as the server has it
    press(right, 'pointerdown', 1);
    await vi.waitFor(() => expect(sent).toContainEqual(['gm113:hold', { holding: 'either' }]));
    await vi.waitFor(() => expect(s.getByText('Good grip!').element()).toBeTruthy());
    patchView((v) => {
      v.game = game(own('call', { call: call(), holding: 'either' }));
    });
    press(left, 'pointerdown', 2);
    await vi.waitFor(() => expect(sent[sent.length - 1]).toEqual(['gm113:hold', { holding: 'both' }]));
    expect(s.getByTestId('grip-pads').element().getAttribute('data-holding')).toBe('both');
    patchView((v) => {
      v.game = game(own('call', { call: call(), holding: 'both' }));
    });
    press(right, 'pointerup', 1);
    press(left, 'pointerup', 2);
    await vi.waitFor(() => expect(sent[sent.length - 1]).toEqual(['gm113:hold', { holding: 'none' }]));
  });

  it('asks for both pads in the harder variant', async () => {
    reset(show(own('call', { call: call(), holdingNeeded: 'both' })));
    const s = await mount(<Gm113Scene />);
    await vi.waitFor(() => expect(s.getByTestId('pad-left').element()).toBeTruthy());
    press(s.getByTestId('pad-left').element(), 'pointerdown', 1);
    await vi.waitFor(() => expect(s.getByText('Thumbs on both pads!').element()).toBeTruthy());
    press(s.getByTestId('pad-right').element(), 'pointerdown', 2);
    await vi.waitFor(() => expect(s.getByText('Two-hand grip!').element()).toBeTruthy());
  });

  it('puts the server right after a reload: it thought a thumb was down, the fresh page has none', async () => {
    reset(show(own('call', { call: call(), holding: 'either' })));
    await mount(<Gm113Scene />);
    await vi.waitFor(() => expect(sent).toContainEqual(['gm113:hold', { holding: 'none' }]));
  });
});

function board(n: number, status: Gm113Status, over: Partial<Board> = {}): Board {
  const visitors = status === 'waitingForSwinging' && over.practicing ? 0 : Math.round(n * 1.3);
  return {
    status,
    statusUntil: now + 4000,
    practicing: false,
    call: status === 'waitingForSwinging' ? call({ index: 0 }) : call(),
    nextPattern: status === 'swingingFinished' ? null : 'arc',
    calls: 3,
    practiceSwings: 3,
    holdingNeeded: 'either',
    teams: {
      left: { members: Math.ceil(n / 2), fill: 0.55, visitors, perHead: 1.3, callVisitors: Math.round(n / 4) },
      right: { members: Math.floor(n / 2), fill: 0.2, visitors: Math.round(visitors * 0.6), perHead: 0.78, callVisitors: Math.round(n / 6) },
    },
    swingers: Array.from({ length: n }, (_, i) => ({
      id: `p${i}`,
      name: `Player ${i}`,
      team: i % 2 ? 'right' : 'left',
      holding: i % 5 === 0 ? 'none' : 'either',
      upright: i % 7 === 3 ? false : true,
      practice: i % 4,
      tutorialDone: i % 3 === 0,
      hits: (i * 7) % 23,
      lastHit: i % 2 ? { call: 1, beat: 3 } : null,
      noGrip: i % 5 === 0 ? 1 : 0,
      tilted: 0,
      offBeat: i % 3,
      wrongMove: 0,
    })),
    ...over,
  };
}

function hostGame(b: Board): HostGameView {
  return {
    id: 'gm113',
    mode: 'T0',
    phase: b.practicing ? 'tutorial' : 'play',
    status: b.status,
    tutorial: b.practicing ? 'started' : 'completed',
    entryStatus: { teams: { left: { total: 2, entries: 2 }, right: { total: 2, entries: 2 } }, entry: false },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    board: b,
  };
}

describe('gm113 on the big screen', () => {
  beforeAll(async () => {
    await page.viewport(1920, 1080);
  });
  afterAll(async () => {
    await page.viewport(390, 844);
  });

  const CASES: [Gm113Status, Partial<Board>][] = [
    ['waitingForSwinging', { practicing: true, call: null, nextPattern: null }],
    ['waitingForSwinging', {}],
    ['call', {}],
    ['makeFriends', {}],
    ['swingingFinished', {}],
  ];

  it.each(CASES.flatMap(([s, o]) => [4, 100].map((n) => [s, o.practicing ? 'practice' : 'play', n, o] as const)))(
    'shows %s (%s) with %i players, inside the screen',
    async (status, _what, n, over) => {
      const b = board(n, status, over);
      client.view = { ...hostViewFixture({ players: b.swingers.map((p) => player(p.id, { name: p.name, team: p.team })) }), game: hostGame(b) };
      // In the big screen's game area, between the host's top bar and its control dock (as the end-to-end screenshots show it).
      const screen = await render(
        <div style={{ position: 'fixed', left: 0, top: 100, width: 1920, height: 900 }}>
          <Gm113Board />
        </div>,
      );
      await expectScreen(`host-gm113-${status}`, 1920, 1000);
      // Every player's face is on the strip, inside it, big enough to see.
      const strip = screen.getByTestId('swingers').element().getBoundingClientRect();
      const tiles = screen.getByTestId('swinger').elements();
      expect(tiles).toHaveLength(n);
      for (const t of tiles) {
        expect(t.getBoundingClientRect().bottom).toBeLessThanOrEqual(strip.bottom + 0.5);
        expect(t.getBoundingClientRect().top).toBeGreaterThanOrEqual(strip.top - 0.5);
        expect(t.firstElementChild!.getBoundingClientRect().width, 'a face is shown').toBeGreaterThan(20);
      }
      // Nothing of the middle reaches down into the strip.
      for (const el of screen.getByTestId('host-center').element().querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.height > 0 && el.tagName !== 'circle') expect(r.bottom, `${el.tagName} ${el.className}`).toBeLessThanOrEqual(strip.top + 1);
      }
      // Both beams and crowds, the crowds inside their own columns of the screen.
      for (const team of ['left', 'right'] as const) {
        expect(screen.getByTestId(`visitors-${team}`).element().textContent).toBe(String(b.teams[team].visitors));
        const crowd = document.querySelectorAll('[data-testid="crowd"]')[team === 'left' ? 0 : 1]!;
        expect(crowd.getAttribute('data-count')).toBe(String(b.teams[team].visitors));
        const box = crowd.getBoundingClientRect();
        for (const u of crowd.querySelectorAll('use')) {
          const r = u.getBoundingClientRect();
          expect(r.left).toBeGreaterThanOrEqual(box.left - 1);
          expect(r.right).toBeLessThanOrEqual(box.right + 1);
          expect(r.top).toBeGreaterThanOrEqual(box.top - 1);
        }
      }
      await screen.unmount();
    },
  );

  it('shows who came this call, and the top swingers at the end', async () => {
    const b = board(4, 'makeFriends');
    client.view = { ...hostViewFixture({ players: b.swingers.map((p) => player(p.id, { name: p.name, team: p.team })) }), game: hostGame(b) };
    const first = await render(<Gm113Board />);
    await expect.element(first.getByTestId('newcomers')).toHaveTextContent(`+${b.teams.left.callVisitors}`);
    await first.unmount();
    const end = board(4, 'swingingFinished');
    client.view = { ...hostViewFixture({ players: end.swingers.map((p) => player(p.id, { name: p.name, team: p.team })) }), game: hostGame(end) };
    const screen = await render(<Gm113Board />);
    const podium = screen.getByTestId('podium').element();
    expect([...podium.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['21Player 3', '14Player 2', '7Player 1']);
    await screen.unmount();
  });
});
