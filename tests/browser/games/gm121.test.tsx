import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { client } from '../../../src/engine/clientStore';
import Gm121Board from '../../../src/games/gm121/host/Board';
import { GM121_PARAMETERS } from '../../../src/games/gm121/parameters';
import Gm121Scene from '../../../src/games/gm121/phone/Scene';
import type { Gm121Status } from '../../../src/games/gm121/rules/types';
import type { Gm121Board as Board, Gm121PhoneOwn } from '../../../src/games/gm121/rules/views';
import type { HostGameView, PhoneGameView } from '../../../src/protocol/game';
import type { PhoneView } from '../../../src/protocol/views';
import type { Rgb } from '../../../workers/media/ciede2000.shared';
import { hostViewFixture, player } from '../host/hostFixture';
import { loadTexts, mount, reset, sent, viewWith } from '../phone/harness';

const SHOTS = '../../../artifacts/screenshots/gm121/browser';

vi.mock('../../../src/engine/socketClient', async () => (await import('../phone/harness')).socketClientMock);
vi.mock('../../../src/engine/phoneEngine', () => ({ startPhoneEngine: async () => {} }));
vi.mock('../../../src/engine/clock', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/clock')>()),
  startClock: vi.fn(async () => ({})),
  serverNow: () => Date.now(),
  serverToLocalTime: (t: number) => t,
}));

const now = Date.now();
const KETCHUP: Rgb = [200, 32, 40];
/** A tiny PNG (one white pixel) standing for a stored photo. */
const PHOTO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

/** The camera a phone gets: a canvas painted one colour, as a live stream. */
let painted: HTMLCanvasElement | null = null;
let paint: ReturnType<typeof setInterval> | undefined;
function fakeCamera(colour: string | 'denied') {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: async () => {
        if (colour === 'denied') throw new DOMException('Permission denied', 'NotAllowedError');
        painted = document.createElement('canvas');
        painted.width = 320;
        painted.height = 240;
        const ctx = painted.getContext('2d')!;
        const draw = () => {
          ctx.fillStyle = colour;
          ctx.fillRect(0, 0, 320, 240);
        };
        draw();
        paint = setInterval(draw, 50);
        return painted.captureStream(20);
      },
    },
  });
}

beforeAll(async () => {
  await loadTexts();
  await i18next.loadNamespaces(['gm121']);
  await page.viewport(390, 844);
});
beforeEach(() => reset());
afterEach(() => clearInterval(paint));

const settings = { centre: 0.3, photoSide: 320, perfectDeltaE: 3, zeroDeltaE: 45, maxShots: 30 };

function own(status: Gm121Status, over: Partial<Gm121PhoneOwn> = {}): Gm121PhoneOwn {
  const closed = status === 'roundResult' || status === 'roundFinished';
  return structuredClone({
    status,
    statusUntil: now + 20_000,
    team: 'left',
    playing: true,
    capability: 'authorized',
    tutorialDone: false,
    round: status === 'tutorialPhotoShooting' ? -1 : 1,
    rounds: 3,
    colour: status === 'roundColor' ? null : { id: 'ketchup', rgb: KETCHUP },
    startFrame: null,
    endFrame: null,
    shootUntil: status === 'roundPhotoShooting' ? now + 20_000 : null,
    shot: closed ? { photo: PHOTO, median: [190, 40, 50], deltaE: 4.2, score: 97 } : null,
    isShotSucceeded: closed ? true : null,
    tries: closed ? 2 : 0,
    positionInRound: closed ? 2 : null,
    of: 4,
    best: 97,
    photos: [PHOTO, closed ? PHOTO : null],
    histogram: closed ? [0, 0, 0, 1, 0, 0, 0, 0, 0, 1] : null,
    teamScores: { left: 71.5, right: 48 },
    settings,
    ...over,
  } satisfies Gm121PhoneOwn);
}

function game(o: Gm121PhoneOwn | null, entered = true): PhoneGameView {
  return {
    id: 'gm121',
    mode: 'T0',
    phase: o?.status === 'tutorialPhotoShooting' ? 'tutorial' : 'play',
    tutorial: 'started',
    entryStatus: { teams: { left: { total: 2, entries: 2 }, right: { total: 2, entries: 2 } }, entry: entered },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    invited: true,
    params: JSON.parse(JSON.stringify(GM121_PARAMETERS)) as typeof GM121_PARAMETERS,
    own: o,
  };
}

function show(o: Gm121PhoneOwn | null, entered = true) {
  reset({ ...viewWith({ me: { team: 'left' } }), game: game(o, entered) } as PhoneView);
  return mount(<Gm121Scene />);
}

/** The screen shows, and nothing on it spills off the screen. */
async function expectScreen(scene: string, w = 390, h = 844) {
  await vi.waitFor(() => expect(document.querySelector(`[data-scene="${scene}"]`)).not.toBeNull());
  const root = document.querySelector(`[data-scene="${scene}"]`)!;
  for (const el of root.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    expect(r.left, `${el.tagName} ${el.className}`).toBeGreaterThanOrEqual(-1);
    expect(r.right, `${el.tagName} ${el.className}`).toBeLessThanOrEqual(w + 1);
    expect(r.bottom, `${el.tagName} ${el.className}`).toBeLessThanOrEqual(h + 1);
  }
}

const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true }));

describe('gm121 phone screens, one per status', () => {
  const CASES = [
    ['tutorialPhotoShooting', own('tutorialPhotoShooting'), 'Practice shot!'],
    ['roundColor', own('roundColor'), 'Look at the big screen'],
    ['roundPhotoShooting', own('roundPhotoShooting'), 'Hunt 2 of 3'],
    ['roundResult', own('roundResult'), 'Place 2 of 4'],
    ['roundFinished', own('roundFinished'), 'Your best so far: 97'],
  ] as const;
  it.each(CASES.map(([status, o, text]) => [status, text, o] as const))('%s: %s', async (status, text, o) => {
    fakeCamera('rgb(200, 32, 40)');
    const s = await show(o);
    await expectScreen(`gm121-${status}`);
    await vi.waitFor(() => expect(s.getByText(text, { exact: false }).element()).toBeTruthy());
    await s.unmount();
  });

  it('hunt: the live camera’s frame is analysed in the media worker and sent as a photo with its centre colour', async () => {
    fakeCamera('rgb(200, 32, 40)');
    const s = await show(own('roundPhotoShooting'));
    await vi.waitFor(() => expect(sent).toContainEqual(['gm121:camera', { state: 'authorized' }]));
    const shutter = s.getByTestId('shutter');
    // The shutter wakes with the camera's first frame.
    await vi.waitFor(() => expect(shutter.element().hasAttribute('disabled')).toBe(false), { timeout: 5000 });
    click(shutter.element());
    // The shot answers the tap at once: the flash, and the camera busy while the frame is worked.
    await vi.waitFor(() => expect(s.getByTestId('camera').element().getAttribute('data-busy')).toBe('true'), { timeout: 1000 });
    expect(s.getByTestId('shutter-flash').element()).toBeTruthy();
    await vi.waitFor(() => expect(sent.some(([n]) => n === 'gm121:shoot')).toBe(true), { timeout: 10_000 });
    const [, shot] = sent.find(([n]) => n === 'gm121:shoot') as [string, { photo: string; median: Rgb }];
    expect(shot.photo).toMatch(/^data:image\/(webp|jpeg);base64,/);
    for (let k = 0; k < 3; k++) expect(Math.abs(shot.median[k]! - KETCHUP[k]!)).toBeLessThanOrEqual(4);
    await vi.waitFor(() => expect(s.getByText('Checking your shot…').element()).toBeTruthy());
  });

  it('hunt: a refused camera is said to the server, and the player cheers', async () => {
    fakeCamera('denied');
    const s = await show(own('roundPhotoShooting'));
    await vi.waitFor(() => expect(sent).toContainEqual(['gm121:camera', { state: 'denied' }]));
    await vi.waitFor(() => expect(s.getByTestId('camera-denied').element()).toBeTruthy());
    await s.unmount();
    const c = await show(own('roundPhotoShooting', { capability: 'denied' }));
    await expectScreen('gm121-cheer');
    click(c.getByRole('button', { name: 'Cheer!' }).element());
    await vi.waitFor(() => expect(sent).toContainEqual(['cheer', {}]));
  });

  it('hunt: the shutter stays off once the hunt closed', async () => {
    fakeCamera('rgb(20, 170, 220)');
    const s = await show(own('roundPhotoShooting', { shootUntil: now - 1000 }));
    await vi.waitFor(() => expect(s.getByTestId('camera').element().getAttribute('data-state')).toBe('live'), { timeout: 5000 });
    expect(s.getByTestId('shutter').element().hasAttribute('disabled')).toBe(true);
  });

  it('watching: a phone not in the game watches and cheers', async () => {
    const s = await show(own('roundColor'), false);
    await expectScreen('gm121-watching');
    click(s.getByRole('button', { name: 'Cheer!' }).element());
    await vi.waitFor(() => expect(sent).toContainEqual(['cheer', {}]));
  });

  it('speaks Japanese', async () => {
    await i18next.changeLanguage('ja');
    try {
      const s = await show(own('roundFinished'));
      await expectScreen('gm121-roundFinished');
      expect(document.body.textContent).not.toContain('Finished_');
      expect(document.body.textContent).toMatch(/[\u3040-\u30ff]/);
      await s.unmount();
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });
});

function board(n: number, status: Gm121Status): Board {
  const closed = status === 'roundResult' || status === 'roundFinished';
  return {
    status,
    statusUntil: now + 5000,
    shootUntil: status === 'roundPhotoShooting' ? now + 5000 : null,
    round: status === 'tutorialPhotoShooting' ? -1 : 1,
    rounds: 3,
    colour: { id: 'ketchup', rgb: KETCHUP },
    colours: [
      { id: 'pool', rgb: [20, 170, 220] },
      { id: 'ketchup', rgb: KETCHUP },
    ],
    hunters: Array.from({ length: n }, (_, i) => ({
      id: `p${i}`,
      name: `Player ${i}`,
      team: i % 2 ? ('right' as const) : ('left' as const),
      capability: i === 3 ? ('denied' as const) : ('authorized' as const),
      practised: i % 3 > 0,
      shot: i % 4 > 0,
      photo: closed && i % 4 > 0 ? PHOTO : null,
      score: closed && i % 4 > 0 ? (i * 37) % 101 : null,
      best: (i * 37) % 101,
    })),
    histograms: closed ? { left: [1, 0, 2, 0, 3, 0, 1, 0, 0, 4], right: [0, 2, 0, 1, 0, 5, 0, 0, 1, 0] } : null,
    teamScores: { left: 71.5, right: 48 },
    members: { left: Math.ceil(n / 2), right: Math.floor(n / 2) },
  };
}

function hostGame(b: Board): HostGameView {
  return {
    id: 'gm121',
    mode: 'T0',
    phase: b.status === 'tutorialPhotoShooting' ? 'tutorial' : 'play',
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

describe('gm121 on the big screen', () => {
  beforeAll(async () => {
    await page.viewport(1920, 1080);
  });
  afterAll(async () => {
    await page.viewport(390, 844);
  });

  const STATUSES: Gm121Status[] = ['tutorialPhotoShooting', 'roundColor', 'roundPhotoShooting', 'roundResult', 'roundFinished'];
  it.each(STATUSES.flatMap((s) => [4, 100].map((n) => [s, n] as const)))('shows %s with %i players, inside the screen', async (status, n) => {
    const b = board(n, status);
    client.view = { ...hostViewFixture({ players: b.hunters.map((p) => player(p.id, { name: p.name, team: p.team })) }), game: hostGame(b) };
    const screen = await render(<Gm121Board />);
    await expectScreen(`gm121-board-${status}`, 1920, 1080);
    await page.screenshot({ path: `${SHOTS}/host-${status}-${n}.png` });
    if (status === 'roundPhotoShooting') expect(screen.getByTestId('hunter').elements()).toHaveLength(n);
    await screen.unmount();
  });

  it('the round’s mosaic: each team’s best three shots large, best first, and its histogram', async () => {
    const b = board(12, 'roundResult');
    client.view = { ...hostViewFixture({ players: b.hunters.map((p) => player(p.id, { name: p.name, team: p.team })) }), game: hostGame(b) };
    const screen = await render(<Gm121Board />);
    const left = screen.getByTestId('mosaic-left');
    await vi.waitFor(() => expect(left.getByTestId('top-shot').elements()).toHaveLength(3));
    const scores = left
      .getByTestId('top-shot')
      .elements()
      .map((e) => Number(e.getAttribute('data-score')));
    const all = b.hunters.filter((h) => h.team === 'left' && h.score !== null).map((h) => h.score!);
    expect(scores).toEqual([...all].sort((x, y) => y - x).slice(0, 3));
    expect(screen.getByTestId('histogram-left').element().getAttribute('data-bins')).toBe('1,0,2,0,3,0,1,0,0,4');
    await screen.unmount();
  });
});
