/** Seeded pseudo-random numbers (mulberry32): the same seed gives the same trace on every machine. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [lo, hi). */
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }

  /** Normal with mean 0 and standard deviation `sd` (Box–Muller). */
  gauss(sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

/**
 * Smooth random wobble: a sum of a few sines with random frequency and phase, for hand sway and
 * arm bobbing (white noise alone looks nothing like a hand).
 */
export function wobble(rng: Rng, amplitude: number, minHz: number, maxHz: number, parts = 3): (t: number) => number {
  const terms = Array.from({ length: parts }, () => ({ f: rng.range(minHz, maxHz), p: rng.range(0, 2 * Math.PI), a: amplitude / parts }));
  return (tMs) => terms.reduce((s, k) => s + k.a * Math.sin(2 * Math.PI * k.f * (tMs / 1000) + k.p), 0);
}
