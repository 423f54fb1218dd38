import { hostUi } from '../../../host/logic/hostUi';
import { hostAudio } from '../../common/host/synth';

/** Starts the audio engine when the board appears, so the first clang does not wait for it. */
export function warmUpSfx(): void {
  hostAudio();
}

/**
 * The big screen's two sounds of a star landing, synthesised with Web Audio (original, nothing
 * sampled), scaled by the host's volume: a block is a clang (inharmonic partials of a struck blade,
 * ringing off), a hit a dull thump (a falling sine and a short burst of low-passed noise).
 */
export function playLanding(kind: 'blocked' | 'hit'): void {
  const a = hostAudio();
  if (!a) return;
  const t = a.currentTime + 0.005;
  const volume = hostUi.settings.volume;
  if (kind === 'blocked') {
    for (const [f, g, len] of [
      [1180, 0.22, 0.7],
      [2710, 0.14, 0.45],
      [4130, 0.08, 0.3],
      [5890, 0.05, 0.2],
    ] as const) {
      const osc = a.createOscillator();
      const env = a.createGain();
      osc.type = 'triangle';
      osc.frequency.setValueAtTime(f, t);
      env.gain.setValueAtTime(g * volume, t);
      env.gain.exponentialRampToValueAtTime(0.0001, t + len);
      osc.connect(env).connect(a.destination);
      osc.start(t);
      osc.stop(t + len + 0.02);
    }
    return;
  }
  const osc = a.createOscillator();
  const env = a.createGain();
  osc.type = 'sine';
  osc.frequency.setValueAtTime(190, t);
  osc.frequency.exponentialRampToValueAtTime(55, t + 0.2);
  env.gain.setValueAtTime(0.8 * volume, t);
  env.gain.exponentialRampToValueAtTime(0.0001, t + 0.28);
  osc.connect(env).connect(a.destination);
  osc.start(t);
  osc.stop(t + 0.3);
  const buf = a.createBuffer(1, Math.round(a.sampleRate * 0.12), a.sampleRate);
  const d = buf.getChannelData(0);
  let x = 0x51ed27;
  for (let i = 0; i < d.length; i++) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    d[i] = ((x / 0xffffffff) * 2 - 1) * (1 - i / d.length);
  }
  const src = a.createBufferSource();
  src.buffer = buf;
  const low = a.createBiquadFilter();
  low.type = 'lowpass';
  low.frequency.setValueAtTime(900, t);
  const g = a.createGain();
  g.gain.setValueAtTime(0.5 * volume, t);
  src.connect(low).connect(g).connect(a.destination);
  src.start(t);
}
