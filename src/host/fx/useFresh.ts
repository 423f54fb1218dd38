import { useEffect, useRef, useState } from 'react';

/**
 * Items of a bounded "recent" set (keyed by a rising `seq`) that arrived after the component
 * mounted, each kept for `ttlMs`. What was there before mount (a reload) is not replayed.
 */
export function useFresh<T extends { seq: number }>(recent: Readonly<Record<number, T>>, ttlMs: number, onNew?: (item: T) => void): T[] {
  const seen = useRef<number | null>(null);
  const [live, setLive] = useState<T[]>([]);
  const cb = useRef(onNew);
  cb.current = onNew;
  // Each arrival's own timer, cleared only on unmount: the next arrival must not cancel the last one's expiry.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  useEffect(() => {
    const list = Object.values(recent);
    const top = list.reduce((m, x) => Math.max(m, x.seq), 0);
    if (seen.current === null) {
      seen.current = top;
      return;
    }
    const fresh = list.filter((x) => x.seq > seen.current!).sort((a, b) => a.seq - b.seq);
    seen.current = Math.max(seen.current, top);
    if (fresh.length === 0) return;
    fresh.forEach((x) => cb.current?.(x));
    setLive((l) => [...l, ...fresh].slice(-30));
    const h = setTimeout(() => {
      timers.current.delete(h);
      setLive((l) => l.filter((x) => !fresh.includes(x)));
    }, ttlMs);
    timers.current.add(h);
  }, [recent, ttlMs]);
  return live;
}
