/**
 * Player names: normalised once on the way in (NFKC folds full-width and compatibility forms),
 * with control, format and invisible characters removed, then compared case-insensitively.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/gu;
const SPACES = /\s+/gu;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function normaliseName(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').replace(SPACES, ' ').trim();
}

/** The key two names collide on: "ＡＬＩＣＥ", "alice" and "Alice" are one name. */
export function nameKey(name: string): string {
  return normaliseName(name).toLocaleLowerCase('en-US');
}

/** Length as a person counts it: one emoji or accented letter is one. */
export function nameLength(name: string): number {
  let n = 0;
  for (const _ of segmenter.segment(name)) n++;
  return n;
}
