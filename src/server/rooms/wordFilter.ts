import { createRequire } from 'node:module';
import { nameKey } from './names';

/** naughty-words (the LDNOOBW lists): one list per language, covering all 14 of ours. */
const LISTS = ['en', 'fr', 'fr-CA-u-sd-caqc', 'es', 'de', 'it', 'nl', 'ru', 'ko', 'zh', 'ja'] as const;
/** Scripts written without spaces: a listed word anywhere in a name counts. */
const UNSPACED = new Set(['ja', 'zh', 'ko']);
/** Latin and Cyrillic words this long also count inside a longer word ("xxxxxface"). */
const MIN_INNER = 5;
/** A letter of a script written without spaces (kana, kanji, hangul). */
const UNSPACED_LETTER = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Hangul}]/u;

type Lists = { exact: Set<string>; inner: string[] };

const compact = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '');

function buildBuiltIn(): Lists {
  const require = createRequire(import.meta.url);
  const all = require('naughty-words') as Record<string, string[]>;
  const exact = new Set<string>();
  const inner: string[] = [];
  for (const lang of LISTS) {
    for (const raw of all[lang] ?? []) {
      const word = compact(nameKey(raw));
      if (word.length < 2) continue;
      exact.add(word);
      // Inside a longer name only where the word is written in its unspaced script ("13点"), or long:
      // the zh list's "13" or the ja list's "3p" would otherwise refuse "Player13" and "Ep3pro".
      if ((UNSPACED.has(lang) && UNSPACED_LETTER.test(word)) || word.length >= MIN_INNER) inner.push(word);
    }
  }
  return { exact, inner };
}

let builtIn: Lists | null = null;

/**
 * A name filter from the built-in lists plus the operator's own words (which count anywhere in a
 * name). Names are compared after NFKC and case folding, with spaces and punctuation removed, so
 * "F.U.C.K" and full-width forms are caught; short Latin words count only as whole words, so
 * "Cassandra" is not.
 */
export function createWordFilter(operatorWords: readonly string[]): (name: string) => boolean {
  builtIn ??= buildBuiltIn();
  const lists = builtIn;
  const own = operatorWords.map((w) => compact(nameKey(w))).filter((w) => w.length > 0);
  return (name) => {
    const key = nameKey(name);
    const whole = compact(key);
    if (lists.exact.has(whole)) return true;
    for (const token of key.split(/[^\p{L}\p{N}]+/u)) if (token && lists.exact.has(token)) return true;
    for (const w of lists.inner) if (whole.includes(w)) return true;
    for (const w of own) if (whole.includes(w)) return true;
    return false;
  };
}
