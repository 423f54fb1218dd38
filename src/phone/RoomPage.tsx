import { useEffect } from 'react';
import { EVENT_CARD_NAMESPACES } from '../i18n/eventCards';
import { startLanguage } from '../i18n/choice';
import { PAGES } from '../pages';
import { appError, ErrorCodes } from '../protocol/errors';
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE } from '../protocol/enums';
import { unlockAudioOnFirstTap } from './device/audio';
import { resyncWhenVisible } from './device/visibility';
import { keepScreenOn } from './device/wakeLock';
import { BackCaution, useBackGuard } from './dialogs/BackCaution';
import { ConnectionNotice } from './dialogs/ConnectionNotice';
import { HostAwayNotice } from './dialogs/HostAwayNotice';
import { errorPageUrl } from './errorText';
import { loadLater, loadPhoneAssets } from './loading/assets';
import { firstScreenShown } from './loading/firstScreen';
import { Toast } from './menu/Toast';
import { RotateOverlay } from './overlays/RotateOverlay';
import { watchViewport } from './overlays/viewport';
import { PhoneScenes } from './PhoneScenes';
import { playable, room } from './roomBoot';

const query = new URLSearchParams(location.search);
// The address's lng, else the one this phone picked last (option menu), else ja (SPEC.md §2).
const lng = startLanguage('phone', query, () => DEFAULT_LANGUAGE);
const cn = query.get('cn') ?? DEFAULT_COUNTRY;

if (playable) {
  // The profile screen's texts and code, counted by the loading scene (the server announced them
  // with the page, so they are on their way already: src/pages.ts).
  void loadPhoneAssets(lng, PAGES.room.texts, [() => import('./scenes/SystemScene')]);
  // The rest of the room's code and texts, fetched once it shows so the next screens need not wait.
  void firstScreenShown.then(() => {
    loadLater(
      ['gmCommon', 'Error', ...EVENT_CARD_NAMESPACES],
      [() => import('./scenes/SystemScene').then((m) => Promise.all([m.loadSessionScreens(), m.loadMenuSheets()])), () => import('../games/PhoneGameScene')],
    );
  });
  watchViewport();
  unlockAudioOnFirstTap();
}

/** `/room?rid=…&lng=…&cn=…`: the phone's page. A bad room id goes to the error page (in the same language). */
export default function RoomPage() {
  useEffect(() => {
    if (!room) return location.replace(errorPageUrl(lng, cn, appError('SP01', ErrorCodes.SP01.INVALID_PARAMETER)));
    if (!playable) return location.replace(errorPageUrl(lng, cn, appError('SP05', ErrorCodes.SP05.SESSION_STORAGE_UNAVAILABLE)));
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
