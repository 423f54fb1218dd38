import i18next from 'i18next';
import { proxy } from 'valtio';
import { initI18n, type Namespace } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';

/** Loading progress: real assets, counted as each one arrives. */
export const loading = proxy({ total: 0, done: 0, failed: 0, ready: false });

function track<T>(p: Promise<T>): Promise<T | null> {
  loading.total++;
  return p.then(
    (v) => {
      loading.done++;
      return v;
    },
    () => {
      loading.done++;
      loading.failed++;
      return null;
    },
  );
}

/**
 * SPEC.md §2: asset files come from a data attribute on the document root holding a JSON map of
 * name → path. Each is fetched (into the HTTP cache) before the room shows.
 */
export function declaredAssets(root: HTMLElement = document.documentElement): Record<string, string> {
  const raw = root.dataset.assets;
  if (!raw) return {};
  try {
    const map = JSON.parse(raw) as unknown;
    if (!map || typeof map !== 'object') return {};
    return Object.fromEntries(Object.entries(map).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

let started: Promise<void> | null = null;

/**
 * Loads what the room page needs before its first screen besides its code (which came with the
 * page): the text namespaces and the declared asset files; `loading` counts them as they come.
 */
export function loadPhoneAssets(lng: Language, namespaces: readonly Namespace[]): Promise<void> {
  started ??= (async () => {
    // All at once (i18next reads a starting instance's namespaces in parallel), each counted as it lands.
    const init = initI18n(lng, namespaces);
    const texts = namespaces.map((ns) => track(init.then(() => i18next.loadNamespaces(ns))));
    const files = Object.values(declaredAssets()).map((path) => track(fetch(path).then((r) => r.blob())));
    await Promise.all([...texts, ...files]);
    loading.ready = true;
  })();
  return started;
}

/**
 * Fetches what later screens need (texts, code) once the first one shows, outside the loading
 * count: nothing waits on it, and a screen that comes before it has arrived loads its part itself.
 */
export function loadLater(namespaces: readonly Namespace[], chunks: (() => Promise<unknown>)[]): void {
  void i18next.loadNamespaces([...namespaces]).catch(() => {});
  for (const load of chunks) void load().catch(() => {});
}
