import { defineGame } from '../common/manifest';
import { GM127_PARAMETERS } from './parameters';

/**
 * Auction: each team shares a wallet and bids on exhibits with hidden appraisals and vague hints;
 * any member taps +10 / +50 / +100 for the team, never past the wallet; a late bid pushes the close
 * back; at the end the appraiser reveals each value and the team worth more wins (GAMES.md). Taps
 * only: no sensor, no camera, quiet, seated. T1 is the forgery variant (one exhibit is a fake).
 */
export const gm127 = defineGame({
  id: 'gm127',
  needsMotion: false,
  needsCamera: false,
  needsGyroscope: false,
  noisy: false,
  movesSeats: false,
  modes: ['T0', 'T1'],
  color: '#c17bff',
  parameters: GM127_PARAMETERS,
  detectors: {},
  rules: async () => (await import('./rules')).gm127Rules,
});
