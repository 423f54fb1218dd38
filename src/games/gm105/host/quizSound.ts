import { useEffect, useRef } from 'react';
import { serverNow, serverToLocalTime } from '../../../engine/clock';
import { hostAudio, hostTone } from '../../common/host/synth';
import type { Gm105Status } from '../rules/types';

type Note = { f: number; at: number; len: number; type: OscillatorType; gain: number; to?: number };

/**
 * The quiz show's cues, synthesised with Web Audio (original, nothing sampled): a two-tone chime as
 * a question shows, a wood-block tick for each of the last seconds, a rising arpeggio on the reveal,
 * a buzz when time runs out with nobody right, and a short fanfare at the total result.
 */
const CUES = {
  question: [
    { f: 988, at: 0, len: 0.22, type: 'sine', gain: 0.35 },
    { f: 1319, at: 0.16, len: 0.4, type: 'sine', gain: 0.3 },
  ],
  tick: [{ f: 1800, at: 0, len: 0.04, type: 'triangle', gain: 0.25 }],
  reveal: [
    { f: 523, at: 0, len: 0.12, type: 'triangle', gain: 0.3 },
    { f: 659, at: 0.09, len: 0.12, type: 'triangle', gain: 0.3 },
    { f: 784, at: 0.18, len: 0.12, type: 'triangle', gain: 0.3 },
    { f: 1047, at: 0.27, len: 0.35, type: 'triangle', gain: 0.32 },
  ],
  buzz: [{ f: 160, to: 110, at: 0, len: 0.45, type: 'sawtooth', gain: 0.12 }],
  fanfare: [
    { f: 523, at: 0, len: 0.16, type: 'square', gain: 0.1 },
    { f: 523, at: 0.18, len: 0.1, type: 'square', gain: 0.1 },
    { f: 659, at: 0.3, len: 0.16, type: 'square', gain: 0.1 },
    { f: 784, at: 0.48, len: 0.5, type: 'square', gain: 0.12 },
    { f: 392, at: 0.48, len: 0.5, type: 'triangle', gain: 0.2 },
  ],
} satisfies Record<string, Note[]>;
export type Cue = keyof typeof CUES;

/** Plays a cue now, or at `at` on the AudioContext's clock (seconds). */
export function playCue(cue: Cue, at?: number): void {
  const a = hostAudio();
  if (!a) return;
  const t0 = Math.max(a.currentTime + 0.005, at ?? 0);
  // A 12 ms attack: the quiz's chimes open a touch softer than the shared tone's.
  for (const n of CUES[cue] as Note[]) hostTone(a, t0 + n.at, n.f, n.gain, n.len, n.type, n.to, 0.012);
}

/**
 * The board's sound: a cue as each moment begins, and the last three seconds of the answer window
 * ticked on the screen's synced clock (timers from the window's close, not from when the view came).
 */
export function useQuizSound(status: Gm105Status | null, closeAt: number | null, anyRight: boolean, paused: boolean): void {
  const last = useRef<Gm105Status | null>(null);
  useEffect(() => {
    if (paused || status === last.current) return;
    last.current = status;
    if (status === 'questionChanged') playCue('question');
    if (status === 'answerClosed') playCue(anyRight ? 'reveal' : 'buzz');
    if (status === 'totalResult') playCue('fanfare');
  }, [status, paused, anyRight]);
  useEffect(() => {
    if (paused || status !== 'pendingAnswer' || closeAt === null) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    for (const k of [3, 2, 1]) {
      const wait = serverToLocalTime(closeAt - k * 1000) - serverToLocalTime(serverNow());
      if (wait > 0) timers.push(setTimeout(() => playCue('tick'), wait));
    }
    return () => timers.forEach(clearTimeout);
  }, [status, closeAt, paused]);
}
