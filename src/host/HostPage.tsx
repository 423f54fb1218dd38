import { use, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { client } from '../engine/clientStore';
import { startClient } from '../engine/socketClient';
import { initI18n } from '../i18n/i18n';
import { mapBrowserLanguage, pageLanguage } from '../i18n/languages';
import { parseRoomId } from '../protocol/roomId';
import type { HostView } from '../protocol/views';
import { ErrorScene } from '../phone/scenes/ErrorScene';
import { LoadingScene } from '../phone/scenes/LoadingScene';
import { Lobby } from './Lobby';
import { loadHostToken, saveHostToken } from './hostToken';

const query = new URLSearchParams(location.search);
const lng = query.get('lng') ? pageLanguage(query.get('lng')) : mapBrowserLanguage(navigator.language);

/** `/host[?rid=…]`: the big screen. Without a room id it creates a room; with one it takes it back. */
export default function HostPage() {
  useEffect(() => {
    const rid = parseRoomId(query.get('rid'))?.roomId ?? null;
    const stop = subscribeKey(client.session, 'hostToken', (token) => {
      const roomId = client.session.roomId;
      if (!token || !roomId) return;
      saveHostToken(roomId, token);
      const q = new URLSearchParams(location.search);
      q.set('rid', roomId);
      history.replaceState(null, '', `/host?${q.toString()}`);
    });
    void startClient({ role: 'host', roomId: rid, hostToken: rid ? loadHostToken(rid) : null });
    return stop;
  }, []);
  use(initI18n(lng, ['Host', 'Error', 'System']));
  const snap = useSnapshot(client);
  if (snap.conn.status === 'failed') return <ErrorScene error={snap.conn.error} onRetry={() => location.assign('/host')} />;
  if (!snap.view) return <LoadingScene />;
  return <Lobby view={snap.view as HostView} />;
}
