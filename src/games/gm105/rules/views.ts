import type { Team } from '../../../protocol/enums';
import type { ViewCtx } from '../../common/rules';
import { roomLimit } from './quiz';
import { answerers, authorOf, judgementOf, rightButton, rightMeaning } from './rounds';
import { ranking, roundScore, totals, TEAMS } from './score';
import type { Gm105State, Gm105Status, Judgement, Kind, Meaning, Pattern, PlayerQuiz, Round, Source } from './types';

/**
 * A text to show: a player's own words, or a field of a bank question, which each screen takes from
 * its own language's bank. (The bank ships with the app, so naming the field tells nothing a
 * curious player could not read there; a player's quiz shows only words until the answer closes.)
 */
export type Text = { text: string } | { bank: string; field: 'question' | 'correct' | 'incorrect' };

/** A question as the screens show it once it is on: what is asked and the two answers as A and B, or the one answer to judge. */
export type QuestionView = {
  index: number;
  kind: Kind;
  question: Text;
  /** A: and B: for a choice question; null for a mark question. */
  choices: { A: Text; B: Text } | null;
  /** The answer to judge (✓ or ✗) for a mark question; null for a choice question. */
  claim: Text | null;
};

/** Who asks a question: a player (name and team) or the quiz box (the bank). */
export type Asker = { name: string; team: Team } | null;

export type MyQuiz = Omit<PlayerQuiz, 'author'>;

export type EditView = {
  /** This player's quizzes, and how many more the room takes. */
  mine: MyQuiz[];
  maxPerPlayer: number;
  roomCount: number;
  roomMax: number;
  /** Players done editing, of all. */
  done: number;
  of: number;
  /** Game time the edit mode closes, in server time. */
  until: number | null;
};

/** This player's answer: its button and time at once, its points once the answer closed (the judgement is `judgement`). */
export type MyAnswer = { button: 0 | 1; elapsedMs: number; points: number | null };

export type Standings = { round: Record<Team, number | null> | null; total: Record<Team, number> };

/** What the phone's screens show, nothing more: no screen counts down the status (the buttons' window is `openAt`/`closeAt`). */
export type Gm105PhoneOwn = {
  status: Gm105Status;
  team: Team | null;
  playing: boolean;
  /** The tutorial's practice question is on (round -1). */
  practice: boolean;
  tutorialDone: boolean;
  /** SPEC.md §3 roundNumber: this question (0-based; -1 in the tutorial and the edit mode) of how many. */
  roundNumber: number;
  rounds: number;
  edit: EditView;
  asker: Asker;
  /** This player wrote the question: they sit it out. */
  mine: boolean;
  question: QuestionView | null;
  /** This phone's buttons for the question. */
  pattern: Pattern | null;
  /** When the buttons go live and close, in server time (ms); how long they are live. */
  openAt: number | null;
  closeAt: number | null;
  answerMs: number;
  answer: MyAnswer | null;
  /** Once the answer closed (at once in practice): this player's judgement and the right button on this phone. */
  judgement: Judgement | null;
  rightButton: 0 | 1 | null;
  standings: Standings;
  /** This player's points and right answers so far, place among everyone (ties share). */
  points: number;
  correct: number;
  place: number;
  of: number;
  /** At the total result: the best players. */
  top: TopPlayer[];
};

export type TopPlayer = { id: string; name: string; team: Team; points: number; correct: number; place: number };

export type BoardPlayer = {
  id: string;
  name: string;
  team: Team;
  /** Quizzes written (a count: the texts stay secret until asked), done editing, practised. */
  wrote: number;
  doneEditing: boolean;
  practised: boolean;
  /** This question: the author sits out; answered (how, only once closed). */
  author: boolean;
  answered: boolean;
  judgement: Judgement | null;
  elapsedMs: number | null;
  points: number;
};

export type Gm105Board = {
  status: Gm105Status;
  statusUntil: number | null;
  practice: boolean;
  roundNumber: number;
  rounds: number;
  edit: { roomCount: number; roomMax: number; maxPerPlayer: number; until: number | null };
  asker: Asker;
  question: QuestionView | null;
  openAt: number | null;
  closeAt: number | null;
  answerMs: number;
  /** Once closed: the right meaning (A / B, or yes / no for the claim). */
  right: Meaning | null;
  /** Answers in so far, per team, of how many may answer. */
  answered: Record<Team, { answered: number; of: number }>;
  players: BoardPlayer[];
  standings: Standings;
  /** This question's quickest right answers (once closed), best first. */
  fastest: { id: string; name: string; team: Team; elapsedMs: number }[];
  top: TopPlayer[];
  members: Record<Team, number>;
};

const until = (t: number | null, v: ViewCtx) => (t === null ? null : v.serverTime(t));

export function currentRound(s: Gm105State): Round | undefined {
  return s.rounds[s.rounds.length - 1];
}

/** The round the screens are about: none in the edit mode (the practice round is over by then). */
function shownRound(s: Gm105State): Round | undefined {
  return s.status === 'edit' || s.status === 'editFinished' ? undefined : currentRound(s);
}

function textsOf(s: Gm105State, source: Source): { question: Text; correct: Text; incorrect: Text } {
  if ('bank' in source) {
    return {
      question: { bank: source.bank, field: 'question' },
      correct: { bank: source.bank, field: 'correct' },
      incorrect: { bank: source.bank, field: 'incorrect' },
    };
  }
  const q = s.quizzes.find((x) => x.id === source.quiz)!;
  return { question: { text: q.questionSentence }, correct: { text: q.correctAnswer }, incorrect: { text: q.incorrectAnswer } };
}

/** The question once it shows (from questionChanged on; at once for the practice). */
function questionOf(s: Gm105State, r: Round | undefined): QuestionView | null {
  if (!r || s.status === 'roundStarted') return null;
  const t = textsOf(s, r.source);
  if (r.kind === 'choice') {
    const [A, B] = r.correct === 'A' ? [t.correct, t.incorrect] : [t.incorrect, t.correct];
    return { index: r.index, kind: r.kind, question: t.question, choices: { A, B }, claim: null };
  }
  return { index: r.index, kind: r.kind, question: t.question, choices: null, claim: r.claimCorrect ? t.correct : t.incorrect };
}

function askerOf(s: Gm105State, r: Round | undefined): Asker {
  const id = r ? authorOf(s, r.source) : null;
  const p = id ? s.players.find((x) => x.id === id) : undefined;
  return p ? { name: p.name, team: p.team } : null;
}

function editOf(s: Gm105State, playerId: string | null, v: ViewCtx): EditView {
  return {
    mine: s.quizzes.filter((q) => q.author === playerId).map(({ author: _a, ...q }) => q),
    maxPerPlayer: s.params.edit.maxPerPlayer,
    roomCount: s.quizzes.length,
    roomMax: roomLimit(s),
    done: s.players.filter((p) => p.doneEditing).length,
    of: s.players.length,
    until: s.status === 'edit' ? until(s.statusUntil, v) : null,
  };
}

function standingsOf(s: Gm105State, r: Round | undefined): Standings {
  const closed = !!r && r.index >= 0 && r.closedAt !== null;
  return {
    round: closed ? { left: roundScore(s, r, 'left'), right: roundScore(s, r, 'right') } : null,
    total: totals(s),
  };
}

function topOf(s: Gm105State, n: number): TopPlayer[] {
  return ranking(s)
    .slice(0, n)
    .map((x) => ({ id: x.c.id, name: x.c.name, team: x.c.team, points: x.points, correct: x.correct, place: x.place }));
}

/** Whether the answer of round `r` may be shown: once it closed, or at once in the practice. */
const revealed = (r: Round | undefined): r is Round => !!r && (r.closedAt !== null || r.index < 0);

export function phoneOwn(s: Gm105State, playerId: string, v: ViewCtx): Gm105PhoneOwn {
  const me = s.players.find((p) => p.id === playerId);
  const r = shownRound(s);
  const author = r ? authorOf(s, r.source) : null;
  const a = r?.answers[playerId];
  const pattern = r?.patterns[playerId] ?? null;
  let status = s.status;
  if (status === 'edit' && me?.doneEditing) status = 'editFinished';
  if (status === 'pendingAnswer' && a) status = 'answered';
  const rank = ranking(s);
  const mine = rank.find((x) => x.c.id === playerId);
  const show = revealed(r) && (r.index < 0 ? !!a : true);
  return {
    status,
    team: me?.team ?? null,
    playing: !!me,
    practice: !!r && r.index < 0,
    tutorialDone: !!me && v.practiced(me.id),
    roundNumber: r ? r.index : -1,
    rounds: s.params.questions,
    edit: editOf(s, me ? playerId : null, v),
    asker: askerOf(s, r),
    mine: !!me && author === playerId,
    question: questionOf(s, r),
    pattern,
    openAt: r ? v.serverTime(r.openAt) : null,
    closeAt: r ? v.serverTime(r.closeAt) : null,
    answerMs: s.params.answerMs,
    answer: a ? { button: a.button, elapsedMs: a.elapsedMs, points: show ? a.points : null } : null,
    judgement: show && me ? judgementOf(s, r, playerId) : null,
    rightButton: show && pattern && author !== playerId ? rightButton(r, pattern) : null,
    standings: standingsOf(s, r),
    points: mine?.points ?? 0,
    correct: mine?.correct ?? 0,
    place: mine?.place ?? 1,
    of: s.players.length,
    top: s.status === 'totalResult' ? topOf(s, 3) : [],
  };
}

export function hostBoard(s: Gm105State, v: ViewCtx): Gm105Board {
  const r = shownRound(s);
  const author = r ? authorOf(s, r.source) : null;
  const closed = !!r && r.closedAt !== null;
  const may = r ? new Set(answerers(s, r)) : new Set<string>();
  const rank = new Map(ranking(s).map((x) => [x.c.id, x.points]));
  const answered = Object.fromEntries(
    TEAMS.map((team) => {
      const ids = s.players.filter((p) => p.team === team && may.has(p.id));
      return [team, { answered: ids.filter((p) => r?.answers[p.id]).length, of: ids.length }];
    }),
  ) as Record<Team, { answered: number; of: number }>;
  const fastest =
    r && closed
      ? s.players
          .filter((p) => r.answers[p.id]?.judgement === 'correct')
          .map((p) => ({ id: p.id, name: p.name, team: p.team, elapsedMs: r.answers[p.id]!.elapsedMs }))
          .sort((x, y) => x.elapsedMs - y.elapsedMs)
          .slice(0, 3)
      : [];
  return {
    status: s.status,
    statusUntil: until(s.statusUntil, v),
    practice: !!r && r.index < 0,
    roundNumber: r ? r.index : -1,
    rounds: s.params.questions,
    edit: {
      roomCount: s.quizzes.length,
      roomMax: roomLimit(s),
      maxPerPlayer: s.params.edit.maxPerPlayer,
      until: s.status === 'edit' ? until(s.statusUntil, v) : null,
    },
    asker: askerOf(s, r),
    question: questionOf(s, r),
    openAt: r ? v.serverTime(r.openAt) : null,
    closeAt: r ? v.serverTime(r.closeAt) : null,
    answerMs: s.params.answerMs,
    right: r && closed ? rightMeaning(r) : null,
    answered,
    players: s.players.map((p) => {
      const a = r?.answers[p.id];
      return {
        id: p.id,
        name: p.name,
        team: p.team,
        wrote: s.quizzes.filter((q) => q.author === p.id).length,
        doneEditing: p.doneEditing,
        practised: v.practiced(p.id),
        author: author === p.id,
        answered: !!a,
        judgement: r && closed ? judgementOf(s, r, p.id) : null,
        elapsedMs: closed && a ? a.elapsedMs : null,
        points: rank.get(p.id) ?? 0,
      };
    }),
    standings: standingsOf(s, r),
    fastest,
    top: s.status === 'totalResult' ? topOf(s, 5) : [],
    members: { left: s.players.filter((p) => p.team === 'left').length, right: s.players.filter((p) => p.team === 'right').length },
  };
}
