import { describe, expect, it } from 'vitest';
import { SimLink, SPEC_LINK } from '../../../benchmarks/clock/link';
import { applyCandidates, measured } from '../../../workers/clock/clockModel';
import { initialClockState, type ClockState } from '../../../workers/clock/clockState.shared';
import { ClockService } from '../../../workers/clock/clockService';
import { ClockEstimator, offsetOf, rttOf, summarizeBurst, type Exchange } from '../../../workers/clock/estimator';
import { frameToLocal, localToFrame, localToServer, serverToLocal } from '../../../workers/clock/frames.shared';
import { FRAME_MS } from '../../../src/protocol/parameters';

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!;

function apply(s: ClockState, changes: [keyof ClockState, unknown][]): ClockState {
  const next = { ...s } as Record<string, unknown>;
  for (const [k, v] of changes) next[k] = v;
  return next as ClockState;
}

describe('clock estimator', () => {
  it('is exact on a symmetric link without jitter', () => {
    const link = new SimLink({ ...SPEC_LINK, skewPpm: 0, upMs: 20, downMs: 20, jitterMs: 0 });
    const { e } = link.exchange(5_000);
    expect(rttOf(e)).toBeCloseTo(40, 6);
    expect(offsetOf(e)).toBeCloseTo(link.trueOffsetAtLocal(e.t0), 6);
  });

  it('picks the exchange with the smallest round trip and skips broken ones', () => {
    const mk = (t0: number, rtt: number, off: number): Exchange => ({ t0, t1: t0 + off + rtt / 2, t2: t0 + off + rtt / 2, t3: t0 + rtt });
    const b = summarizeBurst([mk(0, 80, 10), mk(100, 30, 7), mk(200, 50, 12), { t0: 300, t1: 1, t2: 1, t3: 250 }], 'minRtt')!;
    expect(b.offset).toBeCloseTo(7);
    expect(b.rtt).toBeCloseTo(30);
    expect(b.count).toBe(3);
    expect(b.latency).toBeCloseTo(25); // median of 30, 50, 80 over two
    expect(summarizeBurst([])).toBeNull();
  });

  it('intersects the bounds each exchange proves, and falls back to min-RTT when they disagree', () => {
    // Truth: offset 100. A fast uplink in one exchange, a fast downlink in another.
    const ex = (t0: number, up: number, down: number): Exchange => ({ t0, t1: t0 + 100 + up, t2: t0 + 100 + up, t3: t0 + up + down });
    const b = summarizeBurst([ex(0, 5, 40), ex(100, 40, 5), ex(200, 30, 30)])!;
    expect(b.offset).toBeCloseTo(100); // bounds [95, 105]
    expect(b.bound).toBeCloseTo(5);
    expect(summarizeBurst([ex(0, 5, 40), ex(100, 40, 5)], 'minRtt')!.offset).toBeCloseTo(82.5);
    const broken = summarizeBurst([ex(0, 5, 5), { t0: 100, t1: 300, t2: 300, t3: 110 }])!; // disjoint: [95,105] and [190,200]
    expect(broken.offset).toBeCloseTo(100);
  });

  it('a burst of 8 beats a single exchange on a jittery, asymmetric link', () => {
    const single: number[] = [];
    const burst: number[] = [];
    for (let seed = 1; seed <= 400; seed++) {
      const link = new SimLink(SPEC_LINK, seed);
      const one = link.exchange(1000).e;
      single.push(Math.abs(offsetOf(one) - link.trueOffsetAtLocal(one.t3)));
      const { exchanges } = link.burst(2000, 8, 25);
      const b = summarizeBurst(exchanges)!;
      burst.push(Math.abs(b.offset - link.trueOffsetAtLocal(b.at)));
    }
    expect(quantile(burst, 0.95)).toBeLessThan(quantile(single, 0.95));
    // Asymmetry (30 vs 18 ms) alone costs 6 ms; min-RTT keeps the rest small.
    expect(quantile(burst, 0.95)).toBeLessThan(12);
  });

  it('tracks a 100 ppm skew and predicts the offset ten minutes on', () => {
    const errors: number[] = [];
    const skews: number[] = [];
    for (let seed = 1; seed <= 50; seed++) {
      const link = new SimLink(SPEC_LINK, seed);
      const est = new ClockEstimator();
      let t = 0;
      for (let i = 0; i < 20; i++) {
        // a burst every 30 s for 10 minutes
        const { exchanges, end } = link.burst(t, 8, 25);
        est.add(summarizeBurst(exchanges)!);
        t = end + 30_000;
      }
      skews.push(est.skewPpm());
      const later = link.local(t + 600_000);
      errors.push(Math.abs(est.offsetAt(later) - link.trueOffsetAtLocal(later)));
    }
    expect(quantile(skews, 0.5)).toBeGreaterThan(-130);
    expect(quantile(skews, 0.5)).toBeLessThan(-70); // the local clock runs fast: the offset shrinks
    // Without skew tracking the error after 10 more minutes would be at least 60 ms.
    expect(quantile(errors, 0.95)).toBeLessThan(30);
  });

  it('does not believe a slope over a span too short to show one', () => {
    const est = new ClockEstimator();
    est.add({ at: 0, offset: 10, rtt: 40, bound: 20, latency: 20, count: 8 });
    est.add({ at: 1_000, offset: 12, rtt: 40, bound: 20, latency: 20, count: 8 });
    expect(est.skewPpm()).toBe(0);
    expect(est.offsetAt(5_000)).toBe(12);
  });

  it('in its first minute, keeps the surest burst: one whose pongs a stalled page held does not move the offset', () => {
    // The server's clock is the phone's (offset 0), 10 ms away each way.
    const ex = (t0: number, heldMs = 0): Exchange => ({ t0, t1: t0 + 10, t2: t0 + 10, t3: t0 + 20 + heldMs });
    const est = new ClockEstimator();
    est.add(summarizeBurst([0, 50, 100].map((t) => ex(t)))!);
    expect(est.offsetAt(1_000)).toBe(0);
    // 15 s on, every pong of a burst waits 3 s in a page too busy to read it: that burst alone says -1.5 s.
    const held = summarizeBurst([15_000, 15_050, 15_100].map((t) => ex(t, 3_000)))!;
    expect(held.offset).toBe(-1_500);
    expect(held.bound).toBe(1_510);
    est.add(held);
    expect(est.offsetAt(16_000)).toBe(0);
    // A surer burst wins even when older ones were fine: the freshest of equals is kept.
    est.add({ at: 30_000, offset: 2, rtt: 20, bound: 4, latency: 10, count: 3 });
    expect(est.offsetAt(31_000)).toBe(2);
  });

  it('in its first minute, follows a moved clock once a burst as sure as the first says so', () => {
    const est = new ClockEstimator();
    est.add({ at: 0, offset: 0, rtt: 20, bound: 10, latency: 10, count: 8 });
    est.add({ at: 20_000, offset: 800, rtt: 20, bound: 10, latency: 10, count: 8 });
    expect(est.offsetAt(21_000)).toBe(800);
  });

  it('clamps an impossible skew', () => {
    const est = new ClockEstimator();
    est.add({ at: 0, offset: 0, rtt: 40, bound: 20, latency: 20, count: 8 });
    est.add({ at: 60_000, offset: 600, rtt: 40, bound: 20, latency: 20, count: 8 }); // 10 000 ppm
    expect(est.skewPpm()).toBeCloseTo(500);
  });
});

describe('clock state (SPEC.md §4 Clock)', () => {
  const burst = (latency: number) => ({ at: 0, offset: 0, rtt: latency * 2, bound: latency, latency, count: 8 });

  it('the first measurement sets drift and latency; later ones only set candidates until applied', () => {
    let s = initialClockState();
    s = apply(s, measured(s, { at: 1_000, offset: 50, skewPpm: 0, burst: burst(20) }, 250));
    expect(s).toMatchObject({ drift: 50, driftAt: 1_000, latency: 20, initialMeasurement: false, driftCandidate: null, warnedLatency: false });
    s = apply(s, measured(s, { at: 2_000, offset: 55, skewPpm: 80, burst: burst(300) }, 250));
    expect(s).toMatchObject({ drift: 50, latency: 20, driftCandidate: 55, latencyCandidate: 300, skewCandidatePpm: 80, warnedLatency: true });
    expect(s.results).toHaveLength(2);
    s = apply(s, applyCandidates(s));
    expect(s).toMatchObject({ drift: 55, driftAt: 2_000, skewPpm: 80, latency: 300, driftCandidate: null, latencyCandidate: null });
    expect(applyCandidates(s)).toEqual([]);
  });
});

describe('frames', () => {
  it('maps server frames to local time and back, with skew', () => {
    const c = { drift: -1234.5, driftAt: 1_700_000_000_000, skewPpm: -100, base: 1_700_000_000_000 - 5_000 };
    const local = c.driftAt + 42_000;
    expect(serverToLocal(c, localToServer(c, local))).toBeCloseTo(local, 3);
    const f = localToFrame(c, local);
    expect(frameToLocal(c, f)).toBeCloseTo(local, 3);
    expect(frameToLocal(c, f + 60) - frameToLocal(c, f)).toBeCloseTo((60 * FRAME_MS) / (1 - 100e-6), 3);
  });
});

describe('ClockService on a simulated link', () => {
  it('measures in bursts, posts the Clock state as patches, and applies candidates on request', async () => {
    const link = new SimLink({ ...SPEC_LINK, jitterMs: 5 }, 7);
    let t = 0;
    const ping = async () => {
      const { e, end } = link.exchange(t);
      t = end;
      return e;
    };
    const posted: unknown[] = [];
    const svc = new ClockService(
      ping,
      (ops) => posted.push(...ops),
      { burstSize: 6, burstGapMs: 0, warnLatencyMs: 10 },
      () => link.local(t),
    );
    await svc.measure();
    expect(svc.state.initialMeasurement).toBe(false);
    expect(Math.abs(svc.state.drift - link.trueOffsetAtLocal(link.local(t)))).toBeLessThan(10);
    expect(svc.state.warnedLatency).toBe(true); // ~24 ms one way is above 10
    expect(posted.length).toBeGreaterThan(0);
    const drift = svc.state.drift;
    t += 60_000;
    await svc.measure();
    expect(svc.state.drift).toBe(drift);
    expect(svc.state.driftCandidate).not.toBeNull();
    svc.apply();
    expect(svc.state.drift).not.toBe(drift);
    expect(Math.abs(svc.serverNow() - t)).toBeLessThan(10);
    svc.setBase(t);
    expect(svc.localToFrame(link.local(t + 1000))).toBeCloseTo(60, 0);
  });

  it('a burst that gets nothing back leaves the state alone', async () => {
    const svc = new ClockService(
      async () => null,
      () => {},
      { burstSize: 4, burstGapMs: 0 },
    );
    expect(await svc.measure()).toBeNull();
    expect(svc.state).toMatchObject({ initialMeasurement: true, measuring: false });
  });
});
