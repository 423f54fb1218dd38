import type { GameMode, Team } from '../../../protocol/enums';
import type { Gm105Params } from '../parameters';

/**
 * SPEC.md §4 gm105 statuses, in flow order: the edit mode (`edit`; `editFinished` for a player who
 * is done, then for everyone as the questions are collected), each question (`roundStarted`: who
 * asks it; `questionChanged`: the question shows; `pendingAnswer`: the buttons are live;
 * `answered`: this phone has tapped; `answerClosed`: the answer is revealed; `roundResult`: the
 * question's team scores), and the end (`waitingForTotalResult`, `totalResult`).
 */
export const STATUSES = [
  'edit',
  'editFinished',
  'roundStarted',
  'questionChanged',
  'pendingAnswer',
  'answered',
  'answerClosed',
  'roundResult',
  'waitingForTotalResult',
  'totalResult',
] as const;
export type Gm105Status = (typeof STATUSES)[number];

/**
 * SPEC.md §3 quiz patterns: how one phone's two buttons look and sit, drawn per phone and question
 * so a neighbour's thumb tells nothing. `vx` ✓ then ✗, `xv` ✗ then ✓, `ox` ○ then ×, `xo` × then ○
 * (a "mark" question: is the answer shown the right one?); `rAbB` red A then blue B, `bArB` blue A
 * then red B (a "choice" question: A or B).
 */
export const PATTERNS = ['vx', 'ox', 'xv', 'xo', 'rAbB', 'bArB'] as const;
export type Pattern = (typeof PATTERNS)[number];
export const MARK_PATTERNS = ['vx', 'ox', 'xv', 'xo'] as const satisfies readonly Pattern[];
export const CHOICE_PATTERNS = ['rAbB', 'bArB'] as const satisfies readonly Pattern[];

/** What a button means: yes / no for a mark question, A / B for a choice question. */
export type Meaning = 'yes' | 'no' | 'A' | 'B';

/** SPEC.md §3 answer judgement. */
export const JUDGEMENTS = ['correct', 'incorrect', 'noAnswer'] as const;
export type Judgement = (typeof JUDGEMENTS)[number];

/** How a question is put: "is it this one?" (✓/✗) or "A or B?". */
export type Kind = 'mark' | 'choice';

/** SPEC.md §3: a player-written quiz. */
export type QuizText = { questionSentence: string; correctAnswer: string; incorrectAnswer: string };

/** A quiz a player registered in the edit mode. */
export type PlayerQuiz = QuizText & { id: string; author: string };

/** A question asked: one of the built-in bank's (by id; each screen shows it in its own language) or a player's. */
export type Source = { bank: string } | { quiz: string };

/** One player's answer to a question: the button (0 first, 1 second), what it meant, when (ms after the buttons went live). */
export type Answer = { button: 0 | 1; meaning: Meaning; elapsedMs: number; judgement: Judgement; points: number };

export type Round = {
  /** 0-based; -1 is the tutorial's practice question. */
  index: number;
  source: Source;
  kind: Kind;
  /** A choice question: which of A and B is the right answer. A mark question: whether the answer shown is the right one. */
  correct: 'A' | 'B' | null;
  claimCorrect: boolean | null;
  /** Each player's pattern for this question. */
  patterns: Record<string, Pattern>;
  /** Game times: the round's start, the question's showing, the buttons going live, the window's end; when it closed (null while open). */
  startedAt: number;
  shownAt: number;
  openAt: number;
  closeAt: number;
  closedAt: number | null;
  answers: Record<string, Answer>;
};

export type Contestant = {
  id: string;
  name: string;
  team: Team;
  /** Pressed "done" in the edit mode. */
  doneEditing: boolean;
};

export type Gm105State = {
  mode: GameMode;
  params: Gm105Params;
  status: Gm105Status;
  /** Game time the current status ends (null: the runner ends it, as the tutorial). */
  statusUntil: number | null;
  players: Contestant[];
  quizzes: PlayerQuiz[];
  /** Ids handed to quizzes so far (a deleted quiz's id is never reused). */
  nextQuizId: number;
  /** The questions this game asks, in order: drawn when the edit mode ends. */
  plan: Source[];
  /** The tutorial's practice question (bank id), drawn at init, never asked again. */
  practice: string;
  rounds: Round[];
  over: boolean;
};
