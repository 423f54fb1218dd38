import { errorKey, type AppError } from '../../../protocol/errors';

/**
 * SPEC.md §3 gm105's phone state around registering a quiz and tapping answers, and §4's rules on it,
 * as pure steps (the slice applies them to its Valtio proxy; the unit tests call them directly).
 */
export type QuizUi = {
  /** The "register this question?" step is showing. */
  confirmRegistration: boolean;
  /** A question or an edit is on its way to the server. */
  submitting: boolean;
  /** The refusal the player must read: only EDIT_QUIZ_MAX_QUESTION (SP04-001) or EDIT_QUIZ_FORBIDDEN_WORD (SP04-002). */
  registrationError: 'SP04-001' | 'SP04-002' | null;
  /** SPEC.md buttonClicked per button and round: the buttons this phone tapped, by round number. */
  buttonClicked: Record<number, Partial<Record<0 | 1, true>>>;
  /** The answer window ran out on this phone's synced clock before it tapped (SPEC.md answerTimedOut). */
  answerTimedOut: boolean;
};

export function initialQuizUi(): QuizUi {
  return { confirmRegistration: false, submitting: false, registrationError: null, buttonClicked: {}, answerTimedOut: false };
}

const KEPT = new Set(['SP04-001', 'SP04-002']);

/** The player asks to register what they wrote: the confirm step shows. */
export function askConfirm(ui: QuizUi): void {
  ui.confirmRegistration = true;
}

/** "Back" on the confirm step. */
export function cancelConfirm(ui: QuizUi): void {
  ui.confirmRegistration = false;
}

/** Submitting a question or an edit sets submitting. */
export function submit(ui: QuizUi): void {
  ui.submitting = true;
}

/**
 * The server answered a registration: a registration error is kept only if it is
 * EDIT_QUIZ_MAX_QUESTION or EDIT_QUIZ_FORBIDDEN_WORD; a null error (success) cancels the confirm state.
 */
export function registrationAnswered(ui: QuizUi, error: Pick<AppError, 'group' | 'code'> | null): void {
  ui.submitting = false;
  if (error === null) {
    ui.registrationError = null;
    ui.confirmRegistration = false;
    return;
  }
  const key = errorKey(error);
  if (KEPT.has(key)) ui.registrationError = key as QuizUi['registrationError'];
}

/** Closing the error dialog clears the error and the confirm state. */
export function closeErrorDialog(ui: QuizUi): void {
  ui.registrationError = null;
  ui.confirmRegistration = false;
}

/** Clicking a button marks it clicked for the current round. */
export function clickButton(ui: QuizUi, round: number, button: 0 | 1): void {
  ui.buttonClicked[round] = { ...ui.buttonClicked[round], [button]: true };
}

/** Whether any button was clicked in a round (one tap locks). */
export function clickedIn(ui: Pick<QuizUi, 'buttonClicked'>, round: number): 0 | 1 | null {
  const c = ui.buttonClicked[round];
  return c?.[0] ? 0 : c?.[1] ? 1 : null;
}
