import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/i18n/languages';
import { LANGUAGES, readTexts, REFERENCE, textFiles } from './localeFiles';

/** i18next's plural suffixes (cardinal); a key with one of them is a plural form of its base key. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (k: string) => k.replace(PLURAL, '');
/** The plural forms a language needs: the categories of its plural rules (i18next asks for each). */
const categories = (lng: Language) => new Intl.PluralRules(lng).resolvedOptions().pluralCategories.slice().sort();

/** What must survive translation untouched: interpolations (`{{name}}`, formats ignored), Trans tags and nestings. */
function tokens(text: string): { vars: string[]; tags: string[]; nest: string[] } {
  const vars = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!);
  const tags = [...text.matchAll(/<\/?([\w-]+)\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, ''));
  const nest = [...text.matchAll(/\$t\(([^)]*)\)/g)].map((m) => m[1]!);
  return { vars: [...new Set(vars)].sort(), tags: tags.sort(), nest: nest.sort() };
}

type Group = { forms: Record<string, string> };
/** A file's keys grouped by base key: a plain key is one form named ''. */
function groups(texts: Record<string, unknown>): Map<string, Group> {
  const out = new Map<string, Group>();
  for (const [k, v] of Object.entries(texts)) {
    const b = base(k);
    const form = k === b ? '' : k.slice(b.length + 1);
    const g = out.get(b) ?? { forms: {} };
    g.forms[form] = typeof v === 'string' ? v : JSON.stringify(v);
    out.set(b, g);
  }
  return out;
}

/** What is wrong with one language's copy of a file, against ja's. */
export function compare(name: string, refTexts: Record<string, unknown>, got: Record<string, unknown> | null, lng: Language): string[] {
  const problems: string[] = [];
  if (!got) return [`${name}: no file for ${lng}`];
  const ref = groups(refTexts);
  const mine = groups(got);
  for (const k of mine.keys()) if (!ref.has(k)) problems.push(`${name}: ${k} is not in ja`);
  for (const [k, r] of ref) {
    const g = mine.get(k);
    if (!g) {
      problems.push(`${name}: ${k} is missing`);
      continue;
    }
    const plural = !('' in r.forms);
    const want = plural ? categories(lng) : [''];
    const have = Object.keys(g.forms).sort();
    if (plural ? want.some((c) => !have.includes(c)) || have.some((c) => !want.includes(c) && c !== 'zero') : have.join() !== '')
      problems.push(`${name}: ${k} has forms [${have.join()}], ${lng} needs [${want.join()}]`);
    const refText = plural ? (r.forms.other ?? Object.values(r.forms)[0]!) : r.forms['']!;
    const want$ = tokens(refText);
    for (const [form, text] of Object.entries(g.forms)) {
      const at = `${name}: ${k}${form && '_' + form}`;
      if (!text.trim()) problems.push(`${at} is empty`);
      const t = tokens(text);
      for (const v of t.vars) if (!want$.vars.includes(v)) problems.push(`${at} has {{${v}}}, unknown to ja`);
      // A singular may say "one" in words instead of {{count}}; every other value must be there.
      for (const v of want$.vars) if (!t.vars.includes(v) && !(plural && v === 'count' && form !== 'other')) problems.push(`${at} lacks {{${v}}}`);
      if (t.tags.join() !== want$.tags.join()) problems.push(`${at} tags [${t.tags.join(' ')}] differ from ja's [${want$.tags.join(' ')}]`);
      if (t.nest.join() !== want$.nest.join()) problems.push(`${at} $t(${t.nest.join()}) differs from ja's $t(${want$.nest.join()})`);
    }
  }
  return problems;
}

const files = textFiles();
const others = LANGUAGES.filter((l) => l !== REFERENCE);

describe('every language has every text', () => {
  it('finds the reference files', () => {
    expect(files.length).toBeGreaterThan(15);
    for (const f of files) expect(readTexts(f, REFERENCE), f.name).not.toBeNull();
  });

  it.each(others)('%s: every file, the same keys as ja, the plural forms its rules need, nothing empty, every {{value}}, tag and $t() kept', (lng) => {
    const problems = files.flatMap((f) => compare(f.name, readTexts(f, REFERENCE)!, readTexts(f, lng), lng));
    expect(problems, `${problems.length} problems`).toEqual([]);
  });

  it('catches each kind of fault', () => {
    const ja = { A: 'x {{n}} <b>y</b>', B_other: '{{count}} 人', C: 'z', D: '$t(Reference:Team_left)' };
    expect(compare('f', ja, { A: 'x {{n}} <b>y</b>', B_one: 'one', B_other: '{{count}} people', C: 'z', D: '$t(Reference:Team_left)' }, 'en-US')).toEqual([]);
    expect(compare('f', ja, null, 'de')).toEqual(['f: no file for de']);
    expect(compare('f', ja, { A: 'x <b>y', B_one: '{{count}}', C: ' ', D: 'Green', E: 'more' }, 'ru')).toEqual([
      'f: E is not in ja',
      'f: A lacks {{n}}',
      "f: A tags [<b>] differ from ja's [</b> <b>]",
      'f: B has forms [one], ru needs [few,many,one,other]',
      'f: C is empty',
      "f: D $t() differs from ja's $t(Reference:Team_left)",
    ]);
    expect(compare('f', ja, { A: 'x {{m}} <b>y</b>', B: 'n', C: 'z', D: '$t(Reference:Team_left)' }, 'ko')).toEqual([
      'f: A has {{m}}, unknown to ja',
      'f: A lacks {{n}}',
      'f: B has forms [], ko needs [other]',
    ]);
  });
});
