import type { Snapshot } from 'valtio';
import { gameSlice } from '../../common/phone/gameSlice';
import type { Holding } from '../rules/types';
import type { CallView, Gm113PhoneOwn } from '../rules/views';

/** How this phone judged its own last swing, at once, before the server counts it. */
export type LocalJudge = 'on' | 'early' | 'late' | 'grip' | 'practice';

/** SPEC.md §3 gm113 phone state beside the server's view: what this phone shows of its own swings. */
export type Gm113Slice = {
  /** Upright as this phone's detector last said (null: not said yet). */
  upright: boolean | null;
  /** The last swing this phone felt, as it judged it, and how far from the beat (ms). */
  last: { judge: LocalJudge; deltaMs: number | null; seq: number } | null;
  /** The call on now, in server times, and what judging it takes (folded from the server's view). */
  call: CallView | null;
  toleranceMs: number;
  need: Exclude<Holding, 'none'>;
};

export function initialSlice(): Gm113Slice {
  return { upright: null, last: null, call: null, toleranceMs: 150, need: 'either' };
}

/** Who wants to hear of each swing this phone detects, at once (feedback drawn outside React). */
const swingListeners = new Set<(judge: LocalJudge) => void>();

export function onLocalSwing(listener: (judge: LocalJudge) => void): () => void {
  swingListeners.add(listener);
  return () => void swingListeners.delete(listener);
}

/**
 * A swing this phone's detector found at local epoch ms `at`: judged against the call's beats on
 * this phone's synced clock (`toLocal` maps a server time to local epoch ms), as the server will.
 */
export function localSwing(s: Gm113Slice, at: number, held: boolean, toLocal: (serverMs: number) => number): void {
  const c = s.call;
  let judge: LocalJudge = 'practice';
  let deltaMs: number | null = null;
  if (!held) judge = 'grip';
  else if (c) {
    const first = toLocal(c.firstBeat);
    const k = Math.min(c.beats - 1, Math.max(0, Math.round((at - first) / c.interval)));
    deltaMs = Math.round(at - (first + k * c.interval));
    judge = Math.abs(deltaMs) <= s.toleranceMs ? 'on' : deltaMs < 0 ? 'early' : 'late';
  }
  s.last = { judge, deltaMs, seq: (s.last?.seq ?? 0) + 1 };
  for (const l of swingListeners) l(judge);
}

/** The detector's posture report. */
export function localPosture(s: Gm113Slice, upright: boolean): void {
  s.upright = upright;
}

/** Folds the server's view of this player into the slice (one Valtio block per view change). */
export function syncFromServer(s: Gm113Slice, own: Snapshot<Gm113PhoneOwn>): void {
  const call = own.status === 'call' ? own.call : null;
  if ((call?.index ?? null) !== (s.call?.index ?? null) || call?.firstBeat !== s.call?.firstBeat) s.call = call ? { ...call } : null;
  s.need = own.holdingNeeded;
}

/** This phone's slice, kept in step with the server's view by the kit. */
export const gm113Slice = gameSlice('gm113', initialSlice, syncFromServer);
