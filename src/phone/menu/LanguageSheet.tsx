import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, pickLanguage } from '../../i18n/choice';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { CheckIcon } from '../../ui/icons';
import { colors, fonts, vw } from '../../ui/tokens';
import { Dialog } from '../dialogs/Dialog';
import { openSheet } from '../shell';

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vw(2)};
`;
const option = css`
  min-width: 0;
  min-height: ${vw(13)};
  display: flex;
  align-items: center;
  gap: ${vw(1.5)};
  padding: ${vw(2)} ${vw(3)};
  border: ${vw(0.6)} solid transparent;
  border-radius: ${vw(3.5)};
  background: rgba(34, 26, 61, 0.06);
  color: ${colors.ink};
  font-family: ${fonts.body};
  font-weight: 800;
  font-size: ${vw(3.9)};
  line-height: 1.2;
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;
  & > span {
    flex: 1;
    min-width: 0;
  }
  & > svg {
    flex: none;
    width: ${vw(5)};
    height: ${vw(5)};
    color: ${colors.noTeamDeep};
  }
  &[aria-checked='true'] {
    border-color: ${colors.noTeam};
    background: ${colors.noTeamSoft};
  }
  &:active {
    background: rgba(34, 26, 61, 0.12);
  }
`;

/**
 * Option menu → language: the fourteen languages, each by its own name. A pick switches every text
 * at once (the game's quiz bank too, which follows i18next) and is kept for reloads and new rooms.
 */
export function LanguageSheet() {
  const { t, i18n } = useTranslation('System');
  const pick = (lng: Language) => {
    void pickLanguage('phone', lng);
    openSheet(null);
  };
  return (
    <Dialog layout="align_t" type="small" title={t('Menu_Language_00')} onClose={() => openSheet(null)} testId="language-sheet">
      <div className={grid} role="radiogroup" aria-label={t('Menu_Language_00')}>
        {LANGUAGES.map((lng) => {
          const on = i18n.language === lng;
          return (
            <button key={lng} type="button" role="radio" aria-checked={on} lang={lng} className={option} onClick={() => pick(lng)} data-lng={lng}>
              <span>{LANGUAGE_NAMES[lng]}</span>
              {on && <CheckIcon />}
            </button>
          );
        })}
      </div>
    </Dialog>
  );
}
