import type { BurstResult } from './estimator';

/**
 * SPEC.md's Clock entity, as the clock worker holds it and the main thread mirrors it (a Valtio
 * proxy fed by patches). Times are epoch ms; "drift" is the offset server − local.
 */
export type ClockState = {
  /** Applied offset (server − local) at local time `driftAt`. */
  drift: number;
  driftAt: number;
  /** Applied skew (ppm): the offset at local t is drift + skew·1e-6·(t − driftAt). */
  skewPpm: number;
  /** Applied one-way latency to the server (ms). */
  latency: number;
  /** Server epoch ms of frame 0 (0: frames count from the epoch). */
  base: number;
  /** The latest measurement, waiting to be applied (SPEC.md §4: later measurements only set candidates). */
  driftCandidate: number | null;
  driftCandidateAt: number | null;
  skewCandidatePpm: number | null;
  latencyCandidate: number | null;
  /** The most recent bursts, newest last. */
  results: BurstResult[];
  measuring: boolean;
  /** True until the first measurement has set drift and latency. */
  initialMeasurement: boolean;
  /** Frequent re-measurement while a game maps server frames to local time. */
  frameSyncing: boolean;
  /** The latest latency is above `server.warnLatencyMs`. */
  warnedLatency: boolean;
};

export const RESULTS_KEPT = 5;

export function initialClockState(): ClockState {
  return {
    drift: 0,
    driftAt: 0,
    skewPpm: 0,
    latency: 0,
    base: 0,
    driftCandidate: null,
    driftCandidateAt: null,
    skewCandidatePpm: null,
    latencyCandidate: null,
    results: [],
    measuring: false,
    initialMeasurement: true,
    frameSyncing: false,
    warnedLatency: false,
  };
}
