import { css } from '@linaria/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import { clearIntentError, sendIntent } from '../../engine/socketClient';
import { Events } from '../../protocol/events';
import { errorKey } from '../../protocol/errors';
import { button, dim, screen, title } from '../../ui/styles';
import { colors } from '../../ui/tokens';

const field = css`
  width: 100%;
  font: inherit;
  font-size: 6vw;
  padding: 3vw 4vw;
  border-radius: 3vw;
  border: 0.8vw solid ${colors.bgRaised};
  background: #fff;
  color: #222;
  text-align: center;
  &:focus { outline: none; border-color: ${colors.accent}; }
`;
const errorText = css`color: ${colors.danger}; margin: 0; min-height: 1.4em; font-weight: 700;`;

/** SPEC.md name errors 00-02: duplicate, too long, forbidden word. */
const NAME_ERRORS: Record<string, string> = { 'SP03-201': 'Profile_NameError_00', 'SP03-202': 'Profile_NameError_01', 'SP03-204': 'Profile_NameError_02' };

export function ProfileInput() {
  const { t } = useTranslation('System');
  const snap = useSnapshot(client);
  const [name, setName] = useState(snap.view && 'me' in snap.view ? snap.view.me.name : '');
  const intent = snap.intents[Events.updateProfile];
  const error = intent?.error;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) sendIntent(Events.updateProfile, { name });
  };
  return (
    <form className={screen} onSubmit={submit} data-scene="profileInput">
      <h1 className={title}>{t('Profile_Title_00')}</h1>
      <p className={dim}>{t('Profile_Name_00')}</p>
      <input
        className={field}
        name="name"
        value={name}
        maxLength={40}
        autoComplete="nickname"
        enterKeyHint="done"
        placeholder={t('Profile_NamePlaceholder_00')}
        onChange={(e) => { setName(e.target.value); if (error) clearIntentError(Events.updateProfile); }}
      />
      <p className={errorText} role="alert">{error ? t(NAME_ERRORS[errorKey(error)] ?? 'Profile_NameError_99') : ''}</p>
      <button className={button} type="submit" disabled={!name.trim() || intent?.pending}>
        {intent?.pending ? t('Profile_Submitting_00') : t('Profile_Submit_00')}
      </button>
    </form>
  );
}
