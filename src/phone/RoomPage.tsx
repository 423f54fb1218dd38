import { useEffect } from 'react';
import { subscribeKey } from 'valtio/utils';
import { client } from '../engine/clientStore';
import { startClient } from '../engine/socketClient';
import { EVENT_CARD_NAMESPACES } from '../i18n/eventCards';
import { pageLanguage } from '../i18n/languages';
import { PAGES } from '../pages';
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
import { firstScreenShown, loadLater, loadPhoneAssets } from './loading/assets';
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

if (room && sessionStorageAvailable()) {
  // The socket worker starts as this chunk runs, not once React has drawn: taking the seat and
  // the room's first view (HTTP, then the socket) overlap the texts and the first screen's code.
  startRoom(room.roomId);
  // The profile screen's texts and code, counted by the loading scene (the server announced them
  // with the page, so they are on their way already: src/pages.ts).
  void loadPhoneAssets(lng, PAGES.room.texts, [() => import('./scenes/SystemScene')]);
  watchViewport();
  unlockAudioOnFirstTap();
}

function startRoom(roomId: string): void {
  subscribeKey(client.session, 'token', (token) => {
    if (token) saveSeatToken(roomId, token);
  });
  // One tab of this browser plays the room; a second one explains (and takes over if the first closes).
  void claimRoomTab(roomId, (role) => {
    shell.tab = role;
    if (role !== 'owner') return;
    // The clock and motion workers (loaded only on phones) once the first screen is drawn: until
    // then they would take the network and the CPU from it.
    void startClient({ role: 'phone', roomId, token: loadSeatToken(roomId) })
      .then(() => firstScreenShown)
      .then(() => import('../engine/phoneEngine'))
      .then((m) => m.startPhoneEngine());
  });
  // The rest of the room's code and texts, fetched meanwhile so the next screens need not wait.
  void firstScreenShown.then(() => {
    loadLater(
      ['gmCommon', 'Error', ...EVENT_CARD_NAMESPACES],
      [() => import('./scenes/SystemScene').then((m) => Promise.all([m.loadSessionScreens(), m.loadMenuSheets()])), () => import('../games/PhoneGameScene')],
    );
  });
}

/** `/room?rid=…&lng=…&cn=…`: the phone's page. A bad room id goes to the error page (in the same language). */
export default function RoomPage() {
  useEffect(() => {
    if (!room) return location.replace(errorPageUrl(lng, cn, appError('SP01', ErrorCodes.SP01.INVALID_PARAMETER)));
    if (!sessionStorageAvailable()) return location.replace(errorPageUrl(lng, cn, appError('SP05', ErrorCodes.SP05.SESSION_STORAGE_UNAVAILABLE)));
    const stopWake = keepScreenOn();
    const stopResync = resyncWhenVisible();
    return () => {
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
