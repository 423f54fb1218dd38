import { css } from '@linaria/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../../engine/clientStore';
import { clearIntentError, sendIntent } from '../../../engine/socketClient';
import { Events } from '../../../protocol/events';
import { errorKey } from '../../../protocol/errorKey';
import type { PhoneView } from '../../../protocol/views';
import { GameButton } from '../../../ui/GameButton';
import { TaggedText } from '../../../ui/TaggedText';
import { colors, fonts, fontSizes, vw } from '../../../ui/tokens';
import { usePressLock } from '../../../ui/usePressLock';
import { openSheet } from '../../shell';
import { PhotoPicker } from './PhotoPicker';

const form = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vw(4)};
  width: 100%;
`;
const field = css`
  width: 100%;
  font-family: ${fonts.display};
  font-size: ${fontSizes.single};
  font-weight: 800;
  padding: ${vw(3.2)} ${vw(4)};
  border-radius: ${vw(4)};
  border: ${vw(1)} solid transparent;
  background: ${colors.paper};
  color: ${colors.ink};
  text-align: center;
  box-shadow:
    inset 0 ${vw(1)} 0 rgba(0, 0, 0, 0.08),
    0 ${vw(1.2)} 0 rgba(0, 0, 0, 0.25);
  &::placeholder {
    color: rgba(34, 26, 61, 0.35);
  }
  &:focus {
    outline: none;
    border-color: ${colors.accent};
  }
  &[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
`;
const errorText = css`
  color: ${colors.danger};
  margin: ${vw(-1.5)} 0 0;
  min-height: 1.4em;
  font-weight: 800;
  font-size: ${vw(4)};
`;
const agree = css`
  margin: 0;
  font-size: ${vw(3.3)};
  color: ${colors.textDim};
  line-height: 1.5;
  & button {
    border: 0;
    background: none;
    padding: 0;
    font: inherit;
    color: ${colors.cyan};
    font-weight: 800;
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** SPEC.md name errors 00-02: duplicate, too long, forbidden word (SP03-201, -202, -204). */
export const NAME_ERRORS: Record<string, string> = {
  'SP03-201': 'Profile_NameError_00',
  'SP03-202': 'Profile_NameError_01',
  'SP03-204': 'Profile_NameError_02',
};

/**
 * Name and photo, sent as `updateProfile {name, photo?}`. The answer comes back as the intent's
 * state: pending while in flight, a name error under the field, `done` when accepted.
 */
export function ProfileForm({ mode, onDone }: { mode: 'join' | 'edit'; onDone?: () => void }) {
  const { t } = useTranslation('System');
  const snap = useSnapshot(client);
  const me = (snap.view as PhoneView | null)?.me;
  const [name, setName] = useState(me?.name ?? '');
  const [photo, setPhoto] = useState<string | null>(null);
  const intent = snap.intents[Events.updateProfile];
  const error = intent?.error ?? null;
  const nameError = error ? NAME_ERRORS[errorKey(error)] : undefined;
  const sentAt = useRef<number | null>(null);
  useEffect(() => {
    if (sentAt.current !== null && intent && !intent.pending && !intent.error && intent.done > sentAt.current) {
      sentAt.current = null;
      onDone?.();
    }
  }, [intent, onDone]);
  const send = usePressLock(() => {
    if (!name.trim() || intent?.pending) return;
    sentAt.current = intent?.done ?? 0;
    sendIntent(Events.updateProfile, photo ? { name, photo } : { name });
  });
  // The answer came back (a name error, say): the corrected name may go at once.
  useEffect(() => {
    if (intent && !intent.pending) send.unlock();
  }, [intent, send]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send();
  };
  const unchanged = mode === 'edit' && name === me?.name && !photo;
  return (
    <form className={form} onSubmit={submit} data-testid={`profile-form-${mode}`}>
      <PhotoPicker current={photo ?? me?.photo ?? null} onPicked={(p) => setPhoto(p.dataUrl)} />
      <input
        className={field}
        name="name"
        value={name}
        maxLength={40}
        autoComplete="nickname"
        enterKeyHint="done"
        aria-label={t('Profile_Name_00')}
        aria-invalid={nameError ? 'true' : 'false'}
        placeholder={t('Profile_NamePlaceholder_00')}
        onChange={(e) => {
          setName(e.target.value);
          if (error) clearIntentError(Events.updateProfile);
        }}
      />
      <p className={errorText} role="alert">
        {error ? t(nameError ?? 'Profile_NameError_99') : ''}
      </p>
      <GameButton type="submit" block disabled={!name.trim() || intent?.pending || unchanged}>
        {intent?.pending ? t('Profile_Submitting_00') : mode === 'join' ? t('Profile_Submit_00') : t('Profile_Save_00')}
      </GameButton>
      {mode === 'join' && (
        <p className={agree}>
          <TaggedText
            text={t('Agreement_Join_00', { ns: 'Agreement' })}
            components={{
              eula: <button type="button" onClick={() => openSheet('eula')} />,
              privacy: <button type="button" onClick={() => openSheet('privacy')} />,
              conduct: <button type="button" onClick={() => openSheet('conduct')} />,
            }}
          />
        </p>
      )}
    </form>
  );
}
