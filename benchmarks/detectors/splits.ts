import type { MotionSample } from '../../workers/motion/detectors/types';
import type { LoadedTrace } from './loadTraces';
import { Rng } from '../synth/rng';

/**
 * Generalisation is the method (issue 14): detectors are tuned on one part of the recordings and
 * judged on the other, split by person, so a figure on the held-apart part says how a detector
 * does for people it was never tuned on. A change that helps the tuning part and hurts the other
 * is not an improvement.
 *
 * - steps/ (Oxford validation walks) and steps-oxford-opt/ walks by Jamie: tuning; Carmelo's and
 *   Dario's walks: held apart.
 * - walk-sit/ and walk-sit-more/: subjects s01–s09 tuning, s11 and up held apart (every pocket
 *   orientation is on both sides).
 * - jump-walk/: Brant's recordings tuning, Sophia's held apart.
 * - synthetic/: odd seeds (`_1`, `_3`) tuning, even seeds held apart.
 */
export type Part = 'tuning' | 'heldApart';
export const PARTS: readonly Part[] = ['tuning', 'heldApart'];

export function partOf(t: Pick<LoadedTrace, 'folder' | 'name'>): Part {
  const { folder, name } = t;
  if (folder === 'steps') return 'tuning';
  if (folder === 'steps-oxford-opt') return /_Jamie_/.test(name) ? 'tuning' : 'heldApart';
  if (folder === 'walk-sit' || folder === 'walk-sit-more') return Number(/tug_s(\d+)_/.exec(name)?.[1] ?? 0) <= 9 ? 'tuning' : 'heldApart';
  if (folder === 'jump-walk') return /_brant$/.test(name) ? 'tuning' : 'heldApart';
  return Number(/_(\d+)$/.exec(name)?.[1] ?? 1) % 2 === 1 ? 'tuning' : 'heldApart';
}

/** A small deterministic noise source, so the same trace is padded the same way every run. */
function noise(seed: number): () => number {
  const r = new Rng(seed);
  return () => r.next() - 0.5;
}

/**
 * The TUG recordings stop as soon as the app judged the test over: the seated tail after
 * SITTING_DOWN_end is 0–1.7 s, shorter than a sit's stillness (`stopTime`) can be confirmed in.
 * The person stays seated, so the benchmark appends `ms` of the seated phone: the mean reading of
 * the last 200 ms, at the trace's median interval, with ±0.02 m/s² (and ±0.5 °/s) of sensor noise.
 */
export function withSeatedTail(samples: readonly MotionSample[], ms = 3000): MotionSample[] {
  const n = samples.length;
  if (n < 2) return [...samples];
  const last = samples[n - 1]!.t;
  const tail = samples.filter((s) => s.t >= last - 200);
  const mean = (k: keyof MotionSample) => tail.reduce((a, s) => a + s[k], 0) / tail.length;
  const dts = samples
    .slice(1)
    .map((s, i) => s.t - samples[i]!.t)
    .sort((a, b) => a - b);
  const dt = dts[Math.floor(dts.length / 2)]! || 10;
  const r = noise(n);
  const [ax, ay, az, gx, gy, gz] = (['ax', 'ay', 'az', 'gx', 'gy', 'gz'] as const).map(mean);
  const out = [...samples];
  for (let t = last + dt; t <= last + ms; t += dt) {
    out.push({ t, ax: ax! + 0.04 * r(), ay: ay! + 0.04 * r(), az: az! + 0.04 * r(), gx: gx! + r(), gy: gy! + r(), gz: gz! + r() });
  }
  return out;
}

/**
 * Stand then sit: the recording from the start of the turn in front of the chair (the TURNING
 * segment before SITTING_DOWN), so the detector sees no walking before the sit.
 */
export function fromLastTurn(t: LoadedTrace): LoadedTrace {
  const sit = t.labels.find((l) => l.event === 'SITTING_DOWN_start')?.t;
  if (sit === undefined) return t;
  const turns = t.labels.filter((l) => l.event === 'TURNING_start' && l.t < sit);
  const from = turns[turns.length - 1]?.t ?? sit - 1500;
  return { ...t, name: `${t.name}@lastTurn`, samples: t.samples.filter((s) => s.t >= from), labels: t.labels.filter((l) => l.t >= from) };
}

/** The labelled sitting-down phase of a TUG recording, if any. */
export function sittingDown(t: Pick<LoadedTrace, 'labels'>): { start: number; end: number } | null {
  const start = t.labels.find((l) => l.event === 'SITTING_DOWN_start')?.t;
  const end = t.labels.find((l) => l.event === 'SITTING_DOWN_end')?.t;
  return start === undefined || end === undefined ? null : { start, end };
}
