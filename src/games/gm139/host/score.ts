/**
 * The musical chairs tune: an original, bouncy eight-bar loop in C major written for this game
 * (melody, bass and a light drum kit), as data the big screen's synthesiser plays (music.ts).
 * Pure: no audio API here, so the schedule is testable anywhere.
 */

export const BPM = 136;
/** One eighth note (s). */
export const EIGHTH = 60 / BPM / 2;
const BAR = 8;

/** Melody, one MIDI note per eighth; 0 holds the note before, -1 is a rest. */
const MELODY = [
  [72, 76, 79, 76, 81, 79, 76, 74],
  [72, 0, 74, 76, 74, 0, 71, 67],
  [69, 72, 76, 72, 77, 76, 72, 69],
  [71, 0, 74, 0, 79, 0, 0, -1],
  [76, 77, 79, 81, 79, 77, 76, 74],
  [72, 74, 76, 77, 76, 74, 72, 71],
  [69, 71, 72, 74, 76, 79, 77, 74],
  [72, 0, 67, 0, 72, 0, 0, -1],
].flat();
/** Bass root of each bar (MIDI): C G F G C A F C. */
const ROOTS = [48, 43, 41, 43, 48, 45, 41, 48];

export const LOOP_EIGHTHS = MELODY.length;
export const LOOP_S = LOOP_EIGHTHS * EIGHTH;

export type Voice = 'lead' | 'bass' | 'kick' | 'snare' | 'hat';
/** A note to play: when (s from the loop's first start), which voice, pitch (MIDI) and length (s). */
export type ScoreEvent = { at: number; voice: Voice; midi: number; dur: number };

/** Every event of one pass of the loop, its times from the pass's start. */
function loopEvents(): ScoreEvent[] {
  const out: ScoreEvent[] = [];
  for (let i = 0; i < MELODY.length; i++) {
    const m = MELODY[i]!;
    if (m <= 0) continue;
    let len = 1;
    while (i + len < MELODY.length && MELODY[i + len] === 0) len++;
    out.push({ at: i * EIGHTH, voice: 'lead', midi: m, dur: len * EIGHTH * 0.92 });
  }
  for (let bar = 0; bar < ROOTS.length; bar++) {
    const root = ROOTS[bar]!;
    // Root, fifth, octave, fifth on the quarter notes.
    [0, 7, 12, 7].forEach((step, q) => out.push({ at: (bar * BAR + q * 2) * EIGHTH, voice: 'bass', midi: root + step, dur: EIGHTH * 1.6 }));
    for (let e = 0; e < BAR; e++) {
      const at = (bar * BAR + e) * EIGHTH;
      if (e === 0 || e === 4) out.push({ at, voice: 'kick', midi: 0, dur: 0.25 });
      if (e === 2 || e === 6) out.push({ at, voice: 'snare', midi: 0, dur: 0.18 });
      if (e % 2 === 1) out.push({ at, voice: 'hat', midi: 0, dur: 0.05 });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

const LOOP = loopEvents();

/** The events starting in [from, to) (s from the first start), the loop repeated as often as needed. */
export function eventsBetween(from: number, to: number): ScoreEvent[] {
  const out: ScoreEvent[] = [];
  if (!(to > from)) return out;
  for (let pass = Math.floor(from / LOOP_S); pass * LOOP_S < to; pass++) {
    const base = pass * LOOP_S;
    for (const e of LOOP) {
      const at = base + e.at;
      if (at >= from && at < to) out.push({ ...e, at });
    }
  }
  return out;
}

export function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}
