import { defineGame } from '../common/manifest';
import { GM102_PARAMETERS } from './parameters';

/** Statue race: run on the spot while the watcher looks away, freeze when it turns (GAMES.md). */
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
  detectors: {
    run: {
      keys: ['waveExceptThreshold', 'waveSumThreshold', 'realStepInterval', 'accOut', 'invincibleFrame', 'cheatMeasureTime'],
      load: async () => (await import('./detectors/run')).createRunDetector,
      lab: [
        { event: 'step', field: 't', labels: ['step'], toleranceMs: 250 },
        { event: 'moved', field: 't', labels: ['moved'], toleranceMs: 300 },
      ],
    },
  },
  rules: async () => (await import('./rules')).gm102Rules,
});
