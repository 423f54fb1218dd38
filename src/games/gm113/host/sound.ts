import { hostUi } from '../../../host/logic/hostUi';
import { hostAudio } from '../../common/host/synth';

/** Starts the audio engine ahead of the first beat (starting it takes a moment the count-in should not wait for). */
export function warmUpSound(): void {
  hostAudio();
}

/** A short burst of filtered noise: the swoosh of a swing and the body of a clap. */
function noise(a: AudioContext, t: number, dur: number, from: number, to: number, gain: number): void {
  const buf = a.createBuffer(1, Math.ceil(a.sampleRate * dur), a.sampleRate);
  const data = buf.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  const src = a.createBufferSource();
  src.buffer = buf;
  const band = a.createBiquadFilter();
  band.type = 'bandpass';
  band.Q.value = 1.2;
  band.frequency.setValueAtTime(from, t);
  band.frequency.exponentialRampToValueAtTime(to, t + dur);
  const g = a.createGain();
  g.gain.setValueAtTime(0.0001, t);
  g.gain.exponentialRampToValueAtTime(gain, t + dur * 0.35);
  g.gain.exponentialRampToValueAtTime(0.0001, t + dur);
  src.connect(band).connect(g).connect(a.destination);
  src.start(t);
  src.stop(t + dur + 0.01);
}

function tone(a: AudioContext, t: number, type: OscillatorType, freq: number, dur: number, gain: number): void {
  const osc = a.createOscillator();
  const g = a.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, t);
  g.gain.setValueAtTime(gain, t);
  g.gain.exponentialRampToValueAtTime(0.001, t + dur);
  osc.connect(g).connect(a.destination);
  osc.start(t);
  osc.stop(t + dur + 0.01);
}

/**
 * The swing beat on the big screen, synthesised with Web Audio (original, nothing sampled): on each
 * beat a swoosh sweeping down through the band (the swing) over a woody knock (a triangle at
 * 880 Hz falling fast), every fourth beat brighter; a square blip for each second of the count-in,
 * higher on the last. Muted and scaled with the host's sound settings.
 */
export function playBeat(k: number): void {
  const a = hostAudio();
  if (!a) return;
  const t = a.currentTime + 0.005;
  const volume = hostUi.settings.volume;
  if (k < 0) {
    tone(a, t, 'square', k === -1 ? 1318 : 988, 0.12, 0.1 * volume);
    return;
  }
  const accent = k % 4 === 0;
  noise(a, Math.max(a.currentTime, t - 0.06), 0.16, 3200, 700, 0.35 * volume);
  const osc = a.createOscillator();
  const g = a.createGain();
  osc.type = 'triangle';
  osc.frequency.setValueAtTime(accent ? 1046 : 880, t);
  osc.frequency.exponentialRampToValueAtTime(accent ? 520 : 440, t + 0.08);
  g.gain.setValueAtTime((accent ? 0.55 : 0.4) * volume, t);
  g.gain.exponentialRampToValueAtTime(0.001, t + 0.12);
  osc.connect(g).connect(a.destination);
  osc.start(t);
  osc.stop(t + 0.13);
}

/** A visitor lands: a rising three-note chime (a major arpeggio on sines with a soft bell partial). */
export function playLanding(): void {
  const a = hostAudio();
  if (!a) return;
  const volume = hostUi.settings.volume;
  const t = a.currentTime + 0.01;
  [784, 988, 1175].forEach((f, i) => {
    tone(a, t + i * 0.09, 'sine', f, 0.5, 0.22 * volume);
    tone(a, t + i * 0.09, 'sine', f * 2.76, 0.18, 0.05 * volume);
  });
}

/** The end of the swinging: a little fanfare, two rising chords. */
export function playFinish(): void {
  const a = hostAudio();
  if (!a) return;
  const volume = hostUi.settings.volume;
  const t = a.currentTime + 0.01;
  for (const [i, chord] of [
    [523, 659, 784],
    [659, 831, 988, 1318],
  ].entries()) {
    for (const f of chord) tone(a, t + i * 0.22, 'triangle', f, i ? 0.9 : 0.25, 0.12 * volume);
  }
}
