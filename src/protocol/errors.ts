import { errorKey } from './errorKey';
/**
 * The error catalogue of SPEC.md §8. A code travels as `{ group, code }`; `errorKey` names its text.
 * The phone maps groups to error-page titles 00-07 (see `errorPageIndex`).
 */
export const ErrorCodes = {
  Application: {
    INSUFFICIENT_PARAMETER: 3001,
    INVALID_PARAMETER: 3002,
    NOT_AUTHORIZED: 3003,
    API_NOT_FOUND: 3004,
    DATA_NOT_FOUND: 3005,
    TOO_MANY_REQUESTS: 3007,
    UNDER_MAINTENANCE: 3997,
    SERVICE_ENDED: 3998,
    INVALID_ACCOUNT_TOKEN: 4001,
    ACCOUNT_TOKEN_EXPIRED: 4002,
    OLD_APPLICATION_VERSION: 4003,
    ROOM_CREATION_FAILED: 1001,
    UNKNOWN: 1999,
  },
  Room: {
    ROOM_ID_NOT_FOUND: 2001,
    ROOM_JOIN_FAILED: 2002,
    ROOM_STORE_NOT_ACCESSIBLE: 2003,
    INVALID_MESSAGE_SCHEMA: 2004,
    LOCK_FAILED: 2005,
    UNLOCK_FAILED: 2006,
    UNKNOWN: 2999,
  },
  SP01: {
    INSUFFICIENT_PARAMETER: '101',
    INVALID_PARAMETER: '102',
    ROOM_ID_NOT_FOUND: '103',
    SESSION_CREATION_FAILED: '104',
    ROOM_STORE_NOT_ACCESSIBLE: '105',
    TOO_MANY_REQUESTS: '106',
    HEALTH_CHECK_TIMEOUT: '201',
    FAILED_ON_CLIENT: '202',
    MAINTENANCE: '997',
    SERVICE_ENDED: '998',
    UNKNOWN: '999',
  },
  SP02: {
    ROOM_ID_NOT_FOUND: '101',
    CLIENT_ID_NOT_IN_SESSION: '102',
    STORE_NOT_ACCESSIBLE: '103',
    INVALID_MESSAGE_SCHEMA: '104',
    ACK_RELAY_FAILED: '105',
    CONNECTION_FAILED: '301',
    UNKNOWN: '999',
  },
  SP03: {
    DISCONNECTED: '001',
    HOST_DISCONNECTED: '002',
    ROOM_LOCKED: '101',
    ROOM_MAX_PARTICIPANTS: '102',
    JOIN_FAILED: '103',
    KICKED: '104',
    DUPLICATE_NAME: '201',
    LONG_NAME: '202',
    PROFILE_ROOM_FULL: '203',
    FORBIDDEN_WORD: '204',
    OTHER_PROFILE: '299',
    TEAM_FULL: '301',
    TEAM_EMPTY: '302',
    TEAM_CHANGE_FORBIDDEN: '303',
    OTHER_TEAM: '399',
    SENSOR_UNAVAILABLE: '401',
    UNKNOWN: '999',
  },
  SP04: { QUIZ_MAX_QUESTIONS: '001', QUIZ_FORBIDDEN_WORD: '002', QUIZ_NOT_REGISTERED: '003' },
  SP05: { LOCAL_STORAGE_UNAVAILABLE: '001', SESSION_STORAGE_UNAVAILABLE: '002' },
} as const;

export type ErrorGroup = keyof typeof ErrorCodes;
type CodeOf<G extends ErrorGroup> = (typeof ErrorCodes)[G][keyof (typeof ErrorCodes)[G]];
export type AppError = { [G in ErrorGroup]: { group: G; code: CodeOf<G>; detail?: string } }[ErrorGroup];

export function appError<G extends ErrorGroup>(group: G, code: CodeOf<G>, detail?: string): AppError {
  return (detail === undefined ? { group, code } : { group, code, detail }) as AppError;
}

export { errorKey };

/**
 * Which of the error page's titles/details 00-07 explains an error.
 * 00 unknown, 01 room not found, 02 cannot join (locked/full/kicked), 03 connection lost,
 * 04 host lost, 05 too many requests, 06 maintenance or service ended, 07 browser storage unavailable.
 */
export function errorPageIndex(e: Pick<AppError, 'group' | 'code'>): number {
  const k = errorKey(e);
  if (['2001', 'SP01-103', 'SP02-101', 'SP01-101', 'SP01-102', '3001', '3002'].includes(k)) return 1;
  if (['2002', 'SP03-101', 'SP03-102', 'SP03-103', 'SP03-104'].includes(k)) return 2;
  if (['SP03-001', 'SP02-301', 'SP02-102', 'SP01-201'].includes(k)) return 3;
  if (k === 'SP03-002') return 4;
  if (['3007', 'SP01-106'].includes(k)) return 5;
  if (['3997', '3998', 'SP01-997', 'SP01-998'].includes(k)) return 6;
  if (e.group === 'SP05') return 7;
  return 0;
}
