import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { errorKey, type AppError } from '../protocol/errors';
import { colors } from '../ui/tokens';
import { btn, headline, stage, subline } from './ui/styles';

const center = css`
  grid-row: 1 / -1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2vw;
`;
const spinner = css`
  width: 8vw;
  height: 8vw;
  border-radius: 50%;
  border: 1.2vw solid rgba(255, 255, 255, 0.15);
  border-top-color: ${colors.accent};
  animation: spin 0.9s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/** Before the room is up, or when it cannot be (room gone, token refused): say so and offer a new room. */
export function HostMessage({ loading, error }: { loading?: boolean; error?: Pick<AppError, 'group' | 'code'> | null }) {
  const { t } = useTranslation('Host');
  const newRoom = () => {
    const q = new URLSearchParams(location.search);
    q.delete('rid');
    location.assign(`/host?${q.toString()}`);
  };
  return (
    <main className={stage} data-scene={loading ? 'loading' : 'error'}>
      <div className={center}>
        {loading ? (
          <>
            <div className={spinner} />
            <p className={subline}>{t('Loading_00')}</p>
          </>
        ) : (
          <>
            <h1 className={headline}>{t('Failed_Title_00')}</h1>
            <p className={subline}>{t('Failed_Body_00')}</p>
            {error && (
              <p className={subline} data-testid="error-code">
                {errorKey(error)}
              </p>
            )}
            <button type="button" className={btn} data-size="xl" onClick={newRoom}>
              {t('Failed_NewRoom_00')}
            </button>
          </>
        )}
      </div>
    </main>
  );
}
