import type { GameMode } from '../../../protocol/enums';
import type { Runner } from './types';

/**
 * SPEC.md §4's gm102 rules, each on one runner. They are what the race does at every turn of the
 * watcher and every report from a phone (rules/index.ts).
 */

/** T2: a caught runner keeps their progress but sits out the next run (GAMES.md). */
const keepsPlace = (mode: GameMode) => mode === 'T2';

/**
 * The watcher turns round (STAY). Ignored while the runner is WAITING_FOR_RE_RUN (caught, waiting
 * for a run to go again) and once over the line. In T2 the stay after the run a caught runner sat
 * out lets them go again at the next run (their status stays WAITING_FOR_RE_RUN until then).
 */
export function changeToStay(r: Runner, mode: GameMode): void {
  if (r.status === 'waitingForReRun') {
    if (keepsPlace(mode) && r.out && r.satOut) {
      r.out = false;
      r.satOut = false;
    }
    return;
  }
  if (r.status === 'reached') return;
  r.status = 'stay';
}

/**
 * The watcher turns away (RUN). It clears `out` in every mode except T2; in T2 it is ignored
 * while the runner is out (they sit this run out).
 */
export function changeToRun(r: Runner, mode: GameMode): void {
  if (r.status === 'reached') return;
  if (r.out) {
    if (keepsPlace(mode)) {
      r.satOut = true;
      return;
    }
    r.out = false;
  }
  r.status = 'run';
}

/** A move during a stay, after the grace: `out`, and (except in T2) back to the start. */
export function catchMoving(r: Runner, mode: GameMode): void {
  r.out = true;
  r.satOut = false;
  r.status = 'waitingForReRun';
  if (!keepsPlace(mode)) r.progress = 0;
}

/**
 * What a report's `delta` adds: capped at the distance still remaining, floored to 2 decimals.
 * Never negative.
 */
export function progressGain(progress: number, distance: number, delta: number): number {
  const left = Math.max(0, distance - progress);
  return Math.max(0, Math.floor(Math.min(delta, left) * 100 + 1e-9) / 100);
}

/** `a + b` on the 2-decimal grid progress lives on (no binary-fraction drift). */
export function addProgress(a: number, b: number): number {
  return Math.round((a + b) * 100) / 100;
}
