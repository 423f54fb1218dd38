import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORIES } from '../../../../src/games/gm127/rules/exhibits';
import { ITEMS, type SharedSay } from '../../../../src/games/gm127/rules/types';

const DIR = 'src/games/gm127';
const PLURAL = /_(zero|one|two|few|many|other)$/;
const texts = (lng: string): Record<string, string> => JSON.parse(readFileSync(join(DIR, 'locales', `${lng}.json`), 'utf8'));
const keys = (lng: string) => new Set(Object.keys(texts(lng)).map((k) => k.replace(PLURAL, '')));
const SAYS: SharedSay[] = ['open', 'start', 'lastCall', 'extended', 'sold', 'unsold'];
/** Keys built at run time from a value. */
const DYNAMIC = [
  ...['left', 'right'].map((t) => `Team_${t}_00`),
  ...ITEMS.map((i) => `Item_${i}_00`),
  ...ITEMS.flatMap((i) => STORIES[i].map((_, k) => `Hint_${i}_0${k}`)),
];

function used(): Set<string> {
  const out = new Set<string>(DYNAMIC);
  for (const f of readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter((x) => /\.tsx?$/.test(x))) {
    const text = readFileSync(join(DIR, f), 'utf8');
    for (const m of text.matchAll(/['"]([A-Z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*_\d\d)['"]/g)) out.add(m[1]!);
  }
  return out;
}

describe('gm127 texts', () => {
  it('has the same keys in ja and en-US, and an English plural for every counted text', () => {
    expect([...keys('ja')].sort()).toEqual([...keys('en-US')].sort());
    for (const k of Object.keys(texts('en-US')).filter((x) => x.endsWith('_one'))) expect(texts('en-US')[k.replace(/_one$/, '_other')]).toBeTruthy();
    for (const k of Object.keys(texts('ja')).filter((x) => PLURAL.test(x))) expect(k.endsWith('_other'), k).toBe(true);
  });

  it('has every key the screens ask for, and no key they never ask for', () => {
    const asked = used();
    const have = keys('en-US');
    expect([...asked].filter((k) => !have.has(k))).toEqual([]);
    expect([...have].filter((k) => !asked.has(k))).toEqual([]);
  });

  it('names all ten exhibits, a hint for each of their stories, and every line the auctioneer says, in both languages', () => {
    for (const lng of ['en-US', 'ja']) {
      const t = texts(lng);
      for (const i of ITEMS) {
        expect(t[`Item_${i}_00`], `${lng} ${i}`).toBeTruthy();
        expect(STORIES[i]).toHaveLength(3);
        for (let k = 0; k < 3; k++) expect(t[`Hint_${i}_0${k}`], `${lng} ${i} ${k}`).toBeTruthy();
      }
      for (const say of SAYS) expect(t[`Chat_${say}_00`], `${lng} ${say}`).toBeTruthy();
      // The Japanese is Japanese.
      if (lng === 'ja') for (const i of ITEMS) expect(t[`Hint_${i}_00`]).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
  });
});
