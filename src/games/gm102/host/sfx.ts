import { hostAudio, hostTone } from '../../common/host/synth';

/**
 * Statue race's sounds on the big screen (Web Audio, original): the room must hear the owl turn as
 * well as see it, since runners on the spot look at the floor, not the TV. A rising whistle sends
 * them running; the owl's two-note hoot and a thud mean freeze; a half-turn is one short hoot (the
 * feint); a caught runner gets a falling "boing"; each runner over the line a bright chime.
 */
export const sfx = {
  run() {
    const a = hostAudio();
    if (!a) return;
    hostTone(a, a.currentTime, 880, 0.22, 0.35, 'triangle', 1760);
  },
  freeze() {
    const a = hostAudio();
    if (!a) return;
    const t = a.currentTime;
    hostTone(a, t, 392, 0.3, 0.28, 'sine', 370);
    hostTone(a, t + 0.3, 330, 0.3, 0.5, 'sine', 294);
    hostTone(a, t, 90, 0.35, 0.25, 'sine', 50);
  },
  feint() {
    const a = hostAudio();
    if (!a) return;
    hostTone(a, a.currentTime, 392, 0.18, 0.2, 'sine', 370);
  },
  caught() {
    const a = hostAudio();
    if (!a) return;
    hostTone(a, a.currentTime, 520, 0.2, 0.45, 'square', 130);
  },
  reached() {
    const a = hostAudio();
    if (!a) return;
    const t = a.currentTime;
    hostTone(a, t, 1319, 0.16, 0.5, 'triangle');
    hostTone(a, t + 0.09, 1760, 0.12, 0.6, 'triangle');
  },
};
