import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, GAME_IDS } from '../protocol/enums';
import { LANGUAGES, type Language } from './languages';

/** SPEC.md §9 namespaces; each is one file per locale, loaded when a screen needs it. A game's is its id. */
export const NAMESPACES = [
  'Reference',
  'Unit',
  ...GAME_IDS,
  'gmCommon',
  'md608',
  'md612',
  'Error',
  'Legal',
  'System',
  'WebQr',
  'Agreement',
  'Cookie',
  'Host',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Loaded first on every page: Reference is the glossary (teams, games, cards, items) whose names the
 * other texts nest, Unit the units every screen formats numbers with (seconds, points, players).
 */
const ALWAYS: readonly Namespace[] = ['Reference', 'Unit'];

let ready: Promise<i18n> | null = null;

/**
 * Starts i18next with files under /locales/<lng>/<ns>.json, fetched on demand with SPEC.md's
 * retry policy (5 retries from 350 ms, doubling; at most 10 reads at once). A file that still
 * fails is logged and its keys show as the built-in empty set (the key itself is never shown).
 */
export function initI18n(lng: Language, ns: readonly Namespace[]): Promise<i18n> {
  ready ??= i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: [...ALWAYS, ...ns.filter((n) => !ALWAYS.includes(n))],
      defaultNS: ns[0] ?? 'Reference',
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      returnNull: false,
      parseMissingKeyHandler: () => '',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    })
    .then(() => {
      document.documentElement.lang = lng;
      return i18next;
    });
  return ready;
}
