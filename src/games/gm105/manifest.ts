import { defineGame } from '../common/manifest';
import { GM105_PARAMETERS } from './parameters';

/**
 * Speed quiz with players' own questions: very easy two-choice questions on the big screen, two
 * buttons on each phone laid out differently per phone (SPEC.md's quiz patterns), one tap locks,
 * speed matters (GAMES.md). T0 starts with the edit mode, where players write questions for the
 * others; T1 asks only the built-in bank's. No sensor: everyone with a team plays.
 */
export const gm105 = defineGame({
  id: 'gm105',
  needsMotion: false,
  needsCamera: false,
  needsGyroscope: false,
  noisy: false,
  movesSeats: false,
  modes: ['T0', 'T1'],
  color: '#3aa0ff',
  parameters: GM105_PARAMETERS,
  detectors: {},
  rules: async () => (await import('./rules')).gm105Rules,
});
