import type { SensorState } from '../../engine/sensor';

/** Which sensor check screen shows: ask permission, measure, all good, or a notice. */
export type SensorStep = 'ask' | 'measure' | 'ok' | 'bad';

export function sensorStep(s: Pick<SensorState, 'capability' | 'needsPermission' | 'valid' | 'showNotice'>): SensorStep {
  if (s.valid) return 'ok';
  if (s.showNotice) return 'bad';
  if (s.needsPermission || s.capability === 'notDetermined') return 'ask';
  return 'measure';
}
