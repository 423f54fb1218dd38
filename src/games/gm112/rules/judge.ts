import type { Team } from '../../../protocol/enums';
import type { MotionInput } from '../../common/rules';
import type { Gm112Params } from '../parameters';
import type { Cut, Gm112State, HandSide, Star, ThrowerResult, Turn } from './types';

/**
 * The side of a cut from the shared `swing` detector's event. The swordsman holds the phone upright
 * like a sword's hilt, screen toward them (device y up, x to their right, z toward them). A side cut
 * turns it in the screen plane, about device z: positive rotation (right-handed, W3C axes) carries
 * the top (+y) toward −x, the swordsman's left. A stroke about device x (a chop) is no side cut.
 */
export function cutSide(axis: unknown, sign: unknown): HandSide | null {
  if (axis !== 'z' || (sign !== 1 && sign !== -1)) return null;
  return sign === 1 ? 'left' : 'right';
}

/** Reads a `swing` event of the shared detector as a cut; null for its other events or a malformed one. */
export function readCut(input: MotionInput, now: number): Cut | null {
  if (input.detector !== 'swing' || input.type !== 'swing') return null;
  const { axis, sign } = input.fields;
  if (axis !== 'x' && axis !== 'y' && axis !== 'z') return null;
  // Before the phone's clock is synced only the arrival time is known.
  const t = input.gameT ?? now;
  if (!Number.isFinite(t) || t > now + 1000) return null;
  return { t, side: cutSide(axis, sign) };
}

/** Keeps the turn's cuts in time order (a late report lands where it belongs). */
export function addCut(turn: Turn, cut: Cut): void {
  let i = turn.cuts.length;
  while (i > 0 && turn.cuts[i - 1]!.t > cut.t) i--;
  turn.cuts.splice(i, 0, cut);
}

const arrival = (s: Star) => s.at + s.flight;

/**
 * A random cut: toward a side no star of the turn was flying from at that moment, and not the sword
 * coming back (a cut the other way within `returnGraceMs` of the previous side cut). Only side cuts
 * can be random; a chop is neither a block nor a random cut.
 */
export function isWild(turn: Turn, index: number, p: Gm112Params): boolean {
  const cut = turn.cuts[index]!;
  if (!cut.side) return false;
  for (let i = index - 1; i >= 0; i--) {
    const prev = turn.cuts[i]!;
    if (!prev.side) continue;
    if (prev.side !== cut.side && cut.t - prev.t <= p.returnGraceMs) return false;
    break;
  }
  return !turn.stars.some((s) => s.side === cut.side && cut.t >= s.at && cut.t <= arrival(s));
}

/** Random cuts made before `t`: each shortens the windows of stars thrown after it. */
export function wildBefore(turn: Turn, t: number, p: Gm112Params): number {
  let n = 0;
  for (let i = 0; i < turn.cuts.length && turn.cuts[i]!.t < t; i++) if (isWild(turn, i, p)) n++;
  return n;
}

/** The star's block window (ms before it arrives): its whole flight, less the random cuts' toll, never under `minWindowMs`. */
export function windowOf(turn: Turn, star: Star, p: Gm112Params): number {
  const w = star.flight - wildBefore(turn, star.at, p) * p.wildSwingPenaltyMs;
  return Math.min(star.flight, Math.max(p.minWindowMs, w));
}

/** Judges a star once its flight and grace are over: blocked by a cut toward its side inside its window, else a hit. */
export function judgeStar(turn: Turn, star: Star, p: Gm112Params): void {
  const w = windowOf(turn, star, p);
  const end = arrival(star);
  star.window = w;
  star.result = turn.cuts.some((c) => c.side === star.side && c.t >= end - w && c.t <= end) ? 'blocked' : 'hit';
}

/** When a star is judged (game ms). */
export const judgeAt = (star: Star, p: Gm112Params) => arrival(star) + p.judgeGraceMs;

/** SPEC.md §3 result kinds for a thrower's judged stars of a turn. */
export function throwerResult(stars: readonly Star[]): ThrowerResult {
  const hits = stars.filter((s) => s.result === 'hit').length;
  const blocked = stars.filter((s) => s.result === 'blocked').length;
  if (hits && blocked) return 'hitAndDefended';
  if (hits) return 'hit';
  if (blocked) return 'defended';
  return 'effort';
}

export type Tally = { hits: number; blocked: number; thrown: number };

export function tally(stars: readonly Star[]): Tally {
  let hits = 0;
  let blocked = 0;
  for (const s of stars) {
    if (s.result === 'hit') hits++;
    else if (s.result === 'blocked') blocked++;
  }
  return { hits, blocked, thrown: hits + blocked };
}

/** A team's stars over its throwing turns, judged ones only. */
export function teamTally(s: Gm112State, team: Team): Tally {
  return tally(s.turns.filter((t) => t.attacking === team).flatMap((t) => t.stars));
}

/** GAMES.md's score: hits ÷ stars thrown, as a whole percentage (0 with no star thrown). */
export function hitRate(t: Tally): number {
  return t.thrown ? Math.round((t.hits / t.thrown) * 100) : 0;
}
