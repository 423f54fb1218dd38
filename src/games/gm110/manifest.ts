import { defineGame } from '../common/manifest';
import { GM110_PARAMETERS } from './parameters';

/**
 * Order memo: teams split into squads with one leader; a customer orders an ice cream, each member
 * is told one part privately and scribbles it on a drawing pad, and the leader assembles the order
 * from the squad's notes with a candidate picker. Stars per squad; the TV replays each order beside
 * the real one (GAMES.md). Taps and drawing only: no sensor, no camera, quiet, seated.
 */
export const gm110 = defineGame({
  id: 'gm110',
  needsMotion: false,
  needsCamera: false,
  needsGyroscope: false,
  noisy: false,
  movesSeats: false,
  modes: ['T0'],
  color: '#ff5fa2',
  parameters: GM110_PARAMETERS,
  detectors: {},
  rules: async () => (await import('./rules')).gm110Rules,
});
