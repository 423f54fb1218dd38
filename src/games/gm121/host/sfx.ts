import { hostAudio, hostTone } from '../../common/host/synth';

/**
 * Colour hunt's sounds on the big screen (Web Audio, original): a rising sweep as the colour is
 * revealed, a whistle that starts the hunt (players are away from the TV, so they must hear it), a
 * soft click for every shot that comes in, and a chime over each round's mosaic.
 */
export const sfx = {
  reveal() {
    const a = hostAudio();
    if (!a) return;
    const t = a.currentTime;
    hostTone(a, t, 330, 0.18, 0.6, 'triangle', 990);
    hostTone(a, t + 0.55, 1320, 0.14, 0.5, 'sine');
  },
  hunt() {
    const a = hostAudio();
    if (!a) return;
    const t = a.currentTime;
    hostTone(a, t, 1760, 0.2, 0.18, 'square');
    hostTone(a, t + 0.22, 1760, 0.2, 0.4, 'square');
  },
  shot() {
    const a = hostAudio();
    if (!a) return;
    hostTone(a, a.currentTime, 2200, 0.08, 0.05, 'square', 700);
  },
  mosaic() {
    const a = hostAudio();
    if (!a) return;
    const t = a.currentTime;
    [659, 831, 988].forEach((f, i) => hostTone(a, t + i * 0.1, f, 0.16, 0.5, 'triangle'));
  },
};
