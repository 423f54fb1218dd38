/**
 * SPEC.md's `intervalValidity`: is this phone's `devicemotion` fast and regular enough for the
 * games? Phones deliver about every 16–20 ms; one that delivers every 50 ms, or in bursts with
 * gaps, misses short motions (a jump's flight is ~300 ms) and is flagged.
 */
export type IntervalValidity = 'unknown' | 'valid' | 'tooSlow' | 'irregular';

export type IntervalCheck = {
  validity: IntervalValidity;
  /** Median time between samples (ms); null before enough samples. */
  intervalMs: number | null;
  /** Share of intervals far from the median (0–1). */
  irregularShare: number | null;
  samples: number;
};

export const INTERVAL_LIMITS = {
  /** Judged once this many intervals are in. */
  minIntervals: 30,
  /** Kept for the judgement: about two seconds at 60 Hz. */
  window: 120,
  /** A median interval above this is too slow ("far above 16–20 ms"). */
  maxIntervalMs: 25,
  /** An interval outside [median / factor, median × factor] is irregular… */
  irregularFactor: 2,
  /** …and more than this share of them makes the stream irregular. */
  maxIrregularShare: 0.2,
};

/** Measures intervals from sample timestamps; allocation-free per sample. */
export class IntervalMeter {
  private readonly dts: Float64Array;
  private n = 0;
  private last = NaN;
  samples = 0;

  constructor(private readonly limits = INTERVAL_LIMITS) {
    this.dts = new Float64Array(limits.window);
  }

  push(t: number): void {
    this.samples++;
    if (Number.isFinite(this.last)) {
      this.dts[this.n % this.dts.length] = t - this.last;
      this.n++;
    }
    this.last = t;
  }

  reset(): void {
    this.n = 0;
    this.samples = 0;
    this.last = NaN;
  }

  check(): IntervalCheck {
    const count = Math.min(this.n, this.dts.length);
    if (count < this.limits.minIntervals) return { validity: 'unknown', intervalMs: null, irregularShare: null, samples: this.samples };
    const xs = Array.from(this.dts.subarray(0, count)).sort((a, b) => a - b);
    const med = count % 2 ? xs[count >> 1]! : (xs[(count >> 1) - 1]! + xs[count >> 1]!) / 2;
    const f = this.limits.irregularFactor;
    const off = xs.filter((d) => d > med * f || d < med / f).length / count;
    const validity: IntervalValidity = med > this.limits.maxIntervalMs ? 'tooSlow' : off > this.limits.maxIrregularShare ? 'irregular' : 'valid';
    return { validity, intervalMs: Math.round(med * 100) / 100, irregularShare: Math.round(off * 1000) / 1000, samples: this.samples };
  }
}
