import { FRAME_MS } from '../../../protocol/parameters';
import type { MotionInput } from '../../common/rules';
import type { Gm130Params } from '../parameters';
import type { Half, Rejection, Squatter } from './types';

/** One squat as the `squat` detector reports it, its times on the game clock (null: the phone's clock is not synced yet). */
export type Squat = { bottom: number | null; down: number | null; up: number | null; lengthMs: number; depthM: number };

/** Reads a `squat` event; null when it is not one or its fields make no sense. */
export function readSquat(input: MotionInput): Squat | null {
  if (input.detector !== 'squat' || input.type !== 'squat') return null;
  const { downT, upT, depthM } = input.fields;
  const t = input.gameT === null || input.offset === null ? null : input.gameT - input.offset;
  if (typeof downT !== 'number' || typeof upT !== 'number' || typeof depthM !== 'number') return null;
  if (![downT, upT, depthM].every(Number.isFinite) || !(upT > downT) || depthM < 0) return null;
  if (t !== null && !(t >= downT && t <= upT)) return null;
  const off = input.offset;
  return { bottom: input.gameT, down: off === null ? null : downT + off, up: off === null ? null : upT + off, lengthMs: upT - downT, depthM };
}

/** A plausible squat: a full down-and-up of 0.8–5 s (SPEC.md §3 `maxFramesSize`) and deep enough. */
export function plausible(q: Squat, p: Gm130Params): Rejection | null {
  if (q.lengthMs < p.minFramesSize * FRAME_MS || q.lengthMs > p.maxFramesSize * FRAME_MS) return 'length';
  if (q.depthM < p.minDepthM) return 'depth';
  return null;
}

/**
 * `bothHolding` through the whole squat: no span without both thumbs down overlaps it (less the
 * grace at each end). Without synced times only the present can be judged.
 */
export function heldThrough(sq: Squatter, q: Squat, p: Gm130Params): boolean {
  if (q.down === null || q.up === null) return sq.holding;
  const from = q.down + p.holdGraceMs;
  const to = q.up - p.holdGraceMs;
  return !sq.releases.some((r) => r.from < to && (r.to === null || r.to > from));
}

/** The half a squat's bottom counts for, if any: inside its window and not reported impossibly late. */
export function halfOf(halves: readonly Half[], bottom: number, now: number, p: Gm130Params): Half | null {
  const late = p.maxFramesSize * FRAME_MS;
  return halves.find((h) => bottom >= h.firstBeat - p.beatToleranceMs && bottom <= h.end && now <= h.end + late) ?? null;
}

/** The beats (game ms) of a half: a bottom on each, from the first beat while inside the half. */
export function beatsOf(h: Half): number[] {
  const out: number[] = [];
  for (let t = h.firstBeat; t <= h.end; t += h.interval) out.push(t);
  return out;
}

/** Whether a bottom lands on one of the half's beats. */
export function onBeat(h: Half, bottom: number, p: Gm130Params): boolean {
  const k = Math.round((bottom - h.firstBeat) / h.interval);
  const beat = h.firstBeat + Math.max(0, k) * h.interval;
  return beat <= h.end && Math.abs(bottom - beat) <= p.beatToleranceMs;
}

/** Judges a squat during play: null when it counts (for `half`), else why not. Changes nothing. */
export function judgeSquat(sq: Squatter, q: Squat, halves: readonly Half[], now: number, p: Gm130Params): { half: Half } | { rejected: Rejection } {
  if (q.bottom === null || q.down === null || q.up === null) return { rejected: 'unsynced' };
  const bad = plausible(q, p);
  if (bad) return { rejected: bad };
  // A squat that began before the last counted one ended is that one again, or a bob inside it.
  if (sq.lastUp !== null && q.down < sq.lastUp - 2 * FRAME_MS) return { rejected: 'overlap' };
  if (!heldThrough(sq, q, p)) return { rejected: 'notHolding' };
  const half = halfOf(halves, q.bottom, now, p);
  return half ? { half } : { rejected: 'outside' };
}
