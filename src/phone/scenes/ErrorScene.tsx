import { useTranslation } from 'react-i18next';
import type { AppError } from '../../protocol/errors';
import { button, dim, screen, title } from '../../ui/styles';
import { errorTextKeys } from '../errorText';

export function ErrorScene({ error, onRetry }: { error: Pick<AppError, 'group' | 'code'> | null; onRetry?: () => void }) {
  const { t } = useTranslation('Error');
  const keys = errorTextKeys(error);
  return (
    <main className={screen} data-scene="error">
      <h1 className={title}>{t(keys.title)}</h1>
      <p className={dim}>{t(keys.detail)}</p>
      {keys.code && <p className={dim} data-testid="error-code">{keys.code}</p>}
      {onRetry && <button className={button} onClick={onRetry}>{t('Error_Reload')}</button>}
    </main>
  );
}
