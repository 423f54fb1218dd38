import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { colors } from '../../ui/tokens';
import { dim, screen } from '../../ui/styles';

const spinner = css`
  width: 14vw; height: 14vw; border-radius: 50%;
  border: 2vw solid ${colors.bgRaised}; border-top-color: ${colors.accent};
  animation: spin 0.9s linear infinite;
  @keyframes spin { to { transform: rotate(360deg); } }
`;

export function LoadingScene({ label }: { label?: string }) {
  const { t } = useTranslation('System');
  return (
    <main className={screen} data-scene="loading" aria-busy="true">
      <div className={spinner} />
      <p className={dim}>{label ?? t('Loading_00')}</p>
    </main>
  );
}
