import { defineGame } from '../common/manifest';
import { GM113_PARAMETERS } from './parameters';

/**
 * Swing signal: phones held upright, swung on the big screen's beat in the pattern it calls; a team
 * swinging together fills its beam, and every full beam lands a visitor in its crowd (GAMES.md).
 * It runs the shared `swing` detector (workers/motion/detectors/swing.ts), which reads these
 * parameters; T1 is the harder variant that asks for both hands on the phone.
 */
export const gm113 = defineGame({
  id: 'gm113',
  needsMotion: true,
  needsCamera: false,
  needsGyroscope: false,
  noisy: true,
  movesSeats: true,
  modes: ['T0', 'T1'],
  color: '#17c3b2',
  parameters: GM113_PARAMETERS,
  detectors: {},
  rules: async () => (await import('./rules')).gm113Rules,
});
