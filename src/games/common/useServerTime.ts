import { useEffect, useState } from 'react';
import { serverNow } from '../../engine/clock';

/** Seconds left until a server-time deadline, updated a few times a second; null without one. */
export function useSecondsLeft(deadlineServerMs: number | null | undefined): number | null {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    if (deadlineServerMs == null) return;
    const id = setInterval(() => setNow(serverNow()), 250);
    return () => clearInterval(id);
  }, [deadlineServerMs]);
  if (deadlineServerMs == null) return null;
  return Math.max(0, Math.ceil((deadlineServerMs - now) / 1000));
}
