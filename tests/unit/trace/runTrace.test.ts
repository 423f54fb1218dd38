import { describe, expect, it } from 'vitest';
import type { Detector, DetectorEvent } from '../../../workers/motion/detectors/types';
import { commandsOf, runTrace, truthOf } from '../../../workers/motion/trace/runTrace';

describe('runTrace', () => {
  it('gives each command before the first sample at or after its time, and keeps commands out of the truth', () => {
    const log: string[] = [];
    const d: Detector<DetectorEvent> = {
      push: (s) => (log.push(`s${s.t}`), s.t === 20 ? [{ type: 'x', t: 20 }] : []),
      reset: () => {},
      command: (name, t) => void log.push(`${name}@${t}`),
    };
    const labels = [
      { t: 5, event: 'cmd:stay' },
      { t: 10, event: 'step' },
      { t: 20, event: 'cmd:run' },
    ];
    const samples = [0, 10, 20].map((t) => ({ t, ax: 0, ay: 9.8, az: 0, gx: NaN, gy: NaN, gz: NaN }));
    expect(runTrace(d, samples, commandsOf(labels))).toEqual([{ type: 'x', t: 20 }]);
    expect(log).toEqual(['s0', 'stay@5', 's10', 'run@20', 's20']);
    expect(truthOf(labels)).toEqual([{ t: 10, event: 'step' }]);
  });
});
