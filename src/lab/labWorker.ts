import { wrap, type Remote } from 'comlink';
import type { MotionWorkerApi } from '../../workers/motion/motion.worker';

let worker: Worker | null = null;
let starting: Promise<Remote<MotionWorkerApi>> | null = null;

/**
 * The lab's own motion worker: the real worker and its detectors' registry, started with the ready
 * handshake, but not wired to the socket worker (the lab plays no game).
 */
export function labWorker(): Promise<Remote<MotionWorkerApi>> {
  starting ??= (async () => {
    worker = new Worker(new URL('../../workers/motion/motion.worker.ts', import.meta.url), { type: 'module', name: 'motion-lab' });
    const remote = wrap<MotionWorkerApi>(worker);
    await remote.ready();
    return remote;
  })();
  return starting;
}
