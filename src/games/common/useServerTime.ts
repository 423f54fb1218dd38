import { useEffect, useState } from 'react';
import { serverNow } from '../../engine/clock';

/**
 * Seconds left until a server-time deadline, null without one. The component renders again when
 * the shown second changes, not on a fixed poll: a whole scene rendering four times a second for a
 * number that changes once costs a slow phone's main thread (and the taps waiting behind it).
 */
export function useSecondsLeft(deadlineServerMs: number | null | undefined): number | null {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (deadlineServerMs == null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wake = () => {
      const ms = deadlineServerMs - serverNow();
      if (ms <= 0) return;
      // Just past the next whole second; a clock corrected meanwhile is read again then.
      timer = setTimeout(
        () => {
          setTick((n) => n + 1);
          wake();
        },
        (ms % 1000 || 1000) + 5,
      );
    };
    wake();
    return () => clearTimeout(timer);
  }, [deadlineServerMs]);
  if (deadlineServerMs == null) return null;
  return Math.max(0, Math.ceil((deadlineServerMs - serverNow()) / 1000));
}
