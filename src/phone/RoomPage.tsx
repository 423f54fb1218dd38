import { use, useEffect } from 'react';
import { subscribeKey } from 'valtio/utils';
import { client } from '../engine/clientStore';
import { startClient } from '../engine/socketClient';
import { initI18n } from '../i18n/i18n';
import { pageLanguage } from '../i18n/languages';
import { appError, ErrorCodes } from '../protocol/errors';
import { DEFAULT_COUNTRY } from '../protocol/enums';
import { parseRoomId } from '../protocol/roomId';
import { errorPageUrl } from './errorText';
import { PhoneScenes } from './PhoneScenes';
import { loadSeatToken, saveSeatToken, sessionStorageAvailable } from './sessionToken';

const query = new URLSearchParams(location.search);
const lng = pageLanguage(query.get('lng'));
const cn = query.get('cn') ?? DEFAULT_COUNTRY;
const room = parseRoomId(query.get('rid'));

/** `/room?rid=…&lng=…&cn=…`: the phone's page. A bad room id goes to the error page. */
export default function RoomPage() {
  useEffect(() => {
    if (!room) return location.replace(errorPageUrl(lng, cn, appError('SP01', ErrorCodes.SP01.INVALID_PARAMETER)));
    if (!sessionStorageAvailable()) return location.replace(errorPageUrl(lng, cn, appError('SP05', ErrorCodes.SP05.SESSION_STORAGE_UNAVAILABLE)));
    const stop = subscribeKey(client.session, 'token', (token) => { if (token) saveSeatToken(room.roomId, token); });
    void startClient({ role: 'phone', roomId: room.roomId, token: loadSeatToken(room.roomId) });
    return stop;
  }, []);
  if (!room) return null;
  use(initI18n(lng, ['System', 'Error', 'gmCommon']));
  return <PhoneScenes />;
}
