import { z } from 'zod';
import { appError, ErrorCodes } from '../../../protocol/errors';
import type { GameResult } from '../../../protocol/game';
import { move, type GameCtx, type GameRules } from '../../common/rules';
import { GM105_PARAMETERS, type Gm105Params } from '../parameters';
import { DeleteSchema, EditSchema, QuizSchema, edit, register, withdraw } from './quiz';
import { answerers, drawPlan, drawPractice, judge, newRound } from './rounds';
import { resultOf } from './score';
import type { Gm105State, Gm105Status, Round } from './types';
import { currentRound, hostBoard, phoneOwn, type Gm105Board, type Gm105PhoneOwn } from './views';

const invalid = (why: string) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, why);

/** How far ahead of the server's present an answer may claim to be: the phone's synced clock may run a little fast. */
const AHEAD_MS = 250;

/** Modes: T0 plays the edit mode first (players write questions); T1 asks only the built-in bank's. */
export const hasEditMode = (s: Pick<Gm105State, 'mode'>) => s.mode !== 'T1';

function setStatus(s: Gm105State, status: Gm105Status, until: number | null): void {
  s.status = status;
  s.statusUntil = until;
}

function startRound(s: Gm105State, index: number, at: number, ctx: GameCtx): void {
  const r = newRound(s, index, s.plan[index]!, at, ctx);
  s.rounds.push(r);
  setStatus(s, 'roundStarted', r.shownAt);
}

/** The edit mode is over: everyone is done, and the questions are drawn (players' first, the bank fills up). */
function finishEditing(s: Gm105State, at: number): void {
  for (const p of s.players) p.doneEditing = true;
  setStatus(s, 'editFinished', at + s.params.momentsMs.editFinished);
}

function beginQuestions(s: Gm105State, at: number, ctx: GameCtx): void {
  s.plan = drawPlan(s, ctx.random);
  if (s.plan.length === 0) {
    s.over = true;
    setStatus(s, 'totalResult', null);
    return;
  }
  startRound(s, 0, at, ctx);
}

function closeRound(s: Gm105State, r: Round, at: number): void {
  r.closedAt = at;
  setStatus(s, 'answerClosed', at + s.params.momentsMs.answerClosed);
}

/** Everyone who may answer has: the round closes now rather than at its deadline. */
const allIn = (s: Gm105State, r: Round) => answerers(s, r).every((id) => r.answers[id]);

const Answer = z.strictObject({
  /** The question answered (SPEC.md roundNumber; -1 the practice): an answer for another is refused. */
  round: z.number().int().min(-1).max(99),
  /** Which button, first or second, of this phone's pattern. */
  button: z.union([z.literal(0), z.literal(1)]),
  /** When, on the phone's synced clock: ms after the buttons went live. */
  elapsedMs: z.number().finite().min(0).max(600_000),
});
const Empty = z.strictObject({});

export const gm105Rules: GameRules<Gm105State, Gm105Params, Gm105PhoneOwn, Gm105Board, Gm105Status> = {
  init({ mode, players, params }, ctx): Gm105State {
    // The runner passes the operator config's games.gm105, already complete; tests may pass part of it.
    const d = GM105_PARAMETERS;
    const p: Gm105Params = { ...d, ...params, edit: { ...d.edit, ...params.edit }, momentsMs: { ...d.momentsMs, ...params.momentsMs } };
    return {
      mode,
      params: p,
      status: 'pendingAnswer',
      statusUntil: null,
      players: players.map((pl) => ({ id: pl.id, name: pl.name, team: pl.team, doneEditing: false })),
      quizzes: [],
      nextQuizId: 0,
      plan: [],
      practice: drawPractice(ctx.random),
      rounds: [],
      over: false,
    };
  },

  /** The practice question: answer it once, any way, to be ready (the runner ends the tutorial). */
  startTutorial(s, ctx) {
    s.rounds = [newRound(s, -1, { bank: s.practice }, ctx.now, ctx, true)];
    setStatus(s, 'pendingAnswer', null);
  },

  startPlay(s, ctx) {
    const practice = currentRound(s);
    if (practice && practice.closedAt === null) practice.closedAt = ctx.now;
    if (hasEditMode(s)) setStatus(s, 'edit', ctx.now + s.params.edit.editMs);
    else beginQuestions(s, ctx.now, ctx);
  },

  nextDeadline(s) {
    return s.over ? null : s.statusUntil;
  },

  advance(s, ctx) {
    for (let guard = 0; guard < 20; guard++) {
      if (s.over || s.statusUntil === null || ctx.now < s.statusUntil) return;
      const at = s.statusUntil;
      const c = { ...ctx, now: at };
      const r = currentRound(s);
      const m = s.params.momentsMs;
      switch (s.status) {
        case 'edit':
          finishEditing(s, at);
          break;
        case 'editFinished':
          beginQuestions(s, at, c);
          break;
        case 'roundStarted':
          setStatus(s, 'questionChanged', r!.openAt);
          break;
        case 'questionChanged':
          // The buttons are live; answers tapped in the window may still arrive for `latencyMs` after it.
          setStatus(s, 'pendingAnswer', r!.closeAt + s.params.latencyMs);
          if (allIn(s, r!)) closeRound(s, r!, at);
          break;
        case 'pendingAnswer':
        case 'answered':
          closeRound(s, r!, at);
          break;
        case 'answerClosed':
          setStatus(s, 'roundResult', at + m.roundResult);
          break;
        case 'roundResult':
          if (r!.index + 1 < s.plan.length) startRound(s, r!.index + 1, at, c);
          else setStatus(s, 'waitingForTotalResult', at + m.waitingForTotalResult);
          break;
        case 'waitingForTotalResult':
          setStatus(s, 'totalResult', at + m.totalResult);
          break;
        case 'totalResult':
          s.over = true;
          s.statusUntil = null;
          break;
      }
    }
  },

  moves: {
    answer: move<Gm105State, z.infer<typeof Answer>>(Answer, (s, playerId, { round, button, elapsedMs }, ctx) => {
      if (!s.players.some((p) => p.id === playerId)) return invalid('not in this game');
      const r = currentRound(s);
      if (!r || s.over) return invalid('no question is on');
      if (r.index !== round) return invalid('that question is not on');
      if (r.answers[playerId]) return invalid('already answered');
      if (r.index < 0) {
        // The practice: any tap, whenever, makes this player ready.
        if (r.closedAt !== null) return invalid('the practice is over');
        r.answers[playerId] = judge(s, r, playerId, button, Math.min(elapsedMs, s.params.answerMs));
        ctx.practiced(playerId);
        return null;
      }
      if (s.status !== 'pendingAnswer') return invalid('the buttons are not live');
      if (!answerers(s, r).includes(playerId)) return invalid('you wrote this question: you sit it out');
      if (elapsedMs > s.params.answerMs) return invalid('the time was up');
      const at = r.openAt + elapsedMs;
      if (at > ctx.now + AHEAD_MS) return invalid('an answer cannot come from the future');
      if (at < ctx.now - s.params.latencyMs) return invalid('that answer is too old');
      r.answers[playerId] = judge(s, r, playerId, button, elapsedMs);
      if (allIn(s, r)) closeRound(s, r, ctx.now);
      return null;
    }),
    submitQuiz: move<Gm105State, z.infer<typeof QuizSchema>>(QuizSchema, (s, playerId, q, ctx) => register(s, playerId, q, ctx)),
    editQuiz: move<Gm105State, z.infer<typeof EditSchema>>(EditSchema, (s, playerId, { quizId, ...q }, ctx) => edit(s, playerId, quizId, q, ctx)),
    deleteQuiz: move<Gm105State, z.infer<typeof DeleteSchema>>(DeleteSchema, (s, playerId, { quizId }) => withdraw(s, playerId, quizId)),
    /** "I'm done writing": the edit mode ends for everyone once everyone is. */
    finishEdit: move<Gm105State, z.infer<typeof Empty>>(Empty, (s, playerId, _p, ctx) => {
      const p = s.players.find((x) => x.id === playerId);
      if (!p) return invalid('not in this game');
      if (s.status !== 'edit') return invalid('the edit mode is over');
      if (p.doneEditing) return invalid('already done');
      p.doneEditing = true;
      if (s.players.every((x) => x.doneEditing)) finishEditing(s, ctx.now);
      return null;
    }),
  },

  finished(s) {
    return s.over;
  },

  result(s): GameResult {
    return resultOf(s);
  },

  phoneView: phoneOwn,
  hostView: hostBoard,
};
