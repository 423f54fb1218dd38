import { useTranslation } from 'react-i18next';
import { ExitIcon } from '../../ui/icons';
import { colors } from '../../ui/tokens';
import { Dialog } from '../dialogs/Dialog';
import { leaveRoom } from './leaveRoom';
import { openSheet } from '../shell';

/** Option menu → exit, with its confirmation. */
export function ExitConfirm() {
  const { t } = useTranslation('System');
  return (
    <Dialog
      buttons="yesno"
      yesTone="danger"
      icon={<ExitIcon color={colors.danger} />}
      title={t('Exit_Title_00')}
      yesLabel={t('Exit_Yes_00')}
      noLabel={t('Exit_No_00')}
      onYes={leaveRoom}
      onNo={() => openSheet(null)}
      testId="exit-confirm"
    >
      <p>{t('Exit_Body_00')}</p>
    </Dialog>
  );
}
