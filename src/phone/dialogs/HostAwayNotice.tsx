import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import { TvIcon } from '../../ui/icons';
import { colors } from '../../ui/tokens';
import type { PhoneView } from '../../protocol/views';
import { Dialog } from './Dialog';

/**
 * The big screen dropped (SP03-002; the view's `room.hostConnected` is false): the game waits.
 * The player may close the notice; it comes back the next time the host goes away.
 */
export function HostAwayNotice() {
  const { t } = useTranslation('System');
  const snap = useSnapshot(client);
  const view = snap.view as PhoneView | null;
  const away = !!view && view.room.hostConnected === false && snap.conn.status === 'connected';
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!away) setDismissed(false);
  }, [away]);
  if (!away || dismissed) return null;
  return (
    <Dialog
      layout="align_b"
      buttons="ok"
      okLabel={t('HostAway_Ok_00')}
      onOk={() => setDismissed(true)}
      icon={<TvIcon color={colors.noTeam} />}
      title={t('HostAway_Title_00')}
      testId="host-away-notice"
    >
      <p>{t('HostAway_Body_00')}</p>
    </Dialog>
  );
}
