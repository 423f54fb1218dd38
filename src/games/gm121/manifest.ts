import { defineGame } from '../common/manifest';
import { GM121_PARAMETERS } from './parameters';

/**
 * Colour hunt: the TV shows a colour with a playful name; players run and photograph the closest
 * thing with the live camera; the centre's median colour is scored by its CIEDE2000 distance to the
 * target, 0–100. Team score: the mean of members' best over three rounds (GAMES.md 121).
 */
export const gm121 = defineGame({
  id: 'gm121',
  needsMotion: false,
  needsCamera: true,
  needsGyroscope: false,
  noisy: false,
  movesSeats: true,
  modes: ['T0'],
  color: '#ff4d6d',
  parameters: GM121_PARAMETERS,
  detectors: {},
  rules: async () => (await import('./rules')).gm121Rules,
});
