import { defineGame } from '../common/manifest';
import { GM112_PARAMETERS } from './parameters';

/**
 * Shuriken: the defending team votes its swordsman; the other team flicks stars off their phones
 * from the swordsman's left and right, and the swordsman cuts toward the whoosh; teams swap; hits
 * ÷ stars thrown win (GAMES.md). The swordsman's cut is the shared `swing` detector's (by name, with
 * gm112's own thresholds: `parameters.swing`), which reads rotation rates: a gyroscope is needed.
 */
export const gm112 = defineGame({
  id: 'gm112',
  needsMotion: true,
  needsCamera: false,
  needsGyroscope: true,
  noisy: false,
  movesSeats: false,
  modes: ['T0'],
  color: '#6c5cff',
  parameters: GM112_PARAMETERS,
  detectors: {},
  rules: async () => (await import('./rules')).gm112Rules,
});
