import { SoundEngine } from './engine';
import { SOUND_URLS } from './files';
import { HowlerBackend } from './howlerBackend';
import { SOUND_TABLE, type SoundLabel } from './table';

let engine: SoundEngine | null = null;

/** The big screen's sound engine, created on first use (howler loads the files then). */
function get(): SoundEngine {
  if (!engine) {
    const backend = new HowlerBackend(SOUND_URLS, Object.values(SOUND_TABLE));
    const e = new SoundEngine(SOUND_TABLE, backend, {
      now: () => performance.now(),
      setTimeout: (f, ms) => setTimeout(f, ms),
      clearTimeout: (h) => clearTimeout(h as number),
    });
    backend.events = { started: (v) => e.started(v), ended: (v) => e.ended(v) };
    engine = e;
  }
  return engine;
}

export const hostSound = {
  play(label: SoundLabel): void {
    try {
      get().play(label);
    } catch {
      // No audio on this device: the show goes on silently.
    }
  },
  setVolume(v: number): void {
    get().setVolume(v);
  },
  setMuted(m: boolean): void {
    get().setMuted(m);
  },
};
