import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { client } from '../../../src/engine/clientStore';
import { motion, motionCommand } from '../../../src/engine/motion';
import { GM102_PARAMETERS } from '../../../src/games/gm102/parameters';
import Gm102Scene from '../../../src/games/gm102/phone/Scene';
import { Lanes } from '../../../src/games/gm102/host/Lanes';
import type { Gm102Board, Gm102PhoneOwn } from '../../../src/games/gm102/rules/views';
import type { PhoneGameView } from '../../../src/protocol/game';
import type { PhoneView } from '../../../src/protocol/views';
import type { DetectorEvent } from '../../../workers/motion/detectors/types';
import { player } from '../host/hostFixture';
import { loadTexts, mount, patchView, reset, sent, viewWith } from '../phone/harness';

vi.mock('../../../src/engine/socketClient', async () => {
  const { socketClientMock, sent } = await import('../phone/harness');
  return { ...socketClientMock, sendStream: (name: string, payload: unknown) => void sent.push([name, payload]) };
});
vi.mock('../../../src/engine/phoneEngine', () => ({ startPhoneEngine: async () => {} }));
vi.mock('../../../src/engine/motion', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/motion')>()),
  setDetector: vi.fn(async () => true),
  motionCommand: vi.fn(),
}));

beforeAll(async () => {
  await loadTexts();
  await i18next.loadNamespaces(['gm102']);
  await page.viewport(390, 844);
});
beforeEach(() => {
  reset();
  vi.mocked(motionCommand).mockClear();
});

const now = Date.now();

function own(status: Gm102PhoneOwn['status'], over: Partial<Gm102PhoneOwn> = {}): Gm102PhoneOwn {
  return {
    status,
    statusFrom: now,
    statusUntil: now + 3000,
    raceEnd: now + 40_000,
    mode: 'T0',
    team: 'right',
    playing: true,
    distance: 150,
    progress: 60,
    out: false,
    reached: false,
    place: null,
    invincibleFrame: 60,
    run: 2,
    runs: [{ run: 2, from: now, until: null, total: 0 }],
    pose: 'away',
    practiceSteps: 7,
    tutorialStepCount: 18,
    tutorialDone: false,
    caught: 0,
    caughtAt: null,
    cheatUntil: null,
    savedGraph: null,
    teams: { left: { runners: 2, reached: 1 }, right: { runners: 2, reached: 0 } },
    ...over,
  };
}

function game(o: Gm102PhoneOwn, phase: PhoneGameView['phase'] = o.status === 'tutorial' ? 'tutorial' : 'play'): PhoneGameView {
  return {
    id: 'gm102',
    mode: o.mode,
    phase,
    tutorial: 'started',
    entryStatus: { teams: { left: { total: 2, entries: 2 }, right: { total: 2, entries: 2 } }, entry: true },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    invited: true,
    params: structuredClone(GM102_PARAMETERS),
    own: o,
  };
}

const show = (o: Gm102PhoneOwn): PhoneView => ({ ...viewWith({ me: { team: 'right' } }), game: game(o) });

/** The screen shows, and nothing of it spills out of the phone's 390 × 844. */
async function expectScreen(scene: string) {
  await vi.waitFor(() => expect(document.querySelector(`[data-scene="${scene}"]`)).not.toBeNull());
  const root = document.querySelector(`[data-scene="${scene}"]`)!;
  // Entrance pops and stamps start large: measure where they land.
  for (const a of document.getAnimations()) if (Number.isFinite(a.effect?.getComputedTiming().endTime)) a.finish();
  for (const el of root.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    expect(r.left, `${el.tagName} ${el.className}`).toBeGreaterThanOrEqual(-1);
    expect(r.right, `${el.tagName} ${el.className}`).toBeLessThanOrEqual(391);
    expect(r.bottom, `${el.tagName} ${el.className}`).toBeLessThanOrEqual(845);
  }
}

/** One detector event, as the motion worker's patch would bring it. */
function detect(e: DetectorEvent) {
  const seq = motion.events + 1;
  motion.events = seq;
  motion.recent[seq % motion.recent.length] = { seq, event: e };
}

describe('gm102 phone screens', () => {
  const graph: [number, number][] = [
    [0, 0],
    [3, 20],
    [8, 45],
    [9, 0],
    [14, 30],
  ];
  it.each([
    ['tutorial', own('tutorial'), 'Practice: run on the spot!'],
    ['waitingForRun', own('waitingForRun', { progress: 0 }), 'Get ready!'],
    ['run', own('run'), 'RUN!'],
    ['stay', own('stay', { runs: [{ run: 2, from: now - 3000, until: now, total: 0 }] }), 'FREEZE!'],
    ['waitingForReRun', own('waitingForReRun', { out: true, progress: 0, caught: 1 }), 'Caught!'],
    ['reached', own('reached', { reached: true, place: 2, progress: 150 }), 'GOAL!'],
    ['changingStatusFinished', own('changingStatusFinished'), 'FINISH!'],
    ['droppedOut', own('droppedOut', { savedGraph: graph, caught: 1 }), 'Not this time!'],
  ] as const)('shows %s', async (status, o, text) => {
    reset(show(o));
    const screen = await mount(<Gm102Scene />);
    await expectScreen(`gm102-${status}`);
    await expect.element(screen.getByText(text, { exact: false }).first()).toBeVisible();
  });

  it('shows the final standings with the race graph to a runner over the line', async () => {
    reset(show(own('reached', { reached: true, place: 1, progress: 150, savedGraph: graph })));
    const screen = await mount(<Gm102Scene />);
    await expectScreen('gm102-reached');
    await expect.element(screen.getByTestId('saved-graph')).toBeVisible();
    await expect.element(screen.getByTestId('place')).toHaveTextContent('#1');
  });

  it('says T2 keeps the place of a caught runner', async () => {
    reset(show(own('waitingForReRun', { out: true, mode: 'T2' })));
    const screen = await mount(<Gm102Scene />);
    await expect.element(screen.getByText('You keep your place', { exact: false })).toBeVisible();
  });

  it('counts steps in a run and streams the run total; tells the detector of each turn at its time', async () => {
    reset(show(own('run', { runs: [{ run: 2, from: Date.now() - 2000, until: null, total: 0 }] })));
    const screen = await mount(<Gm102Scene />);
    await expectScreen('gm102-run');
    await vi.waitFor(() => expect(motionCommand).toHaveBeenCalledWith('run', expect.any(Number)));
    const t0 = performance.timeOrigin + performance.now();
    for (let i = 0; i < 4; i++) detect({ type: 'step', t: t0 - 1200 + i * 300 });
    await expect.element(screen.getByTestId('steps')).toHaveTextContent('4 steps');
    await vi.waitFor(() => expect(sent.some(([name]) => name === 'gm102:progress')).toBe(true), { timeout: 2000 });
    const [, report] = sent.filter(([name]) => name === 'gm102:progress').pop()!;
    expect(report).toMatchObject({ run: 2 });
    expect((report as { total: number }).total).toBeGreaterThan(7);
    // The watcher turns round: the detector hears `stay` at the stay's start.
    const from = Date.now();
    patchView((v) => {
      v.game = game(own('stay', { statusFrom: from, runs: [{ run: 2, from: from - 2000, until: from, total: 0 }] }));
    });
    await expectScreen('gm102-stay');
    await vi.waitFor(() => expect(motionCommand).toHaveBeenCalledWith('stay', expect.any(Number)));
    await expect.element(screen.getByTestId('grace')).toBeVisible();
    await vi.waitFor(() => expect(screen.getByTestId('holding').element()).toBeTruthy(), { timeout: 2000 });
  });

  it('warns a runner shaking the phone instead of running', async () => {
    reset(show(own('run', { cheatUntil: Date.now() + 3000 })));
    const screen = await mount(<Gm102Scene />);
    await expect.element(screen.getByTestId('cheat')).toBeVisible();
  });

  it('lets a player who did not enter watch and cheer', async () => {
    const v = show(own('run'));
    v.game!.entryStatus.entry = false;
    reset(v);
    const screen = await mount(<Gm102Scene />);
    await expectScreen('gm102-watching');
    await screen.getByRole('button', { name: 'Cheer!' }).click();
    expect(sent).toContainEqual(['cheer', {}]);
  });

  it('reads in Japanese too', async () => {
    await i18next.changeLanguage('ja');
    try {
      reset(show(own('stay')));
      const screen = await mount(<Gm102Scene />);
      await expect.element(screen.getByText('ストップ！')).toBeVisible();
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });

  it('keeps its texts in both languages, key for key', async () => {
    const en = await (await fetch('/locales/en-US/gm102.json')).json();
    const ja = await (await fetch('/locales/ja/gm102.json')).json();
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
    expect(client.view).not.toBeNull();
  });
});

function board(n: number): Gm102Board {
  return {
    status: 'run',
    statusFrom: now,
    statusUntil: now + 3000,
    raceEnd: now + 30_000,
    mode: 'T0',
    pose: 'away',
    distance: 150,
    invincibleFrame: 60,
    tutorialStepCount: 18,
    caughtNow: [],
    teams: { left: { runners: 0, reached: 0, share: 0, meanProgress: 0 }, right: { runners: 0, reached: 0, share: 0, meanProgress: 0 } },
    runners: Array.from({ length: n }, (_, i) => ({
      id: `p${i}`,
      name: `Player ${i}`,
      team: i % 2 ? 'right' : 'left',
      status: 'run',
      progress: (i * 37) % 151,
      out: i % 7 === 0,
      reached: (i * 37) % 151 === 150,
      place: null,
      caughtAt: null,
      practiceSteps: 0,
      tutorialDone: false,
      steps: 0,
    })),
  };
}

describe('gm102 lanes on the big screen', () => {
  beforeAll(async () => {
    await page.viewport(1920, 1080);
  });

  it.each([4, 16, 40, 70, 100])('keeps every one of %i runners inside their lane', async (n) => {
    const b = board(n);
    const screen = await render(
      // The lanes' share of the big screen under the host's bars (as the end-to-end screenshots show it).
      <div style={{ position: 'fixed', left: 0, top: 0, width: 1600, height: 640, display: 'grid' }}>
        <Lanes board={b} players={b.runners.map((r) => player(r.id, { name: r.name, team: r.team }))} labels={{ left: 'Green', right: 'Pink' }} />
      </div>,
    );
    for (const team of ['left', 'right'] as const) {
      const lane = screen.getByTestId(`lane-${team}`).element().getBoundingClientRect();
      const bubbles = [...document.querySelectorAll(`[data-testid="runner"][data-team="${team}"]`)];
      expect(bubbles).toHaveLength(b.runners.filter((r) => r.team === team).length);
      for (const el of bubbles) {
        const r = el.getBoundingClientRect();
        expect(r.top).toBeGreaterThanOrEqual(lane.top - 0.5);
        expect(r.bottom).toBeLessThanOrEqual(lane.bottom + 0.5);
        expect(r.left).toBeGreaterThanOrEqual(lane.left - 0.5);
        expect(r.right).toBeLessThanOrEqual(lane.right + 0.5);
      }
    }
  });
});
