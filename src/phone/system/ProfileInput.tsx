import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { title, body } from '../../ui/styles';
import { vw } from '../../ui/tokens';
import { CookieNote } from '../menu/CookieNote';
import { ProfileForm } from './parts/ProfileForm';
import { stage } from './parts/stage';

const head = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(1.5)};
`;

/** SPEC.md profileInput: the first screen of a room: name and photo. */
export function ProfileInput() {
  const { t } = useTranslation('System');
  return (
    <main className={stage} data-scene="profileInput">
      <div className={head}>
        <h1 className={title}>{t('Profile_Title_00')}</h1>
        <p className={body}>{t('Profile_Lead_00')}</p>
      </div>
      <ProfileForm mode="join" />
      <CookieNote />
    </main>
  );
}
