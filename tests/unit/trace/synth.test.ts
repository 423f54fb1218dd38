import { describe, expect, it } from 'vitest';
import { G } from '../../../workers/motion/detectors/params';
import { SYNTHETIC } from '../../../benchmarks/synth';
import { parseTrace } from '../../../workers/motion/trace/parseTrace';
import { traceToCsv } from '../../../workers/motion/trace/writeCsv.shared';
import { readFileSync } from 'node:fs';

const mag = (s: { ax: number; ay: number; az: number }) => Math.hypot(s.ax, s.ay, s.az) / G;

describe('synthetic traces', () => {
  it('are deterministic: the files in benchmarks/traces/synthetic are what the seeds give', () => {
    for (const [kind, make] of Object.entries(SYNTHETIC)) {
      const t = make(1);
      const file = readFileSync(new URL(`../../../benchmarks/traces/synthetic/${t.name}.csv`, import.meta.url), 'utf8');
      const rows = file.split('\n').filter((l) => !l.startsWith('#'));
      expect(traceToCsv(t.samples).split('\n'), kind).toEqual(rows);
    }
  });

  it('say they are synthetic and parse as traces', () => {
    const text = readFileSync(new URL('../../../benchmarks/traces/synthetic/squat_1.csv', import.meta.url), 'utf8');
    expect(text.split('\n')[0]).toMatch(/^# SYNTHETIC trace, not a recording/);
    expect(parseTrace(text).samples.length).toBeGreaterThan(1000);
  });

  it('read 1 g at rest, nearly 0 g in a rope hop’s flight and about 3 g at its landing', () => {
    const t = SYNTHETIC.jump_rope!(3);
    expect(mag(t.samples[5]!)).toBeCloseTo(1, 1);
    const starts = t.labels.filter((l) => l.event === 'jump_start').map((l) => l.t);
    const ends = t.labels.filter((l) => l.event === 'jump_end').map((l) => l.t);
    const mid = (starts[3]! + ends[3]!) / 2;
    const near = t.samples.filter((s) => Math.abs(s.t - mid) < 20);
    for (const s of near) expect(mag(s)).toBeLessThan(0.5);
    const landing = t.samples.filter((s) => s.t > ends[3]! && s.t < ends[3]! + 300);
    expect(Math.max(...landing.map(mag))).toBeGreaterThan(2.2);
  });

  it('have a gyroscope that agrees with the orientation: a turn over integrates to 180°', () => {
    const t = SYNTHETIC.turn_over!(3);
    const end = t.labels.find((l) => l.event === 'turnOver')!.t;
    let deg = 0;
    for (let i = 1; i < t.samples.length; i++) {
      const s = t.samples[i]!;
      if (s.t > end - 1500 && s.t <= end + 50) deg += Math.hypot(s.gx, s.gy, s.gz) * ((s.t - t.samples[i - 1]!.t) / 1000);
    }
    expect(deg).toBeGreaterThan(170);
    expect(deg).toBeLessThan(215);
    // Face up before, face down after: gravity moved from +z to −z.
    const before = t.samples.find((s) => s.t > end - 2000)!;
    const after = t.samples.find((s) => s.t > end + 600)!;
    expect(Math.sign(before.az)).toBe(-Math.sign(after.az));
  });
});
