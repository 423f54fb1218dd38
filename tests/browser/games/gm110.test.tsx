import i18next from 'i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { client } from '../../../src/engine/clientStore';
import { GM110_PARAMETERS } from '../../../src/games/gm110/parameters';
import Gm110Board from '../../../src/games/gm110/host/Board';
import Gm110Scene from '../../../src/games/gm110/phone/Scene';
import { REFUSED } from '../../../src/games/gm110/rules';
import type { Gm110Status } from '../../../src/games/gm110/rules/types';
import type { BoardSquad, Gm110Board as Board, Gm110PhoneOwn, NoteView } from '../../../src/games/gm110/rules/views';
import type { Item, SlotKind } from '../../../src/games/gm110/shared/menu';
import { appError, ErrorCodes } from '../../../src/protocol/errors';
import type { HostGameView, PhoneGameView } from '../../../src/protocol/game';
import type { PhoneView } from '../../../src/protocol/views';
import { hostViewFixture, player } from '../host/hostFixture';
import { loadTexts, mount, patchView, reset, sent, viewWith } from '../phone/harness';

const SHOTS = '../../../artifacts/screenshots/gm110/browser';

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
  await i18next.loadNamespaces(['gm110']);
  await page.viewport(390, 844);
});
beforeEach(() => reset());

const now = Date.now() + 5000;
/** A note image as the server hands it back (any image URL does). */
const IMG = 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAQAcJaQAA3AA/v3AgAA=';
const SLOTS: SlotKind[] = ['cone', 'scoop', 'scoop', 'topping'];
const ORDER: Item[] = ['waffle', 'mint', 'mango', 'cherry'];
const PICKED: Item[] = ['waffle', 'mint', 'lemon', 'cherry'];
const members = [
  { id: 'me', name: 'Hana', leader: false },
  { id: 'p1', name: 'Kenji the Magnificent', leader: true },
  { id: 'p2', name: 'Mio', leader: false },
  { id: 'p3', name: 'Sora', leader: false },
];
const notes: NoteView[] = [
  { by: 'me', name: 'Hana', slots: [0, 3], url: IMG },
  { by: 'p2', name: 'Mio', slots: [1], url: IMG },
  { by: 'p3', name: 'Sora', slots: [2], url: null },
];

function own(status: Gm110Status, over: Partial<Gm110PhoneOwn> = {}): Gm110PhoneOwn {
  const leader = over.role === 'leader';
  const judged = status === 'answerJudged' || status === 'waitingForRoundResult' || status === 'roundResult' || status === 'replay';
  const results = status === 'roundResult' || status === 'replay';
  const tutorial = status === 'grouping' || status === 'tutorialOrder';
  return structuredClone({
    status,
    me: leader ? 'p1' : 'me',
    statusUntil: now + 6000,
    team: 'left',
    playing: true,
    role: 'member',
    squad: { id: 0, team: 'left', index: 1, leader: 'p1', members },
    customer: tutorial ? -1 : 1,
    customers: 3,
    slots: tutorial ? ['topping'] : SLOTS,
    mySlots: leader ? [] : tutorial ? [0] : [0, 3],
    myItems: tutorial ? ['cherry'] : status === 'order' && !leader ? ['waffle', 'cherry'] : null,
    drawUntil: now + 8000,
    myNote: null,
    notes: tutorial ? notes.map((n) => ({ ...n, slots: [0], url: null })) : notes,
    candidate: tutorial ? [null] : status === 'pendingAnswer' ? ['waffle', 'mint', null, null] : PICKED,
    served: status !== 'pendingAnswer' && !tutorial,
    judged: judged ? { order: ORDER, slots: SLOTS, candidate: PICKED, wrong: [false, false, true, false], stars: 2 } : null,
    teamStars: results ? { left: 2.5, right: 1.75 } : null,
    totals: results ? { left: 2.33, right: 2 } : null,
    history:
      status === 'replay'
        ? [0, 1, 2].map((customer) => ({
            customer,
            order: ORDER,
            slots: SLOTS,
            candidate: PICKED,
            wrong: [false, false, true, false],
            stars: 2,
          }))
        : [],
    tutorialDone: false,
    practice: { item: 'cherry', note: null, pick: null, served: false },
    ...over,
  } satisfies Gm110PhoneOwn);
}

function game(o: Gm110PhoneOwn | null, entered = true): PhoneGameView {
  return {
    id: 'gm110',
    mode: 'T0',
    phase: o?.status === 'grouping' || o?.status === 'tutorialOrder' ? 'tutorial' : 'play',
    tutorial: 'started',
    entryStatus: { teams: { left: { total: 4, entries: 4 }, right: { total: 4, entries: 4 } }, entry: entered },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    invited: true,
    params: JSON.parse(JSON.stringify(GM110_PARAMETERS)) as typeof GM110_PARAMETERS,
    own: o,
  };
}

function show(o: Gm110PhoneOwn | null, entered = true) {
  reset({ ...viewWith({ me: { team: 'left' } }), game: game(o, entered) } as PhoneView);
  return mount(<Gm110Scene />);
}

/** The screen shows, and nothing on it spills off the screen (finished animations at rest). */
async function expectScreen(scene: string, w = 390, h = 844) {
  await vi.waitFor(() => expect(document.querySelector(`[data-scene="${scene}"]`)).not.toBeNull());
  const root = document.querySelector(`[data-scene="${scene}"]`)!;
  for (const a of document.getAnimations()) if (Number.isFinite(a.effect?.getComputedTiming().endTime)) a.finish();
  for (const el of root.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    // A note strip scrolls sideways: its cards may sit past the edge inside it.
    if (el.closest('[data-testid="note-strip"]') && el.getAttribute('data-testid') !== 'note-strip') continue;
    expect(r.left, `${el.tagName} ${el.className}`).toBeGreaterThanOrEqual(-1);
    expect(r.right, `${el.tagName} ${el.className}`).toBeLessThanOrEqual(w + 1);
    expect(r.bottom, `${el.tagName} ${el.className}`).toBeLessThanOrEqual(h + 1);
  }
}

const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true }));

describe('gm110 phone screens, one per status', () => {
  const CASES = [
    ['grouping', own('grouping'), 'Squad Green 2'],
    ['grouping', own('grouping', { role: 'leader' }), "You don't hear the order."],
    ['tutorialOrder', own('tutorialOrder'), 'Practice: draw the Cherry'],
    ['tutorialOrder', own('tutorialOrder', { role: 'leader' }), 'Practice: serve the Cherry'],
    ['tutorialOrder', own('tutorialOrder', { tutorialDone: true }), 'Ready! Waiting for the others…'],
    ['order', own('order'), 'Remember this!'],
    ['order', own('order', { role: 'leader' }), 'A customer is ordering…'],
    ['roundStarted', own('roundStarted'), 'Draw your note!'],
    ['roundStarted', own('roundStarted', { myNote: IMG }), 'Note sent!'],
    ['roundStarted', own('roundStarted', { role: 'leader' }), '2 of 3 notes are in.'],
    ['pendingAnswer', own('pendingAnswer', { role: 'leader' }), 'Build the order!'],
    ['pendingAnswer', own('pendingAnswer'), 'Your leader is building it'],
    ['answered', own('answered'), 'Order served!'],
    ['answerClosed', own('answerClosed'), 'Orders closed!'],
    ['answerJudged', own('answerJudged'), '1 mistake'],
    ['waitingForRoundResult', own('waitingForRoundResult'), 'Counting stars…'],
    ['roundResult', own('roundResult'), 'Customer 2: stars per squad'],
    ['replay', own('replay'), 'Replay'],
  ] as const;
  it.each(CASES.map(([status, o, text]) => [status, text, o] as const))('%s: %s', async (status, text, o) => {
    const s = await show(o);
    await expectScreen(`gm110-${status}`);
    await vi.waitFor(() => expect(s.getByText(text, { exact: false }).first().element()).toBeTruthy());
    await s.unmount();
  });

  it('watching: a phone not in the game watches and cheers', async () => {
    const s = await show(own('order'), false);
    await expectScreen('gm110-watching');
    click(s.getByRole('button', { name: 'Cheer!' }).element());
    await vi.waitFor(() => expect(sent).toContainEqual(['cheer', {}]));
  });

  it('grouping: the squad with its crowned leader; "Got it!" sends ready', async () => {
    const s = await show(own('grouping'));
    await vi.waitFor(() => expect(s.getByTestId('squad-card').element().textContent).toContain('Kenji the Magnificent'));
    expect(s.getByTestId('role').element().getAttribute('data-role')).toBe('member');
    click(s.getByTestId('ready').element());
    await vi.waitFor(() => expect(sent).toContainEqual(['gm110:ready', {}]));
  });

  it('order: a member sees their own parts, privately, with the slot each fills', async () => {
    const s = await show(own('order'));
    await vi.waitFor(() => expect(s.getByTestId('my-part').element().textContent).toBe('Waffle coneConeCherryTopping'));
  });

  it('drawing pad: touch-action none, strokes with the pointer, and the note goes out small, encoded in the media worker', async () => {
    const s = await show(own('roundStarted'));
    await vi.waitFor(() => expect(s.getByTestId('note-pad').element()).toBeTruthy());
    const pad = s.getByTestId('note-pad').element() as HTMLCanvasElement;
    expect(getComputedStyle(pad).touchAction).toBe('none');
    expect((s.getByTestId('note-send').element() as HTMLButtonElement).disabled).toBe(true);
    const r = pad.getBoundingClientRect();
    const at = (x: number, y: number) => ({ clientX: r.left + x * r.width, clientY: r.top + y * r.height, pointerId: 1, bubbles: true, pointerType: 'touch' });
    pad.dispatchEvent(new PointerEvent('pointerdown', at(0.2, 0.2)));
    for (let k = 1; k <= 10; k++) pad.dispatchEvent(new PointerEvent('pointermove', at(0.2 + k * 0.06, 0.2 + k * 0.05)));
    pad.dispatchEvent(new PointerEvent('pointerup', at(0.8, 0.7)));
    // Ink where the stroke went, paper elsewhere.
    const px = (x: number, y: number) => Array.from(pad.getContext('2d')!.getImageData(Math.round(x * 320), Math.round(y * 320), 1, 1).data);
    expect(px(0.5, 0.45)[0]).toBeLessThan(80);
    expect(px(0.9, 0.1)[0]).toBeGreaterThan(200);
    await vi.waitFor(() => expect((s.getByTestId('note-send').element() as HTMLButtonElement).disabled).toBe(false));
    click(s.getByTestId('note-send').element());
    await vi.waitFor(() => expect(sent.find(([n]) => n === 'gm110:note')).toBeTruthy(), { timeout: 10_000 });
    const [, payload] = sent.find(([n]) => n === 'gm110:note')! as [string, { round: number; photo: string }];
    expect(payload.round).toBe(1);
    expect(payload.photo).toMatch(/^data:image\/(webp|jpeg);base64,/);
    const bytes = Math.floor(((payload.photo.length - payload.photo.indexOf(',') - 1) * 3) / 4);
    expect(bytes).toBeLessThanOrEqual(GM110_PARAMETERS.note.maxBytes);
    expect(bytes).toBeGreaterThan(50);
    // The encoded note is the drawing, shrunk: decode it and find the ink.
    const img = await createImageBitmap(await (await fetch(payload.photo)).blob());
    expect(Math.max(img.width, img.height)).toBeLessThanOrEqual(GM110_PARAMETERS.note.size);
    const c = new OffscreenCanvas(img.width, img.height).getContext('2d')!;
    c.drawImage(img, 0, 0);
    expect(c.getImageData(Math.round(img.width * 0.5), Math.round(img.height * 0.45), 1, 1).data[0]).toBeLessThan(120);
  });

  it('picker: a tap on a candidate picks it for the open slot and moves on; Serve sends the button; served locks every candidate', async () => {
    const s = await show(own('pendingAnswer', { role: 'leader', candidate: [null, null, null, null] }));
    await vi.waitFor(() => expect(s.getByTestId('candidates').element()).toBeTruthy());
    expect(s.getByTestId('candidates').element().querySelectorAll('button')).toHaveLength(4); // the cones
    click(s.getByTestId('candidate-sugar').element());
    await vi.waitFor(() => expect(sent).toContainEqual(['gm110:pick', { round: 1, slot: 0, item: 'sugar' }]));
    // On to scoop 1: the flavours.
    await vi.waitFor(() => expect(s.getByTestId('candidates').element().querySelectorAll('button')).toHaveLength(8));
    click(s.getByTestId('slot-3').element());
    await vi.waitFor(() => expect(s.getByTestId('candidates').element().querySelectorAll('button')).toHaveLength(6));
    click(s.getByTestId('candidate-nuts').element());
    await vi.waitFor(() => expect(sent).toContainEqual(['gm110:pick', { round: 1, slot: 3, item: 'nuts' }]));
    patchView((v) => {
      (v.game!.own as Gm110PhoneOwn).candidate = ['sugar', null, null, 'nuts'];
    });
    await vi.waitFor(() => expect((s.getByTestId('serve').element() as HTMLButtonElement).disabled).toBe(false));
    click(s.getByTestId('serve').element());
    await vi.waitFor(() => expect(sent).toContainEqual(['gm110:serve', { round: 1 }]));
    // SPEC.md §4: once the button was clicked, the candidate can no longer change.
    await vi.waitFor(() => expect((s.getByTestId('candidate-nuts').element() as HTMLButtonElement).disabled).toBe(true));
    const before = sent.length;
    click(s.getByTestId('candidate-cherry').element());
    expect(sent.length).toBe(before);
  });

  it('a refused move says why, in words (the lock after serving)', async () => {
    const s = await show(own('pendingAnswer', { role: 'leader' }));
    await vi.waitFor(() => expect(s.getByTestId('candidates').element()).toBeTruthy());
    client.intents['gm110:pick'] = { pending: false, done: 0, error: appError('Application', ErrorCodes.Application.INVALID_PARAMETER, REFUSED.locked) };
    await vi.waitFor(() => expect(s.getByTestId('refused').element().textContent).toBe("Already served: the order can't change any more."));
    await expectScreen('gm110-pendingAnswer');
  });

  it('judged: the real order beside the squad’s, the wrong slot crossed, the stars', async () => {
    const s = await show(own('answerJudged'));
    await vi.waitFor(() => expect(s.getByTestId('stars').element().getAttribute('data-stars')).toBe('2'));
    expect(s.getByTestId('our-order').element().querySelectorAll('path[stroke="#ff3b3b"]')).toHaveLength(1);
  });

  it('speaks Japanese', async () => {
    await i18next.changeLanguage('ja');
    try {
      const s = await show(own('pendingAnswer', { role: 'leader' }));
      await vi.waitFor(() => expect(s.getByText('注文を組み立てよう！').element()).toBeTruthy());
      await expectScreen('gm110-pendingAnswer');
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });
});

function board(n: number, status: Gm110Status): Board {
  const perTeam = Math.ceil(n / 2);
  const squadsPerTeam = Math.max(1, Math.ceil(perTeam / 5));
  const squads: BoardSquad[] = [];
  let pid = 0;
  for (const team of ['left', 'right'] as const) {
    for (let index = 0; index < squadsPerTeam; index++) {
      const size = Math.floor(perTeam / squadsPerTeam) + (index < perTeam % squadsPerTeam ? 1 : 0);
      const ms = Array.from({ length: size }, (_, k) => ({
        id: `p${pid++}`,
        name: k === 0 ? `Kenji the Magnificent ${pid}` : `Player ${pid}`,
        leader: k === 0,
        acked: true,
        practiced: k % 2 === 0,
        noteIn: k % 3 !== 1,
      }));
      const revealed = ['answerClosed', 'answerJudged', 'waitingForRoundResult', 'roundResult', 'replay'].includes(status);
      const judged = ['answerJudged', 'waitingForRoundResult', 'roundResult', 'replay'].includes(status);
      squads.push({
        id: squads.length,
        team,
        index,
        members: ms,
        notesIn: ms.filter((m) => m.noteIn && !m.leader).length,
        notesDue: ms.length - 1,
        filled: index % 5,
        served: index % 2 === 0,
        candidate: revealed ? (index % 2 ? PICKED : ORDER) : null,
        stars: judged ? (index % 2 ? 2 : 3) : null,
        wrong: judged ? (index % 2 ? [false, false, true, false] : [false, false, false, false]) : null,
      });
    }
  }
  const tutorial = status === 'grouping';
  return {
    status,
    statusUntil: tutorial ? null : now + 6000,
    customer: tutorial ? -1 : 1,
    customers: 3,
    slots: tutorial ? ['topping'] : SLOTS,
    drawFrom: now,
    drawUntil: now + 8000,
    pickUntil: now + 20_000,
    practice: 'cherry',
    squads,
    order: ['answerJudged', 'waitingForRoundResult', 'roundResult'].includes(status) ? ORDER : null,
    teamStars: status === 'roundResult' || status === 'replay' ? { left: 2.5, right: 1.75 } : null,
    totals: status === 'roundResult' || status === 'replay' ? { left: 2.33, right: 2 } : null,
    replay:
      status === 'replay'
        ? {
            customer: 1,
            order: ORDER,
            slots: SLOTS,
            squads: squads.map((q) => ({
              id: q.id,
              candidate: q.candidate!,
              stars: q.stars!,
              wrong: q.wrong!,
              notes: q.members.slice(0, 3).map((m) => ({ by: m.id, url: IMG })),
            })),
          }
        : null,
  };
}

function hostGame(b: Board): HostGameView {
  return {
    id: 'gm110',
    mode: 'T0',
    phase: b.status === 'grouping' ? 'tutorial' : 'play',
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

describe('gm110 on the big screen', () => {
  beforeAll(async () => {
    await page.viewport(1920, 1080);
  });
  afterAll(async () => {
    await page.viewport(390, 844);
  });

  const STATUSES: Gm110Status[] = [
    'grouping',
    'order',
    'roundStarted',
    'pendingAnswer',
    'answerClosed',
    'answerJudged',
    'waitingForRoundResult',
    'roundResult',
    'replay',
  ];

  it.each(STATUSES.flatMap((s) => [4, 100].map((n) => [s, n] as const)))('shows %s with %i players, inside the screen', async (status, n) => {
    const b = board(n, status);
    const players = b.squads.flatMap((q) => q.members.map((m) => player(m.id, { name: m.name, team: q.team })));
    client.view = { ...hostViewFixture({ players }), game: hostGame(b) };
    const screen = await render(<Gm110Board />);
    await expectScreen(`host-gm110-${status}`, 1920, 1080);
    await page.screenshot({ path: `${SHOTS}/host-${status}-${n}.png` });
    expect(screen.getByTestId('squad').elements()).toHaveLength(b.squads.length);
    for (const side of ['left', 'right']) {
      const box = screen.getByTestId(`squads-${side}`).element().getBoundingClientRect();
      for (const t of screen.getByTestId(`squads-${side}`).element().querySelectorAll('[data-testid="squad"]')) {
        expect(t.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.bottom + 0.5);
        // Every member's name is in its squad's tile (100 players: 10 squads a team).
        expect(t.querySelectorAll('li').length).toBeGreaterThan(0);
      }
    }
    expect(screen.container.querySelectorAll('li')).toHaveLength(n);
    await screen.unmount();
  });

  it('keeps the picks hidden while the leaders pick (filled slots only), shows them when closed and the stars when judged', async () => {
    for (const [status, sundaes, stars] of [
      ['pendingAnswer', 0, 0],
      ['answerClosed', 4, 0],
      ['answerJudged', 4, 4],
    ] as const) {
      const b = board(16, status);
      client.view = { ...hostViewFixture({ players: [] }), game: hostGame(b) };
      const screen = await render(<Gm110Board />);
      await vi.waitFor(() => expect(screen.getByTestId('squad').elements()).toHaveLength(4));
      expect(screen.container.querySelectorAll('[data-testid="squad"] svg.sundae')).toHaveLength(sundaes);
      expect(screen.container.querySelectorAll('[data-testid="squad"] svg.stars')).toHaveLength(stars);
      await screen.unmount();
    }
  });

  it('the replay: the real order in the middle, each squad’s order, stars and notes beside it', async () => {
    // The game is past its last customer while the replay shows the second: the chip follows the replay.
    const b = { ...board(16, 'replay'), customer: 2 };
    client.view = { ...hostViewFixture({ players: [] }), game: hostGame(b) };
    const screen = await render(<Gm110Board />);
    await vi.waitFor(() => expect(screen.getByTestId('host-note').elements().length).toBe(4 * 3));
    // Each note named by its drawer, from the squad's members (the replay carries ids only).
    const first = b.squads[0]!.members[0]!;
    expect((screen.getByTestId('host-note').elements()[0] as HTMLImageElement).alt).toBe(`${first.name}'s note`);
    expect(screen.getByText('Customer 2: the real order').element()).toBeTruthy();
    expect(screen.getByText('Customer 2 of 3').element()).toBeTruthy();
    expect(screen.getByTestId('host-mean-left').element().textContent).toContain('2.3');
    await screen.unmount();
  });
});
