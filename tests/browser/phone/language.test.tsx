import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_NAMES, pickLanguage, startLanguage } from '../../../src/i18n/choice';
import { LANGUAGES } from '../../../src/i18n/languages';
import { textOf, useBank } from '../../../src/games/gm105/shared/bank';
import { SystemScene } from '../../../src/phone/scenes/SystemScene';
import { loadTexts, mount, reset, viewWith } from './harness';

vi.mock('../../../src/engine/socketClient', async () => (await import('./harness')).socketClientMock);

const KEY = 'pg:lng:phone';
const address = location.pathname + location.search;

beforeAll(() => loadTexts());
beforeEach(async () => {
  reset(viewWith({ system: { status: 'lookNx' }, me: { team: 'left' } }));
  localStorage.removeItem(KEY);
  await i18next.changeLanguage('en-US');
});
afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(history.state, '', address);
});

function Question() {
  return <p data-testid="question">{textOf(useBank(), { bank: 'q01', field: 'question' })}</p>;
}

describe('the phone’s language picker', () => {
  it('lists the fourteen languages by their own names, switches every text and keeps the pick', async () => {
    const screen = await mount(
      <>
        <SystemScene />
        <Question />
      </>,
    );
    await expect.element(screen.getByTestId('question')).toHaveTextContent('Which animal says “moo”?');
    await screen.getByTestId('menu-button').click();
    const entry = screen.getByTestId('option-menu').getByRole('button', { name: /^Language/ });
    await expect.element(entry).toHaveTextContent('English (US)');
    await entry.click();

    const sheet = screen.getByTestId('language-sheet');
    const options = sheet.getByRole('radio');
    expect(options.elements().map((e) => e.getAttribute('aria-label'))).toEqual(LANGUAGES.map((l) => LANGUAGE_NAMES[l]));
    expect(options.elements().map((e) => e.textContent)).toContain('Español(Latinoamérica)');
    expect(options.elements().map((e) => e.getAttribute('lang'))).toEqual([...LANGUAGES]);
    await expect.element(sheet.getByRole('radio', { name: 'English (US)' })).toBeChecked();

    await sheet.getByRole('radio', { name: 'Deutsch' }).click();
    await expect.element(sheet).not.toBeInTheDocument();
    await vi.waitFor(() => expect(i18next.language).toBe('de'));
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(KEY)).toBe('de');
    expect(new URLSearchParams(location.search).get('lng')).toBe('de');
    // The screen, the header and the built-in quiz questions are German now.
    await expect.element(screen.getByRole('banner')).toHaveTextContent('Grün');
    await expect.element(screen.getByTestId('question')).toHaveTextContent('Welches Tier macht „Muh“?');
    await screen.getByTestId('menu-button').click();
    await expect.element(screen.getByTestId('option-menu').getByRole('button', { name: /^Sprache/ })).toHaveTextContent('Deutsch');
  });

  it('starts in the address’s language, else the last pick, else the page’s default', () => {
    const fallback = () => 'ja' as const;
    expect(startLanguage('phone', new URLSearchParams(), fallback)).toBe('ja');
    localStorage.setItem(KEY, 'ko');
    expect(startLanguage('phone', new URLSearchParams(), fallback)).toBe('ko');
    expect(startLanguage('phone', new URLSearchParams('lng=zh-TW'), fallback)).toBe('zh-TW');
    // The big screen keeps its own choice.
    expect(startLanguage('host', new URLSearchParams(), () => 'en-GB')).toBe('en-GB');
    // Something else in storage is no choice.
    localStorage.setItem(KEY, 'klingon');
    expect(startLanguage('phone', new URLSearchParams(), fallback)).toBe('ja');
  });

  it('without storage, the address alone keeps the pick', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(startLanguage('phone', new URLSearchParams(), () => 'ja')).toBe('ja');
    await pickLanguage('phone', 'fr-CA');
    expect(i18next.language).toBe('fr-CA');
    const query = new URLSearchParams(location.search);
    expect(query.get('lng')).toBe('fr-CA');
    expect(startLanguage('phone', query, () => 'ja')).toBe('fr-CA');
  });
});
