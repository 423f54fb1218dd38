/**
 * Player names: normalised once on the way in (NFKC folds full-width and compatibility forms),
 * with control, format and invisible characters removed, then compared case-insensitively.
 */
// Zero-width joiners (U+200C, U+200D) and tags stay in the name: emoji sequences need them (👨‍👩‍👧,
// the flag of Scotland). The word filter refuses them anywhere else.
const INVISIBLE = /(?!\u200C|\u200D|[\u{E0020}-\u{E007F}])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/gu;
const JOINERS = /[\u200C\u200D]/gu;
const SPACES = /\s+/gu;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function normaliseName(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').replace(SPACES, ' ').trim();
}

/** The key two names collide on: "ＡＬＩＣＥ", "alice" and "Alice" are one name. */
export function nameKey(name: string): string {
  return normaliseName(name).replace(JOINERS, '').toLocaleLowerCase('en-US');
}

/** Length as a person counts it: one emoji or accented letter is one. */
export function nameLength(name: string): number {
  let n = 0;
  for (const _ of segmenter.segment(name)) n++;
  return n;
}
