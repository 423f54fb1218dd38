import { defineGame } from '../common/manifest';
import { GM116_PARAMETERS } from './parameters';

/** Jump rope: each team jumps a rope that speeds up; a miss ends the turn (GAMES.md). */
export const gm116 = defineGame({
  id: 'gm116',
  needsMotion: true,
  needsCamera: false,
  needsGyroscope: false,
  noisy: true,
  movesSeats: true,
  modes: ['T0', 'E0', 'E1'],
  color: '#ffcf33',
  parameters: GM116_PARAMETERS,
  detectors: {
    jump: {
      keys: ['jumpExceptThreshold', 'inAirThreshold', 'minJumpingFrame'],
      load: async () => (await import('./detectors/jump')).createJumpDetector,
      lab: [
        { event: 'jump', field: 'takeoffT', labels: ['jump_start'], toleranceMs: 100 },
        { event: 'jump', field: 'landingT', labels: ['jump_end'], toleranceMs: 100 },
        // The Lab's recorder: a tapped `jump` is near the landing.
        { event: 'jump', field: 't', labels: ['jump'], toleranceMs: 300 },
      ],
    },
  },
  rules: async () => (await import('./rules')).gm116Rules,
});
