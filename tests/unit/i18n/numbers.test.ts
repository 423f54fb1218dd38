import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatNumber } from '../../../src/i18n/numbers';

beforeAll(async () => {
  await i18next.init({ lng: 'en-US', resources: {} });
});

describe('formatNumber', () => {
  it("writes numbers the way the game's language does, whatever the browser's", async () => {
    expect(formatNumber(12345)).toBe('12,345');
    await i18next.changeLanguage('de');
    expect(formatNumber(12345)).toBe('12.345');
    await i18next.changeLanguage('fr-FR');
    expect(formatNumber(12345)).toBe('12\u202f345');
    await i18next.changeLanguage('ja');
    expect(formatNumber(12345)).toBe('12,345');
  });
});
