import { hostUi } from '../../../host/logic/hostUi';

/**
 * The Web Audio pieces every game's big-screen sounds are drawn with (original sounds, nothing
 * sampled), so each game's sound file holds only its own notes.
 */

let ctx: AudioContext | null = null;

/**
 * The big screen's one audio context, made on first use and woken if the browser suspended it;
 * null while the host has muted the sound or turned it to 0, or where there is no Web Audio (the
 * game is then only seen).
 */
export function hostAudio(): AudioContext | null {
  if (hostUi.settings.muted || hostUi.settings.volume <= 0) return null;
  try {
    ctx ??= new AudioContext();
    if (ctx.state === 'suspended') void ctx.resume();
    return ctx;
  } catch {
    return null;
  }
}

/**
 * One enveloped oscillator into `out`: `f` Hz (gliding to `to`), rising to `peak` over `attack` s
 * from `at`, ringing off by `at + len`.
 */
export function tone(
  out: AudioNode,
  at: number,
  f: number,
  peak: number,
  len: number,
  type: OscillatorType = 'sine',
  to?: number,
  attack = 0.01,
): OscillatorNode {
  const a = out.context;
  const osc = a.createOscillator();
  const env = a.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(f, at);
  if (to) osc.frequency.exponentialRampToValueAtTime(to, at + len);
  env.gain.setValueAtTime(0.0001, at);
  env.gain.exponentialRampToValueAtTime(peak, at + attack);
  env.gain.exponentialRampToValueAtTime(0.0001, at + len);
  osc.connect(env).connect(out);
  osc.start(at);
  osc.stop(at + len + 0.02);
  return osc;
}

/** A `tone` straight to the speakers, its peak scaled by the host's volume. */
export function hostTone(a: AudioContext, at: number, f: number, gain: number, len: number, type: OscillatorType = 'sine', to?: number, attack = 0.01): void {
  tone(a.destination, at, f, gain * hostUi.settings.volume, len, type, to, attack);
}
