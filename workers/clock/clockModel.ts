import type { ClockState } from './clockState.shared';
import { RESULTS_KEPT } from './clockState.shared';
import type { BurstResult } from './estimator';

/** What the estimator says after a burst: the offset line at `at`, and the burst itself. */
export type Estimate = { at: number; offset: number; skewPpm: number; burst: BurstResult };

/** A changed field, as the worker's patch writer takes it. */
export type Change = [keyof ClockState, unknown];

/**
 * SPEC.md §4, Clock: the first measurement sets drift and latency directly; later ones only set
 * candidates, which `applyCandidates` puts in force when the game asks (between rounds, so that
 * a running animation never jumps).
 */
export function measured(s: ClockState, e: Estimate, warnLatencyMs: number): Change[] {
  const results = [...s.results, e.burst].slice(-RESULTS_KEPT);
  const changes: Change[] = [
    ['results', results],
    ['warnedLatency', e.burst.latency > warnLatencyMs],
  ];
  if (s.initialMeasurement) {
    changes.push(['drift', e.offset], ['driftAt', e.at], ['skewPpm', e.skewPpm], ['latency', e.burst.latency], ['initialMeasurement', false]);
  } else {
    changes.push(['driftCandidate', e.offset], ['driftCandidateAt', e.at], ['skewCandidatePpm', e.skewPpm], ['latencyCandidate', e.burst.latency]);
  }
  return changes;
}

export function applyCandidates(s: ClockState): Change[] {
  if (s.driftCandidate === null || s.driftCandidateAt === null) return [];
  return [
    ['drift', s.driftCandidate],
    ['driftAt', s.driftCandidateAt],
    ['skewPpm', s.skewCandidatePpm ?? s.skewPpm],
    ['latency', s.latencyCandidate ?? s.latency],
    ['driftCandidate', null],
    ['driftCandidateAt', null],
    ['skewCandidatePpm', null],
    ['latencyCandidate', null],
  ];
}
