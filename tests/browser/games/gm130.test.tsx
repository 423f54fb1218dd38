import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Gm130Scene from '../../../src/games/gm130/phone/Scene';
import { thumbs } from '../../../src/games/gm130/phone/HoldPads';
import { gm130Slice } from '../../../src/games/gm130/phone/slice';
import { GM130_PARAMETERS } from '../../../src/games/gm130/parameters';
import type { Gm130PhoneOwn } from '../../../src/games/gm130/rules/views';
import { motion, setDetector } from '../../../src/engine/motion';
import type { PhoneGameView } from '../../../src/protocol/game';
import type { PhoneView } from '../../../src/protocol/views';
import { loadTexts, mount, patchView, reset, sent, viewWith } from '../phone/harness';

vi.mock('../../../src/engine/socketClient', async () => (await import('../phone/harness')).socketClientMock);
vi.mock('../../../src/engine/phoneEngine', () => ({ startPhoneEngine: async () => {} }));
vi.mock('../../../src/engine/motion', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/motion')>()),
  setDetector: vi.fn(async () => true),
}));

beforeAll(() => loadTexts());
beforeEach(() => {
  reset();
  thumbs.left = thumbs.right = false;
});

const now = Date.now();
const half = (index: 0 | 1) => ({ index, start: now - 1000, firstBeat: now + 2500, end: now + 22_500, interval: index === 0 ? 2400 : 1800 });

function own(status: Gm130PhoneOwn['status'], patch: Partial<Gm130PhoneOwn> = {}): Gm130PhoneOwn {
  return {
    status,
    statusUntil: now + 8000,
    team: 'left',
    playing: true,
    interval: null,
    firstInterval: 3000,
    maxFramesSize: 300,
    bothHolding: false,
    clockOffset: now - 5000,
    half: null,
    practice: 0,
    practiceSquats: 2,
    tutorialDone: false,
    counts: [0, 0],
    onBeat: 0,
    standings: {
      halves: [
        { left: 0, right: 0 },
        { left: 0, right: 0 },
      ],
      total: { left: 0, right: 0 },
    },
    place: 1,
    of: 4,
    ...patch,
  };
}

/** A gm130 game in `phase`, as the server projects it to an entered player. */
function game(phase: PhoneGameView['phase'], o: Gm130PhoneOwn | null, entered = true): PhoneGameView {
  return {
    id: 'gm130',
    mode: 'T0',
    phase,
    tutorial: 'started',
    entryStatus: { teams: { left: { total: 2, entries: 2 }, right: { total: 2, entries: 2 } }, entry: entered },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    invited: true,
    params: JSON.parse(JSON.stringify(GM130_PARAMETERS)) as typeof GM130_PARAMETERS,
    own: o,
  };
}

function show(phase: PhoneGameView['phase'], o: Gm130PhoneOwn | null, entered = true) {
  reset({ ...viewWith({ me: { team: 'left' } }), game: game(phase, o, entered) } as PhoneView);
  return mount(<Gm130Scene />);
}

const scene = (el: HTMLElement) => el.querySelector('[data-scene]')?.getAttribute('data-scene');

/** One detector patch, as the motion worker posts it. */
function detect(t: number) {
  const seq = motion.events + 1;
  motion.events = seq;
  motion.lastEvent = { type: 'squat', t };
  motion.recent[seq % motion.recent.length] = { seq, event: { type: 'squat', t, downT: t - 900, upT: t + 900, depthM: 0.35 } as never };
}

function press(el: Element, type: 'pointerdown' | 'pointerup', pointerId: number) {
  el.dispatchEvent(new PointerEvent(type, { pointerId, bubbles: true, cancelable: true, pointerType: 'touch', isPrimary: pointerId === 1 }));
}

describe('gm130 on the phone: a screen for each status', () => {
  it('tutorialSquatting: the practice count, the skip button and the thumb pads; the squat detector runs', async () => {
    const s = await show('tutorial', own('tutorialSquatting', { practice: 1 }));
    await vi.waitFor(() => expect(scene(s.container)).toBe('gm130-tutorialSquatting'));
    await vi.waitFor(() => expect(s.getByText('Practice squats').element()).toBeTruthy());
    expect(s.getByTestId('practice').element().textContent).toBe('1 / 2');
    expect(s.getByTestId('hold-pads').element()).toBeTruthy();
    await vi.waitFor(() =>
      expect(setDetector).toHaveBeenLastCalledWith('squat', expect.objectContaining({ accExceptThreshold: 0.6, accSumTimingThreshold: 0 })),
    );
    s.getByTestId('skip-practice')
      .element()
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.waitFor(() => expect(sent).toContainEqual(['gm130:completeTutorial', {}]));
    patchView((v) => {
      v.game = game('tutorial', own('tutorialSquatting', { practice: 2, tutorialDone: true }));
    });
    await vi.waitFor(() => expect(s.getByTestId('tutorial-done').element()).toBeTruthy());
  });

  it('squatting: the round, the seconds left, the beat and this half’s count', async () => {
    const s = await show('play', own('squatting', { half: half(1), interval: 1800, counts: [7, 3] }));
    await vi.waitFor(() => expect(scene(s.container)).toBe('gm130-squatting'));
    await vi.waitFor(() => expect(s.getByText('Round 2 · faster!').element()).toBeTruthy());
    expect(s.getByTestId('squat-count').element().textContent).toBe('3');
    expect(Number(s.getByTestId('seconds-left').element().textContent)).toBeGreaterThan(0);
    expect(s.getByTestId('squat-beat').element()).toBeTruthy();
  });

  it('break, halfResult and squattingFinished: the half’s count, the standings per head, the place', async () => {
    const standings = {
      halves: [
        { left: 4.5, right: 3 },
        { left: 0, right: 0 },
      ] as [never, never],
      total: { left: 4.5, right: 3 },
    };
    const s = await show('play', own('break', { half: half(0), counts: [5, 0], standings }));
    await vi.waitFor(() => expect(scene(s.container)).toBe('gm130-break'));
    await vi.waitFor(() => expect(s.getByText('Stop! Catch your breath').element()).toBeTruthy());
    expect(s.getByTestId('squat-count').element().textContent).toBe('5');
    patchView((v) => {
      v.game = game('play', own('halfResult', { half: half(0), counts: [5, 0], standings }));
    });
    await vi.waitFor(() => expect(scene(s.container)).toBe('gm130-halfResult'));
    expect(s.getByTestId('half-count').element().textContent).toBe('5');
    expect(s.getByTestId('per-head-left').element().textContent).toBe('4.5');
    expect(s.getByTestId('per-head-right').element().textContent).toBe('3');
    patchView((v) => {
      v.game = game('play', own('squattingFinished', { half: half(1), counts: [5, 6], place: 2, of: 4, standings }));
    });
    await vi.waitFor(() => expect(scene(s.container)).toBe('gm130-squattingFinished'));
    expect(s.getByTestId('total-count').element().textContent).toBe('11');
    expect(s.getByTestId('place').element().textContent).toBe('You placed #2 of 4');
  });

  it('a player who did not enter watches and cheers, without pads or a detector', async () => {
    vi.mocked(setDetector).mockClear();
    const s = await show('play', own('squatting'), false);
    await vi.waitFor(() => expect(scene(s.container)).toBe('gm130-watching'));
    expect(s.container.querySelector('[data-testid="hold-pads"]')).toBeNull();
    expect(setDetector).not.toHaveBeenCalledWith('squat', expect.anything());
  });
});

describe('gm130 thumb pads (bothHolding)', () => {
  it('tells the server when both thumbs are down and when one lifts, and says so on screen', async () => {
    const s = await show('play', own('squatting', { half: half(0), interval: 2400 }));
    await vi.waitFor(() => expect(s.getByTestId('pad-left').element()).toBeTruthy());
    const left = s.getByTestId('pad-left').element();
    const right = s.getByTestId('pad-right').element();
    press(left, 'pointerdown', 1);
    await vi.waitFor(() => expect(left.getAttribute('data-down')).toBe('true'));
    expect(sent.filter(([n]) => n === 'gm130:hold')).toEqual([]); // one thumb is not a grip
    const pressedAt = Date.now();
    press(right, 'pointerdown', 2);
    await vi.waitFor(() => expect(sent).toContainEqual(['gm130:hold', { both: true, at: expect.any(Number) }]));
    // Stamped in game time on the synced clock (the harness's clock is the local one), as the thumb went down.
    const [, held] = sent.find(([n, p]) => n === 'gm130:hold' && (p as { both: boolean }).both)! as [string, { at: number }];
    expect(held.at).toBeGreaterThanOrEqual(pressedAt - (now - 5000) - 5);
    expect(held.at).toBeLessThanOrEqual(Date.now() - (now - 5000));
    expect(s.getByTestId('hold-pads').element().getAttribute('data-both')).toBe('true');
    await vi.waitFor(() => expect(s.getByText('Good grip!').element()).toBeTruthy());
    // The server's view catches up; then a thumb lifts.
    patchView((v) => {
      v.game = game('play', own('squatting', { half: half(0), interval: 2400, bothHolding: true }));
    });
    press(right, 'pointerup', 2);
    await vi.waitFor(() => expect(sent[sent.length - 1]).toEqual(['gm130:hold', { both: false, at: expect.any(Number) }]));
    await vi.waitFor(() => expect(s.getByText('Thumbs on both pads!').element()).toBeTruthy());
  });

  it('puts the server right after a reload: it thought both thumbs were down, the fresh page has none', async () => {
    await show('play', own('squatting', { half: half(0), interval: 2400, bothHolding: true }));
    await vi.waitFor(() => expect(sent).toContainEqual(['gm130:hold', { both: false, at: expect.any(Number) }]));
  });

  it('shows +1 at once for a squat made holding, and asks for both thumbs for one made without', async () => {
    const s = await show('play', own('squatting', { half: half(0), interval: 2400 }));
    await vi.waitFor(() => expect(setDetector).toHaveBeenLastCalledWith('squat', expect.anything()));
    detect(1000);
    await vi.waitFor(() => expect(gm130Slice.isShowSquatted).toBe(true));
    expect(gm130Slice.lastHeld).toBe(false);
    await vi.waitFor(() => expect(s.getByText('Both thumbs!').element()).toBeTruthy());
    thumbs.left = thumbs.right = true;
    detect(3000);
    await vi.waitFor(() => expect(gm130Slice.lastHeld).toBe(true));
    await vi.waitFor(() => expect(s.getByText('+1').element()).toBeTruthy());
  });
});
