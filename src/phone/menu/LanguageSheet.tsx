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
  position: relative;
  min-width: 0;
  min-height: ${vw(13)};
  display: flex;
  flex-direction: column;
  justify-content: center;
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
  cursor: pointer;
  /* The region on a line of its own, smaller: Español / (Latinoamérica) fits half the sheet. */
  & > small {
    font-size: ${vw(3.1)};
    font-weight: 700;
    opacity: 0.75;
  }
  & > svg {
    position: absolute;
    top: ${vw(1.2)};
    right: ${vw(1.2)};
    width: ${vw(4.4)};
    height: ${vw(4.4)};
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

/** "Español (Latinoamérica)" → the language and its region, as the sheet shows them. */
const parts = (name: string): [string, string | null] => {
  const at = name.indexOf(' (');
  return at < 0 ? [name, null] : [name.slice(0, at), name.slice(at + 1)];
};

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
            <button
              key={lng}
              type="button"
              role="radio"
              aria-checked={on}
              aria-label={LANGUAGE_NAMES[lng]}
              lang={lng}
              className={option}
              onClick={() => pick(lng)}
              data-lng={lng}
            >
              <span>{parts(LANGUAGE_NAMES[lng])[0]}</span>
              {parts(LANGUAGE_NAMES[lng])[1] && <small>{parts(LANGUAGE_NAMES[lng])[1]}</small>}
              {on && <CheckIcon />}
            </button>
          );
        })}
      </div>
    </Dialog>
  );
}
