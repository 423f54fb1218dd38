import { wrap, type Remote } from 'comlink';
import type { LabWorkerApi } from '../../workers/lab/lab.worker';

let worker: Worker | null = null;
let starting: Promise<Remote<LabWorkerApi>> | null = null;

/** The Lab's own worker (workers/lab): every detector of the motion worker's registry, run over whole traces. */
export function labWorker(): Promise<Remote<LabWorkerApi>> {
  starting ??= (async () => {
    worker = new Worker(new URL('../../workers/lab/lab.worker.ts', import.meta.url), { type: 'module', name: 'motion-lab' });
    const remote = wrap<LabWorkerApi>(worker);
    await remote.ready();
    return remote;
  })();
  return starting;
}
