import type { MotionSample } from '../../../../workers/motion/detectors/types';
import type { Gm113Params } from '../parameters';
import type { Pattern } from '../rules/types';
import { swings } from './swings';

/**
 * What one phone does in a scripted game (the end-to-end test's): its phone and grip (`phone`, the
 * generator's seed of them; `pads`, the grip pad or pads its thumbs rest on), practice swings or none (it
 * skips practice), and in every call a swing on each of its first `beats` beats, or `offBeat`: half
 * a beat after each of them, between the beats.
 */
export type PhoneScript = {
  name: string;
  phone: number;
  pads: 'left' | 'right' | 'both';
  practice: boolean;
  beats: number;
  offBeat: boolean;
};

/**
 * The end-to-end game's four phones: three swing on the first three beats of every call, Dan swings
 * as often but always half a beat late. Every way of splitting them into two teams of two puts Dan
 * with someone on the beat: that team's beam fills with one hit a beat against the other's four
 * (2² for a beat both hit), so the team without Dan wins. Few swings, and none near a call's end,
 * so the screenshots (which stall a browser) fall between them.
 */
export const SCRIPTS: readonly PhoneScript[] = [
  { name: 'Aoi', phone: 11, pads: 'left', practice: true, beats: 3, offBeat: false },
  { name: 'Ben', phone: 12, pads: 'both', practice: true, beats: 3, offBeat: false },
  { name: 'Chika', phone: 13, pads: 'right', practice: true, beats: 3, offBeat: false },
  { name: 'Dan', phone: 14, pads: 'left', practice: false, beats: 3, offBeat: true },
];

/** A call's beats, from its parameters: `start` is the moment the call begins (ms on any clock). */
export function callBeats(p: Pick<Gm113Params, 'firstInterval' | 'interval' | 'callMs'>, pattern: Pattern, start: number) {
  const interval = Math.max(200, p.interval[pattern]);
  const beats = Math.floor(Math.max(0, p.callMs) / interval) + 1;
  const firstBeat = start + Math.max(0, p.firstInterval);
  return { firstBeat, interval, beats, lastBeat: firstBeat + (beats - 1) * interval, end: firstBeat + (beats - 1) * interval + interval / 2 };
}

/** The moments a script swings at in a call starting at `start` (same clock). */
export function scriptSwings(s: PhoneScript, p: Pick<Gm113Params, 'firstInterval' | 'interval' | 'callMs'>, pattern: Pattern, start: number): number[] {
  const c = callBeats(p, pattern, start);
  return Array.from({ length: Math.min(s.beats, c.beats) }, (_, k) => c.firstBeat + k * c.interval + (s.offBeat ? c.interval / 2 : 0));
}

/** Beats a script hits in each call: its swings on the beat (an off-beat phone none). */
export function expectedHits(
  s: PhoneScript,
  calls: number,
  p: Pick<Gm113Params, 'firstInterval' | 'interval' | 'callMs'>,
  patterns: readonly Pattern[],
): number {
  if (s.offBeat) return 0;
  return patterns.slice(0, calls).reduce((a, pattern) => a + Math.min(s.beats, callBeats(p, pattern, 0).beats), 0);
}

/**
 * Visitors a team lands with its members' scripts: each beat hit by h of them fills h² units of a
 * beam holding beamSwings × members, carried from call to call (the rules' own arithmetic, redone
 * from the scripts so the test checks the rules rather than repeats them).
 */
export function expectedVisitors(
  members: readonly PhoneScript[],
  p: Pick<Gm113Params, 'firstInterval' | 'interval' | 'callMs' | 'beamSwings'>,
  patterns: readonly Pattern[],
): number {
  let units = 0;
  for (const pattern of patterns) {
    const c = callBeats(p, pattern, 0);
    for (let k = 0; k < c.beats; k++) {
      const h = members.filter((m) => !m.offBeat && k < m.beats).length;
      units += h * h;
    }
  }
  return Math.floor(units / (p.beamSwings * members.length));
}

/** Practice: three side-to-side swings 1.2 s apart, from 1.8 s. Times from the trace's start. */
export function practiceTrace(s: PhoneScript) {
  return swings(s.phone * 100 + 1, { phone: s.phone, swings: [1800, 3000, 4200].map((t) => ({ t, pattern: 'side' as const })), durationMs: 5800 });
}

/** One call's swings, t = 0 at the call's start. */
export function callTrace(s: PhoneScript, p: Pick<Gm113Params, 'firstInterval' | 'interval' | 'callMs'>, pattern: Pattern, index: number) {
  const c = callBeats(p, pattern, 0);
  const times = scriptSwings(s, p, pattern, 0);
  return swings(s.phone * 100 + 10 + index, { phone: s.phone, swings: times.map((t) => ({ t, pattern })), durationMs: c.end + 1500 });
}

/**
 * The phone held still, as one reading: the mean of the trace's first 400 ms. A virtual sensor
 * holds its last reading, and a single noisy reading held for seconds is no hand at rest.
 */
export function standing(samples: readonly MotionSample[]): { x: number; y: number; z: number } {
  const still = samples.filter((x) => x.t < samples[0]!.t + 400);
  const mean = (k: 'ax' | 'ay' | 'az') => still.reduce((a, x) => a + x[k], 0) / still.length;
  return { x: mean('ax'), y: mean('ay'), z: mean('az') };
}
