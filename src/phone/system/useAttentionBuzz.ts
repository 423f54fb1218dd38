import { useEffect, useRef } from 'react';
import type { SystemStatus } from '../../protocol/enums';
import { buzz, vibrate } from '../device/vibrate';

/** Statuses where the phone waits and the player looks elsewhere. */
const IDLE: readonly SystemStatus[] = ['waitingProfile', 'lookNx', 'eventCard', 'rouletteStopped', 'cheer'];

/** GAMES.md lookNx: "a vibration when the phone matters again" — from an idle status to one that wants the player. */
export function useAttentionBuzz(status: SystemStatus | 'game'): void {
  const prev = useRef(status);
  useEffect(() => {
    const was = prev.current;
    prev.current = status;
    if (was !== status && (IDLE as readonly string[]).includes(was) && !(IDLE as readonly string[]).includes(status)) vibrate(buzz.attention);
  }, [status]);
}
