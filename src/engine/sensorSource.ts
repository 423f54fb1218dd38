import type { ClientConfig } from './clientConfig';

/**
 * Where motion comes from, and how samples reach the motion worker.
 *  - `devicemotion` (default): the page's one listener; `replay`: a trace CSV played inside the
 *    motion worker (`?sensor=replay&trace=<url>`, only when the server allows sensor replay).
 *  - pipeline `ring` (cross-origin isolated pages) or `batch` (otherwise); `message` (one
 *    postMessage per event) and `main` (detector on the main thread) exist only so the benchmark
 *    can compare: `?motionPipeline=ring|batch|message|main`; `none` attaches no listener at all
 *    (the benchmark's baseline for what the browser spends delivering the events).
 */
export type SensorSource = { kind: 'devicemotion' } | { kind: 'replay'; url: string; loop: boolean };
export type MotionPipelineKind = 'ring' | 'batch' | 'message' | 'main' | 'none';

export type SourceChoice = {
  source: SensorSource;
  pipeline: MotionPipelineKind;
  /** A detector to run from the start (QA: `?detector=<name>`), when allowed. */
  detector: string | null;
};

/** `base` resolves a relative trace URL: the page's address. */
function pageHref(): string {
  return (globalThis as { location?: { href: string } }).location?.href ?? 'http://localhost/';
}

export function chooseSource(search: string, config: ClientConfig, isolated: boolean, base = pageHref()): SourceChoice {
  const q = new URLSearchParams(search);
  const qa = config.allowSensorReplay;
  const trace = q.get('trace');
  const source: SensorSource =
    qa && q.get('sensor') === 'replay' && trace ? { kind: 'replay', url: new URL(trace, base).href, loop: q.get('loop') === '1' } : { kind: 'devicemotion' };
  const asked = q.get('motionPipeline');
  const fallback: MotionPipelineKind = isolated ? 'ring' : 'batch';
  let pipeline: MotionPipelineKind = fallback;
  if (asked === 'message' || asked === 'main' || asked === 'batch' || asked === 'none') pipeline = asked;
  return { source, pipeline, detector: qa ? q.get('detector') : null };
}
