import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import type { PhoneView } from '../../protocol/views';
import { dim, screen, title } from '../../ui/styles';

/** After the profile is in: the phone waits while others join and the host starts. */
export function WaitingProfile() {
  const { t } = useTranslation('System');
  const view = useSnapshot(client).view as PhoneView;
  return (
    <main className={screen} data-scene="waitingProfile">
      <h1 className={title}>{t('Waiting_Title_00', { name: view.me.name })}</h1>
      <p className={dim}>{t('Waiting_Body_00', { count: view.room.playerCount })}</p>
    </main>
  );
}
