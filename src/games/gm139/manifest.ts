import { defineGame } from '../common/manifest';
import { GM139_PARAMETERS } from './parameters';

/**
 * Musical chairs: walk round the circle while the big screen plays music, sit the moment it stops;
 * the last to sit are out (GAMES.md).
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
  detectors: {
    walkSit: {
      keys: ['moveDownAccY', 'stopAccLen', 'stopTime'],
      load: async () => (await import('./detectors/walkSit')).createWalkSitDetector,
      // A sit's `t` is the landing, within the labelled sitting-down phase (1–2 s long): matched to its end.
      lab: [{ event: 'sit', field: 't', labels: ['SITTING_DOWN_end', 'sit_end', 'sit'], toleranceMs: 1500 }],
    },
  },
  rules: async () => (await import('./rules')).gm139Rules,
});
