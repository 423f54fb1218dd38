/**
 * Normalised autocorrelation of the last `windowMs` of a fixed-rate signal, recomputed on demand,
 * allocation-free (every buffer is sized once). Unlike `CadenceTracker` it does not pick a cycle:
 * it leaves the whole correlation curve readable, so a caller can weigh candidate lags against each
 * other (a step against a stride, say) with its own physics.
 */
export class Autocorr {
  readonly rateHz: number;
  /** Kept samples, oldest first after `analyse` (in `w`, mean removed). */
  private readonly buf: Float64Array;
  private readonly w: Float64Array;
  /** Correlation by lag (samples), valid for lags 0 … `maxLag` + 1 after a successful `analyse`. */
  readonly r: Float64Array;
  private head = 0;
  private count = 0;
  /** Window statistics of the last `analyse` (signal units). */
  mean = 0;
  std = 0;
  /** Lags (samples) searched; `maxLag` shrinks while the window is short (two cycles must fit). */
  readonly minLag: number;
  maxLag = 0;

  /**
   * With `clipMad` > 0, `analyse` winsorises the window: a sample further from the mean than
   * `clipMad` mean absolute deviations counts as that far (see `analyse`). 0: the plain window.
   */
  private readonly clipMad: number;

  constructor(rateHz: number, windowMs: number, minLagMs: number, maxLagMs: number, opts: { clipMad?: number } = {}) {
    this.rateHz = rateHz;
    this.clipMad = opts.clipMad ?? 0;
    const n = Math.round((windowMs * rateHz) / 1000);
    this.buf = new Float64Array(n);
    this.w = new Float64Array(n);
    this.minLag = Math.max(1, Math.round((minLagMs * rateHz) / 1000));
    this.r = new Float64Array(Math.round((maxLagMs * rateHz) / 1000) + 2);
  }

  push(x: number): void {
    this.buf[this.head] = x;
    this.head = (this.head + 1) % this.buf.length;
    if (this.count < this.buf.length) this.count++;
  }

  /** Milliseconds of signal kept. */
  get spanMs(): number {
    return (this.count * 1000) / this.rateHz;
  }

  /**
   * Recomputes the correlation curve over the kept window; false when the window is flat or too
   * short for the shortest lag. When winsorising (`clipMad`), `std` and the curve are those of the
   * clipped window: one brief outlier (a knock) would otherwise carry most of the window's energy,
   * drown the rhythm in the correlation and inflate `std`.
   */
  analyse(): boolean {
    const n = this.count;
    const size = this.buf.length;
    const w = this.w;
    let mean = 0;
    for (let i = 0; i < n; i++) mean += w[i] = this.buf[(this.head - n + i + size) % size] ?? 0;
    mean /= n;
    let energy = 0;
    for (let i = 0; i < n; i++) {
      const d = (w[i] ?? 0) - mean;
      w[i] = d;
      energy += d * d;
    }
    this.mean = mean;
    if (this.clipMad > 0 && n > 0) {
      let mad = 0;
      for (let i = 0; i < n; i++) mad += Math.abs(w[i] ?? 0);
      const lim = (this.clipMad * mad) / n;
      energy = 0;
      for (let i = 0; i < n; i++) {
        const d = Math.max(-lim, Math.min(lim, w[i] ?? 0));
        w[i] = d;
        energy += d * d;
      }
    }
    this.std = n > 0 ? Math.sqrt(energy / n) : 0;
    // A lag needs at least two cycles' worth of overlap to be trusted.
    this.maxLag = Math.min(this.r.length - 2, Math.floor(n / 2));
    if (energy === 0 || this.maxLag <= this.minLag + 1) return false;
    for (let lag = this.minLag - 1; lag <= this.maxLag + 1; lag++) {
      let s = 0;
      for (let i = 0; i + lag < n; i++) s += (w[i] ?? 0) * (w[i + lag] ?? 0);
      // Unbiased: scale each lag by how many products it summed.
      this.r[lag] = (s / energy) * (n / (n - lag));
    }
    return true;
  }

  /** Is `lag` a local maximum of the curve (within the searched lags)? */
  isPeak(lag: number): boolean {
    const r = this.r[lag] ?? 0;
    return lag >= this.minLag && lag <= this.maxLag && r >= (this.r[lag - 1] ?? 0) && r >= (this.r[lag + 1] ?? 0);
  }

  /** The lag of a peak refined between samples by a parabola, in ms. */
  refinedMs(lag: number): number {
    const r = this.r[lag] ?? 0;
    const y0 = this.r[lag - 1] ?? r;
    const y2 = this.r[lag + 1] ?? r;
    const den = y0 - 2 * r + y2;
    const shift = den < 0 ? (0.5 * (y0 - y2)) / den : 0;
    return ((lag + shift) * 1000) / this.rateHz;
  }

  /** The highest local maximum of the curve with lag in [loMs, hiMs], or −1. */
  peakIn(loMs: number, hiMs: number): number {
    const lo = Math.max(this.minLag, Math.ceil((loMs * this.rateHz) / 1000));
    const hi = Math.min(this.maxLag, Math.floor((hiMs * this.rateHz) / 1000));
    let best = -1;
    for (let lag = lo; lag <= hi; lag++) if (this.isPeak(lag) && (best < 0 || (this.r[lag] ?? 0) > (this.r[best] ?? 0))) best = lag;
    return best;
  }

  reset(): void {
    this.head = 0;
    this.count = 0;
    this.mean = this.std = 0;
    this.maxLag = 0;
  }
}
