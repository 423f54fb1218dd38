import { css, cx } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot, type Snapshot } from 'valtio';
import { sendIntent } from '../../../engine/socketClient';
import { Dialog } from '../../../phone/dialogs/Dialog';
import { GameButton } from '../../../ui/GameButton';
import { WarnIcon } from '../../../ui/icons';
import { screen } from '../../../ui/styles';
import { colors, fonts, vh, vw } from '../../../ui/tokens';
import { heading, note } from '../../common/phone/styles';
import { useSecondsLeft } from '../../common/useServerTime';
import { FORBIDDEN_CHARS, QUIZ_LIMITS } from '../rules/limits';
import type { QuizText } from '../rules/types';
import type { Gm105PhoneOwn } from '../rules/views';
import { cancelConfirm, closeErrorDialog } from './editState';
import { clearDraft, confirmDraft, editQuiz, gm105Slice, sendDraft } from './slice';

type Own = Snapshot<Gm105PhoneOwn>;

const page = css`
  min-height: ${vh(100)};
  justify-content: flex-start;
  gap: ${vw(3)};
  padding-top: ${vw(5)};
`;
const top = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${vw(2)};
`;
const chip = css`
  padding: ${vw(1.2)} ${vw(3.4)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  font-family: ${fonts.display};
  font-size: ${vw(4)};
  white-space: nowrap;
  &[data-full='true'] {
    color: ${colors.accent};
  }
`;
const form = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(2.4)};
  width: 100%;
  text-align: left;
`;
const label = css`
  display: flex;
  justify-content: space-between;
  font-size: ${vw(3.8)};
  font-weight: 800;
  color: ${colors.textDim};
  &[data-kind='correct'] {
    color: #6ee7a0;
  }
  &[data-kind='incorrect'] {
    color: #ff8aa0;
  }
  small {
    font-weight: 600;
    opacity: 0.8;
  }
`;
const input = css`
  width: 100%;
  font-family: ${fonts.body};
  font-size: ${vw(4.8)};
  font-weight: 700;
  padding: ${vw(2.6)} ${vw(3.4)};
  border-radius: ${vw(3.4)};
  border: ${vw(0.8)} solid transparent;
  background: ${colors.paper};
  color: ${colors.ink};
  &::placeholder {
    color: rgba(34, 26, 61, 0.35);
  }
  &:focus {
    outline: none;
    border-color: ${colors.accent};
  }
  &:disabled {
    opacity: 0.6;
  }
`;
const problem = css`
  margin: 0;
  min-height: 1.3em;
  font-size: ${vw(3.6)};
  font-weight: 800;
  color: #ff8aa0;
`;
const row = css`
  display: flex;
  gap: ${vw(3)};
  width: 100%;
  & > * {
    flex: 1;
    min-width: 0;
  }
`;
const list = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(2)};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const item = css`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${vw(2)};
  padding: ${vw(2.4)} ${vw(3)};
  border-radius: ${vw(3.4)};
  background: ${colors.bgCard};
  text-align: left;
  font-size: ${vw(3.8)};
  b {
    display: block;
    font-size: ${vw(4.2)};
    overflow-wrap: anywhere;
  }
  span {
    color: ${colors.textDim};
  }
  &[data-editing='true'] {
    outline: ${vw(0.8)} solid ${colors.accent};
  }
`;
const itemActions = css`
  display: flex;
  gap: ${vw(1.5)};
  button {
    appearance: none;
    border: 0;
    border-radius: 999px;
    padding: ${vw(1.6)} ${vw(3)};
    font-family: ${fonts.display};
    font-size: ${vw(3.6)};
    background: rgba(255, 255, 255, 0.14);
    color: #fff;
  }
`;
const preview = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(2)};
  text-align: left;
  b {
    font-size: ${vw(5)};
  }
  span[data-kind='correct'] {
    color: #15803d;
    font-weight: 800;
  }
  span[data-kind='incorrect'] {
    color: #be123c;
    font-weight: 800;
  }
`;

type Field = keyof QuizText;
const FIELDS: Field[] = ['questionSentence', 'correctAnswer', 'incorrectAnswer'];

/** What keeps the draft from being registered, checked as the server will (it checks again). */
export function draftProblem(d: QuizText): 'Empty' | 'Same' | 'Chars' | null {
  const q = FIELDS.map((f) => d[f].trim());
  if (q.some((x) => x.length === 0)) return 'Empty';
  if (FIELDS.some((f) => FORBIDDEN_CHARS.test(d[f]))) return 'Chars';
  const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
  if (fold(q[1]!) === fold(q[2]!)) return 'Same';
  return null;
}

/**
 * The edit mode: write a question with its right and wrong answer for the others (SPEC.md §3
 * questionSentence, correctAnswer, incorrectAnswer), confirm, see it listed; rewrite or withdraw it;
 * "done" when finished. Refusals the player must read (SP04-001, SP04-002) come as a dialog.
 */
export function EditScreen({ own }: { own: Own }) {
  const { t } = useTranslation('gm105');
  const slice = useSnapshot(gm105Slice);
  const left = useSecondsLeft(own.edit.until);
  const e = own.edit;
  const full = e.mine.length >= e.maxPerPlayer && !slice.editing;
  const roomFull = e.roomCount >= e.roomMax && !slice.editing;
  const closed = full || roomFull;
  const why = draftProblem(slice.draft);
  const touched = FIELDS.some((f) => slice.draft[f].length > 0);
  const set = (f: Field, v: string) => {
    // One line: a pasted line break becomes a space.
    gm105Slice.draft[f] = v.replace(/[\r\n\t]+/g, ' ');
  };
  return (
    <main className={cx(screen, page)} data-scene="gm105-edit">
      <div className={top}>
        <span className={chip} data-testid="edit-mine">
          {t('Edit_Mine_00', { n: e.mine.length, max: e.maxPerPlayer })}
        </span>
        <span className={chip} data-full={e.roomCount >= e.roomMax} data-testid="edit-room">
          {t('Edit_Room_00', { n: e.roomCount, max: e.roomMax })}
        </span>
        {left !== null && <span className={chip}>{t('SecondsLeft_00', { s: left })}</span>}
      </div>
      <h1 className={heading}>{t(slice.editing ? 'Edit_Rewrite_00' : 'Edit_Title_00')}</h1>
      {closed ? (
        <p className={note} data-testid="edit-full">
          {t(full ? 'Edit_FullMine_00' : 'Edit_FullRoom_00')}
        </p>
      ) : (
        <>
          <p className={note}>{t('Edit_Body_00')}</p>
          <form
            className={form}
            onSubmit={(ev) => {
              ev.preventDefault();
              if (!why && !slice.submitting) confirmDraft();
            }}
          >
            {FIELDS.map((f) => (
              <label key={f} className={form}>
                <span className={label} data-kind={f === 'correctAnswer' ? 'correct' : f === 'incorrectAnswer' ? 'incorrect' : 'question'}>
                  {t(`Field_${f}_00`)}
                  <small>
                    {slice.draft[f].trim().length}/{QUIZ_LIMITS[f]}
                  </small>
                </span>
                <input
                  className={input}
                  value={slice.draft[f]}
                  maxLength={QUIZ_LIMITS[f]}
                  placeholder={t(`Placeholder_${f}_00`)}
                  enterKeyHint={f === 'incorrectAnswer' ? 'done' : 'next'}
                  autoComplete="off"
                  disabled={slice.submitting}
                  data-testid={`field-${f}`}
                  onChange={(ev) => set(f, ev.target.value)}
                />
              </label>
            ))}
            <p className={problem} role="status">
              {touched && why ? t(`Problem_${why}_00`) : ''}
            </p>
            <div className={row}>
              {slice.editing && (
                <GameButton tone="ghost" size="small" onPress={clearDraft}>
                  {t('Edit_Cancel_00')}
                </GameButton>
              )}
              <GameButton type="submit" tone="accent" size="small" disabled={!!why || slice.submitting} data-testid="register">
                {t(slice.editing ? 'Edit_Save_00' : 'Edit_Register_00')}
              </GameButton>
            </div>
          </form>
        </>
      )}
      {e.mine.length > 0 && (
        <ul className={list} data-testid="my-quizzes">
          {e.mine.map((q) => (
            <li key={q.id} className={item} data-editing={slice.editing === q.id}>
              <div>
                <b>{q.questionSentence}</b>
                <span>
                  ○ {q.correctAnswer} · × {q.incorrectAnswer}
                </span>
              </div>
              <div className={itemActions}>
                <button type="button" onClick={() => editQuiz(q)} disabled={slice.submitting}>
                  {t('Edit_Change_00')}
                </button>
                <button type="button" onClick={() => sendIntent('gm105:deleteQuiz', { quizId: q.id })} disabled={slice.submitting}>
                  {t('Edit_Delete_00')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <GameButton tone={e.mine.length > 0 ? 'left' : 'ghost'} size="small" onPress={() => sendIntent('gm105:finishEdit', {})} data-testid="finish-edit">
        {t(e.mine.length > 0 ? 'Edit_Done_00' : 'Edit_Skip_00')}
      </GameButton>
      <Dialog
        open={slice.confirmRegistration && !slice.registrationError}
        layout="flex_tcb"
        buttons="yesno"
        title={t(slice.editing ? 'Confirm_SaveTitle_00' : 'Confirm_Title_00')}
        yesLabel={t(slice.editing ? 'Confirm_Save_00' : 'Confirm_Yes_00')}
        noLabel={t('Confirm_No_00')}
        onYes={sendDraft}
        onNo={() => cancelConfirm(gm105Slice)}
        testId="confirm-registration"
      >
        <div className={preview}>
          <b>{slice.draft.questionSentence.trim()}</b>
          <span data-kind="correct">○ {slice.draft.correctAnswer.trim()}</span>
          <span data-kind="incorrect">× {slice.draft.incorrectAnswer.trim()}</span>
        </div>
      </Dialog>
      <Dialog
        open={!!slice.registrationError}
        layout="flex_tcb"
        buttons="ok"
        icon={<WarnIcon color={colors.danger} />}
        title={t('Refused_Title_00')}
        onOk={() => closeErrorDialog(gm105Slice)}
        testId="registration-error"
      >
        <p>{t(slice.registrationError === 'SP04-002' ? 'Refused_Forbidden_00' : 'Refused_Max_00')}</p>
      </Dialog>
    </main>
  );
}
