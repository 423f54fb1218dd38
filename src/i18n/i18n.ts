import i18next, { type i18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FetchBackend } from './fetchBackend';
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

/**
 * SPEC.md §9's loading policy, carried out by i18next's BackendConnector: a read that fails in a way
 * the backend calls retriable (a network error or a 5xx; a 404 is final) is tried again 5 times,
 * 350 ms after the first failure and twice as long after each next one; at most 10 reads at once.
 */
export const LOAD_POLICY = { maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 } as const;

/** The options every page starts i18next with (exported so a test can start its own instance alike). */
export function i18nOptions(lng: Language, ns: readonly Namespace[]): InitOptions {
  return {
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: [...ALWAYS, ...ns.filter((n) => !ALWAYS.includes(n))],
    defaultNS: ns[0] ?? 'Reference',
    ...LOAD_POLICY,
    returnNull: false,
    // A text whose file never came is the built-in empty set: blank, never the key itself.
    parseMissingKeyHandler: () => '',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
  };
}

/**
 * Starts an i18next instance with files under /locales/<lng>/<ns>.json, fetched on demand with
 * LOAD_POLICY. A file that still fails after its retries is logged as an error (i18next itself only
 * warns, and only in debug mode) and its texts stay empty. The document's `lang` follows the
 * language from the start, so the browser picks the right CJK glyphs and the font stack its fallbacks.
 */
export function startI18n(instance: i18n, lng: Language, ns: readonly Namespace[]): Promise<i18n> {
  document.documentElement.lang = lng;
  instance.on('languageChanged', (l: string) => {
    document.documentElement.lang = l;
  });
  instance.on('failedLoading', (l: string, n: string, msg: unknown) => {
    console.error(`texts ${l}/${n} could not be loaded; showing them empty: ${String(msg)}`);
  });
  return instance
    .use(FetchBackend)
    .use(initReactI18next)
    .init(i18nOptions(lng, ns))
    .then(() => instance);
}

let ready: Promise<i18n> | null = null;

/** The page's i18next, started once (later calls get the same one). */
export function initI18n(lng: Language, ns: readonly Namespace[]): Promise<i18n> {
  ready ??= startI18n(i18next, lng, ns);
  return ready;
}
