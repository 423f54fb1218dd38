import { hostUi } from '../../../host/logic/hostUi';
import { hostAudio } from '../../common/host/synth';

/**
 * Starts the audio engine ahead of the first beat (the board calls it when the game appears):
 * starting it takes a moment, which the count-in's first blip should not wait for.
 */
export function warmUpBeat(): void {
  hostAudio();
}

/**
 * The squat beat on the big screen, synthesised with Web Audio (original, nothing sampled): a soft
 * kick at every bottom (a sine falling 150 → 50 Hz with a click on top), a higher blip for each second
 * of the count-in. Muted and scaled with the host's sound settings.
 */
export function playBeat(k: number): void {
  const a = hostAudio();
  if (!a) return;
  const t = a.currentTime + 0.005;
  const out = a.createGain();
  out.connect(a.destination);
  const volume = hostUi.settings.volume;
  const osc = a.createOscillator();
  osc.connect(out);
  if (k < 0) {
    // Count-in: a short square blip, its pitch rising on the last second.
    osc.type = 'square';
    osc.frequency.setValueAtTime(k === -1 ? 1175 : 880, t);
    out.gain.setValueAtTime(0.12 * volume, t);
    out.gain.exponentialRampToValueAtTime(0.001, t + 0.12);
    osc.start(t);
    osc.stop(t + 0.13);
    return;
  }
  osc.type = 'sine';
  osc.frequency.setValueAtTime(150, t);
  osc.frequency.exponentialRampToValueAtTime(50, t + 0.18);
  out.gain.setValueAtTime(0.9 * volume, t);
  out.gain.exponentialRampToValueAtTime(0.001, t + 0.25);
  osc.start(t);
  osc.stop(t + 0.26);
  const click = a.createOscillator();
  const clickGain = a.createGain();
  click.type = 'triangle';
  click.frequency.setValueAtTime(2400, t);
  clickGain.gain.setValueAtTime(0.15 * volume, t);
  clickGain.gain.exponentialRampToValueAtTime(0.001, t + 0.03);
  click.connect(clickGain).connect(a.destination);
  click.start(t);
  click.stop(t + 0.04);
}
