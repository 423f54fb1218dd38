import type { Snapshot } from 'valtio';
import { gameSlice } from '../../common/phone/gameSlice';
import type { Step } from '../rules/types';
import type { Gm134PhoneOwn } from '../rules/views';

/** What this phone knows of its own steps before the server's view says so. */
export type Gm134Slice = {
  /** The round the counts are about (-1: the tutorial's drill). */
  round: number;
  /** Steps this phone felt (or tapped) this round, and those the server has taken. */
  localDone: number;
  serverDone: number;
  /** The drill's step was felt. */
  practised: boolean;
};

export function initialSlice(): Gm134Slice {
  return { round: -2, localDone: 0, serverDone: 0, practised: false };
}

/** Who wants to hear of each step this phone does, at once (feedback drawn outside React). */
const listeners = new Set<(step: Step) => void>();

export function onLocalStep(listener: (step: Step) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A step this phone did (its detector felt it, or the knob was tapped): shown at once, before the server takes it. */
export function localStep(s: Gm134Slice, step: Step): void {
  if (s.round < 0) s.practised = true;
  else s.localDone++;
  for (const l of listeners) l(step);
}

/** Steps done this round, as far as this phone knows. */
export function stepsDone(s: Pick<Gm134Slice, 'localDone' | 'serverDone'>): number {
  return Math.max(s.localDone, s.serverDone);
}

/** Folds the server's view of this player into the slice (one Valtio block per view change). */
export function syncFromServer(s: Gm134Slice, own: Snapshot<Gm134PhoneOwn>): void {
  if (own.round !== s.round) {
    s.round = own.round;
    s.localDone = 0;
    s.practised = false;
  }
  s.serverDone = own.steps.filter((x) => x.mark !== null).length;
}

/** This phone's slice, kept in step with the server's view by the kit. */
export const gm134Slice = gameSlice('gm134', initialSlice, syncFromServer);
