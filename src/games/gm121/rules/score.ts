import type { Team } from '../../../protocol/enums';
import { rgbDistance, scoreFromDistance, scoreHistogram, type Rgb } from '../../../../workers/media/ciede2000.shared';
import type { Gm121Params } from '../parameters';
import type { Gm121State, Hunter, RoundPart } from './types';

/** The authoritative distance and score of a reported centre colour against the target. */
export function judge(median: Rgb, target: Rgb, p: Gm121Params): { deltaE: number; score: number } {
  const deltaE = rgbDistance(median, target);
  return { deltaE: Math.round(deltaE * 100) / 100, score: scoreFromDistance(deltaE, p.score) };
}

/** A fresh part of a round: no photo, shot, score or success (SPEC.md §4). */
export const emptyPart = (): RoundPart => ({ shot: null, tries: 0, succeeded: null });

/** Players who hunt: a camera not refused. A player who denied the camera cheers and counts for nobody. */
export const hunting = (h: Hunter) => h.capability !== 'denied';

/** A hunter's score in round `r` (0 without a stored shot). */
export const roundScore = (h: Hunter, r: number) => h.rounds[r]?.shot?.score ?? 0;

/** A hunter's best over the rounds played so far (the team score's unit). */
export function bestScore(h: Hunter, upTo: number): number {
  let best = 0;
  for (let r = 0; r <= upTo; r++) best = Math.max(best, roundScore(h, r));
  return best;
}

/** Team score: the mean of its hunting members' best scores (per head, GAMES.md), 0 with none. */
export function teamScores(s: Gm121State, upTo = s.round): Record<Team, number> {
  const of = (team: Team) => {
    const members = s.hunters.filter((h) => h.team === team && hunting(h));
    if (members.length === 0 || upTo < 0) return 0;
    return Math.round((members.reduce((a, h) => a + bestScore(h, upTo), 0) / members.length) * 10) / 10;
  };
  return { left: of('left'), right: of('right') };
}

/** Each team's round-`r` scores of its stored shots, counted into the histogram's bins. */
export function teamHistograms(s: Gm121State, r: number): Record<Team, number[]> {
  const of = (team: Team) =>
    scoreHistogram(
      s.hunters.filter((h) => h.team === team && h.rounds[r]?.shot).map((h) => roundScore(h, r)),
      s.params.histogramBins,
    );
  return { left: of('left'), right: of('right') };
}

/** Mean of every round score of a team's hunters (the tie-break). */
export function meanRoundScore(s: Gm121State, team: Team): number {
  const members = s.hunters.filter((h) => h.team === team && hunting(h));
  const n = members.length * (s.round + 1);
  if (n <= 0) return 0;
  let sum = 0;
  for (const h of members) for (let r = 0; r <= s.round; r++) sum += roundScore(h, r);
  return sum / n;
}
