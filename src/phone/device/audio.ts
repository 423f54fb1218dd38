/**
 * One AudioContext for the phone's short effect sounds, unlocked by the first tap (mobile
 * browsers start audio suspended until a user gesture). The effects are synthesised, so there is
 * no sound file to fetch before the first beep.
 */
let ctx: AudioContext | null = null;
let unlockInstalled = false;

function context(): AudioContext | null {
  if (ctx) return ctx;
  const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  ctx = new Ctor();
  return ctx;
}

export function audioUnlocked(): boolean {
  return ctx?.state === 'running';
}

/** Installs the first-gesture unlock once per page. */
export function unlockAudioOnFirstTap(): void {
  if (unlockInstalled || typeof window === 'undefined') return;
  unlockInstalled = true;
  const events = ['pointerdown', 'touchend', 'keydown'] as const;
  const unlock = () => {
    const c = context();
    if (!c) return;
    void c
      .resume()
      .then(() => {
        // A silent buffer played inside the gesture completes the unlock on iOS.
        const src = c.createBufferSource();
        src.buffer = c.createBuffer(1, 1, 22050);
        src.connect(c.destination);
        src.start(0);
        if (c.state === 'running') for (const e of events) window.removeEventListener(e, unlock, true);
      })
      .catch(() => {});
  };
  for (const e of events) window.addEventListener(e, unlock, true);
}

export type Sfx = 'scan' | 'tap' | 'whoosh' | 'cheer' | 'success' | 'shutter';

type Note = { f: number; at: number; len: number; type?: OscillatorType; gain?: number; to?: number };
const SOUNDS: Record<Sfx, Note[]> = {
  scan: [
    { f: 1320, at: 0, len: 0.07, type: 'square', gain: 0.12 },
    { f: 1760, at: 0.08, len: 0.12, type: 'square', gain: 0.12 },
  ],
  tap: [{ f: 660, at: 0, len: 0.05, type: 'triangle', gain: 0.2 }],
  whoosh: [{ f: 900, to: 180, at: 0, len: 0.28, type: 'sawtooth', gain: 0.08 }],
  cheer: [
    { f: 523, at: 0, len: 0.09, type: 'triangle' },
    { f: 659, at: 0.07, len: 0.09, type: 'triangle' },
    { f: 784, at: 0.14, len: 0.16, type: 'triangle' },
  ],
  // A camera's two-part click: the mirror up, the shutter down.
  shutter: [
    { f: 2400, to: 600, at: 0, len: 0.035, type: 'square', gain: 0.14 },
    { f: 1800, to: 300, at: 0.06, len: 0.05, type: 'square', gain: 0.12 },
  ],
  success: [
    { f: 784, at: 0, len: 0.1, type: 'sine', gain: 0.25 },
    { f: 1175, at: 0.1, len: 0.22, type: 'sine', gain: 0.25 },
  ],
};

/** Plays a short effect if audio is unlocked; silently does nothing otherwise. */
export function playSfx(name: Sfx): void {
  const c = ctx;
  if (!c || c.state !== 'running') return;
  const t0 = c.currentTime + 0.01;
  for (const n of SOUNDS[name]) {
    const osc = c.createOscillator();
    const gain = c.createGain();
    osc.type = n.type ?? 'sine';
    osc.frequency.setValueAtTime(n.f, t0 + n.at);
    if (n.to) osc.frequency.exponentialRampToValueAtTime(n.to, t0 + n.at + n.len);
    gain.gain.setValueAtTime(0.0001, t0 + n.at);
    gain.gain.exponentialRampToValueAtTime(n.gain ?? 0.18, t0 + n.at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + n.at + n.len);
    osc.connect(gain).connect(c.destination);
    osc.start(t0 + n.at);
    osc.stop(t0 + n.at + n.len + 0.02);
  }
}
