import type { Detector, DetectorEvent, MotionSample } from '../detectors/types';
import { COMMAND_PREFIX, type TraceLabel } from './format.shared';

export type TraceCommand = { t: number; name: string };

export function commandsOf(labels: readonly TraceLabel[]): TraceCommand[] {
  return labels.filter((l) => l.event.startsWith(COMMAND_PREFIX)).map((l) => ({ t: l.t, name: l.event.slice(COMMAND_PREFIX.length) }));
}

export function truthOf(labels: readonly TraceLabel[]): TraceLabel[] {
  return labels.filter((l) => !l.event.startsWith(COMMAND_PREFIX));
}

/**
 * Feeds a whole trace through a detector as the motion worker would, giving each command just before
 * the first sample at or after its time; returns every event in the order the detector returned them.
 */
export function runTrace<E extends DetectorEvent>(detector: Detector<E>, samples: readonly MotionSample[], commands: readonly TraceCommand[] = []): E[] {
  const out: E[] = [];
  const queue = [...commands].sort((a, b) => a.t - b.t);
  let next = 0;
  for (const s of samples) {
    while (next < queue.length && queue[next]!.t <= s.t) {
      const c = queue[next++]!;
      detector.command?.(c.name, c.t);
    }
    for (const e of detector.push(s)) out.push(e);
  }
  return out;
}
