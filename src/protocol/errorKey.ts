import type { AppError } from './errors';

/** A stable string such as "SP03-201" for logs, tests and text keys (apart from the codes' table, which a phone's first screen does without). */
export function errorKey(e: Pick<AppError, 'group' | 'code'>): string {
  return typeof e.code === 'number' ? String(e.code) : `${e.group}-${e.code}`;
}
