import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFUSED } from '../../../../src/games/gm135/rules';
import { PRIZES, SOUND_ITEMS } from '../../../../src/games/gm135/shared/items';

const DIR = 'src/games/gm135';
const PLURAL = /_(zero|one|two|few|many|other)$/;
const texts = (lng: string): Record<string, string> => JSON.parse(readFileSync(join(DIR, 'locales', `${lng}.json`), 'utf8'));
const keys = (lng: string) => new Set(Object.keys(texts(lng)).map((k) => k.replace(PLURAL, '')));
/** Keys built at run time from a value. */
const DYNAMIC = [
  ...['left', 'right'].map((t) => `Team_${t}_00`),
  ...SOUND_ITEMS.map((i) => `Sound_${i}_00`),
  ...PRIZES.map((p) => `Prize_${p}_00`),
  ...[...Object.keys(REFUSED), 'other'].map((r) => `Refused_${r}_00`),
  ...['even', 'odd'].map((p) => `Choose_Parity_${p}_00`),
];

function used(): Set<string> {
  const out = new Set<string>(DYNAMIC);
  for (const f of readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter((x) => /\.tsx?$/.test(x))) {
    const text = readFileSync(join(DIR, f), 'utf8');
    for (const m of text.matchAll(/['"]([A-Z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*_\d\d)['"]/g)) out.add(m[1]!);
  }
  return out;
}

describe('gm135 texts', () => {
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

  it('names the ten sound items and the prizes in both languages, the Japanese in Japanese', () => {
    for (const lng of ['en-US', 'ja']) {
      const t = texts(lng);
      for (const i of SOUND_ITEMS) expect(t[`Sound_${i}_00`], `${lng} ${i}`).toBeTruthy();
      for (const p of PRIZES) expect(t[`Prize_${p}_00`], `${lng} ${p}`).toBeTruthy();
    }
    for (const i of SOUND_ITEMS) expect(texts('ja')[`Sound_${i}_00`]).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});
