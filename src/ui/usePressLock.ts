import { useCallback, useRef } from 'react';
import { PRESS_LOCK_MS } from './tokens';

/**
 * SPEC.md §9 button press lock: after a press, further presses are ignored for about 183 frames,
 * so a nervous double tap sends one intent. Returns the guarded handler.
 */
export function usePressLock<A extends unknown[]>(handler: ((...args: A) => void) | undefined, lockMs = PRESS_LOCK_MS): (...args: A) => void {
  const until = useRef(0);
  const latest = useRef(handler);
  latest.current = handler;
  return useCallback((...args: A) => {
    const now = performance.now();
    if (now < until.current) return;
    until.current = now + lockMs;
    latest.current?.(...args);
  }, [lockMs]);
}
