import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { client } from '../../../engine/clientStore';

/**
 * A choice shown at once on this phone, before the server's view has it (the round trip through
 * the socket worker is several frames on a slow phone). The guess holds while the view still shows
 * what it showed when the choice was made; any change there (this choice arriving, or anything
 * else) or a refusal of `intent` ends it.
 */
export function useGuess<T>(server: T, intent: string): [shown: T, guess: (value: T) => void] {
  const [guess, setGuess] = useState<{ value: T; over: T } | null>(null);
  const refusal = useSnapshot(client).intents[intent]?.error ?? null;
  useEffect(() => {
    if (refusal) setGuess(null);
  }, [refusal]);
  const live = guess !== null && Object.is(guess.over, server) ? guess : null;
  return [live ? live.value : server, (value: T) => setGuess({ value, over: server })];
}
