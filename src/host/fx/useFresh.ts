import { useEffect, useRef, useState } from 'react';

/**
 * Items of a bounded "recent" list (newest last, each with a rising `seq`) that arrived after the
 * component mounted, each kept for `ttlMs`. What was there before mount (a reload) is not replayed.
 */
export function useFresh<T extends { seq: number }>(list: readonly T[], ttlMs: number, onNew?: (item: T) => void): T[] {
  const seen = useRef<number | null>(null);
  const [live, setLive] = useState<T[]>([]);
  const cb = useRef(onNew);
  cb.current = onNew;
  useEffect(() => {
    const top = list.reduce((m, x) => Math.max(m, x.seq), 0);
    if (seen.current === null) {
      seen.current = top;
      return;
    }
    const fresh = list.filter((x) => x.seq > seen.current!);
    seen.current = Math.max(seen.current, top);
    if (fresh.length === 0) return;
    fresh.forEach((x) => cb.current?.(x));
    setLive((l) => [...l, ...fresh].slice(-30));
    const h = setTimeout(() => setLive((l) => l.filter((x) => !fresh.includes(x))), ttlMs);
    return () => clearTimeout(h);
  }, [list, ttlMs]);
  return live;
}
