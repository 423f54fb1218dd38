import type { Snapshot } from 'valtio';
import { gameSlice } from '../../common/phone/gameSlice';
import type { Gm130Status } from '../rules/types';
import type { Gm130PhoneOwn } from '../rules/views';

/** SPEC.md §3 gm130 phone state beside the server's view: what this phone shows of its own squats. */
export type Gm130Slice = {
  /** The last squat this phone felt is on show ("+1", or "both thumbs!" when a thumb was off). */
  isShowSquatted: boolean;
  /** Whether both thumbs were down for that squat. */
  lastHeld: boolean;
  /** Local epoch ms of the last squat this phone's detector found. */
  lastSquattedAt: number | null;
  /** Squats the server counted for this player so far (both halves). */
  counted: number;
  status: Gm130Status | null;
};

export function initialSlice(): Gm130Slice {
  return { isShowSquatted: false, lastHeld: false, lastSquattedAt: null, counted: 0, status: null };
}

/** Who wants to hear of each squat this phone detects, at once (feedback drawn outside React). */
const squatListeners = new Set<(held: boolean) => void>();

export function onLocalSquat(listener: (held: boolean) => void): () => void {
  squatListeners.add(listener);
  return () => void squatListeners.delete(listener);
}

/** A squat this phone's detector found: shown at once, before the server counts it (or refuses it). */
export function localSquat(s: Gm130Slice, at: number, held: boolean): void {
  s.isShowSquatted = true;
  s.lastHeld = held;
  s.lastSquattedAt = at;
  for (const l of squatListeners) l(held);
}

/** The feedback has been on show long enough. */
export function hideSquatted(s: Gm130Slice): void {
  s.isShowSquatted = false;
}

/** Folds the server's view of this player into the slice (one Valtio block per view change). */
export function syncFromServer(s: Gm130Slice, own: Snapshot<Gm130PhoneOwn>): void {
  if (own.status !== s.status) {
    s.status = own.status;
    s.isShowSquatted = false;
  }
  s.counted = own.counts[0] + own.counts[1];
}

/** This phone's slice, kept in step with the server's view by the kit. */
export const gm130Slice = gameSlice('gm130', initialSlice, syncFromServer);
