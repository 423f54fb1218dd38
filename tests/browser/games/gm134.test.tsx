import i18next from 'i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { client } from '../../../src/engine/clientStore';
import { motion, motionCommand, setDetector } from '../../../src/engine/motion';
import { GM134_PARAMETERS } from '../../../src/games/gm134/parameters';
import Gm134Board from '../../../src/games/gm134/host/Board';
import Gm134Scene from '../../../src/games/gm134/phone/Scene';
import { gm134Slice } from '../../../src/games/gm134/phone/slice';
import type { Gm134Status } from '../../../src/games/gm134/rules/types';
import type { Gm134Board as Board, Gm134PhoneOwn } from '../../../src/games/gm134/rules/views';
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
  motionCommand: vi.fn(),
}));
// This page's own clock (no clock worker in a component test).
vi.mock('../../../src/engine/clock', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/clock')>()),
  startClock: vi.fn(async () => ({})),
  serverNow: () => Date.now(),
  serverToLocalTime: (t: number) => t,
}));

const SHOTS = '../../../artifacts/screenshots/gm134/browser';

beforeAll(async () => {
  await loadTexts();
  await i18next.loadNamespaces(['gm134']);
  await page.viewport(390, 844);
});
beforeEach(() => {
  reset();
  vi.mocked(motionCommand).mockClear();
  vi.mocked(setDetector).mockClear();
  motion.detector = null;
});

const zones = { perfectMs: 300, okMs: 1000, lateLimitMs: 4000, maxErrorMs: 5000 };

function own(status: Gm134Status, over: Partial<Gm134PhoneOwn> = {}): Gm134PhoneOwn {
  const now = Date.now();
  return {
    status,
    statusUntil: now + 3000,
    team: 'left',
    playing: true,
    practice: null,
    tutorialDone: false,
    round: 0,
    rounds: 4,
    dish: 'steak',
    stove: null,
    next: 'paella',
    steps: [{ step: 'turnOver', target: 7000, mark: null, error: null, zone: null }],
    startAt: now + 2500,
    startFrame: Math.round((now + 2500) / (1000 / 60)),
    zones,
    standings: { round: null, total: null },
    meanError: null,
    place: 1,
    of: 4,
    ...over,
  };
}

function game(o: Gm134PhoneOwn, phase: PhoneGameView['phase'] = o.round < 0 ? 'tutorial' : 'play', entered = true): PhoneGameView {
  return {
    id: 'gm134',
    mode: 'T0',
    phase,
    tutorial: phase === 'tutorial' ? 'started' : 'completed',
    entryStatus: { teams: { left: { total: 2, entries: 2 }, right: { total: 2, entries: 2 } }, entry: entered },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    invited: true,
    params: structuredClone(GM134_PARAMETERS),
    own: o,
  };
}

const show = (o: Gm134PhoneOwn, entered = true): PhoneView => ({ ...viewWith({ me: { team: 'left' } }), game: game(o, undefined, entered) });

/** The screen shows, and nothing of it spills out of the viewport. */
async function expectScreen(scene: string, w = 390, h = 844) {
  await vi.waitFor(() => expect(document.querySelector(`[data-scene="${scene}"]`)).not.toBeNull());
  const root = document.querySelector(`[data-scene="${scene}"]`)!;
  for (const a of document.getAnimations()) if (Number.isFinite(a.effect?.getComputedTiming().endTime)) a.finish();
  for (const el of root.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    expect(r.left, `${el.tagName} ${el.getAttribute('class')}`).toBeGreaterThanOrEqual(-1);
    expect(r.right, `${el.tagName} ${el.getAttribute('class')}`).toBeLessThanOrEqual(w + 1);
    expect(r.bottom, `${el.tagName} ${el.getAttribute('class')}`).toBeLessThanOrEqual(h + 1);
  }
}

function detect(e: DetectorEvent) {
  const seq = motion.events + 1;
  motion.events = seq;
  motion.recent[seq % motion.recent.length] = { seq, event: e };
}

const pasta = (over: Partial<Gm134PhoneOwn['steps'][number]>[] = [{}, {}]): Gm134PhoneOwn['steps'] => [
  { step: 'takeOutA', target: 6000, mark: null, error: null, zone: null, ...over[0] },
  { step: 'takeOutB', target: 10_000, mark: null, error: null, zone: null, ...over[1] },
];

describe('gm134 phone screens', () => {
  it.each([
    ['movie (the drill)', 'movie', own('movie', { round: -1, practice: 'turnOver', steps: [], startAt: null, startFrame: null, next: null }), 'Kitchen drill'],
    ['movie', 'movie', own('movie'), 'Flip the steak'],
    ['movie (the pasta: two steps)', 'movie', own('movie', { round: 3, dish: 'pasta', next: null, steps: pasta() }), 'Penne out'],
    [
      'movie (cup noodles)',
      'movie',
      own('movie', { dish: 'cupNoodle', steps: [{ step: 'openLid', target: 6000, mark: null, error: null, zone: null }] }),
      'Lift the lid',
    ],
    ['timerStarted', 'timerStarted', own('timerStarted', { startAt: Date.now() - 2000 }), 'Count in your head!'],
    [
      'timerStarted (paella on a hot plate)',
      'timerStarted',
      own('timerStarted', { dish: 'paella', stove: 'plate', steps: [{ step: 'switchOff', target: 6000, mark: null, error: null, zone: null }] }),
      'Switch off the hot plate',
    ],
    [
      'timerStopped (paella raw)',
      'timerStopped',
      own('timerStopped', { dish: 'paella', stove: 'gas', steps: [{ step: 'stopFire', target: 6000, mark: 3900, error: -2100, zone: 'raw' }] }),
      'Too raw!',
    ],
    [
      'timerStopped (cup noodles perfect)',
      'timerStopped',
      own('timerStopped', { dish: 'cupNoodle', steps: [{ step: 'openLid', target: 6000, mark: 6120, error: 120, zone: 'perfect' }] }),
      'Perfect!',
    ],
    ['timerStopped', 'timerStopped', own('timerStopped', { steps: [{ step: 'turnOver', target: 7000, mark: 8240, error: 1240, zone: 'burnt' }] }), 'Burnt!'],
    [
      'roundFinished',
      'roundFinished',
      own('roundFinished', { round: 1, standings: { round: { left: 0.62, right: 1.4 }, total: { left: 0.9, right: 1.12 } }, meanError: 740, place: 2 }),
      'Next up: Paella',
    ],
  ] as const)('shows %s', async (name, status, o, text) => {
    reset(show(o));
    const screen = await mount(<Gm134Scene />);
    await expectScreen(`gm134-${status}`);
    await expect.element(screen.getByText(text, { exact: false }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-${name.replace(/[^a-zA-Z]+/g, '-')}.png` });
  });

  it('the movie shows the target time and counts down to the timer’s start', async () => {
    reset(show(own('movie', { steps: [{ step: 'turnOver', target: 7000, mark: null, error: null, zone: null }] })));
    const screen = await mount(<Gm134Scene />);
    await expectScreen('gm134-movie');
    await expect.element(screen.getByTestId('target')).toHaveTextContent('7 s');
    await expect.element(screen.getByTestId('starts-in')).toHaveTextContent(/Timer starts in [23]/);
  });

  it('the drill runs the handling detector armed for its step, and a felt step finishes it at once', async () => {
    reset(show(own('movie', { round: -1, practice: 'turnOver', steps: [], startAt: null, next: null }), true));
    const screen = await mount(<Gm134Scene />);
    await expectScreen('gm134-movie');
    await vi.waitFor(() =>
      expect(setDetector).toHaveBeenCalledWith('handling', expect.objectContaining({ turnOver: { angularSpeed: 0.8, diff: 0.1, rotation: 180 } })),
    );
    motion.detector = 'handling';
    await vi.waitFor(() => expect(motionCommand).toHaveBeenLastCalledWith('expect:turnOver'));
    detect({ type: 'openLid', t: Date.now() } as DetectorEvent); // not the drill's step
    detect({ type: 'turnOver', t: Date.now() } as DetectorEvent);
    await expect.element(screen.getByTestId('drill-done')).toBeVisible();
    expect(gm134Slice.practised).toBe(true);
    await vi.waitFor(() => expect(motionCommand).toHaveBeenLastCalledWith('expect:none'));
    await screen.getByTestId('skip-practice').query(); // gone once done
  });

  it('lets a player skip the drill', async () => {
    reset(show(own('movie', { round: -1, practice: 'openLid', dish: 'cupNoodle', steps: [], startAt: null, next: null })));
    const screen = await mount(<Gm134Scene />);
    await screen.getByTestId('skip-practice').click();
    expect(sent).toContainEqual(['gm134:completeTutorial', {}]);
  });

  it('arms the dish’s step only once the timer has started, then the pasta’s second step after the first', async () => {
    const startAt = Date.now() + 600;
    motion.detector = 'handling';
    reset(show(own('movie', { round: 3, dish: 'pasta', next: null, steps: pasta(), startAt })));
    const screen = await mount(<Gm134Scene />);
    await vi.waitFor(() => expect(motionCommand).toHaveBeenLastCalledWith('expect:none'));
    await vi.waitFor(() => expect(motionCommand).toHaveBeenLastCalledWith('expect:takeOutA'), { timeout: 2000 });
    patchView((v) => {
      v.game = game(own('timerStarted', { round: 3, dish: 'pasta', next: null, steps: pasta(), startAt }));
    });
    await expectScreen('gm134-timerStarted');
    detect({ type: 'takeOutA', t: startAt - 100 } as DetectorEvent); // before the start: not counted
    detect({ type: 'takeOutA', t: Date.now() } as DetectorEvent);
    await vi.waitFor(() => expect(motionCommand).toHaveBeenLastCalledWith('expect:takeOutB'));
    expect(gm134Slice.localDone).toBe(1);
    detect({ type: 'takeOutB', t: Date.now() } as DetectorEvent);
    await expect.element(screen.getByTestId('steps-done')).toBeVisible();
    await vi.waitFor(() => expect(motionCommand).toHaveBeenLastCalledWith('expect:none'));
  });

  it('paella on gas: the knob sends the tap’s time since the timer’s start, once', async () => {
    const startAt = Date.now() - 4000;
    reset(
      show(own('timerStarted', { dish: 'paella', stove: 'gas', steps: [{ step: 'stopFire', target: 5000, mark: null, error: null, zone: null }], startAt })),
    );
    const screen = await mount(<Gm134Scene />);
    await expectScreen('gm134-timerStarted');
    await page.screenshot({ path: `${SHOTS}/phone-timerStarted-knob.png` });
    const knob = screen.getByTestId('knob').element();
    const before = Date.now();
    knob.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const after = Date.now();
    await vi.waitFor(() => expect(sent.filter(([n]) => n === 'gm134:tap')).toHaveLength(1));
    const [, payload] = sent.find(([n]) => n === 'gm134:tap')! as [string, { elapsedMs: number }];
    expect(payload.elapsedMs).toBeGreaterThanOrEqual(before - startAt - 1);
    expect(payload.elapsedMs).toBeLessThanOrEqual(after - startAt + 1);
    await expect.element(screen.getByTestId('steps-done')).toBeVisible();
    knob.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })); // gone from the screen, and sent once
    expect(sent.filter(([n]) => n === 'gm134:tap')).toHaveLength(1);
  });

  it('reveals each step’s error and zone, the pasta’s two on the timeline', async () => {
    const steps = pasta([
      { mark: 5600, error: -400, zone: 'good' },
      { mark: null, error: null, zone: 'never' },
    ]);
    reset(show(own('timerStopped', { round: 3, dish: 'pasta', next: null, steps })));
    const screen = await mount(<Gm134Scene />);
    await expectScreen('gm134-timerStopped');
    await expect.element(screen.getByTestId('verdict')).toHaveTextContent('Forgot it!');
    expect(
      screen
        .getByTestId('my-error')
        .elements()
        .map((e) => e.textContent),
    ).toEqual(['−0.4 s', '—']);
    expect(screen.getByTestId('mark').elements()).toHaveLength(2);
    await page.screenshot({ path: `${SHOTS}/phone-timerStopped-pasta.png` });
  });

  it('shows the round’s and the game’s mean errors per team, and this player’s own', async () => {
    reset(
      show(
        own('roundFinished', {
          round: 3,
          dish: 'pasta',
          next: null,
          standings: { round: { left: 0.62, right: 1.4 }, total: { left: 0.9, right: 1.12 } },
          meanError: 740,
          place: 2,
        }),
      ),
    );
    const screen = await mount(<Gm134Scene />);
    await expectScreen('gm134-roundFinished');
    await expect.element(screen.getByTestId('round-errors-left')).toHaveTextContent('0.62 s');
    await expect.element(screen.getByTestId('total-errors-right')).toHaveTextContent('1.12 s');
    await expect.element(screen.getByTestId('my-mean')).toHaveTextContent('0.74 s off · #2 of 4');
    await expect.element(screen.getByText('That was the last dish!')).toBeVisible();
  });

  it('lets a player who did not enter watch and cheer, without a detector', async () => {
    reset(show(own('timerStarted'), false));
    const screen = await mount(<Gm134Scene />);
    await expectScreen('gm134-watching');
    await screen.getByRole('button', { name: 'Cheer!' }).click();
    expect(sent).toContainEqual(['cheer', {}]);
    expect(setDetector).not.toHaveBeenCalledWith('handling', expect.anything());
  });

  it('reads in Japanese too', async () => {
    await i18next.changeLanguage('ja');
    try {
      reset(show(own('timerStarted', { startAt: Date.now() - 1000 })));
      const screen = await mount(<Gm134Scene />);
      await expect.element(screen.getByText('心の中で数えて！')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/phone-ja-timerStarted.png` });
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });

  it('keeps its texts in both languages, key for key', async () => {
    const en = await (await fetch('/locales/en-US/gm134.json')).json();
    const ja = await (await fetch('/locales/ja/gm134.json')).json();
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });
});

function board(n: number, status: Gm134Status, over: Partial<Board> = {}): Board {
  const now = Date.now();
  const two = over.dish === 'pasta';
  const steps = two
    ? [
        { step: 'takeOutA' as const, target: 6000 },
        { step: 'takeOutB' as const, target: 10_000 },
      ]
    : [{ step: 'turnOver' as const, target: 7000 }];
  const revealed = status === 'timerStopped' || status === 'roundFinished';
  return {
    status,
    statusUntil: now + 3000,
    round: 0,
    rounds: 4,
    menu: ['steak', 'paella', 'cupNoodle', 'pasta'],
    dish: 'steak',
    stove: null,
    practice: null,
    steps,
    startAt: now + 2500,
    zones,
    cooks: Array.from({ length: n }, (_, i) => ({
      id: `p${i}`,
      name: `Cook ${i}`,
      team: (i % 2 ? 'right' : 'left') as 'left' | 'right',
      practised: i % 3 !== 0,
      done: status === 'timerStarted' ? i % (steps.length + 1) : revealed ? steps.length : 0,
      errors: revealed ? steps.map((_, k) => (i % 11 === 10 ? null : Math.round(Math.sin(i * 7.3 + k) * 3200 + (i % 2 ? 600 : -200)))) : null,
      mean: revealed ? 300 + ((i * 137) % 2400) : null,
    })),
    standings: revealed ? { round: { left: 1.21, right: 1.58 }, total: { left: 1.21, right: 1.58 } } : { round: null, total: null },
    members: { left: Math.ceil(n / 2), right: Math.floor(n / 2) },
    ...over,
  };
}

function hostGame(b: Board): HostGameView {
  return {
    id: 'gm134',
    mode: 'T0',
    phase: b.round < 0 ? 'tutorial' : 'play',
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

describe('gm134 on the big screen', () => {
  beforeAll(async () => {
    await page.viewport(1920, 1080);
  });
  afterAll(async () => {
    await page.viewport(390, 844);
  });

  const CASES: [string, Gm134Status, Partial<Board>][] = [
    ['drill', 'movie', { round: -1, practice: 'turnOver', steps: [], startAt: null }],
    ['movie', 'movie', {}],
    ['movie-pasta', 'movie', { dish: 'pasta', round: 3 }],
    ['timerStarted', 'timerStarted', {}],
    ['timerStopped', 'timerStopped', {}],
    ['timerStopped-pasta', 'timerStopped', { dish: 'pasta', round: 3 }],
    ['roundFinished', 'roundFinished', { round: 1 }],
  ];

  it.each(CASES.flatMap(([name, status, over]) => [4, 100].map((n) => [name, n, status, over] as const)))(
    'shows %s with %i players, inside the screen',
    async (name, n, status, over) => {
      const b = board(n, status, over);
      client.view = { ...hostViewFixture({ players: b.cooks.map((c) => player(c.id, { name: c.name, team: c.team })) }), game: hostGame(b) };
      const screen = await render(<Gm134Board />);
      await expectScreen(`host-gm134-${status}`, 1920, 1080);
      if (status === 'timerStopped') {
        // Every cook's every step is a mark on the timeline, inside it.
        expect(screen.getByTestId('mark').elements()).toHaveLength(n * b.steps.length);
      } else if (status === 'roundFinished' && n > 40) {
        expect(screen.getByTestId('podium').element().children).toHaveLength(3); // the sharpest cooks stand in for the crowded strip
      } else {
        const strip = screen.getByTestId('cooks').element().getBoundingClientRect();
        // The moment's content stays above the faces.
        const content = [...screen.getByTestId('host-center').element().children].map((c) => c.getBoundingClientRect().bottom);
        expect(Math.max(...content)).toBeLessThanOrEqual(strip.top + 1);
        const tiles = screen.getByTestId('cook').elements();
        expect(tiles).toHaveLength(n);
        for (const t of tiles) {
          expect(t.getBoundingClientRect().bottom).toBeLessThanOrEqual(strip.bottom + 0.5);
          expect(t.firstElementChild!.getBoundingClientRect().width, 'a face is shown').toBeGreaterThan(20);
        }
      }
      await page.screenshot({ path: `${SHOTS}/host-${name}-${n}.png` });
      await screen.unmount();
    },
  );

  it('reveals the target, the closest cook and each error on its side of the target', async () => {
    const b = board(4, 'timerStopped');
    b.cooks = b.cooks.map((c, i) => ({ ...c, errors: [[-2000, 150, 1600, null][i]!] }));
    client.view = { ...hostViewFixture({ players: b.cooks.map((c) => player(c.id, { name: c.name, team: c.team })) }), game: hostGame(b) };
    const screen = await render(<Gm134Board />);
    await expect.element(screen.getByTestId('host-reveal')).toHaveTextContent('Target 7 s');
    await expect.element(screen.getByTestId('closest')).toHaveTextContent('Closest: Cook 1 (+0.2 s)');
    const bar = screen.getByTestId('timeline').element().getBoundingClientRect();
    const xs = screen
      .getByTestId('mark')
      .elements()
      .map((m) => {
        const r = m.getBoundingClientRect();
        return (r.left + r.width / 2 - bar.left) / bar.width;
      });
    // The green lane (cooks 0 and 2) above, the pink (1 and 3) below: cook 0 raw, left of the middle;
    // cook 2 burnt; cook 1 at the target; cook 3 never: at the burnt end.
    const want = [0.3, 0.66, 0.515, 1];
    expect(xs).toHaveLength(4);
    xs.forEach((x, i) => expect(x).toBeCloseTo(want[i]!, 2));
    await screen.unmount();
  });
});
