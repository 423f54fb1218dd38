import { useCallback, useRef } from 'react';
import { PRESS_LOCK_MS } from './tokens';

/**
 * SPEC.md §9 button press lock: after a press, further presses are ignored for about 183 frames,
 * so a nervous double tap sends one intent. Returns the guarded handler; `unlock` ends the lock
 * early (the answer came back: a corrected form may be sent again at once).
 */
export function usePressLock<A extends unknown[]>(
  handler: ((...args: A) => void) | undefined,
  lockMs = PRESS_LOCK_MS,
): ((...args: A) => void) & { unlock: () => void } {
  const until = useRef(0);
  const latest = useRef(handler);
  latest.current = handler;
  const guarded = useCallback(
    (...args: A) => {
      const now = performance.now();
      if (now < until.current) return;
      until.current = now + lockMs;
      latest.current?.(...args);
    },
    [lockMs],
  );
  return Object.assign(guarded, {
    unlock: () => {
      until.current = 0;
    },
  });
}
