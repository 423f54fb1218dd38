import { describe, expect, it } from 'vitest';
import { mapBrowserLanguage, pageLanguage } from '../../../src/i18n/languages';

describe('browser language mapping (SPEC.md §9)', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['en', 'en-US'],
    ['en-CA', 'en-US'],
    ['en-PH', 'en-US'],
    ['en-US', 'en-US'],
    ['en-GB', 'en-GB'],
    ['en-AU', 'en-GB'],
    ['en-IE', 'en-GB'],
    ['en-NZ', 'en-GB'],
    ['en-ZA', 'en-GB'],
    ['en-IN', 'en-GB'],
    ['en_GB', 'en-GB'],
    ['EN-gb', 'en-GB'],
    ['es-ES', 'es-ES'],
    ['es', 'es-ES'],
    ['ca-ES', 'es-ES'],
    ['gl-ES', 'es-ES'],
    ['eu-ES', 'es-ES'],
    ['ca-AD', 'en-US'],
    ['es-US', 'es-419'],
    ['es-419', 'es-419'],
    ['es-MX', 'es-419'],
    ['es-AR', 'es-419'],
    ['fr-CA', 'fr-CA'],
    ['fr-HT', 'fr-CA'],
    ['fr', 'fr-FR'],
    ['fr-BE', 'fr-FR'],
    ['fr-CH', 'fr-FR'],
    ['fr-FR', 'fr-FR'],
    ['it', 'it'],
    ['it-IT', 'it'],
    ['it-CH', 'it'],
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['nl', 'nl'],
    ['nl-BE', 'nl'],
    ['ru', 'ru'],
    ['ru-UA', 'ru'],
    ['zh-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-MO', 'zh-CN'],
    ['zh-HK', 'zh-CN'],
    ['yue-CN', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh', 'zh-TW'],
    ['yue', 'zh-TW'],
    ['yue-HK', 'zh-TW'],
    ['pt-BR', 'en-US'],
    ['pt', 'en-US'],
    ['ar-EG', 'en-US'],
    ['sv', 'en-US'],
    ['', 'en-US'],
  ])('%s → %s', (tag, want) => {
    expect(mapBrowserLanguage(tag)).toBe(want);
  });

  it('maps a missing browser language to en-US', () => {
    expect(mapBrowserLanguage(null)).toBe('en-US');
    expect(mapBrowserLanguage(undefined)).toBe('en-US');
  });

  it('takes the page lng as given, defaults to ja, and maps unknown ones', () => {
    expect(pageLanguage(null)).toBe('ja');
    expect(pageLanguage('fr-CA')).toBe('fr-CA');
    expect(pageLanguage('ZH-tw')).toBe('zh-TW');
    expect(pageLanguage('pt')).toBe('en-US');
  });
});
