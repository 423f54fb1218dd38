import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_POLICY, startI18n } from '../../../src/i18n/i18n';

/** Every locale file the page asked for, with when (ms after the start) each attempt went out. */
function stubFetch(answer: (url: string) => Promise<Response>) {
  const t0 = Date.now();
  const attempts = new Map<string, number[]>();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      attempts.set(url, [...(attempts.get(url) ?? []), Date.now() - t0]);
      return answer(url);
    }),
  );
  return attempts;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('locale file loading (SPEC.md §9)', () => {
  it('tries a file that cannot be fetched 5 more times, 350 ms after the first failure and doubling, then shows it empty with a logged error', async () => {
    vi.useFakeTimers();
    const attempts = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const inst = i18next.createInstance();
    const started = startI18n(inst, 'de', ['System']);
    await vi.advanceTimersByTimeAsync(9_000);
    // Not given up yet: the sixth attempt is due at 10 850 ms.
    expect(logged).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000);
    await started;

    // de, and en-US (the fallback), for the glossary, the units and the asked namespace.
    expect([...attempts.keys()].sort()).toEqual(['de', 'en-US'].flatMap((l) => ['Reference', 'System', 'Unit'].map((ns) => `/locales/${l}/${ns}.json`)).sort());
    const want = [0, 350, 1050, 2450, 5250, 10850];
    expect(want).toHaveLength(1 + LOAD_POLICY.maxRetries);
    for (const times of attempts.values()) expect(times).toEqual(want);

    expect(logged).toHaveBeenCalledTimes(6);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('texts de/System could not be loaded'));
    // The built-in empty set: blank texts, never the key.
    expect(inst.t('Menu_Title_00', { ns: 'System' })).toBe('');
    expect(inst.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('retries a 5xx answer but takes a 404 as final, and uses the texts that came', async () => {
    vi.useFakeTimers();
    let serverErrors = 2;
    const attempts = stubFetch(async (url) => {
      if (url === '/locales/fr-FR/System.json' && serverErrors-- > 0) return new Response('busy', { status: 503 });
      if (url === '/locales/fr-FR/System.json') return new Response(JSON.stringify({ Menu_Title_00: 'Menu' }), { status: 200 });
      return new Response('no such file', { status: 404 });
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const inst = i18next.createInstance();
    const started = startI18n(inst, 'fr-FR', ['System']);
    await vi.advanceTimersByTimeAsync(2_000);
    await started;
    expect(attempts.get('/locales/fr-FR/System.json')).toEqual([0, 350, 1050]);
    expect(attempts.get('/locales/fr-FR/Reference.json')).toEqual([0]);
    expect(inst.t('Menu_Title_00', { ns: 'System' })).toBe('Menu');
    // Five files answered 404, each logged once and left empty.
    expect(logged).toHaveBeenCalledTimes(5);
    expect(inst.t('Team_Left_00', { ns: 'Reference' })).toBe('');
  });

  it('reads at most 10 files at once; the next starts as one finishes', async () => {
    const open: (() => void)[] = [];
    const attempts = stubFetch(
      (url) =>
        new Promise((resolve) => {
          open.push(() => resolve(new Response(JSON.stringify({ from: url }), { status: 200 })));
        }),
    );
    const inst = i18next.createInstance();
    // 7 namespaces in ja and en-US: 14 files.
    const started = startI18n(inst, 'ja', ['System', 'Error', 'gmCommon', 'Legal', 'WebQr']);
    await vi.waitFor(() => expect(attempts.size).toBe(10));
    await new Promise((r) => setTimeout(r, 50));
    expect(attempts.size).toBe(LOAD_POLICY.maxParallelReads);
    open.shift()!();
    await vi.waitFor(() => expect(attempts.size).toBe(11));
    while (attempts.size < 14 || open.length) {
      open.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    await started;
    expect(attempts.size).toBe(14);
    expect(inst.t('from', { ns: 'Legal' })).toBe('/locales/ja/Legal.json');
  });
});
