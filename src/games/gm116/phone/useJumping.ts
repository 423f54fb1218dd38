import { useRef } from 'react';
import { localTimeToFrame } from '../../../engine/clock';
import { sendStream } from '../../../engine/socketClient';
import { useDetector } from '../../common/phone/useDetector';
import { gm116Slice, localJump } from './slice';

/**
 * While this phone jumps (tutorial or its turn), the jump detector runs with the server's
 * parameters. Jumps go from the worker straight to the server; the page hears each one for
 * feedback, and sends a heartbeat every `every` jumps.
 */
export function useJumping(active: boolean, params: unknown, every: number, frameBase: number | null): void {
  // Jumps this phone counted in the game: the big screen shows them as activity.
  const jumps = useRef(0);
  useDetector('jump', params, active, (e) => {
    const frame = frameBase === null ? null : Math.round(localTimeToFrame(e.t) - localTimeToFrame(frameBase));
    localJump(gm116Slice, e.t, frame, frame);
    const count = ++jumps.current;
    if (count % every === 0) sendStream('gm116:heartbeat', { count });
  });
}
