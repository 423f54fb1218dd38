import { errorKey, errorPageIndex, type AppError } from '../protocol/errors';

/** Text keys (namespace Error) for an error's title and detail, 00-07. */
export function errorTextKeys(e: Pick<AppError, 'group' | 'code'> | null): { title: string; detail: string; code: string } {
  const i = String(e ? errorPageIndex(e) : 0).padStart(2, '0');
  return { title: `Error_Title_${i}`, detail: `Error_Detail_${i}`, code: e ? errorKey(e) : '' };
}

/** Parses "SP03-104" or "2001" back into an error, for the error page's `e` parameter. */
export function parseErrorKey(key: string | null): Pick<AppError, 'group' | 'code'> | null {
  if (!key) return null;
  const m = /^(SP0[1-5])-(\d{3})$/.exec(key);
  if (m) return { group: m[1], code: m[2] } as Pick<AppError, 'group' | 'code'>;
  if (/^\d{4}$/.test(key)) return { group: key.startsWith('2') ? 'Room' : 'Application', code: Number(key) } as Pick<AppError, 'group' | 'code'>;
  return null;
}

export function errorPageUrl(lng: string, cn: string, e?: Pick<AppError, 'group' | 'code'>): string {
  const q = new URLSearchParams({ lng, cn });
  if (e) q.set('e', errorKey(e));
  return `/error?${q.toString()}`;
}
