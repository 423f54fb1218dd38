import { describe, expect, it } from 'vitest';
import { gameCtx } from '../../../../src/games/common/time';
import { GM105_PARAMETERS, type Gm105Params } from '../../../../src/games/gm105/parameters';
import { gm105Rules } from '../../../../src/games/gm105/rules';
import { BANK_IDS } from '../../../../src/games/gm105/rules/bank';
import { meaningsOf, rightButton } from '../../../../src/games/gm105/rules/rounds';
import { CHOICE_PATTERNS, MARK_PATTERNS, type Round } from '../../../../src/games/gm105/rules/types';
import type { GamePlayer } from '../../../../src/games/common/rules';
import type { GameMode } from '../../../../src/protocol/enums';
import { createWordFilter } from '../../../../src/server/rooms/wordFilter';
import { drive } from '../driver';

const P = GM105_PARAMETERS;
const M = P.momentsMs;
const players: GamePlayer[] = [
  { id: 'l1', team: 'left', name: 'Aki' },
  { id: 'l2', team: 'left', name: 'Ben' },
  { id: 'r1', team: 'right', name: 'Chie' },
  { id: 'r2', team: 'right', name: 'Dan' },
];
const QUIZ = { questionSentence: 'What colour is Aki’s bike?', correctAnswer: 'Red', incorrectAnswer: 'Green' };
const quiz = (n: number) => ({ questionSentence: `Question number ${n}?`, correctAnswer: `Yes ${n}`, incorrectAnswer: `No ${n}` });

type Game = ReturnType<typeof game>;
const game = (o: { params?: Gm105Params; seed?: number; who?: GamePlayer[]; mode?: GameMode } = {}) =>
  drive(gm105Rules, { players: o.who ?? players, params: o.params ?? P, seed: o.seed ?? 5, mode: o.mode ?? 'T0' });

/** A game past its practice, in the edit mode from `at` (T0) or at its first question (T1). */
function started(o: Parameters<typeof game>[0] = {}, at = 1000) {
  const g = game(o);
  g.startTutorial(0);
  for (const p of o.who ?? players) g.completeTutorial(p.id);
  g.startPlay(at);
  return g;
}

/** A move with the runner's word filter (the driver's context has none). */
function withFilter(g: Game, id: string, name: string, payload: unknown, now: number, isForbidden: (t: string) => boolean) {
  const m = gm105Rules.moves[name]!;
  const parsed = m.schema.safeParse(payload);
  if (!parsed.success) return { group: 'SP02', code: '104' };
  return m.run(g.s, id, parsed.data, { ...gameCtx(g.kit, now), isForbidden });
}

const round = (g: Game): Round => g.s.rounds[g.s.rounds.length - 1]!;
const snapshot = (g: Game) => JSON.stringify(g.s);

/** Moves time on, moment by moment, to the next question's start (or the end's first moment). */
function nextRound(g: Game) {
  const i = round(g).index;
  for (let guard = 0; guard < 10 && g.s.statusUntil !== null && round(g).index === i && g.s.status !== 'waitingForTotalResult'; guard++)
    g.advance(g.s.statusUntil);
}

/** Moves time on, moment by moment, to the end of play. */
function toEnd(g: Game) {
  for (let guard = 0; guard < 100 && g.s.statusUntil !== null; guard++) g.advance(g.s.statusUntil);
}

/** Everyone says they are done writing: the edit mode ends at `at`; the first question starts after editFinished. */
function finishEdit(g: Game, at: number) {
  for (const p of g.s.players) if (!p.doneEditing) expect(g.move(p.id, 'finishEdit', {}, at)).toBeNull();
  expect(g.s.status).toBe('editFinished');
  g.advance(at + M.editFinished);
  expect(g.s.status).toBe('roundStarted');
}

/** Into the current round's live buttons. */
function toButtons(g: Game) {
  const r = round(g);
  g.advance(r.shownAt);
  expect(g.s.status).toBe('questionChanged');
  g.advance(r.openAt);
  expect(g.s.status).toBe('pendingAnswer');
  return r;
}

/** The button `id` must tap to be right (or wrong) this round. */
const buttonFor = (g: Game, id: string, right: boolean) => {
  const r = round(g);
  const b = rightButton(r, r.patterns[id]!);
  return right ? b : ((1 - b) as 0 | 1);
};

/** `id` taps right or wrong `elapsed` ms after the buttons went live; the message arrives `delay` ms later. */
function tap(g: Game, id: string, right: boolean, elapsed: number, delay = 100) {
  const r = round(g);
  return g.move(id, 'answer', { round: r.index, button: buttonFor(g, id, right), elapsedMs: elapsed }, r.openAt + elapsed + delay);
}

describe('gm105 flow (SPEC.md §4: edit … totalResult)', () => {
  it('plays the practice, the edit mode, each question’s moments and the total result, in order and on time', () => {
    const g = game();
    g.startTutorial(0);
    expect(g.s.status).toBe('pendingAnswer');
    expect(round(g).index).toBe(-1);
    expect(gm105Rules.nextDeadline(g.s)).toBeNull(); // the runner ends the tutorial
    g.startPlay(1000);
    expect(g.s.status).toBe('edit');
    expect(g.s.statusUntil).toBe(1000 + P.edit.editMs);
    g.advance(1000 + P.edit.editMs);
    expect(g.s.status).toBe('editFinished');
    let now = 1000 + P.edit.editMs + M.editFinished;
    g.advance(now);
    for (let i = 0; i < P.questions; i++) {
      const r = round(g);
      expect(r.index).toBe(i);
      expect(g.s.status).toBe('roundStarted');
      expect(r.startedAt).toBe(now);
      expect(r.shownAt).toBe(now + M.roundStarted);
      expect(r.openAt).toBe(r.shownAt + M.questionChanged);
      expect(r.closeAt).toBe(r.openAt + P.answerMs);
      g.advance(r.shownAt);
      expect(g.s.status).toBe('questionChanged');
      g.advance(r.openAt);
      expect(g.s.status).toBe('pendingAnswer');
      // Nobody answers: the window and its latency grace run out.
      g.advance(r.closeAt + P.latencyMs - 1);
      expect(g.s.status).toBe('pendingAnswer');
      now = r.closeAt + P.latencyMs;
      g.advance(now);
      expect(g.s.status).toBe('answerClosed');
      expect(r.closedAt).toBe(now);
      now += M.answerClosed;
      g.advance(now);
      expect(g.s.status).toBe('roundResult');
      now += M.roundResult;
      g.advance(now);
    }
    expect(g.s.status).toBe('waitingForTotalResult');
    now += M.waitingForTotalResult;
    g.advance(now);
    expect(g.s.status).toBe('totalResult');
    expect(gm105Rules.finished(g.s)).toBe(false);
    g.advance(now + M.totalResult);
    expect(gm105Rules.finished(g.s)).toBe(true);
    expect(gm105Rules.nextDeadline(g.s)).toBeNull();
    expect(gm105Rules.result(g.s)).toEqual({ winner: 'draw', scores: { left: 0, right: 0 } });
  });

  it('T1 has no edit mode: play opens on the first question, all from the bank', () => {
    const g = started({ mode: 'T1' });
    expect(g.s.status).toBe('roundStarted');
    expect(g.s.plan).toHaveLength(P.questions);
    expect(g.s.plan.every((x) => 'bank' in x)).toBe(true);
    expect(g.move('l1', 'submitQuiz', QUIZ, 1000)).toMatchObject({ code: 3002 });
  });

  it('catches up on every moment due when the runner’s timer comes late (and stops at none)', () => {
    const g = started({ mode: 'T1' });
    const r = round(g);
    g.advance(r.closeAt + P.latencyMs + M.answerClosed + 10);
    expect(g.s.status).toBe('roundResult');
    expect(r.closedAt).toBe(r.closeAt + P.latencyMs); // closed at its own time, not the late one
  });
});

describe('gm105 practice (the tutorial)', () => {
  it('any tap on the practice question makes a player ready and shows them at once whether it was right', () => {
    const g = game();
    g.startTutorial(0);
    const r = round(g);
    expect(r.source).toEqual({ bank: g.s.practice });
    expect(g.phone('l1')).toMatchObject({ status: 'pendingAnswer', practice: true, roundNumber: -1, answer: null });
    expect(g.move('l1', 'answer', { round: -1, button: rightButton(r, r.patterns.l1!), elapsedMs: 900 }, 900)).toBeNull();
    expect(g.kit.practiced).toEqual(['l1']);
    expect(g.phone('l1')).toMatchObject({ status: 'answered', judgement: 'correct', answer: { points: expect.any(Number) } });
    expect(g.phone('l2')).toMatchObject({ status: 'pendingAnswer', judgement: null });
    expect(g.move('l1', 'answer', { round: -1, button: 0, elapsedMs: 1000 }, 1000)).toMatchObject({ code: 3002 }); // once
    expect(g.move('l2', 'answer', { round: 0, button: 0, elapsedMs: 10 }, 1000)).toMatchObject({ code: 3002 }); // not on
    expect(g.s.plan).toEqual([]); // the practice question is never asked in play…
    g.startPlay(2000);
    finishEdit(g, 2000);
    expect(g.s.plan.some((x) => 'bank' in x && x.bank === g.s.practice)).toBe(false); // …nor drawn for it
  });
});

describe('gm105 edit mode (EDIT_QUIZ_MAX_QUESTION SP04-001, EDIT_QUIZ_FORBIDDEN_WORD SP04-002, SP04-003)', () => {
  it('registers a player’s quiz, trimmed; the phone lists it, the board only counts it', () => {
    const g = started();
    expect(
      g.move('l1', 'submitQuiz', { questionSentence: '  What colour is Aki’s bike? ', correctAnswer: ' Red', incorrectAnswer: 'Green  ' }, 1500),
    ).toBeNull();
    expect(g.s.quizzes).toEqual([{ id: 'k1', author: 'l1', ...QUIZ }]);
    expect(g.phone('l1').edit).toMatchObject({ mine: [{ id: 'k1', ...QUIZ }], roomCount: 1, roomMax: P.edit.maxPerRoom, maxPerPlayer: P.edit.maxPerPlayer });
    expect(g.phone('l2').edit.mine).toEqual([]);
    expect(JSON.stringify(g.board())).not.toContain('Red'); // the answers stay secret until asked
    expect(g.board().players.find((p) => p.id === 'l1')).toMatchObject({ wrote: 1 });
  });

  it('refuses a quiz past the player’s limit and past the room’s with SP04-001, changing nothing', () => {
    const g = started({ params: { ...P, edit: { ...P.edit, maxPerPlayer: 2, maxPerRoom: 3 } } });
    expect(g.move('l1', 'submitQuiz', quiz(1), 1500)).toBeNull();
    expect(g.move('l1', 'submitQuiz', quiz(2), 1500)).toBeNull();
    let before = snapshot(g);
    expect(g.move('l1', 'submitQuiz', quiz(3), 1500)).toEqual({ group: 'SP04', code: '001' });
    expect(snapshot(g)).toBe(before);
    expect(g.move('r1', 'submitQuiz', quiz(4), 1500)).toBeNull();
    before = snapshot(g);
    expect(g.move('r2', 'submitQuiz', quiz(5), 1500)).toEqual({ group: 'SP04', code: '001' }); // the room is full
    expect(snapshot(g)).toBe(before);
    // Withdrawing one frees a place; a quiz id is never handed out twice.
    expect(g.move('l1', 'deleteQuiz', { quizId: 'k1' }, 1500)).toBeNull();
    expect(g.move('r2', 'submitQuiz', quiz(5), 1500)).toBeNull();
    expect(g.s.quizzes.map((q) => q.id)).toEqual(['k2', 'k3', 'k4']);
  });

  it('never lets the room hold more quizzes than questions are asked', () => {
    const g = started({ params: { ...P, questions: 2, edit: { ...P.edit, maxPerPlayer: 5, maxPerRoom: 10 } } });
    expect(g.phone('l1').edit.roomMax).toBe(2);
    expect(g.move('l1', 'submitQuiz', quiz(1), 1500)).toBeNull();
    expect(g.move('l1', 'submitQuiz', quiz(2), 1500)).toBeNull();
    expect(g.move('l1', 'submitQuiz', quiz(3), 1500)).toEqual({ group: 'SP04', code: '001' });
  });

  it('refuses a forbidden word in any of the three fields with SP04-002 (the server’s filter, given by the runner)', () => {
    const g = started();
    const filter = createWordFilter(['zonk']);
    const before = snapshot(g);
    for (const field of ['questionSentence', 'correctAnswer', 'incorrectAnswer'] as const) {
      expect(withFilter(g, 'l1', 'submitQuiz', { ...QUIZ, [field]: 'big ZONK here' }, 1500, filter), field).toEqual({ group: 'SP04', code: '002' });
    }
    // The built-in lists count too, whatever the operator's.
    expect(withFilter(g, 'l1', 'submitQuiz', { ...QUIZ, incorrectAnswer: 'fuck' }, 1500, filter)).toEqual({ group: 'SP04', code: '002' });
    expect(snapshot(g)).toBe(before);
    expect(withFilter(g, 'l1', 'submitQuiz', QUIZ, 1500, filter)).toBeNull();
    // An edit is filtered alike, and leaves the quiz as it was.
    expect(withFilter(g, 'l1', 'editQuiz', { quizId: 'k1', ...QUIZ, correctAnswer: 'zonk' }, 1500, filter)).toEqual({ group: 'SP04', code: '002' });
    expect(g.s.quizzes[0]).toMatchObject(QUIZ);
  });

  it('edits and withdraws only the player’s own registered quiz (SP04-003 otherwise)', () => {
    const g = started();
    expect(g.move('l1', 'submitQuiz', QUIZ, 1500)).toBeNull();
    const before = snapshot(g);
    expect(g.move('l2', 'editQuiz', { quizId: 'k1', ...quiz(1) }, 1500)).toEqual({ group: 'SP04', code: '003' }); // not theirs
    expect(g.move('l1', 'editQuiz', { quizId: 'k9', ...quiz(1) }, 1500)).toEqual({ group: 'SP04', code: '003' }); // no such quiz
    expect(g.move('l2', 'deleteQuiz', { quizId: 'k1' }, 1500)).toEqual({ group: 'SP04', code: '003' });
    expect(snapshot(g)).toBe(before);
    expect(g.move('l1', 'editQuiz', { quizId: 'k1', ...quiz(1) }, 1500)).toBeNull();
    expect(g.s.quizzes).toEqual([{ id: 'k1', author: 'l1', ...quiz(1) }]);
  });

  it('parses quiz texts strictly at the edge: trimmed, bounded, one line, nothing else', () => {
    const g = started();
    const schemaError = { group: 'SP02', code: '104' };
    const cases: [string, unknown][] = [
      ['empty after trimming', { ...QUIZ, correctAnswer: '   ' }],
      ['question too long', { ...QUIZ, questionSentence: 'x'.repeat(81) }],
      ['answer too long', { ...QUIZ, incorrectAnswer: 'y'.repeat(25) }],
      ['a line break', { ...QUIZ, questionSentence: 'What\nis this?' }],
      ['a control character', { ...QUIZ, correctAnswer: 'Re\u0007d' }],
      ['a direction override', { ...QUIZ, correctAnswer: '\u202EdeR' }],
      ['a zero-width space', { ...QUIZ, incorrectAnswer: 'Gr\u200Been' }],
      ['an extra field', { ...QUIZ, author: 'r1' }],
      ['a missing field', { questionSentence: 'Q?', correctAnswer: 'A' }],
      ['not a string', { ...QUIZ, correctAnswer: 5 }],
      ['a bad quiz id', { quizId: '../k1' }],
    ];
    for (const [why, payload] of cases) expect(g.move('l1', why === 'a bad quiz id' ? 'deleteQuiz' : 'submitQuiz', payload, 1500), why).toEqual(schemaError);
    expect(g.move('l1', 'submitQuiz', { ...QUIZ, incorrectAnswer: ' red ' }, 1500)).toMatchObject({ code: 3002 }); // the same answer twice
    expect(g.s.quizzes).toEqual([]);
    // Japanese, emoji with a joiner and the longest allowed texts are fine.
    expect(g.move('l1', 'submitQuiz', { questionSentence: 'あ'.repeat(80), correctAnswer: '👨‍👩‍👧', incorrectAnswer: 'z'.repeat(24) }, 1500)).toBeNull();
  });

  it('“done” puts a player in editFinished; the edit mode ends when everyone is done, and nothing changes after', () => {
    const g = started();
    expect(g.move('l1', 'finishEdit', {}, 2000)).toBeNull();
    expect(g.phone('l1').status).toBe('editFinished');
    expect(g.phone('l2').status).toBe('edit');
    expect(g.move('l1', 'finishEdit', {}, 2000)).toMatchObject({ code: 3002 });
    expect(g.move('l1', 'submitQuiz', QUIZ, 2000)).toMatchObject({ code: 3002 }); // done is done
    expect(g.phone('l2').edit).toMatchObject({ done: 1, of: 4 });
    for (const id of ['l2', 'r1']) expect(g.move(id, 'finishEdit', {}, 2500)).toBeNull();
    expect(g.s.status).toBe('edit');
    expect(g.move('r2', 'finishEdit', {}, 3000)).toBeNull();
    expect(g.s.status).toBe('editFinished');
    expect(g.s.statusUntil).toBe(3000 + M.editFinished);
    expect(g.move('r2', 'submitQuiz', QUIZ, 3100)).toMatchObject({ code: 3002 });
    expect(g.move('x9', 'finishEdit', {}, 3100)).toMatchObject({ code: 3002 }); // not in the game
  });

  it('refuses quiz moves from a player not in the game and in any other status, changing nothing', () => {
    const g = game();
    g.startTutorial(0);
    expect(g.move('l1', 'submitQuiz', QUIZ, 100)).toMatchObject({ code: 3002 }); // the practice
    g.startPlay(1000);
    expect(g.move('zz', 'submitQuiz', QUIZ, 1500)).toMatchObject({ code: 3002 });
    expect(g.move('l1', 'answer', { round: 0, button: 0, elapsedMs: 10 }, 1500)).toMatchObject({ code: 3002 });
    finishEdit(g, 2000);
    const before = snapshot(g);
    expect(g.move('l1', 'submitQuiz', QUIZ, 2500)).toMatchObject({ code: 3002 });
    expect(g.move('l1', 'editQuiz', { quizId: 'k1', ...QUIZ }, 2500)).toMatchObject({ code: 3002 });
    expect(snapshot(g)).toBe(before);
  });
});

describe('gm105 questions (patterns, judgement, the phone’s clock, authors)', () => {
  it('asks every player quiz, says who asked it, and lets its author sit it out', () => {
    const g = started();
    expect(g.move('l1', 'submitQuiz', QUIZ, 1500)).toBeNull();
    expect(g.move('r1', 'submitQuiz', quiz(7), 1500)).toBeNull();
    finishEdit(g, 2000);
    expect(g.s.plan.filter((x) => 'quiz' in x)).toHaveLength(2);
    expect(g.s.plan.filter((x) => 'bank' in x)).toHaveLength(P.questions - 2);
    // Play up to Aki's question.
    while (JSON.stringify(round(g).source) !== JSON.stringify({ quiz: 'k1' })) nextRound(g);
    const r = round(g);
    expect(g.phone('l2')).toMatchObject({ status: 'roundStarted', asker: { name: 'Aki', team: 'left' }, mine: false, question: null });
    expect(g.phone('l1')).toMatchObject({ mine: true });
    toButtons(g);
    const q = g.phone('r1').question!;
    expect(q.question).toEqual({ text: QUIZ.questionSentence });
    // The author is refused; everyone else answering closes the question at once.
    expect(tap(g, 'l1', true, 500)).toMatchObject({ code: 3002 });
    expect(tap(g, 'l2', true, 1000)).toBeNull();
    expect(tap(g, 'r1', false, 1200)).toBeNull();
    expect(g.s.status).toBe('pendingAnswer');
    expect(tap(g, 'r2', true, 1500)).toBeNull();
    expect(g.s.status).toBe('answerClosed');
    expect(r.closedAt).toBe(r.openAt + 1600);
    expect(g.phone('l1')).toMatchObject({ judgement: null, rightButton: null, mine: true });
    expect(g.board().players.find((p) => p.id === 'l1')).toMatchObject({ author: true, judgement: null });
    // Left's score for it is Ben's alone (the author is not a head here).
    const ben = r.answers.l2!.points;
    expect(g.phone('l2').standings.round).toEqual({ left: ben, right: Math.round(r.answers.r2!.points / 2) });
  });

  it('gives each phone a pattern of the question’s kind, so neighbours’ buttons differ, and judges by meaning', () => {
    const many: GamePlayer[] = Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, team: i % 2 ? 'right' : 'left', name: `P${i}` }));
    const g = started({ who: many, mode: 'T1' });
    const kinds = new Set<string>();
    const seen = new Set<string>();
    for (let i = 0; i < P.questions; i++) {
      const r = round(g);
      kinds.add(r.kind);
      const pats = Object.values(r.patterns);
      expect(pats).toHaveLength(20);
      for (const p of pats) expect((r.kind === 'mark' ? MARK_PATTERNS : CHOICE_PATTERNS) as readonly string[]).toContain(p);
      expect(new Set(pats).size).toBeGreaterThan(1); // not one layout for the whole room
      for (const p of pats) seen.add(p);
      nextRound(g);
    }
    expect(kinds).toEqual(new Set(['mark', 'choice']));
    expect(seen).toEqual(new Set([...MARK_PATTERNS, ...CHOICE_PATTERNS]));
  });

  it('reads each pattern’s buttons as SPEC.md names them (✓✗, ○×, red A / blue B swapped)', () => {
    expect(meaningsOf('vx')).toEqual(['yes', 'no']);
    expect(meaningsOf('ox')).toEqual(['yes', 'no']);
    expect(meaningsOf('xv')).toEqual(['no', 'yes']);
    expect(meaningsOf('xo')).toEqual(['no', 'yes']);
    expect(meaningsOf('rAbB')).toEqual(['A', 'B']);
    expect(meaningsOf('bArB')).toEqual(['A', 'B']);
    const mark = { kind: 'mark', correct: null, claimCorrect: false } as Round;
    expect(rightButton(mark, 'vx')).toBe(1); // the answer shown is wrong: ✗, second
    expect(rightButton(mark, 'xo')).toBe(0);
    const choice = { kind: 'choice', correct: 'B', claimCorrect: null } as Round;
    expect(rightButton(choice, 'rAbB')).toBe(1);
    expect(rightButton(choice, 'bArB')).toBe(1);
  });

  it('judges correct, incorrect and noAnswer, and shows them only once the answer closes', () => {
    const g = started({ mode: 'T1' });
    const r = toButtons(g);
    expect(tap(g, 'l1', true, 800)).toBeNull();
    expect(tap(g, 'r1', false, 900)).toBeNull();
    expect(g.phone('l1')).toMatchObject({ status: 'answered', answer: { points: null }, judgement: null, rightButton: null });
    expect(g.board().right).toBeNull();
    expect(g.board().players.find((p) => p.id === 'l1')).toMatchObject({ answered: true, judgement: null, elapsedMs: null });
    expect(g.board().answered).toEqual({ left: { answered: 1, of: 2 }, right: { answered: 1, of: 2 } });
    g.advance(r.closeAt + P.latencyMs);
    expect(g.s.status).toBe('answerClosed');
    expect(g.phone('l1')).toMatchObject({ judgement: 'correct', rightButton: r.answers.l1!.button });
    expect(g.phone('r1')).toMatchObject({ judgement: 'incorrect' });
    expect(g.phone('l2')).toMatchObject({ status: 'answerClosed', judgement: 'noAnswer', answer: null });
    expect(g.board().right).toBe(r.kind === 'choice' ? r.correct : r.claimCorrect ? 'yes' : 'no');
    expect(g.board().players.map((p) => p.judgement)).toEqual(['correct', 'noAnswer', 'incorrect', 'noAnswer']);
    expect(g.board().fastest).toEqual([{ id: 'l1', name: 'Aki', team: 'left', elapsedMs: 800 }]);
  });

  it('judges speed by the tap on the phone’s synced clock, not by arrival', () => {
    const g = started({ mode: 'T1' });
    const r = toButtons(g);
    // Aki taps at 1.0 s but her message takes 700 ms; Ben taps at 1.5 s and his arrives first.
    expect(g.move('l2', 'answer', { round: r.index, button: buttonFor(g, 'l2', true), elapsedMs: 1500 }, r.openAt + 1550)).toBeNull();
    expect(g.move('l1', 'answer', { round: r.index, button: buttonFor(g, 'l1', true), elapsedMs: 1000 }, r.openAt + 1700)).toBeNull();
    expect(r.answers.l1!.points).toBeGreaterThan(r.answers.l2!.points);
    expect(r.answers.l1!.points).toBe(P.correctPoints + Math.round(P.speedBonus * (1 - 1000 / P.answerMs)));
    expect(r.answers.l2!.points).toBe(P.correctPoints + Math.round(P.speedBonus * (1 - 1500 / P.answerMs)));
  });

  it('refuses an answer from the future, a stale one, one past the window, for another question, twice, or from nobody', () => {
    const g = started({ mode: 'T1' });
    const r = toButtons(g);
    const before = snapshot(g);
    const send = (id: string, elapsedMs: number, now: number, round = r.index) => g.move(id, 'answer', { round, button: 0, elapsedMs }, now);
    expect(send('l1', 2000, r.openAt + 1000)).toMatchObject({ code: 3002 }); // a second ahead of the server
    expect(send('l1', 100, r.openAt + 100 + P.latencyMs + 50)).toMatchObject({ code: 3002 }); // tapped long before it arrived
    expect(send('l1', 100, r.openAt + 100, r.index + 1)).toMatchObject({ code: 3002 });
    expect(send('zz', 100, r.openAt + 100)).toMatchObject({ code: 3002 });
    expect(g.move('l1', 'answer', { round: r.index, button: 2, elapsedMs: 100 }, r.openAt + 100)).toMatchObject({ group: 'SP02' });
    expect(g.move('l1', 'answer', { round: r.index, button: 0, elapsedMs: -1 }, r.openAt + 100)).toMatchObject({ group: 'SP02' });
    expect(snapshot(g)).toBe(before);
    expect(send('l1', 100, r.openAt + 150)).toBeNull();
    expect(send('l1', 200, r.openAt + 250)).toMatchObject({ code: 3002 }); // one tap locks
    // Tapped just inside the window, arriving after it: still counts (the latency grace).
    expect(send('l2', P.answerMs - 10, r.closeAt + 300)).toBeNull();
    expect(send('r1', P.answerMs + 10, r.closeAt + 300)).toMatchObject({ code: 3002 }); // after the window
    g.advance(r.closeAt + P.latencyMs);
    expect(send('r2', P.answerMs - 10, r.closeAt + P.latencyMs)).toMatchObject({ code: 3002 }); // closed
  });

  it('never sends a phone the right answer of a player’s quiz before it closes', () => {
    const g = started();
    expect(g.move('l1', 'submitQuiz', QUIZ, 1500)).toBeNull();
    finishEdit(g, 2000);
    while (!('quiz' in round(g).source)) nextRound(g);
    const r = toButtons(g);
    const view = g.phone('r1');
    const shown = JSON.stringify(view.question);
    expect(shown).not.toContain('correct');
    if (r.kind === 'choice')
      expect(view.question!.choices).toEqual(r.correct === 'A' ? { A: { text: 'Red' }, B: { text: 'Green' } } : { A: { text: 'Green' }, B: { text: 'Red' } });
    else expect(view.question!.claim).toEqual({ text: r.claimCorrect ? 'Red' : 'Green' });
    expect(view.rightButton).toBeNull();
    expect(g.board().right).toBeNull();
  });
});

describe('gm105 scores (per head, speed bonus, ties)', () => {
  it('scores a team per head: a bigger team does not win by size, and the speed bonus is small', () => {
    const three: GamePlayer[] = [...players, { id: 'r3', team: 'right', name: 'Eri' }];
    const g = started({ who: three, mode: 'T1', params: { ...P, questions: 1 } });
    const r = toButtons(g);
    // Left: both right, slowly. Right: all three right, quickly.
    expect(tap(g, 'l1', true, 6000)).toBeNull();
    expect(tap(g, 'l2', true, 6000)).toBeNull();
    for (const id of ['r1', 'r2', 'r3']) expect(tap(g, id, true, 100)).toBeNull();
    const slow = P.correctPoints + Math.round(P.speedBonus * (1 - 6000 / P.answerMs));
    const fast = P.correctPoints + Math.round(P.speedBonus * (1 - 100 / P.answerMs));
    expect(r.answers.l1!.points).toBe(slow);
    expect(g.phone('l1').standings.round).toEqual({ left: slow, right: fast });
    toEnd(g);
    expect(gm105Rules.result(g.s)).toEqual({ winner: 'right', scores: { left: slow, right: fast } });
    // Now one of the three misses: two right of three loses to two of two, however quick.
    const h = started({ who: three, mode: 'T1', params: { ...P, questions: 1 } });
    toButtons(h);
    expect(tap(h, 'l1', true, 6000)).toBeNull();
    expect(tap(h, 'l2', true, 6000)).toBeNull();
    expect(tap(h, 'r1', true, 0)).toBeNull();
    expect(tap(h, 'r2', true, 0)).toBeNull();
    expect(tap(h, 'r3', false, 0)).toBeNull();
    toEnd(h);
    expect(gm105Rules.result(h.s)).toEqual({ winner: 'left', scores: { left: slow, right: Math.round((2 * (P.correctPoints + P.speedBonus)) / 3) } });
  });

  it('breaks a tie on points by right answers per head, then by the quicker team', () => {
    const params = { ...P, questions: 1, speedBonus: 0 };
    // Equal points and answers, left quicker.
    const g = started({ mode: 'T1', params });
    toButtons(g);
    expect(tap(g, 'l1', true, 500)).toBeNull();
    expect(tap(g, 'r1', true, 900)).toBeNull();
    toEnd(g);
    expect(gm105Rules.result(g.s)).toEqual({ winner: 'left', scores: { left: 50, right: 50 } });
    // Nobody answers: a draw.
    const h = started({ mode: 'T1', params });
    toEnd(h);
    expect(gm105Rules.result(h.s)).toEqual({ winner: 'draw', scores: { left: 0, right: 0 } });
  });

  it('fills the question a lone author could not answer with the team’s mean of the others', () => {
    const two: GamePlayer[] = [
      { id: 'l1', team: 'left', name: 'Aki' },
      { id: 'r1', team: 'right', name: 'Chie' },
    ];
    const g = started({ who: two, params: { ...P, questions: 2, speedBonus: 0 } });
    expect(g.move('l1', 'submitQuiz', QUIZ, 1500)).toBeNull();
    finishEdit(g, 2000);
    for (let i = 0; i < 2; i++) {
      const r = toButtons(g);
      if ('quiz' in r.source) {
        expect(g.s.status).toBe('pendingAnswer');
        expect(tap(g, 'r1', false, 300)).toBeNull(); // Chie alone answers Aki's question: it closes
        expect(g.s.status).toBe('answerClosed');
        expect(g.phone('r1').standings.round).toEqual({ left: null, right: 0 });
      } else {
        expect(tap(g, 'l1', true, 300)).toBeNull();
        expect(tap(g, 'r1', true, 300)).toBeNull();
      }
      nextRound(g);
    }
    toEnd(g);
    expect(gm105Rules.result(g.s)).toEqual({ winner: 'left', scores: { left: 200, right: 100 } });
  });
});

describe('gm105 a whole game from a seed', () => {
  /** Plays a whole T0 game: two quizzes written, each phone answering its own way. */
  function playAll(seed: number) {
    const g = started({ seed });
    expect(g.move('l1', 'submitQuiz', QUIZ, 1500)).toBeNull();
    expect(g.move('r2', 'submitQuiz', quiz(2), 1700)).toBeNull();
    finishEdit(g, 3000);
    // Aki always right and quick, Ben right and slow, Chie always wrong, Dan never answers.
    for (let i = 0; i < P.questions; i++) {
      const r = toButtons(g);
      for (const [id, right, at] of [
        ['l1', true, 400],
        ['l2', true, 3000],
        ['r1', false, 800],
      ] as const) {
        const out = tap(g, id, right, at);
        if (id === 'l1' && 'quiz' in r.source && r.source.quiz === 'k1') expect(out).toMatchObject({ code: 3002 });
        else expect(out).toBeNull();
      }
      nextRound(g);
    }
    toEnd(g);
    return g;
  }

  it('plays to the end: every question asked once, the left team wins, the totals and the top players add up', () => {
    const g = playAll(11);
    expect(gm105Rules.finished(g.s)).toBe(true);
    expect(g.s.rounds.filter((r) => r.index >= 0)).toHaveLength(P.questions);
    const asked = g.s.rounds.filter((r) => r.index >= 0).map((r) => JSON.stringify(r.source));
    expect(new Set(asked).size).toBe(P.questions);
    expect(asked).toContain(JSON.stringify({ quiz: 'k1' }));
    expect(asked).toContain(JSON.stringify({ quiz: 'k2' }));
    for (const r of g.s.rounds.filter((x) => x.index >= 0 && 'bank' in x.source)) expect(BANK_IDS).toContain((r.source as { bank: string }).bank);
    const res = gm105Rules.result(g.s);
    expect(res.winner).toBe('left');
    expect(res.scores.right).toBe(0);
    const aki = P.correctPoints + Math.round(P.speedBonus * (1 - 400 / P.answerMs));
    const ben = P.correctPoints + Math.round(P.speedBonus * (1 - 3000 / P.answerMs));
    // Six questions both answer (mean of the two), Aki's own only Ben's: its score is Ben's.
    expect(res.scores.left).toBe(6 * Math.round((aki + ben) / 2) + ben);
    const h = playAll(11);
    expect(JSON.stringify(h.s)).toBe(JSON.stringify(g.s)); // the same seed and inputs: the same game
  });

  it('shows the top players at the total result', () => {
    const g = started({ mode: 'T1', params: { ...P, questions: 1 } });
    toButtons(g);
    expect(tap(g, 'r1', true, 200)).toBeNull();
    expect(tap(g, 'l1', true, 900)).toBeNull();
    nextRound(g);
    g.advance(g.s.statusUntil!);
    expect(g.s.status).toBe('totalResult');
    expect(g.phone('l2').top.map((x) => [x.name, x.place])).toEqual([
      ['Chie', 1],
      ['Aki', 2],
      ['Ben', 3],
    ]);
    expect(g.board().top).toHaveLength(4);
    expect(g.phone('l1')).toMatchObject({ place: 2, of: 4, correct: 1 });
  });

  it('freezes on a host pause: nothing falls due while the clock is stopped', () => {
    const g = started({ mode: 'T1' });
    const r = round(g);
    g.pause(r.shownAt - 100);
    g.advance(r.shownAt + 5000);
    expect(g.s.status).toBe('roundStarted');
    g.resume(r.shownAt + 5000);
    g.advance(r.shownAt + 5000 + 99);
    expect(g.s.status).toBe('roundStarted');
    g.advance(r.shownAt + 5000 + 100);
    expect(g.s.status).toBe('questionChanged');
  });
});
