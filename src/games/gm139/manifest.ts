import { defineGame } from '../common/manifest';
import { GM139_PARAMETERS } from './parameters';

/**
 * Musical chairs: walk round the circle while the big screen plays music, sit the moment it stops;
 * the last to sit are out (GAMES.md). Its detector, `walkSit`, lives in workers/motion/detectors/.
 */
export const gm139 = defineGame({
  id: 'gm139',
  needsMotion: true,
  needsCamera: false,
  needsGyroscope: false,
  noisy: true,
  movesSeats: true,
  modes: ['T0'],
  color: '#f15bb5',
  parameters: GM139_PARAMETERS,
  detectors: {},
  rules: async () => (await import('./rules')).gm139Rules,
});
