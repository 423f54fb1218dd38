import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BackIcon } from '../../ui/icons';
import { colors } from '../../ui/tokens';
import { shell } from '../shell';
import { Dialog } from './Dialog';

/** Caution "do not go back in the browser" (the room page's history entry: ./backGuard.ts). */
export function BackCaution() {
  const { t } = useTranslation('System');
  const { backCaution } = useSnapshot(shell);
  if (!backCaution) return null;
  return (
    <Dialog
      front
      layout="flex_tcb"
      buttons="ok"
      icon={<BackIcon color={colors.danger} />}
      title={t('Caution_Back_Title_00')}
      onOk={() => {
        shell.backCaution = false;
      }}
      testId="back-caution"
    >
      <p>{t('Caution_Back_Body_00')}</p>
    </Dialog>
  );
}
