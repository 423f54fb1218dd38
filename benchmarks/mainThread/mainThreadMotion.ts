import { wrap } from 'comlink';
import type { ClockMapping } from '../../workers/clock/frames.shared';
import { MotionPipeline } from '../../workers/motion/pipeline';
import { lookupDetector } from '../../workers/motion/registry';
import type { SocketPeerApi } from '../../workers/socket/peer';
import type { MainThreadMotionFactory } from '../../src/engine/motion';
import type { SampleWriter } from '../../src/engine/motionListener';

/**
 * The detector on the main thread: what the design avoids, kept only so the main-thread
 * benchmark (`?motionPipeline=main`) can measure what the workers save. Registered by
 * ./page.ts, which only the benchmark's build of the pages loads.
 */
export const startMainThreadMotion: MainThreadMotionFactory = async (socketPort, onStatus) => {
  const socket = wrap<SocketPeerApi>(socketPort);
  const pipeline = new MotionPipeline(lookupDetector, (event, payload) => void socket.emit(event, payload), onStatus);
  pipeline.setSource('main');
  const push: SampleWriter = (t, ax, ay, az, gx, gy, gz) => pipeline.push(t, ax, ay, az, gx, gy, gz);
  return {
    push,
    setDetector: (name, params) => pipeline.setDetector(name, params),
    command: (name, t) => pipeline.command(name, t),
    setClock: (m: ClockMapping | null) => pipeline.setClock(m),
  };
};
