import { defineGame } from '../common/manifest';
import { GM134_PARAMETERS } from './parameters';

/**
 * Kitchen timer: each round a dish and a target time, shown once, then hidden; players do the dish's
 * step with the phone (turn it over, lift the lid, tap the knob, pull it out, flip the switch) when
 * they think the time has come. Team score: the mean absolute error, lower wins (GAMES.md).
 */
export const gm134 = defineGame({
  id: 'gm134',
  needsMotion: true,
  needsCamera: false,
  // The handling detector follows gravity's direction when a phone has no gyroscope.
  needsGyroscope: false,
  noisy: false,
  movesSeats: false,
  modes: ['T0'],
  color: '#ff9f1c',
  parameters: GM134_PARAMETERS,
  detectors: {
    handling: {
      keys: ['turnOver', 'openLid', 'takeOutA', 'takeOutB', 'switchOff'],
      load: async () => (await import('./detectors/handling')).createHandlingDetector,
      lab: ['turnOver', 'openLid', 'switchOff', 'takeOutA', 'takeOutB'].map((e) => ({ event: e, field: 't', labels: [e], toleranceMs: 300 })),
    },
  },
  rules: async () => (await import('./rules')).gm134Rules,
});
