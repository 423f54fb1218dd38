/// <reference lib="webworker" />
import { expose } from 'comlink';
import { lookupDetector } from '../motion/registry';
import { createLabRunner } from './labRun';

/**
 * The Motion Lab's worker: whole traces through any detector, at once. Its own entry, so the
 * phone's motion worker carries no Lab code and the Lab starts no sensor pipeline.
 */
const api = { ready: (): true => true, ...createLabRunner(lookupDetector) };

export type LabWorkerApi = typeof api;
expose(api);
