import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from './enums';

export { LANGUAGES, type Language };

const ZH_CN = new Set(['zh-cn', 'zh-sg', 'zh-mo', 'zh-hk', 'yue-cn', 'zh-hans', 'zh-hans-cn', 'zh-hans-sg']);
const ES_ES = new Set(['es-es', 'es', 'ca-es', 'gl-es', 'eu-es']);

/** SPEC.md §9: maps a browser language tag to one of the 14 supported ones (default en-US). */
export function mapBrowserLanguage(tag: string | null | undefined): Language {
  if (!tag) return FALLBACK_LANGUAGE;
  const t = tag.toLowerCase().replace('_', '-');
  const base = t.split('-')[0]!;
  switch (base) {
    case 'de':
      return 'de';
    case 'it':
    case 'ja':
    case 'ko':
    case 'nl':
    case 'ru':
      return base;
    case 'en':
      return /^en-(gb|ie|au|nz|za|in|uk)/.test(t) ? 'en-GB' : 'en-US';
    case 'es':
      return ES_ES.has(t) ? 'es-ES' : 'es-419';
    // Spain's other languages read Spain's Spanish; elsewhere they are any other language.
    case 'ca':
    case 'gl':
    case 'eu':
      return ES_ES.has(t) ? 'es-ES' : FALLBACK_LANGUAGE;
    case 'fr':
      return t === 'fr-ca' || t === 'fr-ht' ? 'fr-CA' : 'fr-FR';
    case 'zh':
    case 'yue':
      return ZH_CN.has(t) ? 'zh-CN' : 'zh-TW';
    default:
      return FALLBACK_LANGUAGE;
  }
}

/** The page's `lng` parameter if it is one of ours (any other falls back to en-US), else ja (SPEC.md §2). */
export function pageLanguage(lng: string | null | undefined): Language {
  if (!lng) return DEFAULT_LANGUAGE;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === lng.toLowerCase());
  return exact ?? mapBrowserLanguage(lng);
}
