import type { MotionSample } from '../../../../workers/motion/detectors/types';
import type { Gm130Params } from '../parameters';
import { squats } from './squats';

/**
 * What one phone does in a scripted game (the end-to-end test's, and the rules test's whole game):
 * its phone and grip (`phone`, the generator's seed of them), practice squats or none (it skips
 * practice), squats per half on every `every`-th beat from the first, or shaking through both
 * halves instead; `release` lifts a thumb through that squat (index over the game's squats).
 */
export type PhoneScript = {
  name: string;
  phone: number;
  practice: boolean;
  counts: [number, number];
  every: 1 | 2;
  shake: boolean;
  release?: number;
};

/**
 * The end-to-end game's four phones: 4, 3, 2 and no squats counted, so every way of splitting them
 * into two teams of two is a win for one side (no draw); few squats, on every other beat, as each
 * one played through a browser's virtual sensor is a chance for a late reading (and the screens
 * redraw when a squat is counted, which is best done between squats). The phone seeds are grips the squat
 * detector counts exactly at a browser's 60 Hz (tests/unit/games/gm130/detector.test.ts holds them to it),
 * chosen among those for how well their squats survive readings held late (a stalled browser).
 */
export const SCRIPTS: readonly PhoneScript[] = [
  { name: 'Aoi', phone: 9, practice: true, counts: [2, 2], every: 2, shake: false },
  // Ben squats twice in round 2 but lifts a thumb through the second: it must not count.
  { name: 'Ben', phone: 18, practice: true, counts: [2, 2], every: 2, shake: false, release: 3 },
  { name: 'Chika', phone: 30, practice: true, counts: [1, 1], every: 2, shake: false },
  { name: 'Dan', phone: 7, practice: false, counts: [0, 0], every: 1, shake: true },
];

/** Squats the server should count for a script, per half (a released squat does not count). */
export function expectedCounts(s: PhoneScript): [number, number] {
  if (s.shake) return [0, 0];
  const r = s.release;
  return [s.counts[0] - (r !== undefined && r < s.counts[0] ? 1 : 0), s.counts[1] - (r !== undefined && r >= s.counts[0] ? 1 : 0)];
}

/** The game's timeline (ms from play's start), from its parameters: when each half's beats fall. */
export function timeline(p: Pick<Gm130Params, 'firstInterval' | 'halfMs' | 'breakMs' | 'halfResultMs' | 'interval'>) {
  const first = { firstBeat: p.firstInterval, end: p.firstInterval + p.halfMs, interval: p.interval.first };
  const start2 = first.end + p.breakMs + p.halfResultMs;
  const second = { firstBeat: start2 + p.firstInterval, end: start2 + p.firstInterval + p.halfMs, interval: p.interval.second };
  return { halves: [first, second] as const, end: second.end };
}

/** Practice: two squats 2.6 s apart, from standing. Times from the trace's start. */
export function practiceTrace(s: PhoneScript) {
  return squats(s.phone * 100 + 1, { phone: s.phone, bottoms: s.practice ? [1500, 4100] : [], durationMs: 6500 });
}

/** Both halves of play, t = 0 at play's start; the bottoms fall on the script's beats. */
export function playTrace(s: PhoneScript, p: Parameters<typeof timeline>[0]) {
  const { halves, end } = timeline(p);
  const bottoms = s.shake ? [] : halves.flatMap((h, i) => Array.from({ length: s.counts[i]! }, (_, k) => h.firstBeat + k * s.every * h.interval));
  const shakes = s.shake ? halves.map((h) => ({ from: h.firstBeat - 800, to: h.end })) : [];
  const trace = squats(s.phone * 100 + 2, { phone: s.phone, bottoms, shakes, durationMs: end + 2500 });
  const squatLabels = trace.labels.filter((l) => l.event === 'squat');
  // The span of the released squat: its bottom ± 1.2 s covers its descent and rise.
  const release = s.release === undefined ? null : { from: squatLabels[s.release]!.t - 1200, to: squatLabels[s.release]!.t + 1200 };
  return { trace, bottoms: squatLabels.map((l) => l.t), release };
}

/**
 * The phone standing still, as one reading: the mean of the trace's first 400 ms (standing). A
 * virtual sensor holds its last reading, and a single noisy reading held for seconds would read to
 * a detector as a slow push; the mean is what standing feels like.
 */
export function standing(samples: readonly MotionSample[]): { x: number; y: number; z: number } {
  const still = samples.filter((x) => x.t < samples[0]!.t + 400);
  const mean = (k: 'ax' | 'ay' | 'az') => still.reduce((a, x) => a + x[k], 0) / still.length;
  return { x: mean('ax'), y: mean('ay'), z: mean('az') };
}
