import { z } from 'zod';
import { appError, ErrorCodes, type AppError } from '../../../protocol/errors';
import type { GameCtx } from '../../common/rules';
import { FORBIDDEN_CHARS, QUIZ_LIMITS } from './limits';
import type { Gm105State, PlayerQuiz, QuizText } from './types';

const invalid = (why: string) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, why);

/** One line of quiz text from a phone: trimmed, 1 to `max` long, no control or invisible characters. */
const line = (max: number) =>
  z
    .string()
    .max(max * 4) // a bound before trimming, so nothing huge is ever worked on
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !FORBIDDEN_CHARS.test(s), { message: 'control or invisible characters' });

/** A quiz as a phone sends it (strict: nothing else rides along). */
export const QuizSchema = z.strictObject({
  questionSentence: line(QUIZ_LIMITS.questionSentence),
  correctAnswer: line(QUIZ_LIMITS.correctAnswer),
  incorrectAnswer: line(QUIZ_LIMITS.incorrectAnswer),
});

/** Quiz ids are short and ours ("k1", "k2", …). */
const QuizId = z.string().regex(/^k\d{1,4}$/);

export const EditSchema = z.strictObject({ quizId: QuizId, ...QuizSchema.shape });
export const DeleteSchema = z.strictObject({ quizId: QuizId });

/** The same text, for comparing two answers: case and width folded, spaces ignored. */
const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/**
 * Why a quiz's text cannot be registered: SP04-002 when any of its three fields holds a forbidden
 * word (the server's filter, through the runner's `ctx.isForbidden`), or two identical answers.
 */
export function checkText(q: QuizText, ctx: GameCtx): AppError | null {
  if (fold(q.correctAnswer) === fold(q.incorrectAnswer)) return invalid('the two answers are the same');
  const forbidden = ctx.isForbidden;
  if (forbidden && [q.questionSentence, q.correctAnswer, q.incorrectAnswer].some((t) => forbidden(t)))
    return appError('SP04', ErrorCodes.SP04.QUIZ_FORBIDDEN_WORD);
  return null;
}

/** Why this player may not change quizzes now: not in the game, not the edit mode, or done editing. */
export function checkEditor(s: Gm105State, playerId: string): AppError | null {
  const p = s.players.find((x) => x.id === playerId);
  if (!p) return invalid('not in this game');
  if (s.status !== 'edit') return invalid('the edit mode is over');
  if (p.doneEditing) return invalid('you are done editing');
  return null;
}

export const mine = (s: Gm105State, playerId: string): PlayerQuiz[] => s.quizzes.filter((q) => q.author === playerId);

/** How many quizzes the room may hold: the room's limit, and never more than are asked. */
export const roomLimit = (s: Gm105State) => Math.max(0, Math.min(s.params.edit.maxPerRoom, s.params.questions));

/** Registers a new quiz; SP04-001 when this player or the room has written as many as allowed. */
export function register(s: Gm105State, playerId: string, q: QuizText, ctx: GameCtx): AppError | null {
  const refused = checkEditor(s, playerId);
  if (refused) return refused;
  if (mine(s, playerId).length >= s.params.edit.maxPerPlayer || s.quizzes.length >= roomLimit(s)) return appError('SP04', ErrorCodes.SP04.QUIZ_MAX_QUESTIONS);
  const bad = checkText(q, ctx);
  if (bad) return bad;
  s.quizzes.push({
    id: `k${++s.nextQuizId}`,
    author: playerId,
    questionSentence: q.questionSentence,
    correctAnswer: q.correctAnswer,
    incorrectAnswer: q.incorrectAnswer,
  });
  return null;
}

/** Rewrites one of this player's quizzes; SP04-003 when it is not one they registered. */
export function edit(s: Gm105State, playerId: string, quizId: string, q: QuizText, ctx: GameCtx): AppError | null {
  const refused = checkEditor(s, playerId);
  if (refused) return refused;
  const quiz = mine(s, playerId).find((x) => x.id === quizId);
  if (!quiz) return appError('SP04', ErrorCodes.SP04.QUIZ_NOT_REGISTERED);
  const bad = checkText(q, ctx);
  if (bad) return bad;
  Object.assign(quiz, { questionSentence: q.questionSentence, correctAnswer: q.correctAnswer, incorrectAnswer: q.incorrectAnswer });
  return null;
}

/** Withdraws one of this player's quizzes; SP04-003 when it is not one they registered. */
export function withdraw(s: Gm105State, playerId: string, quizId: string): AppError | null {
  const refused = checkEditor(s, playerId);
  if (refused) return refused;
  const k = s.quizzes.findIndex((x) => x.id === quizId && x.author === playerId);
  if (k < 0) return appError('SP04', ErrorCodes.SP04.QUIZ_NOT_REGISTERED);
  s.quizzes.splice(k, 1);
  return null;
}
