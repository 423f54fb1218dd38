/**
 * Characters that hide or disguise what a text says: invisible ones, and letters of one script
 * passed off as another's (Cyrillic "а" for Latin "a"). UTS #39 is the model: a word mixing
 * look-alike scripts is refused, and a word written wholly in look-alikes is read as Latin.
 */

// Controls, format characters (zero-width space, direction overrides, soft hyphen, word joiner,
// tags), lone surrogates, the Hangul and braille blanks and the combining grapheme joiner. Joiners
// (U+200C, U+200D) and tags are judged apart: emoji sequences need them.
const INVISIBLE = /(?!\u200C|\u200D|[\u{E0020}-\u{E007F}])[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]|\u034F|\u180B|\u180C|\u180D|\u180F/u;
/** A flag of a country's region (🏴 + tag letters + cancel tag): the only place tags belong. */
const TAG_FLAG = /\u{1F3F4}[\u{E0061}-\u{E007A}\u{E0030}-\u{E0039}]+\u{E007F}/gu;
const TAG = /[\u{E0020}-\u{E007F}]/u;
/** A joiner between two pictographs (👨‍👩‍👧, 🏳️‍🌈): the only place it belongs. */
const EMOJI_JOIN = /(\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/gu;
const JOINER = /\u200C|\u200D/u;

/** The text holds a character a reader cannot see (outside an emoji sequence). */
export function hasInvisible(text: string): boolean {
  if (INVISIBLE.test(text)) return true;
  const rest = text.replace(TAG_FLAG, '').replace(EMOJI_JOIN, '$1');
  return TAG.test(rest) || JOINER.test(rest);
}

/** Scripts whose letters pass for each other's. */
const CONFUSABLE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u, /\p{Script=Cherokee}/u];

/** A word with letters of two of those scripts ("Аlice" with a Cyrillic А): a disguise, never a spelling. */
export function mixesScripts(word: string): boolean {
  let seen = -1;
  for (const ch of word) {
    const s = CONFUSABLE_SCRIPTS.findIndex((re) => re.test(ch));
    if (s < 0) continue;
    if (seen >= 0 && s !== seen) return true;
    seen = s;
  }
  return false;
}

/** Lower-case letters that look like a Latin letter (Unicode confusables.txt, the common ones). */
const SKELETON: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  ё: 'e',
  ї: 'i',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  // Armenian
  ա: 'w',
  հ: 'h',
  ո: 'n',
  ս: 'u',
  օ: 'o',
  զ: 'q',
  ց: 'g',
};

/**
 * The Latin word a lower-case word passes for when every letter of it is a look-alike ("ѕех" reads
 * "sex"); null when it is not such a word (a Russian word has letters no Latin word has).
 */
export function latinSkeleton(word: string): string | null {
  let out = '';
  let swapped = false;
  for (const ch of word) {
    const s = SKELETON[ch];
    if (s) {
      out += s;
      swapped = true;
    } else if (/[\p{Script=Latin}\p{N}]/u.test(ch)) out += ch;
    else return null;
  }
  return swapped ? out : null;
}
