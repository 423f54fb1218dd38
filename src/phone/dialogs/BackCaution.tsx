import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BackIcon } from '../../ui/icons';
import { colors } from '../../ui/tokens';
import { shell } from '../shell';
import { Dialog } from './Dialog';

/**
 * Caution "do not go back in the browser": the room page keeps one history entry of its own, so
 * the back button lands here instead of leaving the game, and explains.
 */
export function useBackGuard(): void {
  useEffect(() => {
    if (!history.state?.pgGuard) history.pushState({ pgGuard: true }, '');
    const onPop = () => {
      if (shell.leaving) return;
      history.pushState({ pgGuard: true }, '');
      shell.backCaution = true;
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
}

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
