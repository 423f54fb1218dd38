import { css } from '@linaria/core';
import { Trans, useTranslation } from 'react-i18next';
import { GameButton } from '../../ui/GameButton';
import { colors, vw } from '../../ui/tokens';
import { Dialog } from '../dialogs/Dialog';
import { openSheet } from '../shell';
import { LEGAL_DOCS, type LegalDoc } from './legalDocs';

export const legalText = css`
  font-size: ${vw(3.9)};
  line-height: 1.65;
  & p {
    margin: 0 0 ${vw(3.4)};
  }
  & strong {
    font-weight: 900;
  }
  & h3 {
    font-size: ${vw(4.4)};
    margin: ${vw(4)} 0 ${vw(1.5)};
  }
  & a {
    color: ${colors.noTeamDeep};
    font-weight: 800;
  }
`;
const updated = css`
  font-size: ${vw(3.2)};
  opacity: 0.6;
`;

/** EULA, privacy policy, code of conduct (namespace Legal), each a full-view dialog of rich text. */
export function LegalSheet({ doc }: { doc: LegalDoc }) {
  const { t, ready } = useTranslation(['Legal', 'System'], { useSuspense: false });
  const d = LEGAL_DOCS[doc];
  return (
    <Dialog
      layout="full_view"
      title={ready ? t(d.title) : ''}
      onClose={() => openSheet(null)}
      testId={`legal-${doc}`}
      actions={[
        <GameButton key="close" size="small" onPress={() => openSheet(null)}>
          {t('System:Dialog_Close_00')}
        </GameButton>,
      ]}
    >
      <div className={legalText}>
        <p className={updated}>{t('Legal:Updated_00')}</p>
        {d.paragraphs.map((k) => (
          <p key={k}>
            <Trans ns="Legal" i18nKey={k} components={{ b: <strong />, h: <strong /> }} />
          </p>
        ))}
      </div>
    </Dialog>
  );
}
