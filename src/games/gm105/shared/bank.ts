import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import type { Text } from '../rules/views';

export type BankEntry = { question: string; correct: string; incorrect: string };
export type Bank = Readonly<Record<string, BankEntry>>;

/** One file per language (`../bank/<lng>.json`, same ids in each), loaded when the game starts. */
const files = import.meta.glob<Bank>('../bank/*.json', { import: 'default' });
const FALLBACK = 'en-US';
const loaded = new Map<string, Bank>();
const loading = new Map<string, Promise<Bank>>();

/** The bank file for a language: its own, else en-US (SPEC.md §9: other languages fall back to en-US). */
export function bankLanguage(lng: string | undefined): string {
  return lng && files[`../bank/${lng}.json`] ? lng : FALLBACK;
}

export function loadBank(lng: string): Promise<Bank> {
  const got = loaded.get(lng);
  if (got) return Promise.resolve(got);
  let p = loading.get(lng);
  if (!p) {
    p = files[`../bank/${lng}.json`]!().then((b) => {
      loaded.set(lng, b);
      return b;
    });
    loading.set(lng, p);
  }
  return p;
}

/**
 * The built-in questions in this screen's language. The scenes call it as the game starts (its
 * charge and intro show meanwhile), so the first question never waits for it.
 */
export function useBank(): Bank | null {
  const { i18n } = useTranslation();
  const lng = bankLanguage(i18n.language);
  const [, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    if (!loaded.has(lng)) void loadBank(lng).then(() => live && setTick((n) => n + 1));
    return () => {
      live = false;
    };
  }, [lng]);
  return loaded.get(lng) ?? null;
}

/** A text of a question: a player's own words, or the bank's in this language ("…" for the moment it loads). */
export function textOf(bank: Bank | null, t: Snapshot<Text> | null | undefined): string {
  if (!t) return '';
  if ('text' in t) return t.text;
  return bank?.[t.bank]?.[t.field] ?? '…';
}
