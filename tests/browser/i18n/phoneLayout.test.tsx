import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../../src/i18n/languages';
import { EVENT_CARD_NAMESPACES } from '../../../src/i18n/eventCards';
import { loadTexts, reset } from '../phone/harness';
import { checkScreens, PHONE_SIZES, resize } from './layoutHarness';
import { PHONE_SCREENS } from './phoneScreens';

vi.mock('../../../src/engine/socketClient', async () => (await import('../phone/harness')).socketClientMock);
vi.mock('../../../src/engine/clientConfig', () => ({ clientConfig: async () => ({ gameHosts: [] }) }));

beforeAll(async () => {
  await loadTexts();
  await i18next.loadNamespaces([...EVENT_CARD_NAMESPACES]);
});

/** Issue 20: no text overflows or is cut on any phone screen, in any language, at 360×640 and 390×844. */
describe.each(PHONE_SIZES)('phone %i×%i', (width, height) => {
  beforeAll(() => resize(width, height));
  it.each(LANGUAGES)(
    '%s: every text fits',
    async (lng) => {
      await loadTexts(lng);
      const problems = await checkScreens(PHONE_SCREENS, `[${lng} ${width}×${height}]`);
      reset();
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
