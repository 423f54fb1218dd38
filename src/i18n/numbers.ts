import i18next from 'i18next';

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(lang: string): Intl.NumberFormat {
  let f = formats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang);
    formats.set(lang, f);
  }
  return f;
}

/**
 * A whole number as the player's language writes it (1,000 · 1 000 · 1.000): the game's language,
 * not the browser's. One formatter per language, kept: building one loads the language's number
 * data, 80 ms on a low-end phone the first time (npm run bench:games traced it in gm127's budget
 * screen), so a game that shows numbers builds it ahead, at idle (`warmNumbers`).
 */
export function formatNumber(n: number): string {
  return formatFor(i18next.language || 'en').format(n);
}

/** Builds the current language's formatter when the main thread is next idle. */
export function warmNumbers(): void {
  // Looked up on globalThis: Safari has no requestIdleCallback, and the server's types no DOM.
  const g = globalThis as { requestIdleCallback?: (f: () => void) => number };
  const build = () => void formatFor(i18next.language || 'en');
  if (g.requestIdleCallback) g.requestIdleCallback(build);
  else setTimeout(build, 200);
}
