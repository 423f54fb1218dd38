/**
 * Clock sync accuracy on a simulated phone link (`npm run bench:clock`). Printed figures, not a test;
 * `clockFigures()` gives `npm run bench` its part.
 *
 * The link (benchmarks/clock/link.ts): uplink 30 ms and downlink 18 ms base delay (asymmetric, as
 * phones are), each direction ± 20 ms uniform jitter, the phone's clock 100 ppm fast. A second link
 * adds Wi-Fi-like spikes: 5 % of packets up to 150 ms late. Every method sees the same exchanges.
 *
 * Methods:
 *  - RTT/2 (last):   the last exchange's NTP offset, the plain method.
 *  - RTT/2 (mean):   the mean of every exchange's NTP offset.
 *  - timesync:       the `timesync` library's method (enmasseio/timesync, `_syncWithPeer`): drop
 *                    exchanges whose round trip is not below median + 1 std of round trips, average
 *                    the offsets of the rest (offset = server time − receive time + RTT/2).
 *  - min-RTT:        the offset of the exchange with the smallest round trip.
 *  - ours:           workers/clock/estimator.ts `summarizeBurst`: the middle of the intersection
 *                    of every exchange's bounds [t2 − t3, t1 − t0] (min-RTT when they disagree).
 */
import { SimLink, SPEC_LINK, type LinkSpec } from './clock/link';
import { ClockEstimator, median, offsetOf, summarizeBurst, type Exchange } from '../workers/clock/estimator';
import { isMain, type Figure } from './report';

const TRIALS = 2000;
const COUNTS = [1, 2, 4, 8, 16, 32];
const GAP_MS = 25;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const std = (xs: number[]) => {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
};

type Method = { name: string; estimate: (es: Exchange[]) => number };
const methods: Method[] = [
  { name: 'RTT/2 (last)', estimate: (es) => offsetOf(es[es.length - 1]!) },
  { name: 'RTT/2 (mean)', estimate: (es) => mean(es.map(offsetOf)) },
  {
    name: 'timesync',
    estimate: (es) => {
      const rs = es.map((e) => ({ roundtrip: e.t3 - e.t0, offset: e.t1 - e.t3 + (e.t3 - e.t0) / 2 }));
      const rts = rs.map((r) => r.roundtrip);
      const limit = median(rts) + std(rts);
      const kept = rs.filter((r) => r.roundtrip < limit);
      return mean((kept.length ? kept : rs).map((r) => r.offset));
    },
  },
  { name: 'min-RTT', estimate: (es) => summarizeBurst(es, 'minRtt')!.offset },
  { name: 'ours (bounds ∩)', estimate: (es) => summarizeBurst(es, 'intersection')!.offset },
];

/** Offset errors |estimate − truth| (ms) per method, for a burst of `n` exchanges on `spec`, over TRIALS runs. */
function errorsAt(spec: LinkSpec, n: number): number[][] {
  const errs = methods.map(() => [] as number[]);
  for (let seed = 1; seed <= TRIALS; seed++) {
    const link = new SimLink(spec, seed * 7919 + n);
    const { exchanges, end } = link.burst(1_000 + seed * 13, n, GAP_MS);
    const truth = link.trueOffsetAtLocal(link.local(end));
    methods.forEach((m, i) => errs[i]!.push(Math.abs(m.estimate(exchanges) - truth)));
  }
  return errs;
}

function table(title: string, spec: LinkSpec): void {
  console.log(`\n${title}`);
  console.log('offset error |estimate − truth| in ms, p50 / p95 over ' + TRIALS + ' runs');
  const head = ['exchanges', ...methods.map((m) => m.name)];
  const rows = COUNTS.map((n) => [String(n), ...errorsAt(spec, n).map((e) => `${quantile(e, 0.5).toFixed(1)} / ${quantile(e, 0.95).toFixed(1)}`)]);
  print(head, rows);
}

/** Bursts of 8 every minute for 10 minutes; then how wrong the offset is 0, 5 and 10 minutes after the last one. */
function holdover(spec: LinkSpec): void {
  console.log('\nSkew: bursts of 8 every 60 s for 10 min on the spec link (100 ppm), then predicting the offset later');
  console.log('error in ms, p50 / p95 over 500 runs');
  const later = [0, 5, 10];
  const tracked = later.map(() => [] as number[]);
  const fixed = later.map(() => [] as number[]);
  const skews: number[] = [];
  for (let seed = 1; seed <= 500; seed++) {
    const link = new SimLink(spec, seed);
    const est = new ClockEstimator();
    let t = 0;
    let last = 0;
    for (let i = 0; i <= 10; i++) {
      const { exchanges, end } = link.burst(t, 8, GAP_MS);
      const b = summarizeBurst(exchanges)!;
      est.add(b);
      last = b.offset;
      t = end + 60_000;
    }
    skews.push(est.skewPpm());
    later.forEach((min, i) => {
      const local = link.local(t - 60_000 + min * 60_000);
      const truth = link.trueOffsetAtLocal(local);
      tracked[i]!.push(Math.abs(est.offsetAt(local) - truth));
      fixed[i]!.push(Math.abs(last - truth));
    });
  }
  print(
    ['after last burst', 'skew tracked', 'last offset held'],
    later.map((m, i) => [`${m} min`, fmt(tracked[i]!), fmt(fixed[i]!)]),
  );
  console.log(
    `estimated skew: p50 ${quantile(skews, 0.5).toFixed(1)} ppm, p5–p95 ${quantile(skews, 0.05).toFixed(1)} … ${quantile(skews, 0.95).toFixed(1)} ppm (true −100: the offset shrinks as the phone runs fast)`,
  );
}

const fmt = (e: number[]) => `${quantile(e, 0.5).toFixed(1)} / ${quantile(e, 0.95).toFixed(1)}`;

function print(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

const LINKS: { name: string; title: string; spec: LinkSpec }[] = [
  { name: 'link A', title: 'Link A: the spec link', spec: SPEC_LINK },
  { name: 'link B', title: 'Link B: the spec link + 5 % of packets up to 150 ms late', spec: { ...SPEC_LINK, spikeRate: 0.05, spikeMs: 150 } },
];

/**
 * The clock figures: offset error p95 after a burst of 8 exchanges, as the margin above
 * the asymmetry floor ((up − down) / 2, which no method can see), for RTT/2, the timesync method
 * and ours, on both links. Ours is held to timesync's margin: the method it replaced.
 */
export function clockFigures(): Figure[] {
  const floor = (SPEC_LINK.upMs - SPEC_LINK.downMs) / 2;
  const at = (name: string) => methods.findIndex((m) => m.name === name);
  const out: Figure[] = [];
  for (const link of LINKS) {
    const errs = errorsAt(link.spec, 8);
    const margin = (name: string) => quantile(errs[at(name)]!, 0.95) - floor;
    const group = `clock · ${link.name}`;
    const note = `p95 error after 8 exchanges minus the ${floor} ms asymmetry floor`;
    out.push({ group, name: 'offset margin p95, RTT/2 (last exchange)', value: margin('RTT/2 (last)'), unit: 'ms', note });
    out.push({ group, name: 'offset margin p95, timesync method', value: margin('timesync'), unit: 'ms', note });
    out.push({
      group,
      name: 'offset margin p95, ours (bounds ∩)',
      value: margin('ours (bounds ∩)'),
      unit: 'ms',
      budget: { max: margin('timesync') },
      note: 'budget: the timesync method on the same exchanges',
    });
  }
  return out;
}

if (isMain(import.meta.url)) {
  console.log(
    `Clock sync benchmark: asymmetric delay ${SPEC_LINK.upMs}/${SPEC_LINK.downMs} ms (bias ${(SPEC_LINK.upMs - SPEC_LINK.downMs) / 2} ms no method can see), jitter ±${SPEC_LINK.jitterMs} ms, skew ${SPEC_LINK.skewPpm} ppm, ${GAP_MS} ms between exchanges`,
  );
  for (const link of LINKS) table(link.title, link.spec);
  holdover(SPEC_LINK);
}
