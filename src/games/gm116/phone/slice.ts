import { type Snapshot } from 'valtio';
import { gameSlice } from '../../common/phone/gameSlice';
import type { Fault, Grade, JumpResult } from '../rules/types';
import type { Gm116PhoneOwn } from '../rules/views';
import { addJumpResult, applyFault } from './jumpResults';

/** SPEC.md §3 gm116 phone state: what the server judged, plus this phone's own jump in progress. */
export type Gm116Slice = {
  grade: { grade: Grade; value: number } | null;
  isJumping: boolean;
  /** Local epoch ms of the last jump this phone detected. */
  lastJumpedAt: number | null;
  /** Saturated timing of the latest judged jump (0 = mid-flight). */
  cachedTiming: number | null;
  /** Server frames (of the turn's rope) of the last detected flight. */
  jumpStartFrame: number | null;
  jumpEndFrame: number | null;
  jumpResults: JumpResult[];
  /** How many of `jumpResults` the server has judged; the rest are this phone's guesses. */
  judged: number;
  fault: Fault | null;
  turn: number | null;
};

export function initialSlice(): Gm116Slice {
  return {
    grade: null,
    isJumping: false,
    lastJumpedAt: null,
    cachedTiming: null,
    jumpStartFrame: null,
    jumpEndFrame: null,
    jumpResults: [],
    judged: 0,
    fault: null,
    turn: null,
  };
}

/** Who wants to hear of each jump this phone detects, at once (feedback drawn outside React). */
const jumpListeners = new Set<() => void>();

export function onLocalJump(listener: () => void): () => void {
  jumpListeners.add(listener);
  return () => void jumpListeners.delete(listener);
}

/** A flight this phone detected: shown at once as a provisional result until the server judges it. */
export function localJump(s: Gm116Slice, at: number, startFrame: number | null, endFrame: number | null): void {
  for (const l of jumpListeners) l();
  s.isJumping = false;
  s.lastJumpedAt = at;
  s.jumpStartFrame = startFrame;
  s.jumpEndFrame = endFrame;
  if (s.jumpResults.length > s.judged) return; // one guess at a time
  s.jumpResults = addJumpResult(s.jumpResults, { type: 'safe', saturatedTiming: s.cachedTiming ?? 0 }, false);
}

/** Folds the server's view of this player into the slice (one Valtio block per view change). */
export function syncFromServer(s: Gm116Slice, own: Snapshot<Gm116PhoneOwn>): void {
  const turn = own.rope?.index ?? null;
  if (turn !== s.turn) {
    Object.assign(s, { ...initialSlice(), grade: s.grade, turn });
  }
  let results = s.jumpResults;
  for (let i = s.judged; i < own.jumpResults.length; i++) {
    // The server's judgement of pass i replaces this phone's guess for it, if there was one.
    results = addJumpResult(results, own.jumpResults[i]!, results.length > i);
    s.cachedTiming = own.jumpResults[i]!.saturatedTiming;
  }
  s.judged = own.jumpResults.length;
  s.jumpResults = applyFault(results, own.fault);
  s.fault = own.fault;
  s.grade = own.grade;
}

/** This phone's slice, kept in step with the server's view by the kit. */
export const gm116Slice = gameSlice('gm116', initialSlice, syncFromServer);
