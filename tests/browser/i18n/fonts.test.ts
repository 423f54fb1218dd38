import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../src/i18n/i18n';
import { LANGUAGES, type Language } from '../../../src/i18n/languages';
import { cjkFonts, fontStack, type Script } from '../../../src/ui/tokens';
import '../../../src/ui/styles';

/** The Noto CJK faces Debian installs (fonts-noto-cjk), one per glyph standard. */
const NOTO = { ja: 'Noto Sans CJK JP', ko: 'Noto Sans CJK KR', 'zh-CN': 'Noto Sans CJK SC', 'zh-TW': 'Noto Sans CJK TC' } as const;
const scriptOf = (lng: Language): Script => (lng in cjkFonts ? (lng as Script) : 'latin');
const unquote = (family: string) => family.replace(/["']/g, '');

/** The pixels of characters whose forms differ between Japan, Korea, China and Taiwan, drawn in `family`. */
function glyphs(family: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 64;
  const g = canvas.getContext('2d', { willReadFrequently: true })!;
  g.font = `48px ${family}`;
  // On the alphabetic baseline, so the first face of the list (whose metrics place 'top') does not matter.
  g.fillText('直骨关', 4, 52);
  return Array.from(g.getImageData(0, 0, canvas.width, canvas.height).data.filter((_, i) => i % 4 === 3)).join();
}

beforeAll(async () => {
  await initI18n('ja', []);
  await document.fonts.ready;
});

describe('fonts per language', () => {
  it.each(LANGUAGES)('%s: <html lang> and the font stack follow the language', async (lng) => {
    await i18next.changeLanguage(lng);
    expect(document.documentElement.lang).toBe(lng);
    const family = getComputedStyle(document.body).fontFamily;
    expect(unquote(family)).toBe(unquote(fontStack('body', scriptOf(lng))));
  });

  it.each(['ja', 'ko', 'zh-CN', 'zh-TW'] as const)('%s: Han characters take that language’s glyph forms', async (lng) => {
    await i18next.changeLanguage(lng);
    const drawn = glyphs(getComputedStyle(document.body).fontFamily);
    const matches = Object.entries(NOTO)
      .filter(([, face]) => glyphs(`'${face}'`) === drawn)
      .map(([l]) => l);
    expect(matches).toEqual([lng]);
  });

  it('a Latin page draws CJK names in a Japanese face', async () => {
    await i18next.changeLanguage('de');
    expect(glyphs(getComputedStyle(document.body).fontFamily)).toBe(glyphs(`'${NOTO.ja}'`));
  });

  it('ships no web font: no @font-face anywhere', () => {
    const faces = [...document.styleSheets].flatMap((s) => [...s.cssRules].filter((r) => r instanceof CSSFontFaceRule));
    expect(faces).toEqual([]);
  });
});
