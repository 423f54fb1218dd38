import type { Exchange } from '../../workers/clock/estimator';
import { Rng } from '../synth/rng';

/** A small seeded PRNG (mulberry32), so a simulated run is the same every time. */
export function rng(seed: number): () => number {
  const r = new Rng(seed);
  return () => r.next();
}

export type LinkSpec = {
  /** Local clock minus server clock at true time 0 (ms). */
  offsetMs: number;
  /** How fast the local clock runs against the server's (ppm). */
  skewPpm: number;
  /** Base one-way delays: unequal, as on a phone's uplink and downlink (ms). */
  upMs: number;
  downMs: number;
  /** Each direction gets a uniform extra delay in ±jitterMs (kept ≥ 1 ms overall). */
  jitterMs: number;
  /** Share of packets that hit a Wi-Fi retry or a busy event loop, and how long that adds (ms). */
  spikeRate: number;
  spikeMs: number;
  /** Time the server takes between its receive and send stamps (ms). */
  serverMs: number;
};

export const SPEC_LINK: LinkSpec = { offsetMs: 1234.5, skewPpm: 100, upMs: 30, downMs: 18, jitterMs: 20, spikeRate: 0, spikeMs: 0, serverMs: 0.2 };

/**
 * A simulated phone-to-server link on a true time axis. The server's clock is the truth; the
 * phone's runs `skewPpm` fast and starts `offsetMs` ahead. The offset the estimator should find
 * is server − local.
 */
export class SimLink {
  private readonly random: () => number;
  constructor(
    readonly spec: LinkSpec,
    seed = 1,
  ) {
    this.random = rng(seed);
  }

  local(t: number): number {
    return t + this.spec.offsetMs + this.spec.skewPpm * 1e-6 * t;
  }

  /** The true server − local offset when the local clock reads `local`. */
  trueOffsetAtLocal(local: number): number {
    const t = (local - this.spec.offsetMs) / (1 + this.spec.skewPpm * 1e-6);
    return t - local;
  }

  private delay(base: number): number {
    const s = this.spec;
    let d = base + (this.random() * 2 - 1) * s.jitterMs;
    if (this.random() < s.spikeRate) d += this.random() * s.spikeMs;
    return Math.max(1, d);
  }

  /** One exchange starting at true time `t`; returns it and the true time it ended. */
  exchange(t: number): { e: Exchange; end: number } {
    const up = this.delay(this.spec.upMs);
    const down = this.delay(this.spec.downMs);
    const t1 = t + up;
    const t2 = t1 + this.spec.serverMs;
    const end = t2 + down;
    return { e: { t0: this.local(t), t1, t2, t3: this.local(end) }, end };
  }

  /** `n` exchanges one after the other with `gapMs` between them. */
  burst(t: number, n: number, gapMs: number): { exchanges: Exchange[]; end: number } {
    const exchanges: Exchange[] = [];
    let now = t;
    for (let i = 0; i < n; i++) {
      const { e, end } = this.exchange(now);
      exchanges.push(e);
      now = end + gapMs;
    }
    return { exchanges, end: now - gapMs };
  }
}
