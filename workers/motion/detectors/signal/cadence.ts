import { Ring } from './ring';

/**
 * Cadence from the autocorrelation of a fixed-rate signal (the low-passed |a| of a walk or run).
 * Counting peaks alone fails where a step makes two or three bumps (phone in a back pocket): the
 * autocorrelation says how long one cycle is, and the step detector then keeps one peak per cycle.
 */
export type CadenceOptions = {
  rateHz: number;
  /** Analysis window. */
  windowMs: number;
  /** Shortest window worth analysing (the start of a walk). */
  minWindowMs: number;
  /** Lags searched for the cycle. */
  minLagMs: number;
  maxLagMs: number;
  /** The fundamental is the shortest lag whose correlation is at least this share of the best one. */
  nearBestShare: number;
};

export type Cadence = {
  /** Length of the fundamental cycle (ms). */
  cycleMs: number;
  /** Normalised autocorrelation at that lag, ≤ 1: how periodic the window is. */
  strength: number;
  /** Mean and standard deviation of the window (signal units). */
  mean: number;
  std: number;
};

export class CadenceTracker {
  private readonly ring: Ring;
  private readonly scratch: Float64Array;
  private readonly ac: Float64Array;

  constructor(private readonly o: CadenceOptions) {
    const n = Math.round((o.windowMs * o.rateHz) / 1000);
    this.ring = new Ring(n);
    this.scratch = new Float64Array(n);
    this.ac = new Float64Array(Math.round((o.maxLagMs * o.rateHz) / 1000) + 2);
  }

  push(x: number): void {
    this.ring.push(x);
  }

  /** The cadence of the current window, or null when there is too little data or no cycle. */
  estimate(): Cadence | null {
    const { rateHz } = this.o;
    const n = this.ring.copyTo(this.scratch);
    if (n < (this.o.minWindowMs * rateHz) / 1000) return null;
    const w = this.scratch;
    let mean = 0;
    for (let i = 0; i < n; i++) mean += w[i] ?? 0;
    mean /= n;
    let energy = 0;
    for (let i = 0; i < n; i++) {
      const d = (w[i] ?? 0) - mean;
      w[i] = d;
      energy += d * d;
    }
    const std = Math.sqrt(energy / n);
    if (energy === 0) return null;
    const minLag = Math.max(1, Math.round((this.o.minLagMs * rateHz) / 1000));
    // A lag needs at least two cycles' worth of overlap to be trusted.
    const maxLag = Math.min(Math.round((this.o.maxLagMs * rateHz) / 1000), Math.floor(n / 2));
    if (maxLag <= minLag + 1) return null;
    let best = -Infinity;
    for (let lag = minLag - 1; lag <= maxLag + 1; lag++) {
      let s = 0;
      for (let i = 0; i + lag < n; i++) s += (w[i] ?? 0) * (w[i + lag] ?? 0);
      // Unbiased: scale each lag by how many products it summed.
      const r = (s / energy) * (n / (n - lag));
      this.ac[lag] = r;
      if (lag >= minLag && lag <= maxLag && r > best) best = r;
    }
    if (best <= 0) return null;
    for (let lag = minLag; lag <= maxLag; lag++) {
      const r = this.ac[lag] ?? 0;
      const isPeak = r >= (this.ac[lag - 1] ?? 0) && r >= (this.ac[lag + 1] ?? 0);
      if (!isPeak || r < this.o.nearBestShare * best) continue;
      // Parabolic interpolation between lags: the count of a 3-minute walk hangs on this precision.
      const y0 = this.ac[lag - 1] ?? r;
      const y2 = this.ac[lag + 1] ?? r;
      const den = y0 - 2 * r + y2;
      const shift = den < 0 ? (0.5 * (y0 - y2)) / den : 0;
      return { cycleMs: ((lag + shift) * 1000) / rateHz, strength: r, mean, std };
    }
    return null;
  }

  reset(): void {
    this.ring.clear();
  }
}
