import i18next from 'i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { client } from '../../../src/engine/clientStore';
import { GM105_PARAMETERS } from '../../../src/games/gm105/parameters';
import Gm105Board from '../../../src/games/gm105/host/Board';
import Gm105Scene from '../../../src/games/gm105/phone/Scene';
import { gm105Slice, initialSlice } from '../../../src/games/gm105/phone/slice';
import { loadBank } from '../../../src/games/gm105/shared/bank';
import type { Gm105Status, Pattern } from '../../../src/games/gm105/rules/types';
import type { Gm105Board as Board, Gm105PhoneOwn } from '../../../src/games/gm105/rules/views';
import { appError, ErrorCodes } from '../../../src/protocol/errors';
import type { HostGameView, PhoneGameView } from '../../../src/protocol/game';
import type { PhoneView } from '../../../src/protocol/views';
import { hostViewFixture, player } from '../host/hostFixture';
import { loadTexts, mount, reset, sent, viewWith } from '../phone/harness';

vi.mock('../../../src/engine/socketClient', async () => (await import('../phone/harness')).socketClientMock);
vi.mock('../../../src/engine/phoneEngine', () => ({ startPhoneEngine: async () => {} }));
// This page's own clock (no clock worker in a component test).
vi.mock('../../../src/engine/clock', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/clock')>()),
  startClock: vi.fn(async () => ({})),
  serverNow: () => Date.now(),
  serverToLocalTime: (t: number) => t,
}));

const SHOTS = '../../../artifacts/screenshots/gm105/browser';

beforeAll(async () => {
  await loadTexts();
  await i18next.loadNamespaces(['gm105']);
  await Promise.all([loadBank('en-US'), loadBank('ja')]);
  await page.viewport(390, 844);
});
beforeEach(() => {
  reset();
  Object.assign(gm105Slice, initialSlice());
});

const EDIT = { mine: [], maxPerPlayer: 2, roomCount: 1, roomMax: 4, done: 1, of: 4, until: null };
const CHOICE = {
  index: 2,
  kind: 'choice' as const,
  question: { bank: 'q01', field: 'question' as const },
  choices: { A: { bank: 'q01', field: 'incorrect' as const }, B: { bank: 'q01', field: 'correct' as const } },
  claim: null,
};
const MARK = {
  index: 2,
  kind: 'mark' as const,
  question: { bank: 'q05', field: 'question' as const },
  choices: null,
  claim: { bank: 'q05', field: 'correct' as const },
};
const PLAYER_Q = { index: 3, kind: 'mark' as const, question: { text: 'What is Aki’s favourite fruit?' }, choices: null, claim: { text: 'Mango' } };

function own(status: Gm105Status, over: Partial<Gm105PhoneOwn> = {}): Gm105PhoneOwn {
  const now = Date.now();
  return {
    status,
    team: 'left',
    playing: true,
    practice: false,
    tutorialDone: true,
    roundNumber: 2,
    rounds: 7,
    edit: EDIT,
    asker: null,
    mine: false,
    question: status === 'roundStarted' || status === 'edit' || status === 'editFinished' ? null : CHOICE,
    pattern: 'rAbB',
    openAt: now - 1500,
    closeAt: now + 5500,
    answerMs: 7000,
    answer: null,
    judgement: null,
    rightButton: null,
    standings: { round: null, total: { left: 322, right: 198 } },
    points: 214,
    correct: 2,
    place: 2,
    of: 4,
    top: [],
    ...over,
  };
}

function game(o: Gm105PhoneOwn, entered = true): PhoneGameView {
  return {
    id: 'gm105',
    mode: 'T0',
    phase: o.practice ? 'tutorial' : 'play',
    tutorial: o.practice ? 'started' : 'completed',
    entryStatus: { teams: { left: { total: 2, entries: 2 }, right: { total: 2, entries: 2 } }, entry: entered },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    invited: true,
    params: structuredClone(GM105_PARAMETERS),
    own: o,
  };
}

const show = (o: Gm105PhoneOwn, entered = true): PhoneView => ({ ...viewWith({ me: { team: 'left' } }), game: game(o, entered) });

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

const shot = (name: string) => page.screenshot({ path: `${SHOTS}/phone-${name}.png` });

describe('gm105 phone screens', () => {
  it.each([
    ['edit', 'edit', own('edit'), 'Write a question!'],
    [
      'edit (two written: full)',
      'edit',
      own('edit', {
        edit: {
          ...EDIT,
          roomCount: 3,
          mine: [
            { id: 'k1', questionSentence: 'What is Aki’s favourite fruit?', correctAnswer: 'Mango', incorrectAnswer: 'Lemon' },
            {
              id: 'k3',
              questionSentence: 'Which city was Aki born in? It is a long question to see wrapping work',
              correctAnswer: 'Lisbon',
              incorrectAnswer: 'Porto',
            },
          ],
        },
      }),
      'That’s as many as you can write',
    ],
    [
      'editFinished (waiting)',
      'editFinished',
      own('editFinished', {
        edit: { ...EDIT, mine: [{ id: 'k1', questionSentence: 'Q?', correctAnswer: 'A', incorrectAnswer: 'B' }], until: Date.now() + 20_000 },
      }),
      'Your question is in!',
    ],
    ['editFinished (all)', 'editFinished', own('editFinished', { edit: { ...EDIT, roomCount: 3 } }), '3 questions from the players are in the mix!'],
    ['roundStarted (bank)', 'roundStarted', own('roundStarted'), 'From the quiz box'],
    ['roundStarted (a player’s)', 'roundStarted', own('roundStarted', { asker: { name: 'Aki', team: 'right' } }), 'Asked by Aki'],
    ['roundStarted (mine)', 'roundStarted', own('roundStarted', { mine: true, asker: { name: 'Hana', team: 'left' } }), 'you sit it out'],
    ['questionChanged', 'questionChanged', own('questionChanged', { question: MARK, pattern: 'ox', openAt: Date.now() + 2000 }), 'Is it “Honey”?'],
    ['pendingAnswer (choice)', 'pendingAnswer', own('pendingAnswer'), 'Which animal says “moo”?'],
    ['pendingAnswer (mark)', 'pendingAnswer', own('pendingAnswer', { question: MARK, pattern: 'xv' }), 'Is it “Honey”?'],
    ['pendingAnswer (practice)', 'pendingAnswer', own('pendingAnswer', { practice: true, tutorialDone: false, roundNumber: -1 }), 'Try it!'],
    ['pendingAnswer (mine)', 'pendingAnswer', own('pendingAnswer', { mine: true, question: PLAYER_Q }), 'Your question is on!'],
    ['answered', 'answered', own('answered', { answer: { button: 1, elapsedMs: 1240, points: null } }), 'Locked in!'],
    [
      'answered (practice)',
      'answered',
      own('answered', {
        practice: true,
        roundNumber: -1,
        answer: { button: 1, elapsedMs: 0, points: 120 },
        judgement: 'correct',
        rightButton: 1,
      }),
      'Right!',
    ],
    [
      'answerClosed (correct)',
      'answerClosed',
      own('answerClosed', { answer: { button: 1, elapsedMs: 1240, points: 116 }, judgement: 'correct', rightButton: 1 }),
      'Correct!',
    ],
    [
      'answerClosed (incorrect, a claim)',
      'answerClosed',
      own('answerClosed', {
        question: PLAYER_Q,
        pattern: 'vx',
        answer: { button: 1, elapsedMs: 900, points: 0 },
        judgement: 'incorrect',
        rightButton: 0,
      }),
      'Wrong!',
    ],
    ['answerClosed (noAnswer)', 'answerClosed', own('answerClosed', { judgement: 'noAnswer', rightButton: 1 }), 'Too slow!'],
    ['answerClosed (mine)', 'answerClosed', own('answerClosed', { mine: true, question: PLAYER_Q }), 'How did they do?'],
    [
      'roundResult',
      'roundResult',
      own('roundResult', { standings: { round: { left: 58, right: 110 }, total: { left: 322, right: 198 } } }),
      'This question (per player)',
    ],
    ['waitingForTotalResult', 'waitingForTotalResult', own('waitingForTotalResult'), 'Adding up the scores…'],
    [
      'totalResult',
      'totalResult',
      own('totalResult', {
        top: [
          { id: 'a', name: 'Aki', team: 'right', points: 412, correct: 4, place: 1 },
          { id: 'b', name: 'Hana', team: 'left', points: 214, correct: 2, place: 2 },
          { id: 'c', name: 'Ben with a very long name', team: 'left', points: 110, correct: 1, place: 3 },
        ],
      }),
      'Final scores',
    ],
  ] as const)('shows %s', async (name, status, o, text) => {
    reset(show(o));
    const screen = await mount(<Gm105Scene />);
    await expectScreen(`gm105-${status}`);
    await expect.element(screen.getByText(text, { exact: false }).first()).toBeVisible();
    await shot(name.replace(/[^a-zA-Z]+/g, '-').replace(/-$/, ''));
  });

  it('draws each pattern’s two buttons in its order: ✓✗, ✗✓, ○×, ×○, red A / blue B, blue A / red B', async () => {
    const want: Record<Pattern, [string, string, string, string]> = {
      vx: ['check', 'ballot', 'paper', 'paper'],
      xv: ['ballot', 'check', 'paper', 'paper'],
      ox: ['circle', 'cross', 'paper', 'paper'],
      xo: ['cross', 'circle', 'paper', 'paper'],
      rAbB: ['A', 'B', 'red', 'blue'],
      bArB: ['A', 'B', 'blue', 'red'],
    };
    for (const [pattern, [m0, m1, t0, t1]] of Object.entries(want) as [Pattern, [string, string, string, string]][]) {
      reset(show(own('pendingAnswer', { pattern, question: pattern.includes('A') ? CHOICE : MARK })));
      const screen = await mount(<Gm105Scene />);
      const b0 = screen.getByTestId('answer-0').element();
      const b1 = screen.getByTestId('answer-1').element();
      expect(
        [b0.querySelector('svg')!.dataset.mark, b1.querySelector('svg')!.dataset.mark, (b0 as HTMLElement).dataset.tone, (b1 as HTMLElement).dataset.tone],
        pattern,
      ).toEqual([m0, m1, t0, t1]);
      // Side by side, each most of the screen's height.
      const r0 = b0.getBoundingClientRect();
      const r1 = b1.getBoundingClientRect();
      expect(r0.right).toBeLessThanOrEqual(r1.left);
      expect(r0.height).toBeGreaterThan(300);
      if (pattern === 'rAbB') await expect.element(screen.getByTestId('answer-1')).toHaveTextContent('Cow');
      await shot(`pattern-${pattern}`);
      await screen.unmount();
    }
  });

  it('sends a tap timed on the synced clock from the buttons going live, once (one tap locks), and marks it clicked for the round', async () => {
    const openAt = Date.now() - 1500;
    reset(show(own('pendingAnswer', { openAt, closeAt: openAt + 7000 })));
    const screen = await mount(<Gm105Scene />);
    // The window drains on the compositor from where it stands (1.5 s of 7 gone), not by script per frame.
    const drain = (screen.getByTestId('time-bar').element().firstElementChild as HTMLElement).getAnimations()[0]!;
    expect(drain.playState).toBe('running');
    expect((drain.effect as KeyframeEffect).getKeyframes()[0]!.transform).toMatch(/^scaleX\(0\.78/);
    const before = Date.now();
    screen
      .getByTestId('answer-1')
      .element()
      .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const after = Date.now();
    const taps = () => sent.filter(([n]) => n === 'gm105:answer') as [string, { round: number; button: number; elapsedMs: number }][];
    expect(taps()).toHaveLength(1);
    const [, p] = taps()[0]!;
    expect(p).toMatchObject({ round: 2, button: 1 });
    expect(p.elapsedMs).toBeGreaterThanOrEqual(before - openAt - 1);
    expect(p.elapsedMs).toBeLessThanOrEqual(after - openAt + 1);
    expect(gm105Slice.buttonClicked).toEqual({ 2: { 1: true } });
    await expect.element(screen.getByTestId('answer-1')).toHaveAttribute('data-clicked', 'true');
    screen
      .getByTestId('answer-0')
      .element()
      .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(taps()).toHaveLength(1);
  });

  it('greys the buttons once the window runs out on this phone’s clock (answerTimedOut) and sends nothing', async () => {
    const openAt = Date.now() - 6800;
    reset(show(own('pendingAnswer', { openAt, closeAt: openAt + 7000 })));
    const screen = await mount(<Gm105Scene />);
    await vi.waitFor(() => expect(gm105Slice.answerTimedOut).toBe(true), { timeout: 2000 });
    await expect.element(screen.getByTestId('answer-0')).toBeDisabled();
    screen
      .getByTestId('answer-0')
      .element()
      .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(sent.filter(([n]) => n === 'gm105:answer')).toHaveLength(0);
  });

  it('shows no live buttons before they go live', async () => {
    reset(show(own('questionChanged', { openAt: Date.now() + 2000 })));
    const screen = await mount(<Gm105Scene />);
    await expect.element(screen.getByTestId('answer-0')).toBeDisabled();
    await expect.element(screen.getByTestId('get-ready')).toHaveTextContent(/Get ready… [12]/);
  });

  it('the practice: any tap makes the player ready; a player may skip it', async () => {
    reset(show(own('pendingAnswer', { practice: true, tutorialDone: false, roundNumber: -1 })));
    const screen = await mount(<Gm105Scene />);
    screen
      .getByTestId('answer-0')
      .element()
      .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(sent).toContainEqual(['gm105:answer', { round: -1, button: 0, elapsedMs: 0 }]);
    await screen.getByTestId('skip-practice').click();
    expect(sent).toContainEqual(['gm105:completeTutorial', {}]);
  });

  it('registers a question: fill, confirm, submit (trimmed); a forbidden word comes back as a dialog, whose OK clears it and the confirm step', async () => {
    reset(show(own('edit')));
    const screen = await mount(<Gm105Scene />);
    await expect.element(screen.getByTestId('register')).toBeDisabled();
    await screen.getByTestId('field-questionSentence').fill('  What is my cat called? ');
    await screen.getByTestId('field-correctAnswer').fill('Mochi');
    await screen.getByTestId('field-incorrectAnswer').fill('mochi');
    await expect.element(screen.getByText('The two answers need to be different.')).toBeVisible();
    await screen.getByTestId('field-incorrectAnswer').fill('Kuro');
    await screen.getByTestId('register').click();
    expect(gm105Slice.confirmRegistration).toBe(true);
    await expect.element(screen.getByTestId('confirm-registration')).toHaveTextContent('What is my cat called?');
    await shot('edit-confirm');
    await screen.getByRole('button', { name: 'Add it' }).click();
    expect(sent).toContainEqual(['gm105:submitQuiz', { questionSentence: 'What is my cat called?', correctAnswer: 'Mochi', incorrectAnswer: 'Kuro' }]);
    expect(gm105Slice.submitting).toBe(true);
    // The server refuses it (SP04-002), as the socket worker would write it.
    client.intents['gm105:submitQuiz'] = { pending: true, error: null, done: 0 };
    await vi.waitFor(() => expect(client.intents['gm105:submitQuiz']!.pending).toBe(true));
    client.intents['gm105:submitQuiz'] = { pending: false, error: appError('SP04', ErrorCodes.SP04.QUIZ_FORBIDDEN_WORD), done: 0 };
    await expect.element(screen.getByTestId('registration-error')).toHaveTextContent('contains a word we can’t show');
    expect(gm105Slice).toMatchObject({ submitting: false, registrationError: 'SP04-002', confirmRegistration: true });
    await shot('edit-forbidden');
    await screen.getByRole('button', { name: 'OK' }).click();
    expect(gm105Slice).toMatchObject({ registrationError: null, confirmRegistration: false });
    expect(gm105Slice.draft.correctAnswer).toBe('Mochi'); // the draft stays for another try
    // Try again: accepted; the form clears.
    await screen.getByTestId('register').click();
    await screen.getByRole('button', { name: 'Add it' }).click();
    client.intents['gm105:submitQuiz'] = { pending: true, error: null, done: 0 };
    await vi.waitFor(() => expect(gm105Slice.submitting).toBe(true));
    client.intents['gm105:submitQuiz'] = { pending: false, error: null, done: 1 };
    await vi.waitFor(() => expect(gm105Slice).toMatchObject({ submitting: false, confirmRegistration: false, draft: { questionSentence: '' } }));
  });

  it('a full room’s SP04-001 shows its own words; other refusals are not kept as a registration error', async () => {
    reset(show(own('edit')));
    const screen = await mount(<Gm105Scene />);
    Object.assign(gm105Slice, { draft: { questionSentence: 'Q?', correctAnswer: 'A', incorrectAnswer: 'B' } });
    await screen.getByTestId('register').click();
    await screen.getByRole('button', { name: 'Add it' }).click();
    client.intents['gm105:submitQuiz'] = { pending: false, error: appError('SP04', ErrorCodes.SP04.QUIZ_MAX_QUESTIONS), done: 0 };
    await expect.element(screen.getByTestId('registration-error')).toHaveTextContent('already as many questions');
    await screen.getByRole('button', { name: 'OK' }).click();
    await screen.getByTestId('register').click();
    await screen.getByRole('button', { name: 'Add it' }).click();
    client.intents['gm105:submitQuiz'] = { pending: false, error: appError('Application', ErrorCodes.Application.INVALID_PARAMETER), done: 0 };
    await vi.waitFor(() => expect(gm105Slice.submitting).toBe(false));
    expect(gm105Slice.registrationError).toBeNull();
  });

  it('lists the player’s questions to rewrite (editQuiz) or withdraw (deleteQuiz), and “done” ends their edit', async () => {
    const mine = [{ id: 'k2', questionSentence: 'Which fruit do I love?', correctAnswer: 'Mango', incorrectAnswer: 'Lemon' }];
    reset(show(own('edit', { edit: { ...EDIT, mine } })));
    const screen = await mount(<Gm105Scene />);
    await screen.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect.element(screen.getByTestId('field-correctAnswer')).toHaveValue('Mango');
    await screen.getByTestId('field-correctAnswer').fill('Papaya');
    await screen.getByTestId('register').click();
    await expect.element(screen.getByTestId('confirm-registration')).toHaveTextContent('Papaya');
    await screen.getByRole('button', { name: 'Save it' }).click();
    expect(sent).toContainEqual([
      'gm105:editQuiz',
      { quizId: 'k2', questionSentence: 'Which fruit do I love?', correctAnswer: 'Papaya', incorrectAnswer: 'Lemon' },
    ]);
    await expect.element(screen.getByRole('button', { name: 'Remove' })).toBeDisabled(); // while it is on its way
    client.intents['gm105:editQuiz'] = { pending: false, error: null, done: 1 };
    await vi.waitFor(() => expect(gm105Slice).toMatchObject({ submitting: false, editing: null }));
    await screen.getByRole('button', { name: 'Remove' }).click();
    expect(sent).toContainEqual(['gm105:deleteQuiz', { quizId: 'k2' }]);
    await screen.getByTestId('finish-edit').click();
    expect(sent).toContainEqual(['gm105:finishEdit', {}]);
  });

  it('lets a player who did not enter watch and cheer', async () => {
    reset(show(own('pendingAnswer'), false));
    const screen = await mount(<Gm105Scene />);
    await expectScreen('gm105-watching');
    await screen.getByRole('button', { name: 'Cheer!' }).click();
    expect(sent).toContainEqual(['cheer', {}]);
    await shot('watching');
  });

  it('reads in Japanese too, the bank’s question included', async () => {
    await i18next.changeLanguage('ja');
    try {
      reset(show(own('pendingAnswer')));
      const screen = await mount(<Gm105Scene />);
      await expect.element(screen.getByText('「モー」と鳴く動物は？')).toBeVisible();
      await expect.element(screen.getByTestId('answer-1')).toHaveTextContent('ウシ');
      await shot('ja-pendingAnswer');
      reset(show(own('edit')));
      await mount(<Gm105Scene />);
      await expectScreen('gm105-edit');
      await shot('ja-edit');
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });
});

function board(n: number, status: Gm105Status, over: Partial<Board> = {}): Board {
  const now = Date.now();
  const closed = status === 'answerClosed' || status === 'roundResult';
  const players = Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    name: i === 1 ? 'Alexandrina the Great' : `Player ${i}`,
    team: (i % 2 ? 'right' : 'left') as 'left' | 'right',
    wrote: i % 5 === 0 ? 1 : 0,
    doneEditing: i % 3 !== 0,
    practised: i % 4 !== 0,
    author: false,
    answered: i % 7 !== 3,
    judgement: closed ? (i % 7 === 3 ? ('noAnswer' as const) : i % 3 ? ('correct' as const) : ('incorrect' as const)) : null,
    elapsedMs: closed && i % 7 !== 3 ? 800 + ((i * 131) % 5000) : null,
    points: (i * 37) % 400,
  }));
  return {
    status,
    statusUntil: now + 3000,
    practice: false,
    roundNumber: status === 'edit' || status === 'editFinished' ? -1 : 2,
    rounds: 7,
    edit: { roomCount: 3, roomMax: 4, maxPerPlayer: 2, until: status === 'edit' ? now + 40_000 : null },
    asker: null,
    question: status === 'roundStarted' || status === 'edit' || status === 'editFinished' ? null : CHOICE,
    openAt: now - 1500,
    closeAt: now + 5500,
    answerMs: 7000,
    right: closed ? 'B' : null,
    answered: { left: { answered: Math.ceil(n / 3), of: Math.ceil(n / 2) }, right: { answered: Math.floor(n / 4), of: Math.floor(n / 2) } },
    players,
    standings: { round: closed ? { left: 64, right: 81 } : null, total: { left: 322, right: 298 } },
    fastest: closed
      ? players
          .filter((p) => p.judgement === 'correct')
          .slice(0, 3)
          .map((p, k) => ({ id: p.id, name: p.name, team: p.team, elapsedMs: 600 + k * 150 }))
      : [],
    top:
      status === 'totalResult'
        ? players.slice(0, Math.min(5, n)).map((p, k) => ({ id: p.id, name: p.name, team: p.team, points: 500 - k * 60, correct: 5 - k, place: k + 1 }))
        : [],
    members: { left: Math.ceil(n / 2), right: Math.floor(n / 2) },
    ...over,
  };
}

function hostGame(b: Board): HostGameView {
  return {
    id: 'gm105',
    mode: 'T0',
    phase: b.practice ? 'tutorial' : 'play',
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

describe('gm105 on the big screen', () => {
  beforeAll(async () => {
    await page.viewport(1920, 1080);
  });
  afterAll(async () => {
    await page.viewport(390, 844);
  });

  const CASES: [string, Gm105Status, Partial<Board>][] = [
    ['practice', 'pendingAnswer', { practice: true, roundNumber: -1 }],
    ['edit', 'edit', {}],
    ['editFinished', 'editFinished', {}],
    ['roundStarted', 'roundStarted', { asker: { name: 'Aki', team: 'right' } }],
    ['questionChanged', 'questionChanged', { question: MARK, openAt: Date.now() + 2000 }],
    ['pendingAnswer', 'pendingAnswer', {}],
    ['pendingAnswer-player', 'pendingAnswer', { question: PLAYER_Q, asker: { name: 'Aki', team: 'right' } }],
    ['answerClosed', 'answerClosed', {}],
    ['answerClosed-mark', 'answerClosed', { question: MARK, right: 'yes' }],
    ['roundResult', 'roundResult', {}],
    ['waitingForTotalResult', 'waitingForTotalResult', {}],
    ['totalResult', 'totalResult', {}],
  ];

  it.each(CASES.flatMap(([name, status, over]) => [4, 100].map((n) => [name, n, status, over] as const)))(
    'shows %s with %i players, inside the screen',
    async (name, n, status, over) => {
      const b = board(n, status, over);
      client.view = { ...hostViewFixture({ players: b.players.map((c) => player(c.id, { name: c.name, team: c.team })) }), game: hostGame(b) };
      const screen = await render(<Gm105Board />);
      await expectScreen(`host-gm105-${over.practice ? 'practice' : status}`, 1920, 1080);
      const strip = screen.getByTestId('faces').element().getBoundingClientRect();
      const faces = [...screen.getByTestId('faces').element().querySelectorAll('[data-state]')];
      expect(faces).toHaveLength(n);
      for (const f of faces) expect(f.getBoundingClientRect().bottom).toBeLessThanOrEqual(strip.bottom + 0.5);
      // The moment's content stays above the faces.
      const middle = document.querySelector(`[data-testid="gm105-board"] > div:nth-child(2)`)!;
      for (const c of middle.querySelectorAll('*')) {
        const r = c.getBoundingClientRect();
        if (r.height > 0) expect(r.bottom, c.getAttribute('class') ?? '').toBeLessThanOrEqual(strip.top + 1);
      }
      await page.screenshot({ path: `${SHOTS}/host-${name}-${n}.png` });
      await screen.unmount();
    },
  );

  it('keeps the right answer to itself until the answer closes, then lights it and the quickest', async () => {
    const b = board(4, 'pendingAnswer');
    client.view = { ...hostViewFixture({ players: b.players.map((c) => player(c.id, { name: c.name, team: c.team })) }), game: hostGame(b) };
    const screen = await render(<Gm105Board />);
    await expect.element(screen.getByTestId('tv-choice-B')).toHaveTextContent('Cow');
    expect(screen.getByTestId('tv-choice-B').element().getAttribute('data-right')).toBeNull();
    await expect.element(screen.getByTestId('tv-answered-left')).toHaveTextContent('Answered 2 / 2');
    await screen.unmount();
    const c = board(4, 'answerClosed');
    client.view = { ...hostViewFixture({ players: c.players.map((x) => player(x.id, { name: x.name, team: x.team })) }), game: hostGame(c) };
    const again = await render(<Gm105Board />);
    await expect.element(again.getByTestId('tv-choice-B')).toHaveAttribute('data-right', 'true');
    await expect.element(again.getByTestId('tv-choice-A')).toHaveAttribute('data-right', 'false');
    await expect.element(again.getByTestId('tv-fastest')).toHaveTextContent('Alexandrina the Great · 0.6 s');
    await again.unmount();
  });
});
