import { useEffect, useRef } from 'react';
import { subscribe } from 'valtio';
import { BENCH_MARKS } from '../../../../workers/benchMarks.shared';
import type { DetectorEvent } from '../../../../workers/motion/detectors/types';
import { markDetectorEvents } from '../../../engine/benchMarks';
import { eventsSince, motion, setDetector } from '../../../engine/motion';
import { startPhoneEngine } from '../../../engine/phoneEngine';

/**
 * While `active`, the motion worker runs detector `name` with the game's parameters, and
 * `onEvent` hears every event it finds, in order, outside React's render (feedback can go
 * straight to an element). The events themselves go from the worker to the server.
 */
export function useDetector(name: string, params: unknown, active: boolean, onEvent: (e: DetectorEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  // A render snapshot is a Proxy, which cannot cross to a worker: send plain JSON, and key the
  // effect on its text so a new snapshot of the same parameters does not restart the detector.
  const paramsJson = JSON.stringify(params ?? null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    void startPhoneEngine().then(() => {
      if (live) void setDetector(name, JSON.parse(paramsJson));
    });
    let seen = motion.events;
    const stop = subscribe(motion, () => {
      if (motion.events === seen) return;
      const events = eventsSince(seen);
      const before = seen;
      seen = motion.events;
      for (const e of events) handler.current(e);
      if (BENCH_MARKS) markDetectorEvents(before);
    });
    return () => {
      live = false;
      stop();
      void setDetector(null);
    };
  }, [name, active, paramsJson]);
}
