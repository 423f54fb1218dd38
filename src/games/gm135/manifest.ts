import { defineGame } from '../common/manifest';
import { GM135_PARAMETERS } from './parameters';

/**
 * Bingo: 5×5 cards with a free centre; the caller's roulette draws a number at a time, players tap
 * the called numbers open, four in a line is a reach and five is bingo with a prize box; every
 * phone has a soundboard that plays on the TV (GAMES.md). Taps only: no sensor, no camera, loud,
 * seated. MD draws from 1–75; T3 from 1–60 with one team's cards even and the other's odd.
 */
export const gm135 = defineGame({
  id: 'gm135',
  needsMotion: false,
  needsCamera: false,
  needsGyroscope: false,
  noisy: true,
  movesSeats: false,
  modes: ['T0', 'MD', 'T3'],
  color: '#4dd0ff',
  parameters: GM135_PARAMETERS,
  detectors: {},
  rules: async () => (await import('./rules')).gm135Rules,
});
