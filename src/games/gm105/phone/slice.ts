import { subscribe, type Snapshot } from 'valtio';
import { client } from '../../../engine/clientStore';
import { serverNow } from '../../../engine/clock';
import { sendIntent } from '../../../engine/socketClient';
import type { AppError } from '../../../protocol/errors';
import { gameSlice } from '../../common/phone/gameSlice';
import type { QuizText } from '../rules/types';
import type { Gm105PhoneOwn } from '../rules/views';
import { askConfirm, clickButton, clickedIn, initialQuizUi, registrationAnswered, submit, type QuizUi } from './editState';

/** This phone's quiz state: SPEC.md's registration and button fields, the form's drafts, the round they are about. */
export type Gm105Slice = QuizUi & {
  draft: QuizText;
  /** The quiz being rewritten (its id), or null for a new one. */
  editing: string | null;
  round: number;
};

const EMPTY: QuizText = { questionSentence: '', correctAnswer: '', incorrectAnswer: '' };

export function initialSlice(): Gm105Slice {
  return { ...initialQuizUi(), draft: { ...EMPTY }, editing: null, round: -2 };
}

/** Folds the server's view of this player into the slice (one Valtio block per view change). */
export function syncFromServer(s: Gm105Slice, own: Snapshot<Gm105PhoneOwn>): void {
  if (own.roundNumber !== s.round) {
    s.round = own.roundNumber;
    s.answerTimedOut = false;
  }
  // The quiz being rewritten was withdrawn (or the edit mode ended): back to a new one.
  if (s.editing && !own.edit.mine.some((q) => q.id === s.editing)) s.editing = null;
}

export const gm105Slice = gameSlice('gm105', initialSlice, syncFromServer);

/** The registration in flight: its intent and what that intent's state was when it was sent. */
let awaiting: { name: string; done: number; error: AppError | null; sawPending: boolean } | null = null;

/** Watches the in-flight registration's intent and applies the server's answer (SPEC.md §4). */
function watchRegistration(): void {
  if (!awaiting) return;
  const i = client.intents[awaiting.name];
  if (!i) return;
  if (i.pending) {
    awaiting.sawPending = true;
    return;
  }
  let error: AppError | null;
  if (awaiting.sawPending) error = i.error;
  else if (i.error !== null && i.error !== awaiting.error) error = i.error;
  else if (i.done !== awaiting.done) error = null;
  else return;
  awaiting = null;
  registrationAnswered(gm105Slice, error);
  // Registered: the form is clear for the next one.
  if (error === null) {
    gm105Slice.draft = { ...EMPTY };
    gm105Slice.editing = null;
  }
}
// The whole client: a test (or a reset) may replace `client.intents` itself.
subscribe(client, watchRegistration);

/** "Register" on the form: the confirm step. */
export function confirmDraft(): void {
  askConfirm(gm105Slice);
}

/** "Yes" on the confirm step: the draft goes to the server as a new quiz or an edit. */
export function sendDraft(): void {
  const s = gm105Slice;
  if (s.submitting) return;
  const name = s.editing ? 'gm105:editQuiz' : 'gm105:submitQuiz';
  const before = client.intents[name];
  awaiting = { name, done: before?.done ?? 0, error: before?.error ?? null, sawPending: false };
  submit(s);
  const q = { questionSentence: s.draft.questionSentence.trim(), correctAnswer: s.draft.correctAnswer.trim(), incorrectAnswer: s.draft.incorrectAnswer.trim() };
  sendIntent(name, s.editing ? { quizId: s.editing, ...q } : q);
}

/** Starts rewriting one of this player's quizzes in the form. */
export function editQuiz(q: { id: string } & QuizText): void {
  gm105Slice.editing = q.id;
  gm105Slice.draft = { questionSentence: q.questionSentence, correctAnswer: q.correctAnswer, incorrectAnswer: q.incorrectAnswer };
}

export function clearDraft(): void {
  gm105Slice.editing = null;
  gm105Slice.draft = { ...EMPTY };
}

/**
 * A tap on answer button `button`: timed on this phone's synced clock from the moment the buttons
 * went live, sent once (one tap locks), marked clicked at once. Returns false when it did not count
 * (not live yet, already tapped, the time ran out).
 */
export function tapAnswer(own: Snapshot<Gm105PhoneOwn>, button: 0 | 1): boolean {
  const s = gm105Slice;
  const round = own.roundNumber;
  if (clickedIn(s, round) !== null || own.answer || own.mine || own.openAt === null) return false;
  const elapsed = round < 0 ? 0 : serverNow() - own.openAt;
  if (elapsed < 0) return false;
  if (round >= 0 && elapsed > own.answerMs) {
    s.answerTimedOut = true;
    return false;
  }
  clickButton(s, round, button);
  sendIntent('gm105:answer', { round, button, elapsedMs: Math.round(elapsed) });
  return true;
}
