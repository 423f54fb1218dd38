import { eventsBetween, midiToHz, type ScoreEvent } from './score';

/** How far ahead notes are handed to the audio clock (s), and how often the scheduler looks (ms). */
const AHEAD_S = 0.25;
const TICK_MS = 60;

/**
 * The big screen's musical-chairs music, synthesised with Web Audio from score.ts (nothing sampled):
 * a square-ish lead, a triangle bass, a sine-sweep kick, noise snare and hat. It starts part-way into
 * the tune when asked to (a big screen that reloads mid-round joins the music where it is) and stops
 * on the audio clock at the moment given, with a needle-scratch drop.
 */
export class ChairMusic {
  private readonly ctx: AudioContext;
  private readonly master: GainNode;
  private readonly noise: AudioBuffer;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Audio time of the tune's position 0, and how far notes are scheduled. */
  private origin = 0;
  private scheduled = 0;
  private stopAt = Infinity;
  private bus: GainNode | null = null;
  private stingWanted = true;
  private hits = 0;

  constructor() {
    this.ctx = new AudioContext();
    this.master = this.ctx.createGain();
    this.master.connect(this.ctx.destination);
    this.noise = this.ctx.createBuffer(1, this.ctx.sampleRate, this.ctx.sampleRate);
    const d = this.noise.getChannelData(0);
    // A fixed pseudo-random noise (the same every time): hats and snares.
    let x = 12345;
    for (let i = 0; i < d.length; i++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      d[i] = (x / 0x3fffffff - 1) * 0.9;
    }
  }

  get playing(): boolean {
    return this.timer !== null;
  }

  setVolume(v: number): void {
    this.master.gain.setTargetAtTime(Math.max(0, Math.min(1, v)) * 0.6, this.ctx.currentTime, 0.05);
  }

  /** Plays from `offsetS` into the tune, now, until `stopInS` from now (Infinity: until told). */
  start(offsetS: number, stopInS = Infinity): void {
    this.halt();
    void this.ctx.resume().catch(() => {});
    const now = this.ctx.currentTime;
    this.bus = this.ctx.createGain();
    this.bus.connect(this.master);
    this.origin = now + 0.05 - Math.max(0, offsetS);
    this.scheduled = now + 0.05;
    this.stopAt = now + stopInS;
    this.stingWanted = true;
    this.pump();
    this.timer = setInterval(() => this.pump(), TICK_MS);
  }

  /** Stops at `inS` from now on the audio clock, with the scratch when `sting`. */
  stopIn(inS: number, sting = true): void {
    if (!this.timer) return;
    this.stopAt = this.ctx.currentTime + Math.max(0, inS);
    if (inS <= AHEAD_S) this.finish(sting);
    else this.stingWanted = sting;
  }

  /** Stops at once, quietly. */
  halt(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.bus) {
      const b = this.bus;
      b.gain.setTargetAtTime(0, this.ctx.currentTime, 0.02);
      setTimeout(() => b.disconnect(), 300);
      this.bus = null;
    }
  }

  close(): void {
    this.halt();
    void this.ctx.close().catch(() => {});
  }

  private pump(): void {
    const now = this.ctx.currentTime;
    if (now + AHEAD_S >= this.stopAt) return this.finish(this.stingWanted);
    const to = now + AHEAD_S;
    for (const e of eventsBetween(this.scheduled - this.origin, to - this.origin)) this.play(e, this.origin + e.at);
    this.scheduled = to;
  }

  private finish(sting: boolean): void {
    if (!this.timer || !this.bus) return;
    const at = Math.max(this.ctx.currentTime, this.stopAt);
    // Notes up to the stop, then silence.
    for (const e of eventsBetween(this.scheduled - this.origin, at - this.origin)) this.play(e, this.origin + e.at);
    const bus = this.bus;
    bus.gain.setValueAtTime(1, at);
    bus.gain.linearRampToValueAtTime(0, at + 0.03);
    if (sting) this.scratch(at);
    clearInterval(this.timer);
    this.timer = null;
    this.bus = null;
    setTimeout(() => bus.disconnect(), (at - this.ctx.currentTime + 1) * 1000);
  }

  /** The record stops: a quick falling sweep. */
  private scratch(at: number): void {
    const o = this.ctx.createOscillator();
    const g = this.ctx.createGain();
    o.type = 'sawtooth';
    o.frequency.setValueAtTime(520, at);
    o.frequency.exponentialRampToValueAtTime(45, at + 0.35);
    g.gain.setValueAtTime(0.0001, at);
    g.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    g.gain.exponentialRampToValueAtTime(0.0001, at + 0.38);
    o.connect(g).connect(this.master);
    o.start(at);
    o.stop(at + 0.4);
  }

  private play(e: ScoreEvent, at: number): void {
    const bus = this.bus!;
    const ctx = this.ctx;
    if (at < ctx.currentTime) return;
    const g = ctx.createGain();
    g.connect(bus);
    if (e.voice === 'lead' || e.voice === 'bass') {
      const o = ctx.createOscillator();
      o.type = e.voice === 'lead' ? 'square' : 'triangle';
      o.frequency.setValueAtTime(midiToHz(e.midi), at);
      const peak = e.voice === 'lead' ? 0.09 : 0.32;
      g.gain.setValueAtTime(0.0001, at);
      g.gain.exponentialRampToValueAtTime(peak, at + 0.01);
      g.gain.exponentialRampToValueAtTime(peak * 0.5, at + e.dur * 0.6);
      g.gain.exponentialRampToValueAtTime(0.0001, at + e.dur);
      if (e.voice === 'lead') {
        const f = ctx.createBiquadFilter();
        f.type = 'lowpass';
        f.frequency.value = 2600;
        o.connect(f).connect(g);
      } else o.connect(g);
      o.start(at);
      o.stop(at + e.dur + 0.02);
    } else if (e.voice === 'kick') {
      const o = ctx.createOscillator();
      o.frequency.setValueAtTime(140, at);
      o.frequency.exponentialRampToValueAtTime(42, at + 0.18);
      g.gain.setValueAtTime(0.55, at);
      g.gain.exponentialRampToValueAtTime(0.0001, at + e.dur);
      o.connect(g);
      o.start(at);
      o.stop(at + e.dur);
    } else {
      const n = ctx.createBufferSource();
      n.buffer = this.noise;
      const f = ctx.createBiquadFilter();
      f.type = e.voice === 'hat' ? 'highpass' : 'bandpass';
      f.frequency.value = e.voice === 'hat' ? 7000 : 1800;
      g.gain.setValueAtTime(e.voice === 'hat' ? 0.08 : 0.22, at);
      g.gain.exponentialRampToValueAtTime(0.0001, at + e.dur);
      n.connect(f).connect(g);
      // A different stretch of the noise each hit, so repeated hats do not sound copied.
      n.start(at, (this.hits++ % 7) * 0.07, e.dur + 0.02);
    }
  }
}
