import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { serverNow, serverToLocalTime } from '../../../engine/clock';
import { motion, motionCommand } from '../../../engine/motion';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { useDetector } from '../../common/phone/useDetector';
import type { Step } from '../rules/types';
import { gm134Slice, localStep } from './slice';

/** Whether server time `at` has come, re-rendering the moment it does (null: never). */
export function useReached(at: number | null): boolean {
  const [reached, setReached] = useState(() => at !== null && serverNow() >= at);
  useEffect(() => {
    if (at === null) return setReached(false);
    const left = at - serverNow();
    setReached(left <= 0);
    if (left <= 0) return;
    const id = setTimeout(() => setReached(true), left);
    return () => clearTimeout(id);
  }, [at]);
  return reached;
}

/**
 * While this phone plays (the drill and every dish, so the detector keeps its sense of the phone at
 * rest between steps), the shared `handling` detector runs with the game's parameters, armed for one
 * step at a time (`expect:<step>`): the drill's step, then the dish's next step from the moment its
 * timer starts (on this phone's synced clock), none in between. Its events go from the worker to
 * the server, which judges their times; the page hears each for a buzz and a "got it" at once.
 */
export function useHandling(active: boolean, params: unknown, expect: Step | null, startAt: number | null): void {
  const armed = active && expect !== null && expect !== 'stopFire' ? expect : null;
  const ref = useRef({ armed, startAt });
  useEffect(() => {
    ref.current = { armed, startAt };
  });
  useDetector('handling', params, active, (e) => {
    const { armed: want, startAt: start } = ref.current;
    if (e.type !== want) return;
    // A step felt before the timer started does not count (the server says the same).
    if (start !== null && e.t < serverToLocalTime(start)) return;
    vibrate(buzz.success);
    localStep(gm134Slice, want);
  });
  const ready = useSnapshot(motion).detector === 'handling';
  useEffect(() => {
    if (!active || !ready) return;
    motionCommand(`expect:${armed ?? 'none'}`);
  }, [active, ready, armed]);
}
