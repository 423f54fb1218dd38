import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { serverNow } from '../../../engine/clock';
import { hostUi } from '../../../host/logic/hostUi';
import type { Gm134Status } from '../rules/types';

/**
 * The kitchen on the big screen, synthesised with Web Audio (original, nothing sampled): three
 * wood-block ticks before the timer starts, the gas catching at its start (a click and a breath of
 * noise), the pan sizzling while it runs (band-passed noise with a crackle, never a ticking clock:
 * the time is the players' to count), and a kitchen timer's double bell when it stops.
 */
class KitchenSound {
  private readonly ctx = new AudioContext();
  private readonly out = this.ctx.createGain();
  private sizzle: { src: AudioBufferSourceNode; gain: GainNode } | null = null;
  private noise: AudioBuffer | null = null;

  constructor() {
    this.out.connect(this.ctx.destination);
  }

  setVolume(v: number): void {
    this.out.gain.value = v;
  }

  /** Audio-clock time of server time `at`. */
  private when(at: number): number {
    // A board that goes before the browser woke its audio closes the context under this resume: not an error.
    if (this.ctx.state === 'suspended') this.ctx.resume().catch(() => {});
    return this.ctx.currentTime + Math.max(0, (at - serverNow()) / 1000);
  }

  private noiseBuffer(): AudioBuffer {
    if (this.noise) return this.noise;
    const b = this.ctx.createBuffer(1, this.ctx.sampleRate * 2, this.ctx.sampleRate);
    const d = b.getChannelData(0);
    // A fixed pseudo-random sequence: the same hiss every time, no Math.random in a render.
    let x = 12345;
    for (let i = 0; i < d.length; i++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      d[i] = (x / 0x7fffffff) * 2 - 1;
    }
    return (this.noise = b);
  }

  /** A wood-block tick at server time `at`. */
  tick(at: number): void {
    const t = this.when(at);
    const o = this.ctx.createOscillator();
    const g = this.ctx.createGain();
    o.type = 'triangle';
    o.frequency.setValueAtTime(1600, t);
    o.frequency.exponentialRampToValueAtTime(700, t + 0.05);
    g.gain.setValueAtTime(0.35, t);
    g.gain.exponentialRampToValueAtTime(0.001, t + 0.08);
    o.connect(g).connect(this.out);
    o.start(t);
    o.stop(t + 0.1);
  }

  /** The gas catching at server time `at`: a click, then a soft whoosh of noise. */
  ignite(at: number): void {
    const t = this.when(at);
    this.tick(at);
    const src = this.ctx.createBufferSource();
    src.buffer = this.noiseBuffer();
    const f = this.ctx.createBiquadFilter();
    f.type = 'lowpass';
    f.frequency.setValueAtTime(300, t);
    f.frequency.exponentialRampToValueAtTime(1800, t + 0.25);
    const g = this.ctx.createGain();
    g.gain.setValueAtTime(0.0001, t);
    g.gain.exponentialRampToValueAtTime(0.5, t + 0.08);
    g.gain.exponentialRampToValueAtTime(0.001, t + 0.7);
    src.connect(f).connect(g).connect(this.out);
    src.start(t);
    src.stop(t + 0.75);
  }

  /** The pan sizzling from server time `at` until `stopSizzle`. */
  startSizzle(at: number): void {
    if (this.sizzle) return;
    const t = this.when(at);
    const src = this.ctx.createBufferSource();
    src.buffer = this.noiseBuffer();
    src.loop = true;
    const f = this.ctx.createBiquadFilter();
    f.type = 'bandpass';
    f.frequency.value = 4200;
    f.Q.value = 0.8;
    const crackle = this.ctx.createGain();
    crackle.gain.value = 0.1;
    // A slow wobble of the level: oil spitting now and then.
    const lfo = this.ctx.createOscillator();
    const depth = this.ctx.createGain();
    lfo.frequency.value = 7.3;
    depth.gain.value = 0.05;
    lfo.connect(depth).connect(crackle.gain);
    const gain = this.ctx.createGain();
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(1, t + 0.6);
    src.connect(f).connect(crackle).connect(gain).connect(this.out);
    src.start(t);
    lfo.start(t);
    src.onended = () => lfo.stop();
    this.sizzle = { src, gain };
  }

  stopSizzle(): void {
    const s = this.sizzle;
    if (!s) return;
    this.sizzle = null;
    const t = this.ctx.currentTime;
    s.gain.gain.cancelScheduledValues(t);
    s.gain.gain.setValueAtTime(Math.max(0.0001, s.gain.gain.value), t);
    s.gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.3);
    s.src.stop(t + 0.35);
  }

  /** A kitchen timer's bell, twice. */
  ding(): void {
    const t0 = this.when(serverNow());
    for (const [k, t] of [0, 0.32].entries()) {
      for (const [f, a] of [
        [1760, 0.3],
        [3520, 0.08],
        [5280, 0.04],
      ] as const) {
        const o = this.ctx.createOscillator();
        const g = this.ctx.createGain();
        o.frequency.value = f * (k ? 1 : 1.002);
        g.gain.setValueAtTime(a, t0 + t);
        g.gain.exponentialRampToValueAtTime(0.0005, t0 + t + 1.1);
        o.connect(g).connect(this.out);
        o.start(t0 + t);
        o.stop(t0 + t + 1.2);
      }
    }
  }

  close(): void {
    void this.ctx.close();
  }
}

/**
 * Plays the kitchen for the board's status: the count-in ticks and the ignition on the server's
 * start time (so the room hears the start the phones time from), the sizzle while the timer runs,
 * the bell when it stops. Silent while paused or muted.
 */
export function useKitchenSound(status: Gm134Status | null, practice: boolean, startAt: number | null, paused: boolean): void {
  const settings = useSnapshot(hostUi.settings);
  const sound = useRef<KitchenSound | null>(null);
  const get = () => {
    if (!sound.current) {
      try {
        sound.current = new KitchenSound();
      } catch {
        return null; // no Web Audio here: the kitchen cooks silently
      }
    }
    return sound.current;
  };
  useEffect(() => () => sound.current?.close(), []);
  const volume = settings.muted ? 0 : settings.volume;
  const silent = volume <= 0;
  const level = useRef(volume);
  useEffect(() => {
    level.current = volume;
    sound.current?.setVolume(volume);
  }, [volume]);
  useEffect(() => {
    if (status === null || practice || paused || silent) return sound.current?.stopSizzle();
    const s = get();
    if (!s) return;
    s.setVolume(level.current);
    if (status === 'movie' && startAt !== null) {
      for (const k of [3, 2, 1]) if (startAt - k * 1000 > serverNow()) s.tick(startAt - k * 1000);
      s.ignite(startAt);
      s.startSizzle(startAt);
    } else if (status === 'timerStarted' && startAt !== null) {
      s.startSizzle(startAt);
    } else if (status === 'timerStopped') {
      s.stopSizzle();
      s.ding();
    } else {
      s.stopSizzle();
    }
  }, [status, practice, startAt, paused, silent]);
}
