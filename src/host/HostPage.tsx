import { use, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { client } from '../engine/clientStore';
import { startClient } from '../engine/socketClient';
import { EVENT_CARD_NAMESPACES } from '../i18n/eventCards';
import { initI18n } from '../i18n/i18n';
import { startLanguage } from '../i18n/choice';
import { mapBrowserLanguage } from '../i18n/languages';
import { parseRoomId } from '../protocol/roomId';
import type { HostView } from '../protocol/views';
import { HostMessage } from './HostMessage';
import { HostShell } from './HostShell';
import { hostUi } from './logic/hostUi';
import { loadHostToken, saveHostToken } from './hostToken';

const query = new URLSearchParams(location.search);
// The address's lng (the selector keeps it there), else the one this screen picked last, else the browser's.
const lng = startLanguage('host', query, () => mapBrowserLanguage(navigator.language));
hostUi.lng = lng;

/**
 * `/host[?rid=…]`: the big screen. Without a room id it creates a room; with one it takes it back
 * with the host token kept for that room, so a reload or a lost connection returns to the same room.
 */
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
    const token = rid ? loadHostToken(rid) : null;
    // A room id without its token (another browser, cleared storage) cannot be taken back: make a new room.
    void startClient({ role: 'host', roomId: token ? rid : null, hostToken: token });
    return stop;
  }, []);
  use(initI18n(lng, ['Host', ...EVENT_CARD_NAMESPACES]));
  const snap = useSnapshot(client);
  if (snap.conn.status === 'failed') return <HostMessage error={snap.conn.error} />;
  if (!snap.view) return <HostMessage loading />;
  return <HostShell view={snap.view as HostView} />;
}
