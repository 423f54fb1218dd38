import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISHES, STEPS } from '../../../../src/games/gm134/rules/types';

const DIR = 'src/games/gm134';
const PLURAL = /_(zero|one|two|few|many|other)$/;
const texts = (lng: string): Record<string, string> => JSON.parse(readFileSync(join(DIR, 'locales', `${lng}.json`), 'utf8'));
const keys = (lng: string) => new Set(Object.keys(texts(lng)).map((k) => k.replace(PLURAL, '')));
/** Keys built at run time from a value: every dish, step, zone and team has its texts. */
const DYNAMIC = [
  ...DISHES.map((d) => `Dish_${d}_00`),
  ...STEPS.flatMap((s) => [`Step_${s}_00`, `Short_${s}_00`, `Pose_${s}_00`]),
  ...['perfect', 'good', 'raw', 'burnt', 'never'].map((z) => `Verdict_${z}_00`),
  ...['left', 'right'].map((t) => `Team_${t}_00`),
];

function used(): Set<string> {
  const out = new Set<string>(DYNAMIC);
  for (const f of readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter((x) => /\.tsx?$/.test(x))) {
    const text = readFileSync(join(DIR, f), 'utf8');
    for (const m of text.matchAll(/['"]([A-Z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*_\d\d)['"]/g)) out.add(m[1]!);
  }
  return out;
}

describe('gm134 texts', () => {
  it('has the same keys in ja and en-US, and an English plural for every counted text', () => {
    expect([...keys('ja')].sort()).toEqual([...keys('en-US')].sort());
    for (const k of Object.keys(texts('en-US')).filter((x) => x.endsWith('_one'))) expect(texts('en-US')[k.replace(/_one$/, '_other')]).toBeTruthy();
  });

  it('has every key the screens ask for, and no key they never ask for', () => {
    const asked = used();
    const have = keys('en-US');
    expect([...asked].filter((k) => !have.has(k))).toEqual([]);
    expect([...have].filter((k) => !asked.has(k))).toEqual([]);
  });

  it('fills every placeholder a text names in both languages alike', () => {
    const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const en = texts('en-US');
    const ja = texts('ja');
    for (const k of Object.keys(en)) expect(names(ja[k] ?? ''), k).toEqual(names(en[k]!));
  });
});
