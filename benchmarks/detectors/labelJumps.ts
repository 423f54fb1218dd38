/**
 * Derives per-jump labels for the recorded jump traces (benchmarks/traces/jump-walk), which come
 * labelled only per file. Offline and non-causal on purpose — a different method from the
 * streaming detector, so the benchmark is not the detector grading itself:
 *
 * 1. |a| in g, smoothed by a centred 3-sample mean (about 30 ms) against single-sample glitches.
 * 2. A flight is a stretch where the smoothed |a| stays below 0.5 g — halfway between free fall
 *    (0 g) and standing (1 g). Two such stretches are one flight when |a| stays below 1 g between
 *    them: the arms bob in the air, but no ground contact reads under 1 g.
 * 3. It counts when it lasts at least 60 ms and is framed by ground contact: |a| above 1.8 g within
 *    300 ms before and within 300 ms after (hopping cannot leave or meet the ground gently).
 * 4. Take-off and landing are the 0.5 g crossings, interpolated between samples.
 *
 * Writes `jump_start` (take-off) and `jump_end` (landing) rows into `<trace>_labels.csv`, keeping
 * the source's own rows. Checked by eye with `npm run replay -- <trace> --detector jump --plot`.
 *
 *   npx tsx benchmarks/detectors/labelJumps.ts
 */
import { writeFileSync } from 'node:fs';
import { G, magnitude } from '../../workers/motion/detectors/params';
import { labelsToCsv } from '../../workers/motion/trace/writeCsv.shared';
import type { TraceLabel } from '../../workers/motion/trace/format.shared';
import type { MotionSample } from '../../workers/motion/detectors/types';
import { loadFolder } from './loadTraces';

export const JUMP_LABEL_METHOD = { levelG: 0.5, bridgeBelowG: 1, minAirMs: 60, contactG: 1.8, contactWithinMs: 300 };

export function labelJumps(samples: readonly MotionSample[], m = JUMP_LABEL_METHOD): { takeoff: number; landing: number }[] {
  const raw = samples.map((s) => (s.ax === 0 && s.ay === 0 && s.az === 0 ? 1 : magnitude(s.ax, s.ay, s.az) / G));
  const sm = raw.map((_, i) => ((raw[i - 1] ?? raw[i]!) + raw[i]! + (raw[i + 1] ?? raw[i]!)) / 3);
  const t = samples.map((s) => s.t);
  const cross = (i: number) => {
    // Crossing of levelG between samples i-1 and i.
    const a = sm[i - 1]!;
    const b = sm[i]!;
    return b === a ? t[i]! : t[i - 1]! + ((m.levelG - a) / (b - a)) * (t[i]! - t[i - 1]!);
  };
  const flights: { takeoff: number; landing: number; i0: number; i1: number }[] = [];
  for (let i = 1; i < sm.length; i++) {
    if (!(sm[i]! < m.levelG && sm[i - 1]! >= m.levelG)) continue;
    let j = i;
    while (j < sm.length && sm[j]! < m.levelG) j++;
    if (j >= sm.length) break;
    const last = flights[flights.length - 1];
    if (last && sm.slice(last.i1, i).every((v) => v < m.bridgeBelowG)) {
      last.landing = cross(j);
      last.i1 = j;
    } else {
      flights.push({ takeoff: cross(i), landing: cross(j), i0: i, i1: j });
    }
    i = j;
  }
  const maxIn = (from: number, to: number) => {
    let max = 0;
    for (let k = 0; k < raw.length; k++) if (t[k]! >= from && t[k]! <= to) max = Math.max(max, raw[k]!);
    return max;
  };
  return flights
    .filter((f) => f.landing - f.takeoff >= m.minAirMs)
    .filter((f) => maxIn(f.takeoff - m.contactWithinMs, f.takeoff) >= m.contactG && maxIn(f.landing, f.landing + m.contactWithinMs) >= m.contactG)
    .map(({ takeoff, landing }) => ({ takeoff, landing }));
}

function main(): void {
  for (const tr of loadFolder('jump-walk')) {
    if (!tr.name.includes('jumping')) continue;
    const own = tr.labels.filter((l) => !l.event.startsWith('jump_'));
    const jumps = labelJumps(tr.samples);
    const rows: TraceLabel[] = [
      ...own,
      ...jumps.flatMap((j) => [
        { t: j.takeoff, event: 'jump_start' },
        { t: j.landing, event: 'jump_end' },
      ]),
    ];
    rows.sort((a, b) => a.t - b.t);
    const comment = [
      'jumping_start/jumping_end: from the source dataset (Phyphox-390, per-file activity).',
      'jump_start/jump_end (take-off/landing): DERIVED by benchmarks/detectors/labelJumps.ts,',
      'free fall on |a| (0.5 g crossings, >= 60 ms, ground contact > 1.8 g on both sides); not ground truth.',
    ];
    writeFileSync(tr.path.replace(/\.csv$/, '_labels.csv'), labelsToCsv(rows, comment));
    console.log(`${tr.name}: ${jumps.length} jumps labelled`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
