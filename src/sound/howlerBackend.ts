import { Howl } from 'howler';
import type { SoundBackend } from './engine';
import type { SoundEntry, SoundLabel } from './table';

type Events = { started(voice: number): void; ended(voice: number): void };

/** The sound engine's backend on howler: one Howl per sound, one howler id per voice. */
export class HowlerBackend implements SoundBackend {
  private howls = new Map<SoundLabel, Howl>();
  private voices = new Map<number, { howl: Howl; id: number }>();
  private next = 1;
  events: Events = { started: () => {}, ended: () => {} };

  constructor(
    private readonly urls: Record<SoundLabel, string>,
    entries: SoundEntry[],
  ) {
    for (const e of [...entries].sort((a, b) => a.order - b.order)) this.howl(e);
  }

  private howl(e: SoundEntry): Howl {
    let h = this.howls.get(e.label);
    if (!h) {
      h = new Howl({ src: [this.urls[e.label]], format: ['ogg'], preload: true, volume: e.volume, rate: e.pitch });
      this.howls.set(e.label, h);
    }
    return h;
  }

  play(entry: SoundEntry, volume: number): number {
    const howl = this.howl(entry);
    const voice = this.next++;
    const id = howl.play();
    this.voices.set(voice, { howl, id });
    howl.volume(volume, id);
    howl.rate(entry.pitch, id);
    const done = () => {
      this.voices.delete(voice);
      this.events.ended(voice);
    };
    howl.once('play', () => this.events.started(voice), id);
    howl.once('end', done, id);
    howl.once('playerror', done, id);
    return voice;
  }

  stop(voice: number): void {
    const v = this.voices.get(voice);
    if (!v) return;
    this.voices.delete(voice);
    v.howl.stop(v.id);
  }
}
