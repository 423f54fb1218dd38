import { hostUi } from '../../../host/logic/hostUi';
import { hostAudio, tone as synthTone } from '../../common/host/synth';
import { SOUND_TABLE, type SoundItem } from '../shared/items';

/**
 * Bingo's sounds on the big screen, synthesised with Web Audio (original, nothing sampled): the ten
 * soundboard items the phones press, and the caller's own (the roulette's ticks, the number's
 * bell, a reach chime, the bingo fanfare).
 *
 * Everything goes through one mixer: each voice has its own gain into a bus (the host's volume),
 * the bus through a limiter (a hard compressor) to the speakers, so a room of 100 pressing at once
 * never clips. Voices are capped: per item by the sound table's concurrency (1, 2 or 5, sliding: a
 * new voice over the limit fades the oldest out) and `MAX_VOICES` in all (sliding too); and one
 * player's presses closer than `PLAYER_GAP_S` are dropped here as well as on the server.
 */

export const MAX_VOICES = 8;
const PLAYER_GAP_S = 0.12;

type Voice = { item: SoundItem | 'game'; end: number; gain: GainNode; sources: AudioScheduledSourceNode[] };

let bus: GainNode | null = null;
let noiseBuf: AudioBuffer | null = null;
let voices: Voice[] = [];
const lastByPlayer = new Map<string, number>();

function audio(): AudioContext | null {
  const a = hostAudio();
  if (!a) return null;
  if (!bus) {
    const limiter = a.createDynamicsCompressor();
    limiter.threshold.value = -8;
    limiter.knee.value = 0;
    limiter.ratio.value = 20;
    limiter.attack.value = 0.002;
    limiter.release.value = 0.12;
    bus = a.createGain();
    bus.connect(limiter).connect(a.destination);
  }
  bus.gain.value = hostUi.settings.volume;
  return a;
}

/** Starts the audio engine when the board appears, so the first sound does not wait for it. */
export function warmUpSound(): void {
  audio();
}

/** Voices now sounding. */
export function activeVoices(): number {
  const now = bus?.context.currentTime ?? 0;
  voices = voices.filter((v) => v.end > now);
  return voices.length;
}

function fadeOut(a: AudioContext, v: Voice): void {
  const t = a.currentTime;
  v.gain.gain.cancelScheduledValues(t);
  v.gain.gain.setValueAtTime(v.gain.gain.value, t);
  v.gain.gain.linearRampToValueAtTime(0, t + 0.03);
  for (const s of v.sources) {
    try {
      s.stop(t + 0.04);
    } catch {
      /* already stopped */
    }
  }
  v.end = t;
}

/** A new voice: makes room (sliding limits), then its gain into the bus. */
function voice(a: AudioContext, item: SoundItem | 'game', level: number): Voice {
  activeVoices();
  if (item !== 'game') {
    const same = voices.filter((v) => v.item === item);
    if (same.length >= SOUND_TABLE[item].concurrency) fadeOut(a, same[0]!);
  }
  voices = voices.filter((v) => v.end > a.currentTime);
  if (voices.length >= MAX_VOICES) fadeOut(a, voices.find((v) => v.item !== 'game') ?? voices[0]!);
  voices = voices.filter((v) => v.end > a.currentTime);
  const gain = a.createGain();
  gain.gain.value = level;
  gain.connect(bus!);
  // Its sources set its end as they are scheduled (a synth fills it at once).
  const v: Voice = { item, end: a.currentTime, gain, sources: [] };
  voices.push(v);
  return v;
}

function noise(a: AudioContext): AudioBuffer {
  if (noiseBuf && noiseBuf.sampleRate === a.sampleRate) return noiseBuf;
  noiseBuf = a.createBuffer(1, a.sampleRate, a.sampleRate);
  const d = noiseBuf.getChannelData(0);
  for (let i = 0; i < d.length; i++) d[i] = Math.random() * 2 - 1;
  return noiseBuf;
}

/** A shared `tone` into `v`, which keeps it to stop it and knows when it ends. */
function tone(v: Voice, at: number, f: number, g: number, len: number, type: OscillatorType = 'sine', to?: number, att = 0.01): OscillatorNode {
  const osc = synthTone(v.gain, at, f, g, len, type, to, att);
  v.sources.push(osc);
  v.end = Math.max(v.end, at + len + 0.02);
  return osc;
}

/** Filtered noise into `v`: a burst of `len` s through a `kind` filter at `f` Hz (gliding to `to`). */
function hiss(a: AudioContext, v: Voice, at: number, len: number, g: number, kind: BiquadFilterType, f: number, to?: number, q = 1): void {
  const src = a.createBufferSource();
  src.buffer = noise(a);
  const filter = a.createBiquadFilter();
  filter.type = kind;
  filter.Q.value = q;
  filter.frequency.setValueAtTime(f, at);
  if (to) filter.frequency.exponentialRampToValueAtTime(to, at + len);
  const env = a.createGain();
  env.gain.setValueAtTime(0.0001, at);
  env.gain.exponentialRampToValueAtTime(g, at + 0.005);
  env.gain.exponentialRampToValueAtTime(0.0001, at + len);
  src.connect(filter).connect(env).connect(v.gain);
  src.start(at, Math.random() * 0.5);
  src.stop(at + len + 0.02);
  v.sources.push(src);
  v.end = Math.max(v.end, at + len + 0.02);
}

/** A vibrato: an LFO of `rate` Hz moving `osc`'s pitch by `depth` Hz. */
function wobble(a: AudioContext, v: Voice, osc: OscillatorNode, at: number, len: number, rate: number, depth: number): void {
  const lfo = a.createOscillator();
  const amount = a.createGain();
  lfo.frequency.value = rate;
  amount.gain.value = depth;
  lfo.connect(amount).connect(osc.frequency);
  lfo.start(at);
  lfo.stop(at + len);
  v.sources.push(lfo);
}

/** Each soundboard item, drawn from oscillators and noise. */
const ITEMS: Record<SoundItem, (a: AudioContext, v: Voice, t: number) => void> = {
  // A boing: a sine sliding up with a fast wobble that settles.
  spring(a, v, t) {
    const o = tone(v, t, 180, 0.5, 0.7, 'sine', 720, 0.005);
    wobble(a, v, o, t, 0.7, 16, 90);
  },
  // Two honks of a rubber bulb: detuned squares through a closing low-pass.
  bulbHorn(a, v, t) {
    for (const at of [t, t + 0.28]) {
      tone(v, at, 392, 0.18, 0.22, 'square', 370);
      tone(v, at, 466, 0.14, 0.22, 'square', 440);
    }
  },
  // A crowd: band-passed noise swelling, with a few rising "hey" chirps on it.
  cheer(a, v, t) {
    hiss(a, v, t, 1.3, 0.35, 'bandpass', 1100, 1600, 0.7);
    hiss(a, v, t + 0.1, 1.1, 0.2, 'bandpass', 2400, 2000, 1.2);
    for (let k = 0; k < 5; k++) tone(v, t + 0.1 + k * 0.17, 420 + k * 40, 0.05, 0.25, 'sawtooth', 620 + k * 50);
  },
  // A short fanfare: G4 C5 E5 G5 on a bright saw.
  trumpet(a, v, t) {
    [392, 523.3, 659.3, 784].forEach((f, k) => tone(v, t + k * 0.12, f, 0.16, k === 3 ? 0.5 : 0.14, 'sawtooth', undefined, 0.02));
  },
  // A scratch: noise through a narrow band swept forward and back, twice.
  turntable(a, v, t) {
    hiss(a, v, t, 0.16, 0.5, 'bandpass', 500, 2400, 4);
    hiss(a, v, t + 0.17, 0.14, 0.5, 'bandpass', 2400, 600, 4);
    hiss(a, v, t + 0.34, 0.2, 0.45, 'bandpass', 700, 3000, 4);
  },
  // Jingles: high-passed noise shakes with a metallic ring each.
  tambourine(a, v, t) {
    [0, 0.12, 0.24, 0.3].forEach((d, k) => {
      hiss(a, v, t + d, 0.12, k === 3 ? 0.35 : 0.25, 'highpass', 6500);
      tone(v, t + d, 5200, 0.03, 0.1, 'square');
    });
  },
  // A ribbit: a low square pulsing, twice.
  frog(a, v, t) {
    for (const at of [t, t + 0.3]) {
      const o = tone(v, at, 150, 0.25, 0.2, 'square', 120);
      wobble(a, v, o, at, 0.2, 30, 40);
    }
  },
  // A meow: a saw rising and falling through a vowel-like band.
  cat(a, v, t) {
    const o = a.createOscillator();
    const f = a.createBiquadFilter();
    const env = a.createGain();
    o.type = 'sawtooth';
    o.frequency.setValueAtTime(520, t);
    o.frequency.linearRampToValueAtTime(780, t + 0.25);
    o.frequency.linearRampToValueAtTime(480, t + 0.7);
    f.type = 'bandpass';
    f.Q.value = 3;
    f.frequency.setValueAtTime(900, t);
    f.frequency.linearRampToValueAtTime(1800, t + 0.3);
    f.frequency.linearRampToValueAtTime(700, t + 0.7);
    env.gain.setValueAtTime(0.0001, t);
    env.gain.exponentialRampToValueAtTime(0.5, t + 0.06);
    env.gain.exponentialRampToValueAtTime(0.0001, t + 0.72);
    o.connect(f).connect(env).connect(v.gain);
    o.start(t);
    o.stop(t + 0.75);
    v.sources.push(o);
    v.end = t + 0.75;
  },
  // A woof, twice: a falling saw under a thump of low noise.
  dog(a, v, t) {
    for (const at of [t, t + 0.32]) {
      tone(v, at, 320, 0.3, 0.18, 'sawtooth', 140, 0.008);
      hiss(a, v, at, 0.12, 0.35, 'lowpass', 900);
    }
  },
  // A cluck: three quick chirps and a long "bawk".
  chicken(a, v, t) {
    [0, 0.11, 0.22].forEach((d) => tone(v, t + d, 900, 0.12, 0.08, 'square', 700));
    tone(v, t + 0.36, 700, 0.16, 0.35, 'square', 1100);
  },
};

/** A soundboard press from `player`: played through the mixer, unless that player pressed just now. */
export function playItem(item: SoundItem, player: string): boolean {
  const a = audio();
  if (!a) return false;
  const last = lastByPlayer.get(player);
  if (last !== undefined && a.currentTime - last < PLAYER_GAP_S) return false;
  lastByPlayer.set(player, a.currentTime);
  const v = voice(a, item, 0.55 * SOUND_TABLE[item].volume);
  ITEMS[item](a, v, a.currentTime + 0.005);
  return true;
}

/** The caller's own sounds. */
export const gameSfx = {
  /** A tick of the spinning roulette. */
  tick(k: number): void {
    const a = audio();
    if (!a) return;
    tone(voice(a, 'game', 0.5), a.currentTime + 0.005, k % 2 ? 1400 : 1200, 0.12, 0.04, 'triangle');
  },
  /** The number is called: a bell. */
  stop(): void {
    const a = audio();
    if (!a) return;
    const v = voice(a, 'game', 0.6);
    const t = a.currentTime + 0.005;
    tone(v, t, 880, 0.3, 1.1);
    tone(v, t, 1760, 0.1, 0.7);
    tone(v, t, 2640, 0.05, 0.4);
  },
  /** A card went to reach: two rising notes. */
  reach(): void {
    const a = audio();
    if (!a) return;
    const v = voice(a, 'game', 0.5);
    const t = a.currentTime + 0.005;
    tone(v, t, 659.3, 0.2, 0.18, 'triangle');
    tone(v, t + 0.12, 987.8, 0.2, 0.3, 'triangle');
  },
  /** Bingo: a fanfare in C, with a drum roll under it. */
  fanfare(): void {
    const a = audio();
    if (!a) return;
    const v = voice(a, 'game', 0.6);
    const t = a.currentTime + 0.005;
    for (let k = 0; k < 10; k++) hiss(a, v, t + k * 0.05, 0.05, 0.2, 'lowpass', 400);
    [523.3, 523.3, 523.3, 659.3, 784, 1046.5].forEach((f, k) => tone(v, t + 0.5 + k * 0.13, f, 0.18, k === 5 ? 0.9 : 0.12, 'sawtooth', undefined, 0.015));
    tone(v, t + 1.15, 1318.5, 0.08, 0.9, 'square');
  },
};
