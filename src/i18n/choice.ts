import i18next from 'i18next';
import { LANGUAGES, pageLanguage, type Language } from './languages';

export { LANGUAGE_NAMES } from './languageNames';

/** Which page picked: the phone's and the big screen's choices are kept apart (one laptop may be both). */
export type Picker = 'phone' | 'host';
const storageKey = (picker: Picker) => `pg:lng:${picker}`;

function stored(picker: Picker): Language | null {
  try {
    const v = localStorage.getItem(storageKey(picker));
    return LANGUAGES.find((l) => l === v) ?? null;
  } catch {
    // Storage refused (private mode, blocked cookies): the address alone carries the choice.
    return null;
  }
}

/**
 * The language a page starts in, before any text shows: the address's `lng` (a reload after a
 * pick, or a link that names one), else the one last picked on this device, else the page's own
 * default (the room and error pages ja, SPEC.md §2; the landing page and the TV the browser's).
 */
export function startLanguage(picker: Picker, query: URLSearchParams, fallback: () => Language): Language {
  const lng = query.get('lng');
  if (lng) return pageLanguage(lng);
  return stored(picker) ?? fallback();
}

/**
 * A language picked by the player or the host: i18next switches (every loaded namespace comes in
 * the new language; `<html lang>` and the fonts follow), and the choice is kept in this device's
 * storage and in the address, so a reload or a new room opens in it.
 */
export function pickLanguage(picker: Picker, lng: Language): Promise<unknown> {
  try {
    localStorage.setItem(storageKey(picker), lng);
  } catch {
    /* no storage: the address still keeps it for a reload */
  }
  const url = new URL(location.href);
  url.searchParams.set('lng', lng);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return i18next.changeLanguage(lng);
}
