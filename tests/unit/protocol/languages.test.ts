import { describe, expect, it } from 'vitest';
import { mapBrowserLanguage, pageLanguage } from '../../../src/i18n/languages';

describe('browser language mapping (SPEC.md §9)', () => {
  it.each([
    ['de-AT', 'de'],
    ['en', 'en-US'],
    ['en-US', 'en-US'],
    ['en-GB', 'en-GB'],
    ['en-AU', 'en-GB'],
    ['es-ES', 'es-ES'],
    ['es', 'es-ES'],
    ['es-MX', 'es-419'],
    ['es-AR', 'es-419'],
    ['fr-CA', 'fr-CA'],
    ['fr-HT', 'fr-CA'],
    ['fr', 'fr-FR'],
    ['fr-BE', 'fr-FR'],
    ['it-IT', 'it'],
    ['ja-JP', 'ja'],
    ['ko-KR', 'ko'],
    ['nl-BE', 'nl'],
    ['ru', 'ru'],
    ['zh-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-MO', 'zh-CN'],
    ['zh-HK', 'zh-CN'],
    ['yue-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh', 'zh-TW'],
    ['pt-BR', 'en-US'],
    ['', 'en-US'],
  ])('%s → %s', (tag, want) => {
    expect(mapBrowserLanguage(tag)).toBe(want);
  });

  it('takes the page lng as given, defaults to ja, and maps unknown ones', () => {
    expect(pageLanguage(null)).toBe('ja');
    expect(pageLanguage('fr-CA')).toBe('fr-CA');
    expect(pageLanguage('ZH-tw')).toBe('zh-TW');
    expect(pageLanguage('pt')).toBe('en-US');
  });
});
