/**
 * The shuriken's whoosh, played by the thrower's phone the moment a star leaves its screen, so the
 * swordsman hears from which side it comes. Synthesised here with Web Audio (original, nothing
 * sampled): seeded white noise through a band-pass that sweeps up and back down (the star passing),
 * a gain swell, and a faint metallic "shing" of two inharmonic partials on top.
 */
let ctx: AudioContext | null = null;
let noise: AudioBuffer | null = null;

function context(): AudioContext | null {
  if (ctx) return ctx;
  const Ctor =
    typeof window === 'undefined' ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    ctx = new Ctor();
  } catch {
    return null;
  }
  return ctx;
}

/** Half a second of white noise from a fixed seed (a small LCG): the same whoosh on every phone. */
function noiseBuffer(c: AudioContext): AudioBuffer {
  if (noise && noise.sampleRate === c.sampleRate) return noise;
  const b = c.createBuffer(1, Math.round(c.sampleRate * 0.6), c.sampleRate);
  const d = b.getChannelData(0);
  let x = 0x2f6b1d;
  for (let i = 0; i < d.length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    d[i] = (x / 0xffffffff) * 2 - 1;
  }
  noise = b;
  return b;
}

/**
 * Wakes the audio engine inside a gesture (a touch on the star): mobile browsers start it
 * suspended until one. Harmless when it is running already.
 */
export function warmUpWhoosh(): void {
  const c = context();
  if (c && c.state === 'suspended') void c.resume().catch(() => {});
}

/** Plays the whoosh now; `strength` (0.5–1.5) follows the flick's speed. False (silent) without Web Audio. */
export function playWhoosh(strength = 1): boolean {
  const c = context();
  if (!c) return false;
  if (c.state === 'suspended') void c.resume().catch(() => {});
  const k = Math.min(1.5, Math.max(0.5, strength));
  const t = c.currentTime + 0.005;
  const len = 0.5;
  const src = c.createBufferSource();
  src.buffer = noiseBuffer(c);
  const band = c.createBiquadFilter();
  band.type = 'bandpass';
  band.Q.setValueAtTime(1.4, t);
  band.frequency.setValueAtTime(420, t);
  band.frequency.exponentialRampToValueAtTime(2600 * k, t + 0.16);
  band.frequency.exponentialRampToValueAtTime(650, t + len);
  const swell = c.createGain();
  swell.gain.setValueAtTime(0.0001, t);
  swell.gain.exponentialRampToValueAtTime(0.9 * k, t + 0.12);
  swell.gain.exponentialRampToValueAtTime(0.0001, t + len);
  src.connect(band).connect(swell).connect(c.destination);
  src.start(t);
  src.stop(t + len + 0.02);
  // The blade's ring: two partials at a ratio no instrument has, falling a little.
  for (const [f, g] of [
    [3150, 0.05],
    [4790, 0.03],
  ] as const) {
    const osc = c.createOscillator();
    const env = c.createGain();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(f, t + 0.03);
    osc.frequency.exponentialRampToValueAtTime(f * 0.93, t + 0.3);
    env.gain.setValueAtTime(0.0001, t + 0.03);
    env.gain.exponentialRampToValueAtTime(g * k, t + 0.05);
    env.gain.exponentialRampToValueAtTime(0.0001, t + 0.32);
    osc.connect(env).connect(c.destination);
    osc.start(t + 0.03);
    osc.stop(t + 0.34);
  }
  return true;
}
