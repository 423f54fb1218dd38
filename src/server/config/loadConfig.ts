import { readFileSync, watch, type FSWatcher } from 'node:fs';
import type { Log } from '../log';
import { defaultConfig, parseConfig, type Config } from '../../config/schema';

export class ConfigError extends Error {}

function readConfigFile(path: string): Config {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new ConfigError(`config ${path}: cannot read (${(err as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new ConfigError(`config ${path}: not valid JSON (${(err as Error).message})`);
  }
  const r = parseConfig(json);
  if (!r.ok) throw new ConfigError(`config ${path}: ${r.message}`);
  return r.config;
}

/**
 * The operator's config: defaults from code, overridden by a JSON file. A bad file at start is
 * an error; a bad edit later is refused with the key and reason, and the last good config stays.
 */
export class LiveConfig {
  private current: Config;
  private watcher: FSWatcher | null = null;
  private listeners = new Set<(c: Config) => void>();

  constructor(
    private path: string | null,
    private log: Log,
  ) {
    this.current = path ? readConfigFile(path) : defaultConfig();
  }

  get = (): Config => this.current;

  onChange(fn: (c: Config) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Re-reads the file; returns the error message when the file was refused. */
  reload(): string | null {
    if (!this.path) return null;
    try {
      this.current = readConfigFile(this.path);
      this.log.info({ path: this.path }, 'config reloaded');
      for (const fn of this.listeners) fn(this.current);
      return null;
    } catch (err) {
      const message = (err as Error).message;
      this.log.error({ path: this.path, reason: message }, 'config refused, last good config stays');
      return message;
    }
  }

  watch(): void {
    if (!this.path || this.watcher) return;
    let timer: NodeJS.Timeout | undefined;
    // Editors save in bursts (truncate, write, rename): settle before reading.
    this.watcher = watch(this.path, () => {
      clearTimeout(timer);
      timer = setTimeout(() => this.reload(), 150);
    });
  }

  close(): void {
    this.watcher?.close();
    this.watcher = null;
  }
}
