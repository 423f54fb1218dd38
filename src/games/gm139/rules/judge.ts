import type { Gm139Params } from '../parameters';
import type { Gm139State, OutReason, Round, Sitter } from './types';

/**
 * How many of `alive` players are out after a round: the last ~`share` of them ("the last ~10 % to
 * sit"), at least one while two or more are in (one chair fewer), none for a lone player.
 */
export function outQuota(alive: number, share: number): number {
  return alive >= 2 ? Math.max(1, Math.round(alive * share)) : 0;
}

/** Draws a round's music length (ms) with the game's dice, within the parameters' bounds. */
export function musicLength(p: Gm139Params, random: () => number): number {
  const lo = Math.min(p.musicMs.min, p.musicMs.max);
  const hi = Math.max(p.musicMs.min, p.musicMs.max);
  return Math.round(lo + (hi - lo) * random());
}

/**
 * When the walking warning of a stop at `stopT` is judged: its grace, plus the time a resumed walk
 * takes to be confirmed and to arrive. A walk stamped within the grace arriving before then lifts it.
 */
export function warningJudgedAt(stopT: number, p: Gm139Params): number {
  return stopT + p.stopGraceMs + p.latencyMs.walk;
}

/**
 * Only a grace that runs out while the music still plays outs: a player who stops shortly before
 * the music does is warned and let off (the stop is stamped 1.5 s after the last step, so stopping
 * in the last ~4.5 s is never out).
 */
export function graceOutlastsMusic(stopT: number, r: Round, p: Gm139Params): boolean {
  return stopT + p.stopGraceMs >= r.musicStopAt;
}

/**
 * The sits close: sitters ranked by their time on the phones' synced clocks (not by arrival), those
 * without a sit in the window out, then the slowest sitters out until the round's quota is met
 * (never all of them). Players already out this round (stopped walking) count towards
 * the quota: a chair goes to those who played fair.
 */
export function closeSits(r: Round, players: Sitter[], p: Gm139Params): { ranking: Round['ranking']; outs: { id: string; reason: OutReason }[] } {
  const inRound = players.filter((x) => r.alive.includes(x.id));
  const already = inRound.filter((x) => x.out?.round === r.index).map((x) => ({ id: x.id, reason: x.out!.reason }));
  const still = inRound.filter((x) => !x.out);
  const sitters = still.filter((x) => x.sitT !== null).sort((a, b) => a.sitT! - b.sitT! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const ranking = sitters.map((x) => ({ id: x.id, ms: Math.max(0, Math.round(x.sitT! - r.musicStopAt)) }));
  const noSit = still.filter((x) => x.sitT === null).map((x) => ({ id: x.id, reason: 'noSit' as const }));
  const quota = outQuota(r.alive.length, p.outShare);
  const slowest = Math.max(0, Math.min(quota - already.length - noSit.length, sitters.length - 1));
  const slow = sitters.slice(sitters.length - slowest).map((x) => ({ id: x.id, reason: 'slowest' as const }));
  return { ranking, outs: [...already, ...noSit, ...slow] };
}

/**
 * What follows the current round: another, the final (the last of the fixed number, or two players
 * left: one chair), or the end of the game (the fixed number played, or one player or none left).
 */
export type NextRound = 'round' | 'final' | 'end';
export function nextRound(s: Gm139State): NextRound {
  const left = s.players.filter((p) => !p.out).length;
  if (s.rounds.length >= s.params.rounds || left <= 1) return 'end';
  return s.rounds.length + 1 >= s.params.rounds || left <= 2 ? 'final' : 'round';
}
