import { defineGame } from '../common/manifest';
import { GM102_PARAMETERS } from './parameters';

/**
 * Statue race: run on the spot while the watcher looks away, freeze when it turns (GAMES.md). Its
 * detector, `run`, is shared (workers/motion/detectors/run.ts, reading gm102's parameters), so
 * none of its own here.
 */
export const gm102 = defineGame({
  id: 'gm102',
  needsMotion: true,
  needsCamera: false,
  needsGyroscope: false,
  noisy: true,
  movesSeats: true,
  modes: ['T0', 'T2'],
  color: '#ff7a2e',
  parameters: GM102_PARAMETERS,
  detectors: {},
  rules: async () => (await import('./rules')).gm102Rules,
});
