import { useEffect, useRef } from 'react';
import { serverToLocalTime } from '../../../engine/clock';
import { motionCommand } from '../../../engine/motion';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { useDetector } from '../../common/phone/useDetector';

/**
 * While this phone plays (practice and every round it is still in), the `walkSit` detector runs
 * with the game's parameters; its walks, stops and sits go from the worker straight to the server,
 * which judges them on the synced clock. The phone buzzes when it felt a sit (a phone in a pocket
 * cannot be read), and tells the detector when a round's music starts.
 */
export function useWalkSit(active: boolean, params: unknown, round: number, musicStartAt: number | null): void {
  useDetector('walkSit', params, active, (e) => {
    if (e.type === 'sit') vibrate(buzz.success);
  });
  const told = useRef(-1);
  useEffect(() => {
    if (!active || round < 0 || musicStartAt === null || told.current === round) return;
    told.current = round;
    motionCommand('round', serverToLocalTime(musicStartAt));
  }, [active, round, musicStartAt]);
}
