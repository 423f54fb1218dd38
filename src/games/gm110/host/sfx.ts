import { hostAudio, hostTone } from '../../common/host/synth';

/**
 * Order memo's sounds on the big screen, synthesised with Web Audio (original, nothing sampled):
 * the shop's door bell when a customer walks up, a soft ding per order served, a rising chime per
 * star when orders are judged, a little fanfare for the round's result.
 */
export const sfx = {
  bell() {
    const a = hostAudio();
    if (!a) return;
    const t = a.currentTime;
    hostTone(a, t, 1318, 0.25, 0.9);
    hostTone(a, t, 2637, 0.08, 0.6);
    hostTone(a, t + 0.16, 1046, 0.22, 1.1);
  },
  served() {
    const a = hostAudio();
    if (!a) return;
    hostTone(a, a.currentTime, 1568, 0.18, 0.35, 'triangle');
  },
  stars(n: number) {
    const a = hostAudio();
    if (!a) return;
    const t = a.currentTime;
    [784, 988, 1175].slice(0, Math.max(1, n)).forEach((f, i) => hostTone(a, t + i * 0.18, f, 0.2, 0.5, 'triangle'));
  },
  fanfare() {
    const a = hostAudio();
    if (!a) return;
    const t = a.currentTime;
    [523, 659, 784, 1046].forEach((f, i) => hostTone(a, t + i * 0.12, f, 0.18, i === 3 ? 0.9 : 0.25, 'square'));
  },
};
