import type { Team } from '../../../protocol/enums';
import { counted, errorOf, zoneOf } from './judge';
import type { Cook, Gm134State, Round } from './types';

export const TEAMS: readonly Team[] = ['left', 'right'];

/** The rounds whose timer has stopped: only they count. */
export function judgedRounds(s: Gm134State): Round[] {
  return s.rounds.filter((r) => r.stoppedAt !== null);
}

/** The errors a cook's steps count for (ms, each at most `maxErrorMs`) over the given rounds. */
export function countedErrors(s: Gm134State, c: Cook, rounds: readonly Round[]): number[] {
  return rounds.flatMap((r) => r.steps.map((st, k) => counted(errorOf(c.marks[r.index]?.[k] ?? null, st.target), s.params)));
}

/** A cook's mean absolute error (ms) over the given rounds; null with no step judged yet. */
export function meanError(s: Gm134State, c: Cook, rounds: readonly Round[] = judgedRounds(s)): number | null {
  const e = countedErrors(s, c, rounds);
  return e.length ? e.reduce((a, b) => a + b, 0) / e.length : null;
}

/**
 * GAMES.md's score: a team's mean absolute error, in seconds (two decimals), over every step of
 * every member in the given rounds: per head, so a team of 30 does not lose to a team of 20 by size.
 * Lower wins. A team with nobody in the game counts as if no dish were ever taken off the heat.
 */
export function teamErrors(s: Gm134State, rounds: readonly Round[] = judgedRounds(s)): Record<Team, number> {
  const out = { left: 0, right: 0 };
  for (const team of TEAMS) {
    const errors = s.cooks.filter((c) => c.team === team).flatMap((c) => countedErrors(s, c, rounds));
    const mean = errors.length ? errors.reduce((a, b) => a + b, 0) / errors.length : s.params.maxErrorMs;
    out[team] = Math.round(mean / 10) / 100;
  }
  return out;
}

/** Perfect steps per head of a team over the judged rounds (the tie-breaker: more is better). */
export function perfectsPerHead(s: Gm134State, team: Team): number {
  const members = s.cooks.filter((c) => c.team === team);
  if (!members.length) return 0;
  const rounds = judgedRounds(s);
  const perfect = members.reduce(
    (a, c) =>
      a + rounds.reduce((b, r) => b + r.steps.filter((st, k) => zoneOf(errorOf(c.marks[r.index]?.[k] ?? null, st.target), s.params) === 'perfect').length, 0),
    0,
  );
  return perfect / members.length;
}
