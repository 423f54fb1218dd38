import { lazy, Suspense, useEffect, useState } from 'react';
import { EVENT_CARD_NAMESPACES } from '../i18n/eventCards';
import { startLanguage } from '../i18n/choice';
import { ROOM_FIRST_TEXTS } from '../pages';
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE } from '../protocol/enums';
import { loadLater, loadPhoneAssets } from './loading/assets';
import { firstScreenShown } from './loading/firstScreen';
import { PhoneScenes } from './PhoneScenes';
import { playable, room } from './roomBoot';
import { loadMenuSheets, loadSessionScreens } from './scenes/SystemScene';

const query = new URLSearchParams(location.search);
// The address's lng, else the one this phone picked last (option menu), else ja (SPEC.md §2).
const lng = startLanguage('phone', query, () => DEFAULT_LANGUAGE);
const cn = query.get('cn') ?? DEFAULT_COUNTRY;

if (playable) {
  // The profile screen's texts, counted by the loading scene (the server announced them with the
  // page, so they are on their way already: src/pages.ts).
  void loadPhoneAssets(lng, ROOM_FIRST_TEXTS);
  // The rest of the room's code and texts, fetched once it shows so the next screens need not wait.
  void firstScreenShown.then(() => {
    loadLater(['gmCommon', 'Error', ...EVENT_CARD_NAMESPACES], [loadSessionScreens, loadMenuSheets, () => import('../games/PhoneGameScene')]);
  });
}

const RoomExtras = lazy(() => import('./RoomExtras'));

/** `/room?rid=…&lng=…&cn=…`: the phone's page. A bad room id goes to the error page (in the same language). */
export default function RoomPage() {
  useEffect(() => {
    // A bad room id, or no sessionStorage: the error page (its code loaded only then).
    if (!playable) void import('./leaveForError').then((m) => m.leaveForError(lng, cn, room === null));
  }, []);
  const [shown, setShown] = useState(false);
  useEffect(() => void firstScreenShown.then(() => setShown(true)), []);
  if (!room) return null;
  return (
    <>
      <PhoneScenes />
      {shown && (
        <Suspense fallback={null}>
          <RoomExtras />
        </Suspense>
      )}
    </>
  );
}
