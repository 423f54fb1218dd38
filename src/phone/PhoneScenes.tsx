import { useSnapshot } from 'valtio';
import { client } from '../engine/clientStore';
import type { PhoneView } from '../protocol/views';
import { ErrorScene } from './scenes/ErrorScene';
import { LoadingScene } from './scenes/LoadingScene';
import { ProfileInput } from './system/ProfileInput';
import { WaitingProfile } from './system/WaitingProfile';

/** Picks the scene from the client state: error, loading, or the system status. */
export function PhoneScenes() {
  const snap = useSnapshot(client);
  if (snap.conn.status === 'failed') return <ErrorScene error={snap.conn.error} onRetry={() => location.reload()} />;
  const view = snap.view as PhoneView | null;
  if (!view) return <LoadingScene />;
  switch (view.system.status) {
    case 'profileInput': return <ProfileInput />;
    default: return <WaitingProfile />;
  }
}
