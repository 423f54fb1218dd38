import { GAME_DEFAULTS, parseConfig } from '../config/schema';
import type { GameKey } from './detectorList';

/** One numeric leaf of a game's parameters: `path` in the operator config's shape below `games.gmNNN`. */
export type ParamField = { key: string; path: string[]; group: string | null; defaultValue: number; step: number };

/** A spinner step that suits the default's magnitude: 1 for integers, one decimal finer otherwise. */
export function stepFor(v: number): number {
  if (Number.isInteger(v) && v !== 0) return 1;
  if (v === 0) return 0.01;
  const decimals = Math.max(0, -Math.floor(Math.log10(Math.abs(v))) + 1);
  return Number((10 ** -decimals).toFixed(decimals));
}

/** Every numeric leaf of `games[game]`, in the order of its defaults; a group is the first nested key. */
export function paramFields(game: GameKey): ParamField[] {
  const out: ParamField[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'number') {
      out.push({ key: path.join('.'), path, group: path.length > 1 ? path[0]! : null, defaultValue: value, step: stepFor(value) });
      return;
    }
    for (const [k, v] of Object.entries(value as object)) walk(v, [...path, k]);
  };
  walk(GAME_DEFAULTS[game], []);
  return out;
}

/** Raw input per field key (what the user typed); a key absent or equal to its default is unchanged. */
export type ParamEdits = Record<string, string>;

export type EditState = { override: Record<string, unknown>; changed: number; invalid: string[] };

/** The operator-config override (changed keys only, nested) and which inputs are not numbers. */
export function editState(game: GameKey, edits: ParamEdits): EditState {
  const override: Record<string, unknown> = {};
  const invalid: string[] = [];
  let changed = 0;
  for (const f of paramFields(game)) {
    const raw = edits[f.key];
    if (raw === undefined || raw.trim() === '') continue;
    const v = Number(raw);
    if (!Number.isFinite(v)) {
      invalid.push(f.key);
      continue;
    }
    if (v === f.defaultValue) continue;
    changed++;
    let node = override;
    for (const p of f.path.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
    node[f.path[f.path.length - 1]!] = v;
  }
  return { override, changed, invalid };
}

export type ConfigExport = { json: string; valid: true } | { json: string; valid: false; message: string };

/** `{ "games": { gmNNN: override } }`, checked with the server's own schema (parseConfig). */
export function configExport(game: GameKey, override: Record<string, unknown>): ConfigExport {
  const file = { games: { [game]: override } };
  const json = JSON.stringify(file, null, 2) + '\n';
  const r = parseConfig(file);
  return r.ok ? { json, valid: true } : { json, valid: false, message: r.message };
}

/**
 * Edits for `game` from an operator config file's text: every leaf that differs from the default.
 * The file is validated with the server's schema first (the error names the key).
 */
export function editsFromConfig(game: GameKey, text: string): { ok: true; edits: ParamEdits } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, message: `not JSON: ${(err as Error).message}` };
  }
  const r = parseConfig(value);
  if (!r.ok) return { ok: false, message: r.message };
  const edits: ParamEdits = {};
  for (const f of paramFields(game)) {
    let v: unknown = r.config.games[game];
    for (const p of f.path) v = (v as Record<string, unknown>)[p];
    if (typeof v === 'number' && v !== f.defaultValue) edits[f.key] = String(v);
  }
  return { ok: true, edits };
}
