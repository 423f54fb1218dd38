import { appError, ErrorCodes } from '../protocol/errors';
import { errorPageUrl } from './errorText';

/** Sends the room page to the error page: a bad room id (SP01-102), else no sessionStorage for a seat (SP05-002). */
export function leaveForError(lng: string, cn: string, badRoom: boolean): void {
  const error = badRoom ? appError('SP01', ErrorCodes.SP01.INVALID_PARAMETER) : appError('SP05', ErrorCodes.SP05.SESSION_STORAGE_UNAVAILABLE);
  location.replace(errorPageUrl(lng, cn, error));
}
