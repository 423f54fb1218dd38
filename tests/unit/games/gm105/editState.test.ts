import { describe, expect, it } from 'vitest';
import {
  askConfirm,
  cancelConfirm,
  clickButton,
  clickedIn,
  closeErrorDialog,
  initialQuizUi,
  registrationAnswered,
  submit,
} from '../../../../src/games/gm105/phone/editState';
import { appError, ErrorCodes } from '../../../../src/protocol/errors';

const MAX = appError('SP04', ErrorCodes.SP04.QUIZ_MAX_QUESTIONS);
const FORBIDDEN = appError('SP04', ErrorCodes.SP04.QUIZ_FORBIDDEN_WORD);
const NOT_REGISTERED = appError('SP04', ErrorCodes.SP04.QUIZ_NOT_REGISTERED);

describe('gm105 phone state (SPEC.md §4 gm105 rules)', () => {
  it('submitting a question or an edit sets submitting; the answer clears it', () => {
    const ui = initialQuizUi();
    askConfirm(ui);
    submit(ui);
    expect(ui).toMatchObject({ submitting: true, confirmRegistration: true });
    registrationAnswered(ui, null);
    expect(ui.submitting).toBe(false);
  });

  it('keeps a registration error only if it is EDIT_QUIZ_MAX_QUESTION or EDIT_QUIZ_FORBIDDEN_WORD', () => {
    for (const [e, kept] of [
      [MAX, 'SP04-001'],
      [FORBIDDEN, 'SP04-002'],
      [NOT_REGISTERED, null],
      [appError('Application', ErrorCodes.Application.INVALID_PARAMETER), null],
      [appError('SP02', ErrorCodes.SP02.INVALID_MESSAGE_SCHEMA), null],
    ] as const) {
      const ui = initialQuizUi();
      askConfirm(ui);
      submit(ui);
      registrationAnswered(ui, e);
      expect(ui.registrationError, JSON.stringify(e)).toBe(kept);
      expect(ui.confirmRegistration).toBe(true); // an error is no null error: the confirm state stays
    }
  });

  it('a null error cancels the confirm state (and any error held)', () => {
    const ui = initialQuizUi();
    askConfirm(ui);
    registrationAnswered(ui, FORBIDDEN);
    registrationAnswered(ui, null);
    expect(ui).toMatchObject({ registrationError: null, confirmRegistration: false });
  });

  it('closing the error dialog clears the error and the confirm state', () => {
    const ui = initialQuizUi();
    askConfirm(ui);
    registrationAnswered(ui, MAX);
    closeErrorDialog(ui);
    expect(ui).toMatchObject({ registrationError: null, confirmRegistration: false });
    askConfirm(ui);
    cancelConfirm(ui);
    expect(ui.confirmRegistration).toBe(false);
  });

  it('clicking a button marks it clicked for the current round only', () => {
    const ui = initialQuizUi();
    expect(clickedIn(ui, 2)).toBeNull();
    clickButton(ui, 2, 1);
    expect(ui.buttonClicked).toEqual({ 2: { 1: true } });
    expect(clickedIn(ui, 2)).toBe(1);
    expect(clickedIn(ui, 3)).toBeNull();
    clickButton(ui, 3, 0);
    expect(ui.buttonClicked).toEqual({ 2: { 1: true }, 3: { 0: true } });
  });
});
