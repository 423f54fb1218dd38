import type { Language } from '../protocol/enums';

/** Each language by its own name, as the pickers list them (a reader finds their own without reading ours). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ja: '日本語',
  'en-US': 'English (US)',
  'fr-CA': 'Français (Canada)',
  'es-419': 'Español (Latinoamérica)',
  'en-GB': 'English (UK)',
  'fr-FR': 'Français (France)',
  'es-ES': 'Español (España)',
  de: 'Deutsch',
  it: 'Italiano',
  nl: 'Nederlands',
  ru: 'Русский',
  ko: '한국어',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};
