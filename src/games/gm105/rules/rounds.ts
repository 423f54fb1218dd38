import type { GameCtx } from '../../common/rules';
import { BANK_IDS } from './bank';
import {
  CHOICE_PATTERNS,
  MARK_PATTERNS,
  type Answer,
  type Gm105State,
  type Judgement,
  type Kind,
  type Meaning,
  type Pattern,
  type Round,
  type Source,
} from './types';

/** A uniform draw from a list with the game's dice. */
function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;
}

/** Fisher–Yates with the game's dice. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The practice question: a bank question, drawn at init and never asked in play. */
export function drawPractice(random: () => number): string {
  return pick(BANK_IDS, random);
}

/**
 * The questions of a game: every player quiz registered (the room's limit keeps them at most
 * `questions`), the rest from the bank (never the practice one), all in an order the dice shuffle.
 */
export function drawPlan(s: Gm105State, random: () => number): Source[] {
  const own: Source[] = s.quizzes.slice(0, s.params.questions).map((q) => ({ quiz: q.id }));
  const bank = shuffle(
    BANK_IDS.filter((id) => id !== s.practice),
    random,
  )
    .slice(0, Math.max(0, s.params.questions - own.length))
    .map((id): Source => ({ bank: id }));
  return shuffle([...own, ...bank], random);
}

/** The author of a question (a player's id), or null for a bank question. */
export function authorOf(s: Gm105State, source: Source): string | null {
  return 'quiz' in source ? (s.quizzes.find((q) => q.id === source.quiz)?.author ?? null) : null;
}

/** Who answers a round: everyone in the game but the question's author. */
export function answerers(s: Gm105State, r: Round): string[] {
  const author = authorOf(s, r.source);
  return s.players.filter((p) => p.id !== author).map((p) => p.id);
}

/**
 * A new question: its kind and answer layout from the dice, and a pattern for every phone. Times:
 * the round shows from `at`, the question from `shownAt`, the buttons are live from `openAt` for
 * `answerMs`.
 */
export function newRound(s: Gm105State, index: number, source: Source, at: number, ctx: Pick<GameCtx, 'random'>, practice = false): Round {
  const p = s.params;
  const kind: Kind = ctx.random() < p.markShare ? 'mark' : 'choice';
  const correct = kind === 'choice' ? (ctx.random() < 0.5 ? 'A' : 'B') : null;
  const claimCorrect = kind === 'mark' ? ctx.random() < 0.5 : null;
  const patterns: Record<string, Pattern> = {};
  for (const pl of s.players) patterns[pl.id] = pick<Pattern>(kind === 'mark' ? MARK_PATTERNS : CHOICE_PATTERNS, ctx.random);
  const shownAt = practice ? at : at + p.momentsMs.roundStarted;
  const openAt = practice ? at : shownAt + p.momentsMs.questionChanged;
  return { index, source, kind, correct, claimCorrect, patterns, startedAt: at, shownAt, openAt, closeAt: openAt + p.answerMs, closedAt: null, answers: {} };
}

/** What each button of a pattern means, first then second. */
export function meaningsOf(pattern: Pattern): [Meaning, Meaning] {
  switch (pattern) {
    case 'vx':
    case 'ox':
      return ['yes', 'no'];
    case 'xv':
    case 'xo':
      return ['no', 'yes'];
    case 'rAbB':
    case 'bArB':
      return ['A', 'B'];
  }
}

/** The meaning that is right in a round. */
export function rightMeaning(r: Round): Meaning {
  return r.kind === 'choice' ? r.correct! : r.claimCorrect ? 'yes' : 'no';
}

/** The button that was right for a pattern in a round. */
export function rightButton(r: Round, pattern: Pattern): 0 | 1 {
  return meaningsOf(pattern)[0] === rightMeaning(r) ? 0 : 1;
}

/** Points for an answer: nothing unless right; then the base and a bonus falling linearly to 0 over the window. */
export function pointsFor(s: Gm105State, judgement: Judgement, elapsedMs: number): number {
  if (judgement !== 'correct') return 0;
  const p = s.params;
  const left = Math.max(0, Math.min(1, 1 - elapsedMs / p.answerMs));
  return p.correctPoints + Math.round(p.speedBonus * left);
}

/** Judges a tap of `button` made `elapsedMs` after the buttons went live. */
export function judge(s: Gm105State, r: Round, playerId: string, button: 0 | 1, elapsedMs: number): Answer {
  const meaning = meaningsOf(r.patterns[playerId]!)[button];
  const judgement: Judgement = meaning === rightMeaning(r) ? 'correct' : 'incorrect';
  return { button, meaning, elapsedMs: Math.round(elapsedMs), judgement, points: pointsFor(s, judgement, elapsedMs) };
}

/** A player's judgement in a closed round: their answer's, or noAnswer; null for the author (or a round still open). */
export function judgementOf(s: Gm105State, r: Round, playerId: string): Judgement | null {
  if (authorOf(s, r.source) === playerId) return null;
  const a = r.answers[playerId];
  if (a) return a.judgement;
  return r.closedAt === null ? null : 'noAnswer';
}
