import type { Snapshot } from 'valtio';
import { gameSlice } from '../../common/phone/gameSlice';
import type { Gm102PhoneOwn } from '../rules/views';

/**
 * SPEC.md §3 gm102 phone state besides what the server sends (distance, progress, out, reached,
 * invincibleFrame and savedGraph come in the view; parameters with the game):
 * - `stayDelayed`: the stay has been called but its grace (`invincibleFrame`) still runs;
 * - `holding`: past the grace, this runner is holding still (not caught);
 * - `motion`: what the detector last said (`step`, `moved`, `cheat`);
 * - `steps`: running steps this phone counted in the race.
 */
export type Gm102Slice = {
  stayDelayed: boolean;
  holding: boolean;
  motion: 'step' | 'moved' | 'cheat' | null;
  steps: number;
};

export function initialSlice(): Gm102Slice {
  return { stayDelayed: false, holding: false, motion: null, steps: 0 };
}

/** Who wants to hear of each step this phone detects, at once (feedback drawn outside React). */
const stepListeners = new Set<() => void>();

export function onLocalStep(listener: () => void): () => void {
  stepListeners.add(listener);
  return () => void stepListeners.delete(listener);
}

/** A detector event on this phone, for feedback: steps pop, a move or a cheat shows. */
export function localMotion(s: Gm102Slice, type: string): void {
  if (type !== 'step' && type !== 'moved' && type !== 'cheat') return;
  s.motion = type;
  if (type === 'step') {
    s.steps++;
    for (const l of stepListeners) l();
  }
}

/** The stay's grace and the hold after it, at local time `nowServer` (server ms). */
export function stayMoment(s: Gm102Slice, own: Snapshot<Gm102PhoneOwn>, nowServer: number): void {
  const inStay = own.status === 'stay';
  const delayed = inStay && nowServer < own.statusFrom + (own.invincibleFrame * 1000) / 60;
  if (s.stayDelayed !== delayed) s.stayDelayed = delayed;
  const holding = inStay && !delayed && !own.out;
  if (s.holding !== holding) s.holding = holding;
}

/** Folds the server's view of this player into the slice: the practice's steps are not the race's. */
export function syncFromServer(s: Gm102Slice, own: Snapshot<Gm102PhoneOwn>): void {
  if (own.status === 'tutorial' || own.status === 'waitingForRun') s.steps = 0;
  if (own.status !== 'stay') {
    s.stayDelayed = false;
    s.holding = false;
  }
}

export const gm102Slice = gameSlice('gm102', initialSlice, syncFromServer);
