import { START_TIMEOUT_MS, type SoundEntry, type SoundLabel } from './table';

/**
 * Plays one voice of a sound and reports back through the engine's `started` and `ended`.
 * The howler binding implements it in the browser; tests use a fake.
 */
export interface SoundBackend {
  /** Starts a voice; returns its id. It may start later (loading, locked audio). */
  play(entry: SoundEntry, volume: number): number;
  stop(voice: number): void;
}

export type Timers = {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

type Voice = { id: number; label: SoundLabel; askedAt: number; started: boolean; timer: unknown };

/**
 * The sound table's rules, free of any audio API: per-sound concurrency limits (sliding stops the
 * oldest voice, dropping ignores the new play), volume and pitch from the table, and a voice that
 * takes START_TIMEOUT_MS or more to start is stopped (a late sound is worse than none).
 */
export class SoundEngine {
  private voices: Voice[] = [];
  private master = 1;
  private muted = false;

  constructor(
    private readonly table: Readonly<Record<SoundLabel, SoundEntry>>,
    private readonly backend: SoundBackend,
    private readonly timers: Timers,
  ) {}

  /** Plays a sound; returns the voice id, or null when dropped or muted. */
  play(label: SoundLabel): number | null {
    if (this.muted || this.master <= 0) return null;
    const entry = this.table[label];
    const active = this.voices.filter((v) => v.label === label);
    if (active.length >= entry.limit) {
      if (entry.limitType === 'dropping') return null;
      for (const old of active.slice(0, active.length - entry.limit + 1)) this.stop(old.id);
    }
    const id = this.backend.play(entry, entry.volume * this.master);
    const voice: Voice = { id, label, askedAt: this.timers.now(), started: false, timer: null };
    voice.timer = this.timers.setTimeout(() => {
      if (!voice.started) this.stop(id);
    }, START_TIMEOUT_MS);
    this.voices.push(voice);
    return id;
  }

  /** The backend's voice began to sound. Too late (START_TIMEOUT_MS or more) and it is stopped. */
  started(id: number): void {
    const v = this.voices.find((x) => x.id === id);
    if (!v) return;
    if (this.timers.now() - v.askedAt >= START_TIMEOUT_MS) return this.stop(id);
    v.started = true;
    this.timers.clearTimeout(v.timer);
  }

  /** The voice finished, failed or was stopped elsewhere. */
  ended(id: number): void {
    const i = this.voices.findIndex((x) => x.id === id);
    if (i < 0) return;
    this.timers.clearTimeout(this.voices[i]!.timer);
    this.voices.splice(i, 1);
  }

  stop(id: number): void {
    if (!this.voices.some((v) => v.id === id)) return;
    this.ended(id);
    this.backend.stop(id);
  }

  stopAll(): void {
    for (const v of [...this.voices]) this.stop(v.id);
  }

  /** Voices that count against a sound's limit (asked for, not yet ended). */
  active(label?: SoundLabel): number[] {
    return this.voices.filter((v) => !label || v.label === label).map((v) => v.id);
  }

  setVolume(master: number): void {
    this.master = Math.min(1, Math.max(0, master));
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (muted) this.stopAll();
  }
}
