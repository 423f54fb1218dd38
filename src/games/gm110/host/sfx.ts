import { hostUi } from '../../../host/logic/hostUi';

let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
  if (hostUi.settings.muted || hostUi.settings.volume <= 0) return null;
  try {
    ctx ??= new AudioContext();
    if (ctx.state === 'suspended') void ctx.resume();
    return ctx;
  } catch {
    return null; // no Web Audio here: the game is only seen
  }
}

/** One enveloped oscillator at `f` Hz from `at`, ringing off over `len` s. */
function tone(a: AudioContext, at: number, f: number, gain: number, len: number, type: OscillatorType = 'sine'): void {
  const osc = a.createOscillator();
  const env = a.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(f, at);
  env.gain.setValueAtTime(0.0001, at);
  env.gain.exponentialRampToValueAtTime(gain * hostUi.settings.volume, at + 0.01);
  env.gain.exponentialRampToValueAtTime(0.0001, at + len);
  osc.connect(env).connect(a.destination);
  osc.start(at);
  osc.stop(at + len + 0.02);
}

/**
 * Order memo's sounds on the big screen, synthesised with Web Audio (original, nothing sampled):
 * the shop's door bell when a customer walks up, a soft ding per order served, a rising chime per
 * star when orders are judged, a little fanfare for the round's result.
 */
export const sfx = {
  bell() {
    const a = audio();
    if (!a) return;
    const t = a.currentTime;
    tone(a, t, 1318, 0.25, 0.9);
    tone(a, t, 2637, 0.08, 0.6);
    tone(a, t + 0.16, 1046, 0.22, 1.1);
  },
  served() {
    const a = audio();
    if (!a) return;
    tone(a, a.currentTime, 1568, 0.18, 0.35, 'triangle');
  },
  stars(n: number) {
    const a = audio();
    if (!a) return;
    const t = a.currentTime;
    [784, 988, 1175].slice(0, Math.max(1, n)).forEach((f, i) => tone(a, t + i * 0.18, f, 0.2, 0.5, 'triangle'));
  },
  fanfare() {
    const a = audio();
    if (!a) return;
    const t = a.currentTime;
    [523, 659, 784, 1046].forEach((f, i) => tone(a, t + i * 0.12, f, 0.18, i === 3 ? 0.9 : 0.25, 'square'));
  },
};
