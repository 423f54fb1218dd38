import { hostUi } from '../../../host/logic/hostUi';
import { hostAudio, hostTone } from '../../common/host/synth';

let lastRaise = 0;

/** Starts the audio engine when the board appears, so the first raise does not wait for it. */
export function warmUpSfx(): void {
  hostAudio();
}

/** The auction's notes strike a touch sooner than the shared tone (an 8 ms attack): clinks and knocks. */
function note(a: AudioContext, at: number, f: number, gain: number, len: number, type: OscillatorType = 'sine', to?: number): void {
  hostTone(a, at, f, gain, len, type, to, 0.008);
}

/** A short burst of low-passed noise: the wood of a knock. */
function thud(a: AudioContext, at: number, gain: number): void {
  const buf = a.createBuffer(1, Math.round(a.sampleRate * 0.09), a.sampleRate);
  const data = buf.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length) ** 3;
  const src = a.createBufferSource();
  const lp = a.createBiquadFilter();
  const env = a.createGain();
  src.buffer = buf;
  lp.type = 'lowpass';
  lp.frequency.value = 900;
  env.gain.value = gain * hostUi.settings.volume;
  src.connect(lp).connect(env).connect(a.destination);
  src.start(at);
}

/**
 * The auction's sounds on the big screen, synthesised with Web Audio (original, nothing sampled),
 * scaled by the host's volume: a raise is a coin's clink (two inharmonic partials, a higher one for a
 * bigger raise; a burst of raises is thinned to one per 70 ms); the hammer a wooden knock (a falling
 * sine on a thud), twice for no sale; the last call a bell; a late bid a quick rising sweep; each
 * appraisal a rising chime (brighter the more it is worth), a fake a sour buzz.
 */
export const sfx = {
  raise(add: number): void {
    const a = hostAudio();
    if (!a || a.currentTime - lastRaise < 0.07) return;
    lastRaise = a.currentTime;
    const t = a.currentTime + 0.005;
    const f = add >= 100 ? 2350 : add >= 50 ? 2000 : 1700;
    note(a, t, f, 0.16, 0.18, 'triangle');
    note(a, t, f * 1.47, 0.08, 0.12, 'sine');
  },
  hammer(sold: boolean): void {
    const a = hostAudio();
    if (!a) return;
    const t = a.currentTime + 0.005;
    for (const at of sold ? [t] : [t, t + 0.18]) {
      note(a, at, 210, sold ? 0.9 : 0.45, 0.22, 'sine', 70);
      thud(a, at, sold ? 0.8 : 0.4);
    }
  },
  lastCall(): void {
    const a = hostAudio();
    if (!a) return;
    const t = a.currentTime + 0.005;
    note(a, t, 988, 0.22, 1.2);
    note(a, t, 1976, 0.08, 0.8);
    note(a, t, 2963, 0.04, 0.5);
  },
  extended(): void {
    const a = hostAudio();
    if (!a) return;
    note(a, a.currentTime + 0.005, 520, 0.12, 0.22, 'square', 1040);
  },
  reveal(value: number, fake: boolean): void {
    const a = hostAudio();
    if (!a) return;
    const t = a.currentTime + 0.005;
    if (fake) {
      note(a, t, 180, 0.25, 0.6, 'sawtooth', 90);
      return;
    }
    // C major rising; a treasure climbs higher.
    const notes = [523.3, 659.3, 784, 1046.5, 1318.5].slice(0, value >= 400 ? 5 : value >= 200 ? 4 : 3);
    notes.forEach((f, i) => note(a, t + i * 0.08, f, 0.16, 0.5));
  },
};
