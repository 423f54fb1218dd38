import { wrap } from 'comlink';
import type { ClockMapping } from '../../workers/clock/frames.shared';
import { MotionPipeline } from '../../workers/motion/pipeline';
import { lookupDetector } from '../../workers/motion/registry';
import type { SocketPeerApi } from '../../workers/socket/peer';
import type { PatchOp } from '../protocol/patch';
import type { SampleWriter } from './motionListener';

/**
 * The detector on the main thread: what the design avoids, kept only so the main-thread
 * benchmark (`?motionPipeline=main`) can measure what the workers save. Loaded on demand.
 */
export async function startMainThreadMotion(socketPort: MessagePort, onStatus: (ops: PatchOp[]) => void) {
  const socket = wrap<SocketPeerApi>(socketPort);
  const pipeline = new MotionPipeline(lookupDetector, (event, payload) => void socket.emit(event, payload), onStatus);
  pipeline.setSource('main');
  const push: SampleWriter = (t, ax, ay, az, gx, gy, gz) => pipeline.push(t, ax, ay, az, gx, gy, gz);
  return {
    push,
    setDetector: (name: string | null, params?: unknown) => pipeline.setDetector(name, params),
    command: (name: string, t?: number) => pipeline.command(name, t),
    setClock: (m: ClockMapping | null) => pipeline.setClock(m),
  };
}
