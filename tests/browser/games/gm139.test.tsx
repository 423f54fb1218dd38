import i18next from 'i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { client } from '../../../src/engine/clientStore';
import { motion, motionCommand, setDetector } from '../../../src/engine/motion';
import { GM139_PARAMETERS } from '../../../src/games/gm139/parameters';
import Gm139Board from '../../../src/games/gm139/host/Board';
import Gm139Scene from '../../../src/games/gm139/phone/Scene';
import type { Gm139Board as Board, Gm139PhoneOwn } from '../../../src/games/gm139/rules/views';
import type { Gm139Status } from '../../../src/games/gm139/rules/types';
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
// The big screen's clock: this page's own (no clock worker in a component test).
vi.mock('../../../src/engine/clock', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/clock')>()),
  startClock: vi.fn(async () => ({})),
  serverNow: () => Date.now(),
  serverToLocalTime: (t: number) => t,
}));

beforeAll(async () => {
  await loadTexts();
  await i18next.loadNamespaces(['gm139']);
  await page.viewport(390, 844);
});
beforeEach(() => {
  reset();
  vi.mocked(motionCommand).mockClear();
  vi.mocked(setDetector).mockClear();
});

const now = Date.now();

function own(status: Gm139Status, over: Partial<Gm139PhoneOwn> = {}): Gm139PhoneOwn {
  return {
    status,
    statusUntil: now + 3000,
    team: 'right',
    playing: true,
    round: 0,
    rounds: 3,
    final: false,
    next: 'round',
    isCircledUp: true,
    bothHolding: false,
    tutorialDone: false,
    musicStartAt: now - 2000,
    walking: true,
    warnedUntil: null,
    out: null,
    isSat: [],
    sit: null,
    outs: [],
    survivors: { left: 2, right: 2 },
    members: { left: 2, right: 2 },
    ...over,
  };
}

const TUTORIAL: Gm139Status[] = ['tutorialMakeCircle', 'tutorialWalking', 'pendingTutorialSit'];

function game(o: Gm139PhoneOwn, phase: PhoneGameView['phase'] = TUTORIAL.includes(o.status) ? 'tutorial' : 'play'): PhoneGameView {
  return {
    id: 'gm139',
    mode: 'T0',
    phase,
    tutorial: phase === 'tutorial' ? 'started' : 'completed',
    entryStatus: { teams: { left: { total: 2, entries: 2 }, right: { total: 2, entries: 2 } }, entry: true },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    invited: true,
    params: structuredClone(GM139_PARAMETERS),
    own: o,
  };
}

const show = (o: Gm139PhoneOwn, phase?: PhoneGameView['phase']): PhoneView => ({ ...viewWith({ me: { team: 'right' } }), game: game(o, phase) });

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

function detect(e: DetectorEvent) {
  const seq = motion.events + 1;
  motion.events = seq;
  motion.recent[seq % motion.recent.length] = { seq, event: e };
}

describe('gm139 phone screens', () => {
  it.each([
    ['tutorialMakeCircle', own('tutorialMakeCircle', { isCircledUp: false, bothHolding: null, round: -1, musicStartAt: null }), 'Make a circle!'],
    ['tutorialWalking', own('tutorialWalking', { round: -1, musicStartAt: null }), 'Practice: walk!'],
    ['pendingTutorialSit', own('pendingTutorialSit', { round: -1, musicStartAt: null }), 'Now sit down!'],
    ['tutorialSat', own('tutorialSat', { round: -1, musicStartAt: null }), 'Practice over!'],
    ['roundWalking', own('roundWalking'), 'Walk!'],
    ['pendingRoundSit', own('pendingRoundSit'), 'SIT!'],
    ['roundSat', own('roundSat', { sit: { ms: 840, rank: 2, of: 4 }, isSat: [true] }), '#2 of 4'],
    ['roundFinished', own('roundFinished', { isSat: [true], outs: [{ name: 'Dan', team: 'left', reason: 'slowest' }] }), 'Safe!'],
    ['roundCheering', own('roundCheering', { outs: [{ name: 'Dan', team: 'left', reason: 'slowest' }] }), 'Cheer them off!'],
    ['roundCheeringFinished', own('roundCheeringFinished', { next: 'final' }), 'Next up: the final!'],
  ] as const)('shows %s', async (status, o, text) => {
    reset(show(o));
    const screen = await mount(<Gm139Scene />);
    await expectScreen(`gm139-${status}`);
    await expect.element(screen.getByText(text, { exact: false }).first()).toBeVisible();
  });

  it('circles up with the way the phone is carried (bothHolding), or skips the practice', async () => {
    reset(show(own('tutorialMakeCircle', { isCircledUp: false, bothHolding: null, round: -1 })));
    const screen = await mount(<Gm139Scene />);
    await screen.getByTestId('circle-hands').click();
    expect(sent).toContainEqual(['gm139:circledUp', { bothHolding: true }]);
    await screen.getByTestId('skip-practice').click();
    expect(sent).toContainEqual(['gm139:completeTutorial', {}]);
  });

  it('tells a player who practised that the others are still at it', async () => {
    reset(show(own('tutorialSat', { tutorialDone: true, round: -1 }), 'tutorial'));
    const screen = await mount(<Gm139Scene />);
    await expectScreen('gm139-tutorialSat');
    await expect.element(screen.getByText('Nice sit!')).toBeVisible();
  });

  it('runs the walkSit detector with the game parameters while the player is in, and tells it when a round’s music starts', async () => {
    const start = Date.now() + 2500;
    reset(show(own('roundWalking', { musicStartAt: start })));
    const screen = await mount(<Gm139Scene />);
    await expectScreen('gm139-roundWalking');
    await expect.element(screen.getByText('Stand up!')).toBeVisible(); // the lead-in counts down to the music
    await vi.waitFor(() =>
      expect(setDetector).toHaveBeenCalledWith('walkSit', expect.objectContaining({ moveDownAccY: -0.4, stopAccLen: 0.3, stopTime: 500 })),
    );
    await vi.waitFor(() => expect(motionCommand).toHaveBeenCalledWith('round', start));
    detect({ type: 'sit', t: Date.now() } as DetectorEvent);
    // Out: the detector stops.
    patchView((v) => {
      v.game = game(own('roundWalking', { out: { round: 0, reason: 'stopped' } }));
    });
    await expectScreen('gm139-roundWalking');
    await expect.element(screen.getByText('Stopped walking while the music played.')).toBeVisible();
    await vi.waitFor(() => expect(setDetector).toHaveBeenLastCalledWith(null));
  });

  it('warns a player who stopped walking, with the seconds left to walk on', async () => {
    reset(show(own('roundWalking', { warnedUntil: Date.now() + 2500, walking: false })));
    const screen = await mount(<Gm139Scene />);
    await expectScreen('gm139-roundWalking');
    await expect.element(screen.getByTestId('warning')).toHaveTextContent(/Walk on within 3 seconds/);
  });

  it('shows a sitter their own time as soon as the server has it', async () => {
    reset(show(own('pendingRoundSit', { sit: { ms: 1234, rank: null, of: 0 } })));
    const screen = await mount(<Gm139Scene />);
    await expectScreen('gm139-pendingRoundSit');
    await expect.element(screen.getByTestId('my-sit')).toHaveTextContent('1.23 s');
  });

  it('tells the slowest they are out and why, then lets them take a bow and cheer', async () => {
    const out = { round: 0, reason: 'slowest' as const };
    reset(show(own('roundFinished', { out, isSat: [true], outs: [{ name: 'Hana', team: 'right', reason: 'slowest' }] })));
    const screen = await mount(<Gm139Scene />);
    await expectScreen('gm139-roundFinished');
    await expect.element(screen.getByTestId('verdict')).toHaveTextContent("You're out");
    await expect.element(screen.getByText('Among the last to sit.')).toBeVisible();
    patchView((v) => {
      v.game = game(own('roundCheering', { out, outs: [{ name: 'Hana', team: 'right', reason: 'slowest' }] }));
    });
    await expectScreen('gm139-roundCheering');
    await expect.element(screen.getByText('Take a bow!')).toBeVisible();
    await screen.getByTestId('cheer').click();
    expect(sent).toContainEqual(['cheer', {}]);
  });

  it('shows a player out in an earlier round the cheering screen through the next round', async () => {
    const out = { round: 0, reason: 'noSit' as const };
    for (const status of ['roundWalking', 'pendingRoundSit', 'roundSat', 'roundFinished'] as const) {
      reset(show(own(status, { out, round: 1 })));
      const screen = await mount(<Gm139Scene />);
      await expectScreen(`gm139-${status}`);
      await expect.element(screen.getByText('No sit before time ran out.')).toBeVisible();
      await expect.element(screen.getByRole('heading')).toHaveTextContent('Out in round 1');
      await screen.unmount();
    }
  });

  it('lets a player who did not enter watch and cheer', async () => {
    const v = show(own('roundWalking'));
    v.game!.entryStatus.entry = false;
    reset(v);
    const screen = await mount(<Gm139Scene />);
    await expectScreen('gm139-watching');
    await screen.getByRole('button', { name: 'Cheer!' }).click();
    expect(sent).toContainEqual(['cheer', {}]);
  });

  it('reads in Japanese too', async () => {
    await i18next.changeLanguage('ja');
    try {
      reset(show(own('pendingRoundSit')));
      const screen = await mount(<Gm139Scene />);
      await expect.element(screen.getByText('座って！')).toBeVisible();
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });

  it('keeps its texts in both languages, key for key', async () => {
    const en = await (await fetch('/locales/en-US/gm139.json')).json();
    const ja = await (await fetch('/locales/ja/gm139.json')).json();
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });
});

function board(n: number, status: Gm139Status, over: Partial<Board> = {}): Board {
  const players = Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    name: `Player ${i}`,
    team: (i % 2 ? 'right' : 'left') as 'left' | 'right',
    step: 'tutorialWalking' as const,
    isCircledUp: true,
    bothHolding: i % 3 === 0,
    out: i % 9 === 8 ? { round: 0, reason: 'slowest' as const } : null,
    walking: i % 4 !== 0,
    warned: i % 11 === 5,
    warnings: 0,
    sat: status === 'pendingRoundSit' && i % 2 ? 400 + i * 37 : null,
  }));
  const ranking = players.map((p, i) => ({ id: p.id, ms: 300 + i * 41, out: i >= n - Math.max(1, Math.round(n / 10)) }));
  return {
    status,
    statusUntil: now + 3000,
    round: 1,
    rounds: 3,
    final: false,
    next: 'round',
    musicStartAt: now - 1000,
    musicStopAt: now + 60_000,
    players,
    ranking,
    outs: ranking.filter((r) => r.out).map((r) => ({ id: r.id, reason: 'slowest' as const })),
    survivors: { left: Math.floor(n / 2) - 1, right: Math.ceil(n / 2) - 2 },
    members: { left: Math.floor(n / 2), right: Math.ceil(n / 2) },
    ...over,
  };
}

function hostGame(b: Board): HostGameView {
  return {
    id: 'gm139',
    mode: 'T0',
    phase: b.status.startsWith('tutorial') || b.status === 'pendingTutorialSit' ? 'tutorial' : 'play',
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

describe('gm139 on the big screen', () => {
  beforeAll(async () => {
    await page.viewport(1920, 1080);
  });
  afterAll(async () => {
    await page.viewport(390, 844);
  });

  const STATUSES: Gm139Status[] = [
    'tutorialMakeCircle',
    'tutorialWalking',
    'pendingTutorialSit',
    'tutorialSat',
    'roundWalking',
    'pendingRoundSit',
    'roundSat',
    'roundFinished',
    'roundCheering',
    'roundCheeringFinished',
  ];

  it.each(STATUSES.flatMap((s) => [4, 100].map((n) => [s, n] as const)))('shows %s with %i players, inside the screen', async (status, n) => {
    const b = board(n, status);
    client.view = { ...hostViewFixture({ players: b.players.map((p) => player(p.id, { name: p.name, team: p.team })) }), game: hostGame(b) };
    const screen = await render(<Gm139Board />);
    await expectScreen(`host-gm139-${status}`, 1920, 1080);
    if (status !== 'roundSat' && status !== 'roundFinished' && status !== 'roundCheering') {
      // Every player's face is on the strip, inside it.
      const strip = screen.getByTestId('sitters').element().getBoundingClientRect();
      const tiles = screen.getByTestId('sitter').elements();
      expect(tiles).toHaveLength(n);
      for (const t of tiles) {
        expect(t.getBoundingClientRect().bottom).toBeLessThanOrEqual(strip.bottom + 0.5);
        expect(t.firstElementChild!.getBoundingClientRect().width, 'a face is shown').toBeGreaterThan(20);
      }
    }
    if (status === 'roundSat') expect(screen.getByTestId('rank').elements()).toHaveLength(n);
    await screen.unmount();
  });

  it('ranks sit times fastest first and marks the ones out', async () => {
    const b = board(4, 'roundSat', {
      ranking: [
        { id: 'p2', ms: 610, out: false },
        { id: 'p0', ms: 880, out: false },
        { id: 'p1', ms: 1320, out: false },
        { id: 'p3', ms: 2410, out: true },
      ],
    });
    client.view = { ...hostViewFixture({ players: b.players.map((p) => player(p.id, { name: p.name, team: p.team })) }), game: hostGame(b) };
    const screen = await render(<Gm139Board />);
    const rows = screen.getByTestId('rank').elements();
    expect(rows.map((r) => [r.querySelector('b')!.textContent, r.querySelector('strong')!.textContent, r.querySelector('em')!.textContent])).toEqual([
      ['1', 'Player 2', '0.61 s'],
      ['2', 'Player 0', '0.88 s'],
      ['3', 'Player 1', '1.32 s'],
      ['4', 'Player 3', '2.41 s'],
    ]);
    expect(rows.map((r) => r.querySelector('i')?.textContent ?? null)).toEqual([null, null, null, 'OUT']);
    expect(rows.map((r) => r.getAttribute('data-out'))).toEqual(['false', 'false', 'false', 'true']);
    await screen.unmount();
  });
});
