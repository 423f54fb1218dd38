import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { mapBrowserLanguage, pageLanguage } from '../../protocol/languages';
import { ALWAYS_TEXTS, PAGES, type PageName } from '../../pages';

/** Vite's build manifest (`build.manifest`): each chunk by its source, with what it imports. */
type Manifest = Record<string, { file: string; name?: string; imports?: string[]; css?: string[]; assets?: string[]; isEntry?: boolean }>;

/**
 * The built index.html with, for each page, what its first screen needs announced in its head
 * (src/pages.ts): the chunks of its modules as `modulepreload`, their CSS as stylesheets, and its
 * text files in the page's language as `preload`. Without it a phone learns of each part only from
 * the part before (the entry, then the page's chunk, then its scenes, then its texts): one round
 * trip and one parse after another. Reread when the build changes.
 */
export class PageHtml {
  private built: { version: number; html: string; manifest: Manifest | null } | null = null;

  constructor(private readonly distDir: string) {}

  /** The page's HTML for a request, or null when there is no build. */
  render(page: PageName, query: URLSearchParams, acceptLanguage: string | undefined): string | null {
    const built = this.load();
    if (!built) return null;
    const links: string[] = [];
    if (built.manifest) {
      const { modules, workers } = PAGES[page];
      const { js, css } = chunksOf(built.manifest, modules);
      // The workers' scripts right after the first module's chunks (the one that starts them).
      const first = chunksOf(built.manifest, modules.slice(0, 1)).js.length;
      const scripts = [...js.slice(0, first), ...workers.map((w) => workerScript(built.manifest!, w)).filter((f) => f !== null), ...js.slice(first)];
      for (const f of scripts) links.push(`<link rel="modulepreload" crossorigin href="/${f}">`);
      for (const f of css) links.push(`<link rel="stylesheet" crossorigin href="/${f}">`);
    }
    const texts: readonly string[] = PAGES[page].texts;
    if (texts.length) {
      const lng = languageOf(page, query, acceptLanguage);
      for (const ns of [...ALWAYS_TEXTS, ...texts.filter((t) => !(ALWAYS_TEXTS as readonly string[]).includes(t))])
        links.push(`<link rel="preload" as="fetch" crossorigin href="/locales/${lng}/${ns}.json">`);
    }
    return built.html.replace('</head>', `${links.map((l) => `    ${l}\n`).join('')}  </head>`);
  }

  private load(): { html: string; manifest: Manifest | null } | null {
    const index = join(this.distDir, 'index.html');
    let version: number;
    try {
      version = statSync(index).mtimeMs;
    } catch {
      return null;
    }
    if (this.built?.version !== version) {
      let manifest: Manifest | null = null;
      try {
        manifest = JSON.parse(readFileSync(join(this.distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      } catch {
        // A build without its manifest still serves its pages, only without the hints.
      }
      this.built = { version, html: readFileSync(index, 'utf8'), manifest };
    }
    return this.built;
  }
}

/**
 * The JS chunks and CSS files `modules` load statically, less what index.html loads already (its
 * entry and the entry's imports, which the build wrote into it). A module is named by its source
 * path, or by the name of the chunk group it was put in (the manifest keys those chunks `_<file>`).
 */
export function chunksOf(manifest: Manifest, modules: readonly string[]): { js: string[]; css: string[] } {
  const keyOf = (m: string) => (manifest[m] ? m : Object.keys(manifest).find((k) => k.startsWith('_') && k.endsWith('.js') && manifest[k]!.name === m));
  const entryKeys = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const k of manifest[key].imports ?? []) walk(k, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entryKeys);
  const keys = new Set<string>();
  for (const m of modules) {
    const key = keyOf(m);
    if (key) walk(key, keys);
  }
  const js: string[] = [];
  const css = new Set<string>();
  const entryCss = new Set([...entryKeys].flatMap((k) => manifest[k]!.css ?? []));
  for (const k of keys) {
    if (entryKeys.has(k)) continue;
    js.push(manifest[k]!.file);
    for (const c of manifest[k]!.css ?? []) if (!entryCss.has(c)) css.add(c);
  }
  return { js, css: [...css] };
}

/**
 * The built script of workers/<name>/<name>.worker.ts: the build lists it among the assets of the
 * chunk that starts it. Fetched with the page it is in the HTTP cache (a year, immutable) when the
 * worker asks for it: the worker's own request finds it there.
 */
export function workerScript(manifest: Manifest, name: string): string | null {
  const pattern = new RegExp(`^assets/${name}\\.worker-[\\w-]+\\.js$`);
  for (const chunk of Object.values(manifest)) for (const a of chunk.assets ?? []) if (pattern.test(a)) return a;
  return null;
}

/** The language the page will show, as the page itself works it out (src/phone, src/host). */
function languageOf(page: PageName, query: URLSearchParams, acceptLanguage: string | undefined): string {
  const lng = query.get('lng');
  if (lng || page === 'room' || page === 'error') return pageLanguage(lng);
  // The landing and host pages follow the browser's language (navigator.language, its first choice).
  return mapBrowserLanguage(acceptLanguage?.split(',')[0]?.split(';')[0]?.trim());
}
