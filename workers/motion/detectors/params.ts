import type { DeepPartial } from './types';

/** Standard gravity: SPEC.md's acceleration thresholds are read as multiples of it (g units). */
export const G = 9.80665;

/** One frame of 1/60 s. SPEC.md §9 counts several durations in frames of the original 60 fps game. */
export const FRAME_MS = 1000 / 60;

/**
 * Overlays an operator override (`games.gmNNN`, possibly partial) on the defaults of
 * `src/protocol/parameters.ts`. Unknown keys are ignored here; the server's schema refuses them.
 */
export function mergeParams<T>(defaults: T, override?: DeepPartial<T> | null): T {
  if (override == null) return defaults;
  if (typeof defaults !== 'object' || defaults === null) return (override as T) ?? defaults;
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [k, v] of Object.entries(override as Record<string, unknown>)) {
    if (!(k in out) || v === undefined) continue;
    const d = out[k];
    out[k] = typeof d === 'object' && d !== null ? mergeParams(d, v as DeepPartial<typeof d>) : v;
  }
  return out as T;
}

export function magnitude(x: number, y: number, z: number): number {
  return Math.sqrt(x * x + y * y + z * z);
}
