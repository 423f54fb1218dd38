import { useTranslation } from 'react-i18next';
import { CameraIcon, QrIcon, WarnIcon } from '../../ui/icons';
import { colors } from '../../ui/tokens';
import { Dialog } from '../dialogs/Dialog';
import type { CameraError } from './camera';

export type QrDialog = { kind: 'enter'; link: string } | { kind: 'notGame' } | { kind: 'camera'; error: CameraError };

/** SPEC.md QR reader dialogs: enter the room (yes/no), not a game QR (OK), camera not available (OK, with support text). */
export function QrDialogs({ dialog, onYes, onNo, onOk }: { dialog: QrDialog | null; onYes: () => void; onNo: () => void; onOk: () => void }) {
  const { t } = useTranslation('WebQr');
  if (!dialog) return null;
  if (dialog.kind === 'enter') {
    return (
      <Dialog
        buttons="yesno"
        yesTone="left"
        icon={<QrIcon color={colors.leftDeep} />}
        title={t('Dialog_Enter_Title_00')}
        yesLabel={t('Dialog_Enter_Yes_00')}
        noLabel={t('Dialog_Enter_No_00')}
        onYes={onYes}
        onNo={onNo}
        testId="qr-enter"
      >
        <p>{t('Dialog_Enter_Body_00')}</p>
      </Dialog>
    );
  }
  if (dialog.kind === 'notGame') {
    return (
      <Dialog buttons="ok" icon={<WarnIcon color={colors.orange} />} title={t('Dialog_NotGame_Title_00')} onOk={onOk} testId="qr-not-game">
        <p>{t('Dialog_NotGame_Body_00')}</p>
      </Dialog>
    );
  }
  return (
    <Dialog
      buttons="ok"
      layout="flex_tcb"
      icon={<CameraIcon color={colors.danger} />}
      title={t('Camera_NotAvailable_Title_00')}
      onOk={onOk}
      testId="qr-camera-denied"
    >
      <p>{t(dialog.error === 'denied' ? 'Camera_NotAvailable_Denied_00' : 'Camera_NotAvailable_Body_00')}</p>
      <p>{t('Camera_Support_00')}</p>
    </Dialog>
  );
}
