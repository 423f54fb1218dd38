import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { TaggedText } from '../../ui/TaggedText';
import { colors, vw } from '../../ui/tokens';
import { openSheet } from '../shell';

const note = css`
  margin: 0;
  font-size: ${vw(3.1)};
  color: rgba(201, 193, 230, 0.75);
  line-height: 1.5;
  & button {
    border: 0;
    background: none;
    padding: 0;
    font: inherit;
    color: ${colors.cyan};
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** Namespace Cookie: what the page keeps in the browser (the seat in session storage), and no tracking. */
export function CookieNote() {
  const { t } = useTranslation('Cookie');
  return (
    <p className={note} data-testid="cookie-note">
      <TaggedText text={t('Cookie_Note_00')} components={{ privacy: <button type="button" onClick={() => openSheet('privacy')} /> }} />
    </p>
  );
}
