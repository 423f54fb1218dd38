import { createRequire } from 'node:module';
import { EVERYDAY_WORDS } from './everydayWords';
import { hasInvisible, latinSkeleton, mixesScripts } from './lookalike';
import { nameKey } from './names';

/** naughty-words (the LDNOOBW lists): one list per language, covering all 14 of ours. */
const LISTS = ['en', 'fr', 'fr-CA-u-sd-caqc', 'es', 'de', 'it', 'nl', 'ru', 'ko', 'zh', 'ja'] as const;
/** Lists of languages written without spaces between words. */
const UNSPACED_LISTS = new Set(['ja', 'zh', 'ko']);
/** Kana and kanji: words found on the word boundaries a dictionary gives (ICU's, through Intl.Segmenter). */
const CJ = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
/** Hangul: words found anywhere, since endings attach to them ("씨발" in "씨발놈"). */
const HANGUL = /\p{Script=Hangul}/u;
/**
 * Roots that count inside any word: they are part of no ordinary word in any of our languages, and
 * are what one-word compounds are built on ("fuckface"). Other listed words count as whole words
 * only: inside words they refuse "mandarin" (мандарин ⊃ манда), "peninsula" (penisola ⊃ penis),
 * "file" (fichier ⊃ chier), "channel" (canale ⊃ anale).
 */
const ROOTS = ['fuck', 'nigger', 'nigga', 'faggot', 'пизд', 'бляд'];

type Lists = {
  /** Everything, compared with the whole text run together ("F.U.C.K", "13点"). */
  whole: Set<string>;
  /** Words matched against each word of the text. */
  words: Set<string>;
  /** Phrases ("hijo de puta"), their words joined by one space, matched against runs of words. */
  phrases: Set<string>;
  /** The most words a phrase has. */
  longest: number;
  cj: string[];
  hangul: string[];
};

const compact = (s: string) => s.replace(/[^\p{L}\p{N}\p{M}]/gu, '');

function buildBuiltIn(): Lists {
  const require = createRequire(import.meta.url);
  const all = require('naughty-words') as Record<string, string[]>;
  const lists: Lists = { whole: new Set(), words: new Set(), phrases: new Set(), longest: 0, cj: [], hangul: [] };
  for (const lang of LISTS) {
    const everyday = new Set((EVERYDAY_WORDS[lang] ?? []).map((w) => compact(nameKey(w))));
    for (const raw of all[lang] ?? []) {
      const word = compact(nameKey(raw));
      // One letter is a word only in the scripts that write a word in one (屄, 좆).
      if (word.length === 0 || (word.length === 1 && !CJ.test(word) && !HANGUL.test(word)) || everyday.has(word)) continue;
      // A number is nobody's word: the zh list's "13" is a quiz answer and a shirt number.
      if (/^\p{N}+$/u.test(word)) continue;
      lists.whole.add(word);
      if (!UNSPACED_LISTS.has(lang)) {
        const parts = wordsOf(raw);
        if (parts.length === 1) lists.words.add(word);
        else {
          lists.phrases.add(parts.join(' '));
          lists.longest = Math.max(lists.longest, parts.length);
        }
      } else if (HANGUL.test(word)) lists.hangul.push(word);
      else if (CJ.test(word)) lists.cj.push(word);
      // The rest of a CJK list is Latin shorthand ("3p", "sm"): refused only as the whole text,
      // since inside a Latin name it is a number or initials ("Kenji3p", "Aki SM").
    }
  }
  return lists;
}

let builtIn: Lists | null = null;
const wordBreaks = new Intl.Segmenter('ja', { granularity: 'word' });

/**
 * The text's words, split at spaces and punctuation, where a lower-case letter meets a capital
 * ("MrFuck") and where letters meet digits ("Kenji13", "arschloch99").
 */
function wordsOf(text: string): string[] {
  const key = nameKey(text.replace(/(\p{Ll})(?=\p{Lu})|(\p{L})(?=\p{N})|(\p{N})(?=\p{L})/gu, '$1$2$3 '));
  return key.split(/[^\p{L}\p{N}\p{M}]+/u).filter((w) => w.length > 0);
}

/**
 * Whether the words hold a listed word (or its look-alike spelling), a listed phrase ("hijo de
 * puta"), or a listed word spelt out in single letters ("f u c k"). Neighbouring words are never
 * run together otherwise: "Chika's cat" holds no "scat".
 */
function listedWords(words: string[], lists: Lists): boolean {
  let letters = '';
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (lists.words.has(w)) return true;
    const skeleton = latinSkeleton(w);
    if (skeleton && lists.words.has(skeleton)) return true;
    for (let n = 2; n <= lists.longest && i + n <= words.length; n++) if (lists.phrases.has(words.slice(i, i + n).join(' '))) return true;
    letters = [...w].length === 1 ? letters + w : '';
    if (letters.length > 1 && lists.words.has(letters)) return true;
  }
  return false;
}

/** Whether a listed kana/kanji word stands in the text on word boundaries ("田尻" holds 尻 inside one word). */
function listedCj(key: string, lists: Lists): boolean {
  let bounds: Set<number> | null = null;
  for (const w of lists.cj) {
    for (let at = key.indexOf(w); at >= 0; at = key.indexOf(w, at + 1)) {
      bounds ??= boundaries(key);
      if (bounds.has(at) && bounds.has(at + w.length)) return true;
    }
  }
  return false;
}

function boundaries(text: string): Set<number> {
  const out = new Set<number>([text.length]);
  for (const s of wordBreaks.segment(text)) out.add(s.index);
  return out;
}

/**
 * A filter for what players write (names, quiz texts): the built-in lists of our languages plus the
 * operator's own words, which count anywhere. Texts are compared after NFKC and case folding. A
 * listed word counts where it stands as a word of the text, alone or run across words ("F U C K");
 * kana and kanji words on the word boundaries of a dictionary, Hangul ones anywhere. Invisible
 * characters and words disguised in look-alike letters are refused as well.
 */
export function createWordFilter(operatorWords: readonly string[]): (text: string) => boolean {
  builtIn ??= buildBuiltIn();
  const lists = builtIn;
  const own = operatorWords.map((w) => compact(nameKey(w))).filter((w) => w.length > 0);
  return (text) => {
    if (hasInvisible(text)) return true;
    const key = nameKey(text);
    const whole = compact(key);
    if (lists.whole.has(whole)) return true;
    const words = wordsOf(text);
    if (words.some(mixesScripts)) return true;
    if (listedWords(words, lists)) return true;
    if (words.some((w) => ROOTS.some((r) => w.includes(r) || latinSkeleton(w)?.includes(r)))) return true;
    if (lists.hangul.some((w) => whole.includes(w))) return true;
    if (listedCj(key, lists)) return true;
    return own.some((w) => whole.includes(w));
  };
}
