import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { client } from '../../../src/engine/clientStore';
import { initI18n } from '../../../src/i18n/i18n';
import { LANGUAGES } from '../../../src/i18n/languages';
import { EVENT_CARD_NAMESPACES } from '../../../src/i18n/eventCards';
import { checkScreens, resize, TV_SIZES } from './layoutHarness';
import { HOST_SCREENS } from './hostScreens';

vi.mock('../../../src/engine/socketClient', () => ({ sendIntent: () => {}, clearIntentError: () => {} }));
vi.mock('../../../src/sound/hostSound', () => ({ hostSound: { play: () => {}, setVolume: () => {}, setMuted: () => {} } }));

beforeAll(async () => {
  await initI18n('en-US', ['Host', ...EVENT_CARD_NAMESPACES]);
});

/** Issue 20: no text overflows or is cut on any big-screen screen, in any language, at 1280×720 and 1920×1080. */
describe.each(TV_SIZES)('TV %i×%i', (width, height) => {
  beforeAll(() => resize(width, height));
  it.each(LANGUAGES)(
    '%s: every text fits',
    async (lng) => {
      await i18next.changeLanguage(lng);
      const problems = await checkScreens(HOST_SCREENS, `[${lng} ${width}×${height}]`);
      client.view = null;
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
