import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import { GameButton } from '../../ui/GameButton';
import { ReloadIcon, WifiOffIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { colors, vw } from '../../ui/tokens';
import { Dialog } from './Dialog';

/** Only a drop that lasts is worth a dialog: socket.io often reconnects within a second. */
const SHOW_AFTER_MS = 1500;

const row = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vw(3)};
  color: ${colors.noTeamDeep};
  font-weight: 800;
`;
const small = css`
  width: ${vw(7)};
  height: ${vw(7)};
  border-width: ${vw(1)};
`;

/** SPEC.md disconnection notice with reload: shown while the socket is reconnecting. */
export function ConnectionNotice() {
  const { t } = useTranslation('System');
  const { status, attempts } = useSnapshot(client).conn;
  const reconnecting = status === 'reconnecting';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!reconnecting) return setShown(false);
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [reconnecting]);
  if (!reconnecting || !shown) return null;
  return (
    <Dialog
      front
      layout="flex_tcb"
      icon={<WifiOffIcon color={colors.danger} />}
      title={t('Disconnect_Title_00')}
      testId="connection-notice"
      actions={[
        <GameButton key="reload" size="small" tone="cyan" icon={<ReloadIcon />} onPress={() => location.reload()}>
          {t('Disconnect_Reload_00')}
        </GameButton>,
      ]}
    >
      <p>{t('Disconnect_Body_00')}</p>
      <p className={row}>
        <Spinner className={small} /> {t('Disconnect_Trying_00', { count: attempts })}
      </p>
    </Dialog>
  );
}
