import { defineGame } from '../common/manifest';
import { GM130_PARAMETERS } from './parameters';

/**
 * Squat: phones upright at the chest in both hands, squats in time with the TV's beat, two halves
 * (the second faster); squats per head win (GAMES.md).
 */
export const gm130 = defineGame({
  id: 'gm130',
  needsMotion: true,
  needsCamera: false,
  needsGyroscope: false,
  noisy: true,
  movesSeats: true,
  modes: ['T0'],
  color: '#2fbf71',
  parameters: GM130_PARAMETERS,
  detectors: {
    squat: {
      keys: ['accExceptThreshold', 'accSumTimingThreshold'],
      load: async () => (await import('./detectors/squat')).createSquatDetector,
      lab: [{ event: 'squat', field: 't', labels: ['squat'], toleranceMs: 400 }],
    },
  },
  rules: async () => (await import('./rules')).gm130Rules,
});
