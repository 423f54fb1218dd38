import { css } from '@linaria/core';
import { Trans, useTranslation } from 'react-i18next';
import { GameButton } from '../../ui/GameButton';
import { colors, vw } from '../../ui/tokens';
import { Dialog } from '../dialogs/Dialog';
import { openSheet } from '../shell';
import { packageCredits, TRACE_DATASETS } from './acknowledgements';
import { legalText } from './LegalSheet';

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vw(3.4)};
  margin-bottom: ${vw(4)};
`;
const cell = css`
  padding: ${vw(1.6)} ${vw(1)};
  border-bottom: 1px solid rgba(34, 26, 61, 0.1);
  vertical-align: top;
  text-align: left;
`;
const licence = css`
  white-space: nowrap;
  font-weight: 800;
  color: ${colors.noTeamDeep};
`;
const ver = css`
  opacity: 0.55;
  font-size: 0.9em;
`;

/** Acknowledgements: the open-source packages (from package.json) and the motion trace datasets, with licences. */
export function AcknowledgementsSheet() {
  const { t } = useTranslation(['Legal', 'System'], { useSuspense: false });
  const credits = packageCredits();
  return (
    <Dialog
      layout="full_view"
      title={t('Ack_Title_00')}
      onClose={() => openSheet(null)}
      testId="legal-acknowledgements"
      actions={[
        <GameButton key="close" size="small" onPress={() => openSheet(null)}>
          {t('System:Dialog_Close_00')}
        </GameButton>,
      ]}
    >
      <div className={legalText}>
        <p>
          <Trans ns="Legal" i18nKey="Ack_Body_00" components={{ b: <strong /> }} />
        </p>
        <h3>{t('Ack_Packages_00')}</h3>
        <table className={table} data-testid="ack-packages">
          <tbody>
            {credits.map((c) => (
              <tr key={c.name} data-package={c.name}>
                <td className={cell}>
                  {c.url ? (
                    <a href={c.url} target="_blank" rel="noreferrer">
                      {c.name}
                    </a>
                  ) : (
                    c.name
                  )}{' '}
                  <span className={ver}>{c.version}</span>
                  {c.dev && <span className={ver}> · {t('Ack_Dev_00')}</span>}
                </td>
                <td className={`${cell} ${licence}`}>{c.licence}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3>{t('Ack_Data_00')}</h3>
        <table className={table} data-testid="ack-datasets">
          <tbody>
            {TRACE_DATASETS.map((d) => (
              <tr key={d.name}>
                <td className={cell}>
                  {d.url ? (
                    <a href={d.url} target="_blank" rel="noreferrer">
                      {d.name}
                    </a>
                  ) : (
                    d.name
                  )}
                  <br />
                  <span className={ver}>{d.authors}</span>
                </td>
                <td className={`${cell} ${licence}`}>{d.licence}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('Ack_Own_00')}</p>
      </div>
    </Dialog>
  );
}
