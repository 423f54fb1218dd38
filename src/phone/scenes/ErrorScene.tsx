import { useTranslation } from 'react-i18next';
import type { AppError } from '../../protocol/errors';
import { GameButton } from '../../ui/GameButton';
import { ReloadIcon, WarnIcon } from '../../ui/icons';
import { body, title } from '../../ui/styles';
import { colors } from '../../ui/tokens';
import { errorTextKeys } from '../errorText';
import { badge, code, linkButton, spotlight, stack } from './sceneStyles';

/**
 * SPEC.md error scene: title and detail 00-07 by the error's group (§8, `errorPageIndex`), the
 * code for support, a reload when it may help, and the way back to the QR reader.
 */
export function ErrorScene({ error, onRetry }: { error: Pick<AppError, 'group' | 'code'> | null; onRetry?: () => void }) {
  const { t } = useTranslation('Error');
  const keys = errorTextKeys(error);
  return (
    <main className={spotlight} data-scene="error" data-error-index={keys.title.slice(-2)}>
      <div className={badge}>
        <WarnIcon color={colors.accent} />
      </div>
      <h1 className={title}>{t(keys.title)}</h1>
      <p className={body}>{t(keys.detail)}</p>
      {keys.code && (
        <p className={code} data-testid="error-code">
          {keys.code}
        </p>
      )}
      <div className={stack}>
        {onRetry && (
          <GameButton tone="cyan" icon={<ReloadIcon />} onPress={onRetry}>
            {t('Error_Reload')}
          </GameButton>
        )}
        <a className={linkButton} href="/">
          {t('Error_Home_00')}
        </a>
      </div>
    </main>
  );
}
