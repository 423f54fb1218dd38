import type { BackendModule, ReadCallback } from 'i18next';

/**
 * i18next's reader of the text files (`/locales/<lng>/<ns>.json`), with `fetch` as the browser
 * makes it by default, so a file the page announced with `<link rel="preload" as="fetch"
 * crossorigin>` (src/pages.ts) is taken from that preload. It tells i18next's BackendConnector
 * which failures to try again, as i18next-http-backend does: a network error or a 5xx is retried, any
 * other status (a 404) and a file that is not JSON are final. A few lines instead of that package's
 * 2.7 KB on a phone's first screen.
 */
export class FetchBackend implements BackendModule<{ loadPath?: string }> {
  static readonly type = 'backend';
  readonly type = 'backend';
  private loadPath = '/locales/{{lng}}/{{ns}}.json';

  init(_services: unknown, options: { loadPath?: string } = {}): void {
    if (options.loadPath) this.loadPath = options.loadPath;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = this.loadPath.replace('{{lng}}', encodeURIComponent(language)).replace('{{ns}}', encodeURIComponent(namespace));
    fetch(url).then(
      async (res) => {
        if (!res.ok) return callback(`failed loading ${url}; status code: ${res.status}`, res.status >= 500 && res.status < 600);
        let texts: unknown;
        try {
          texts = await res.json();
        } catch {
          return callback(`failed parsing ${url} to json`, false);
        }
        callback(null, texts as Parameters<ReadCallback>[1]);
      },
      (err: unknown) => callback(`failed loading ${url}: ${err instanceof Error ? err.message : String(err)}`, true),
    );
  }
}
