import { useEffect } from 'react';
import { subscribeKey } from 'valtio/utils';
import { client } from '../engine/clientStore';
import { startClient } from '../engine/socketClient';
import { EVENT_CARD_NAMESPACES } from '../i18n/eventCards';
import { pageLanguage } from '../i18n/languages';
import { appError, ErrorCodes } from '../protocol/errors';
import { DEFAULT_COUNTRY } from '../protocol/enums';
import { parseRoomId } from '../protocol/roomId';
import { unlockAudioOnFirstTap } from './device/audio';
import { resyncWhenVisible } from './device/visibility';
import { keepScreenOn } from './device/wakeLock';
import { BackCaution, useBackGuard } from './dialogs/BackCaution';
import { ConnectionNotice } from './dialogs/ConnectionNotice';
import { HostAwayNotice } from './dialogs/HostAwayNotice';
import { errorPageUrl } from './errorText';
import { loadPhoneAssets } from './loading/assets';
import { Toast } from './menu/Toast';
import { RotateOverlay } from './overlays/RotateOverlay';
import { watchViewport } from './overlays/viewport';
import { PhoneScenes } from './PhoneScenes';
import { loadSeatToken, saveSeatToken, sessionStorageAvailable } from './sessionToken';
import { shell } from './shell';
import { claimRoomTab } from './tab/tabGuard';

const query = new URLSearchParams(location.search);
const lng = pageLanguage(query.get('lng'));
const cn = query.get('cn') ?? DEFAULT_COUNTRY;
const room = parseRoomId(query.get('rid'));

if (room) {
  // Texts, the system scene's screens and declared assets, counted by the loading scene.
  void loadPhoneAssets(
    lng,
    ['System', 'Error', 'gmCommon', 'Agreement', 'Cookie', ...EVENT_CARD_NAMESPACES],
    [() => import('./scenes/SystemScene'), () => import('../games/PhoneGameScene')],
  );
  watchViewport();
  unlockAudioOnFirstTap();
}

/** `/room?rid=…&lng=…&cn=…`: the phone's page. A bad room id goes to the error page. */
export default function RoomPage() {
  useEffect(() => {
    if (!room) return location.replace(errorPageUrl(lng, cn, appError('SP01', ErrorCodes.SP01.INVALID_PARAMETER)));
    if (!sessionStorageAvailable()) return location.replace(errorPageUrl(lng, cn, appError('SP05', ErrorCodes.SP05.SESSION_STORAGE_UNAVAILABLE)));
    const stop = subscribeKey(client.session, 'token', (token) => {
      if (token) saveSeatToken(room.roomId, token);
    });
    // One tab of this browser plays the room; a second one explains (and takes over if the first closes).
    void claimRoomTab(room.roomId, (role) => {
      shell.tab = role;
      if (role !== 'owner') return;
      // The socket first; then the clock and motion workers wired to it (loaded only on phones).
      void startClient({ role: 'phone', roomId: room.roomId, token: loadSeatToken(room.roomId) })
        .then(() => import('../engine/phoneEngine'))
        .then((m) => m.startPhoneEngine());
    });
    const stopWake = keepScreenOn();
    const stopResync = resyncWhenVisible();
    return () => {
      stop();
      stopWake();
      stopResync();
    };
  }, []);
  useBackGuard();
  if (!room) return null;
  return (
    <>
      <PhoneScenes />
      <ConnectionNotice />
      <HostAwayNotice />
      <BackCaution />
      <Toast />
      <RotateOverlay />
    </>
  );
}
