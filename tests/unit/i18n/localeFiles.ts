import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '../../../src/i18n/languages';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const REFERENCE: Language = 'ja';

/** A text file of the product: a namespace under locales/, a game's own namespace, or gm105's question bank. */
export type TextFile = { name: string; path: (lng: Language) => string };

/** Every text file of the product, found from ja's (the reference every language is checked against). */
export function textFiles(): TextFile[] {
  const shared = readdirSync(join(ROOT, 'locales', REFERENCE))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ name: f.replace(/\.json$/, ''), path: (lng: Language) => join(ROOT, 'locales', lng, f) }));
  const games = readdirSync(join(ROOT, 'src', 'games'))
    .filter((d) => /^gm\d+$/.test(d) && existsSync(join(ROOT, 'src', 'games', d, 'locales', `${REFERENCE}.json`)))
    .map((d) => ({ name: d, path: (lng: Language) => join(ROOT, 'src', 'games', d, 'locales', `${lng}.json`) }));
  const banks = readdirSync(join(ROOT, 'src', 'games'))
    .filter((d) => existsSync(join(ROOT, 'src', 'games', d, 'bank', `${REFERENCE}.json`)))
    .map((d) => ({ name: `${d} bank`, path: (lng: Language) => join(ROOT, 'src', 'games', d, 'bank', `${lng}.json`) }));
  return [...shared, ...games, ...banks];
}

/** A file's texts flattened to dotted keys (the question bank nests one level), or null when it is missing. */
export function readTexts(file: TextFile, lng: Language): Record<string, unknown> | null {
  const p = file.path(lng);
  if (!existsSync(p)) return null;
  const out: Record<string, unknown> = {};
  const walk = (o: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(o)) {
      if (v && typeof v === 'object' && !Array.isArray(v)) walk(v as Record<string, unknown>, `${prefix}${k}.`);
      else out[`${prefix}${k}`] = v;
    }
  };
  walk(JSON.parse(readFileSync(p, 'utf8')) as Record<string, unknown>, '');
  return out;
}

export { LANGUAGES };
