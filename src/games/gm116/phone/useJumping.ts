import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { localTimeToFrame } from '../../../engine/clock';
import { motion, setDetector } from '../../../engine/motion';
import { startPhoneEngine } from '../../../engine/phoneEngine';
import { sendStream } from '../../../engine/socketClient';
import { gm116Slice, localJump } from './slice';

/**
 * While this phone jumps (tutorial or its turn), the motion worker runs the jump detector with
 * the server's parameters. Jumps go from the worker straight to the server; the page hears only
 * that one happened, for feedback, and sends a heartbeat every `every` jumps.
 */
export function useJumping(active: boolean, params: unknown, every: number, frameBase: number | null): void {
  // A render snapshot is a Proxy, which cannot cross to a worker: send plain JSON, and key the
  // effect on its text so a new snapshot of the same parameters does not restart the detector.
  const paramsJson = JSON.stringify(params ?? null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    void startPhoneEngine().then(() => { if (live) void setDetector('jump', JSON.parse(paramsJson)); });
    let seen = motion.events;
    const stop = subscribe(motion, () => {
      if (motion.events === seen || motion.lastEvent?.type !== 'jump') return;
      const count = motion.events;
      seen = count;
      const t = motion.lastEvent.t;
      const frame = frameBase === null ? null : Math.round(localTimeToFrame(t) - localTimeToFrame(frameBase));
      localJump(gm116Slice, t, frame, frame);
      if (count % every === 0) sendStream('gm116:heartbeat', { count });
    });
    return () => {
      live = false;
      stop();
      void setDetector(null);
    };
  }, [active, paramsJson, every, frameBase]);
}
