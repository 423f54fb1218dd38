/**
 * Clock offset estimation, pure (no timers, no I/O) so that the clock worker, the unit tests and
 * the Node benchmark run the same code.
 *
 * One exchange is a `clock:ping` with its pong: t0 and t3 are the phone's send and receive times,
 * taken in the socket worker; t1 and t2 the server's receive and send times. All are epoch ms
 * (`performance.timeOrigin + performance.now()` on each side). "Offset" is server − local.
 */
export type Exchange = { t0: number; t1: number; t2: number; t3: number };

/** NTP's offset estimate of one exchange: exact when the two directions take equally long. */
export function offsetOf(e: Exchange): number {
  return (e.t1 - e.t0 + (e.t2 - e.t3)) / 2;
}

/** Time on the wire, without the server's own handling time. */
export function rttOf(e: Exchange): number {
  return e.t3 - e.t0 - (e.t2 - e.t1);
}

/** What one burst of exchanges says. */
export type BurstResult = {
  /** Local epoch ms the offset holds at (the middle of the fastest exchange). */
  at: number;
  /** Server − local. */
  offset: number;
  /** The fastest exchange's round trip. */
  rtt: number;
  /** The offset is wrong by at most this much, if no packet travelled faster than instantly. */
  bound: number;
  /** Typical one-way latency: half the burst's median round trip. */
  latency: number;
  /** Exchanges that came back. */
  count: number;
};

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

function valid(e: Exchange): boolean {
  return [e.t0, e.t1, e.t2, e.t3].every(Number.isFinite) && e.t3 >= e.t0 && e.t2 >= e.t1 && rttOf(e) >= 0;
}

/**
 * `minRtt`: the offset of the exchange that came back fastest. Queueing only ever adds delay, so
 * that exchange is the least disturbed, and its error is at most half its round trip.
 *
 * `intersection` (the default): each exchange proves server − local lies in [t2 − t3, t1 − t0]
 * (no packet arrives before it was sent); the burst's offset is the middle of the intersection of
 * those intervals. It takes the fastest uplink and the fastest downlink even when they happened in
 * different exchanges, so it is never worse than min-RTT and better on jittery links (see
 * `npm run bench:clock`). An empty intersection (which a clock step could cause) falls back to min-RTT.
 */
export type BurstSelection = 'minRtt' | 'intersection';

export function summarizeBurst(exchanges: readonly Exchange[], selection: BurstSelection = 'intersection'): BurstResult | null {
  const ok = exchanges.filter(valid);
  if (ok.length === 0) return null;
  let best = ok[0]!;
  let lo = -Infinity,
    hi = Infinity;
  for (const e of ok) {
    if (rttOf(e) < rttOf(best)) best = e;
    lo = Math.max(lo, e.t2 - e.t3);
    hi = Math.min(hi, e.t1 - e.t0);
  }
  const useInterval = selection === 'intersection' && lo <= hi;
  return {
    at: (best.t0 + best.t3) / 2,
    offset: useInterval ? (lo + hi) / 2 : offsetOf(best),
    rtt: rttOf(best),
    bound: useInterval ? (hi - lo) / 2 : rttOf(best) / 2,
    latency: median(ok.map(rttOf)) / 2,
    count: ok.length,
  };
}

export type EstimatorOptions = {
  /** Bursts kept for the skew fit. */
  window: number;
  /** Older bursts than this are forgotten (ms). */
  maxAgeMs: number;
  /** The fit must span at least this long before a skew is believed (ms). */
  minSpanMs: number;
  /** Crystal clocks stay well within this; a steeper fit is noise and is clamped (ppm). */
  maxSkewPpm: number;
};

export const DEFAULT_ESTIMATOR: EstimatorOptions = { window: 16, maxAgeMs: 30 * 60_000, minSpanMs: 60_000, maxSkewPpm: 500 };

/**
 * Tracks offset and skew across bursts. Clocks of phones and servers drift apart by about
 * 100 ppm (60 ms in 10 minutes); a weighted least-squares line through the recent burst offsets
 * gives the skew, and the offset at any moment is read off that line. Bursts with an error bound
 * close to the best seen count most: their offsets are the least disturbed.
 */
export class ClockEstimator {
  private bursts: BurstResult[] = [];
  private fit = { t: 0, offset: 0, skew: 0 };

  constructor(readonly options: EstimatorOptions = DEFAULT_ESTIMATOR) {}

  get count(): number {
    return this.bursts.length;
  }

  latest(): BurstResult | null {
    return this.bursts[this.bursts.length - 1] ?? null;
  }

  add(b: BurstResult): void {
    this.bursts.push(b);
    const { window, maxAgeMs } = this.options;
    while (this.bursts.length > window || (this.bursts.length > 1 && b.at - this.bursts[0]!.at > maxAgeMs)) this.bursts.shift();
    this.refit();
  }

  /** Skew in parts per million: how many µs per second the offset grows. */
  skewPpm(): number {
    return this.fit.skew * 1e6;
  }

  /** Server − local at local epoch ms `t`. */
  offsetAt(t: number): number {
    return this.fit.offset + this.fit.skew * (t - this.fit.t);
  }

  private refit(): void {
    const bs = this.bursts;
    const last = bs[bs.length - 1]!;
    const span = last.at - bs[0]!.at;
    if (bs.length < 2 || span < this.options.minSpanMs) {
      // Too short to see a slope: trust the burst whose offset is surest now, and keep a skew seen
      // earlier. A burst's offset is off by at most its bound, and by up to maxSkewPpm for every
      // ms since it was taken; the freshest is not the surest when a stall (a busy page, a
      // congested link) held its pongs, and a phone trusting it judged every step seconds off.
      const drift = this.options.maxSkewPpm * 1e-6;
      let best = last;
      for (const b of bs) if (b.bound + drift * (last.at - b.at) < best.bound) best = b;
      this.fit = { t: best.at, offset: best.offset, skew: this.fit.skew };
      return;
    }
    const minBound = Math.min(...bs.map((b) => b.bound));
    let sw = 0,
      st = 0,
      so = 0;
    const w = bs.map((b) => 1 / (1 + (b.bound - minBound)) ** 2);
    bs.forEach((b, i) => {
      sw += w[i]!;
      st += w[i]! * (b.at - last.at);
      so += w[i]! * b.offset;
    });
    const tm = st / sw,
      om = so / sw;
    let num = 0,
      den = 0;
    bs.forEach((b, i) => {
      const dt = b.at - last.at - tm;
      num += w[i]! * dt * (b.offset - om);
      den += w[i]! * dt * dt;
    });
    const max = this.options.maxSkewPpm * 1e-6;
    const skew = den > 0 ? Math.max(-max, Math.min(max, num / den)) : 0;
    this.fit = { t: last.at + tm, offset: om, skew };
  }
}
