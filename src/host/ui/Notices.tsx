import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { client } from '../../engine/clientStore';
import { clearIntentError } from '../../engine/socketClient';
import { errorKey } from '../../protocol/errors';
import { colors, layers } from '../../ui/tokens';

const banner = css`
  position: fixed;
  left: 50%;
  top: 6vw;
  transform: translateX(-50%);
  z-index: ${layers.fullOverlay};
  display: flex;
  align-items: center;
  gap: 1vw;
  padding: 0.9vw 2vw;
  border-radius: 999px;
  font-size: 1.5vw;
  font-weight: 900;
  background: ${colors.danger};
  color: #fff;
  box-shadow: 0 1vw 3vw rgba(0, 0, 0, 0.5);
  animation: drop 0.3s ease-out both;
  @keyframes drop {
    from {
      transform: translate(-50%, -3vw);
      opacity: 0;
    }
  }
  small {
    font-size: 1.1vw;
    font-weight: 700;
    opacity: 0.9;
  }
`;
const toast = css`
  position: fixed;
  right: 1.5vw;
  bottom: 7vw;
  z-index: ${layers.dialogFront};
  max-width: 36vw;
  padding: 0.9vw 1.4vw;
  border-radius: 1vw;
  font-size: 1.2vw;
  font-weight: 800;
  background: #fff;
  color: #1b1530;
  box-shadow:
    0 0 0 0.3vw ${colors.danger},
    0 1vw 3vw rgba(0, 0, 0, 0.5);
`;

/** Known refusals of host commands, in words; anything else shows its code. */
const REFUSALS: Record<string, string> = {
  'SP03-302': 'Refusal_TeamEmpty_00',
  'SP03-399': 'Refusal_FixFirst_00',
  'SP03-303': 'Refusal_TeamsFixed_00',
  '3002': 'Refusal_NotNow_00',
  '3005': 'Refusal_NoPlayer_00',
  'SP03-001': 'Refusal_Offline_00',
  '3007': 'Refusal_TooFast_00',
};

/** The host's own connection: while it is away the phones show SP03-002 and the game waits. */
export function ConnectionBanner() {
  const { t } = useTranslation('Host');
  const { status } = useSnapshot(client).conn;
  if (status !== 'reconnecting') return null;
  return (
    <div className={banner} role="alert" data-testid="reconnecting">
      {t('Conn_Lost_00')}
      <small>{t('Conn_LostSub_00')}</small>
    </div>
  );
}

/** A refused host command, for a few seconds. */
export function CommandError() {
  const { t } = useTranslation('Host');
  const error = useSnapshot(client).intents.host?.error ?? null;
  useEffect(() => {
    if (!error) return;
    const h = setTimeout(() => clearIntentError('host'), 5000);
    return () => clearTimeout(h);
  }, [error]);
  if (!error) return null;
  const key = errorKey(error);
  return (
    <div className={toast} role="alert" data-testid="command-error">
      {REFUSALS[key] ? t(REFUSALS[key]) : t('Refusal_Other_00', { code: key })}
    </div>
  );
}
