/// <reference lib="webworker" />
import { expose } from 'comlink';
import { createMotionApi } from './motionApi';
import { lookupDetector } from './registry';

/** The motion worker (STYLE.md #1): the pipeline with the detectors of `./detectors/`. */
const api = createMotionApi(lookupDetector);

export type MotionWorkerApi = typeof api;
expose(api);
