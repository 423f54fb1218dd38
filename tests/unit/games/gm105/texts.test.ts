import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANK_IDS } from '../../../../src/games/gm105/rules/bank';
import { FORBIDDEN_CHARS, QUIZ_LIMITS } from '../../../../src/games/gm105/rules/limits';
import { JUDGEMENTS } from '../../../../src/games/gm105/rules/types';

const DIR = 'src/games/gm105';
const LANGUAGES = ['ja', 'en-US'];
const PLURAL = /_(zero|one|two|few|many|other)$/;
const texts = (lng: string): Record<string, string> => JSON.parse(readFileSync(join(DIR, 'locales', `${lng}.json`), 'utf8'));
const keys = (lng: string) => new Set(Object.keys(texts(lng)).map((k) => k.replace(PLURAL, '')));
type Entry = { question: string; correct: string; incorrect: string };
const bank = (lng: string): Record<string, Entry> => JSON.parse(readFileSync(join(DIR, 'bank', `${lng}.json`), 'utf8'));
const FIELDS = ['questionSentence', 'correctAnswer', 'incorrectAnswer'] as const;
/** Keys built at run time from a value: every judgement, button symbol, team, form field and form problem has its texts. */
const DYNAMIC = [
  ...JUDGEMENTS.flatMap((j) => [`Practice_${j}_00`, `Verdict_${j}_00`]),
  ...['check', 'ballot', 'circle', 'cross', 'A', 'B'].map((m) => `Button_${m}_00`),
  ...['left', 'right'].map((t) => `Team_${t}_00`),
  ...FIELDS.flatMap((f) => [`Field_${f}_00`, `Placeholder_${f}_00`]),
  ...['Empty', 'Same', 'Chars'].map((p) => `Problem_${p}_00`),
];

function used(): Set<string> {
  const out = new Set<string>(DYNAMIC);
  for (const f of readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter((x) => /\.tsx?$/.test(x))) {
    const text = readFileSync(join(DIR, f), 'utf8');
    for (const m of text.matchAll(/['"]([A-Z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*_\d\d)['"]/g)) out.add(m[1]!);
  }
  return out;
}

describe('gm105 texts', () => {
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

describe('gm105 question bank', () => {
  it('holds at least 60 questions, the same ids in every language the product ships', () => {
    expect(BANK_IDS.length).toBeGreaterThanOrEqual(60);
    for (const lng of LANGUAGES) expect(Object.keys(bank(lng)).sort(), lng).toEqual([...BANK_IDS].sort());
  });

  it('gives each question a sentence, a right and a wrong answer that differ, within what a player may write', () => {
    for (const lng of LANGUAGES) {
      for (const [id, e] of Object.entries(bank(lng))) {
        const where = `${lng} ${id}`;
        expect(Object.keys(e).sort(), where).toEqual(['correct', 'incorrect', 'question']);
        expect(e.question.trim().length, where).toBeGreaterThan(0);
        expect(e.question.length, where).toBeLessThanOrEqual(QUIZ_LIMITS.questionSentence);
        for (const a of [e.correct, e.incorrect]) {
          expect(a.trim().length, where).toBeGreaterThan(0);
          expect(a.length, where).toBeLessThanOrEqual(QUIZ_LIMITS.correctAnswer);
        }
        expect(e.correct.toLowerCase(), where).not.toBe(e.incorrect.toLowerCase());
        for (const t of [e.question, e.correct, e.incorrect]) expect(FORBIDDEN_CHARS.test(t), where).toBe(false);
      }
    }
  });

  it('asks each question once per language (no duplicates)', () => {
    for (const lng of LANGUAGES) {
      const qs = Object.values(bank(lng)).map((e) => `${e.question}|${e.correct}`);
      expect(new Set(qs).size, lng).toBe(qs.length);
    }
  });
});
