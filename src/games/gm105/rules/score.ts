import type { GameResult } from '../../../protocol/game';
import type { Team } from '../../../protocol/enums';
import { answerers } from './rounds';
import type { Contestant, Gm105State, Round } from './types';

export const TEAMS: readonly Team[] = ['left', 'right'];

/** The rounds that count: played (not the practice) and closed. */
export function closedRounds(s: Gm105State): Round[] {
  return s.rounds.filter((r) => r.index >= 0 && r.closedAt !== null);
}

/**
 * GAMES.md's score for one question: a team's points per head, over the members who answer it
 * (the author sits their own question out); a correct answer is worth `correctPoints` plus a speed
 * bonus, a wrong or missing one nothing. Null when nobody of the team could answer.
 */
export function roundScore(s: Gm105State, r: Round, team: Team): number | null {
  const ids = answerers(s, r).filter((id) => s.players.find((p) => p.id === id)?.team === team);
  if (ids.length === 0) return null;
  const sum = ids.reduce((a, id) => a + (r.answers[id]?.points ?? 0), 0);
  return Math.round(sum / ids.length);
}

/**
 * A team's total over the closed rounds: the sum of its question scores. A question nobody of the
 * team could answer (a lone member who wrote it) counts as the team's mean of the others, so
 * writing a question never costs a team points.
 */
export function teamTotal(s: Gm105State, team: Team, rounds: readonly Round[] = closedRounds(s)): number {
  const scores = rounds.map((r) => roundScore(s, r, team));
  const known = scores.filter((x): x is number => x !== null);
  if (known.length === 0) return 0;
  const mean = known.reduce((a, b) => a + b, 0) / known.length;
  return Math.round(known.reduce((a, b) => a + b, 0) + mean * (scores.length - known.length));
}

export function totals(s: Gm105State): Record<Team, number> {
  return { left: teamTotal(s, 'left'), right: teamTotal(s, 'right') };
}

/** A player's points and right answers over the closed rounds. */
export function playerTotal(s: Gm105State, c: Contestant): { points: number; correct: number; fastest: number | null } {
  let points = 0;
  let correct = 0;
  let fastest: number | null = null;
  for (const r of closedRounds(s)) {
    const a = r.answers[c.id];
    if (!a) continue;
    points += a.points;
    if (a.judgement === 'correct') {
      correct++;
      fastest = fastest === null ? a.elapsedMs : Math.min(fastest, a.elapsedMs);
    }
  }
  return { points, correct, fastest };
}

/** Players by points (then right answers, then the fastest right answer), best first. */
export function ranking(s: Gm105State): { c: Contestant; points: number; correct: number; fastest: number | null; place: number }[] {
  const rows = s.players.map((c) => ({ c, ...playerTotal(s, c) }));
  rows.sort((a, b) => b.points - a.points || b.correct - a.correct || (a.fastest ?? Infinity) - (b.fastest ?? Infinity));
  return rows.map((row) => ({ ...row, place: 1 + rows.filter((o) => o.points > row.points).length }));
}

/** Right answers per head of a team over the closed rounds (the first tie-breaker). */
function correctPerHead(s: Gm105State, team: Team): number {
  const members = s.players.filter((p) => p.team === team);
  if (!members.length) return 0;
  return members.reduce((a, c) => a + playerTotal(s, c).correct, 0) / members.length;
}

/** A team's mean time to a right answer (ms; the second tie-breaker, lower is better). */
function meanRightTime(s: Gm105State, team: Team): number {
  const times = closedRounds(s).flatMap((r) =>
    s.players.filter((p) => p.team === team && r.answers[p.id]?.judgement === 'correct').map((p) => r.answers[p.id]!.elapsedMs),
  );
  return times.length ? times.reduce((a, b) => a + b, 0) / times.length : Infinity;
}

/** The game's outcome: the higher total wins; level, more right answers per head, then the quicker team. */
export function resultOf(s: Gm105State): GameResult {
  const scores = totals(s);
  if (closedRounds(s).length === 0 || s.players.length === 0) return { winner: 'noGame', scores };
  if (scores.left !== scores.right) return { winner: scores.left > scores.right ? 'left' : 'right', scores };
  const l = correctPerHead(s, 'left');
  const r = correctPerHead(s, 'right');
  if (l !== r) return { winner: l > r ? 'left' : 'right', scores };
  const lt = meanRightTime(s, 'left');
  const rt = meanRightTime(s, 'right');
  if (lt !== rt) return { winner: lt < rt ? 'left' : 'right', scores };
  return { winner: 'draw', scores };
}
