import { FRAME_MS } from '../../src/protocol/parameters';

/** The parts of the clock state a conversion needs. */
export type ClockMapping = { drift: number; driftAt: number; skewPpm: number; base: number };

/** Server epoch ms at local epoch ms `local`. */
export function localToServer(c: ClockMapping, local: number): number {
  return local + c.drift + c.skewPpm * 1e-6 * (local - c.driftAt);
}

/** Local epoch ms at server epoch ms `server` (the inverse of `localToServer`). */
export function serverToLocal(c: ClockMapping, server: number): number {
  const s = c.skewPpm * 1e-6;
  return (server - c.drift + s * c.driftAt) / (1 + s);
}

/** Local epoch ms at which server frame `frame` (1/60 s, counted from `base`) starts. */
export function frameToLocal(c: ClockMapping, frame: number): number {
  return serverToLocal(c, c.base + frame * FRAME_MS);
}

/** Server frame (fractional) at local epoch ms `local`. */
export function localToFrame(c: ClockMapping, local: number): number {
  return (localToServer(c, local) - c.base) / FRAME_MS;
}

/** Now on the shared time base of every thread: epoch ms with sub-ms resolution. */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}
