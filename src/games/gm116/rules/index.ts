import { z } from 'zod';
import type { Team } from '../../../protocol/enums';
import { appError, ErrorCodes } from '../../../protocol/errors';
import type { GameResult } from '../../../protocol/game';
import { move, type GameRules } from '../../common/rules';
import { GM116_PARAMETERS, type Gm116Params } from '../parameters';
import { gradeOfValue, gradeTurn, judgePass } from './judge';
import { JUDGING, passTime, ropePasses } from './rope';
import type { Fault, Gm116State, Gm116Status, Jumper, Turn } from './types';
import { hostBoard, phoneOwn, type Gm116Board, type Gm116PhoneOwn } from './views';

/** Flights kept per player: enough to cover the passes not yet judged. */
const FLIGHTS_KEPT = 12;

const other = (t: Team): Team => (t === 'left' ? 'right' : 'left');
/** Elimination variant (E0, E1): a miss sits the player out instead of ending the turn. */
const isElimination = (s: Gm116State) => s.mode === 'E0' || s.mode === 'E1';

function currentTurn(s: Gm116State): Turn | undefined {
  return s.turns[s.turns.length - 1];
}

function startTurn(s: Gm116State, now: number): void {
  const index = s.turns.length;
  const team = s.order[index]!;
  s.turns.push({
    index,
    team,
    frameBase: now + s.params.momentsMs.waitingForJumping,
    passes: ropePasses(s.params.rope),
    judged: 0,
    cleared: 0,
    faulted: [],
    grade: null,
  });
  for (const j of s.jumpers) {
    j.results = [];
    j.out = false;
    j.fault = null;
  }
  s.status = 'waitingForJumping';
  s.statusUntil = now + s.params.momentsMs.waitingForJumping;
}

function jumpersOf(s: Gm116State, team: Team): Jumper[] {
  return s.jumpers.filter((j) => j.team === team);
}

/** Judges pass `k` of the turn for everyone still in. */
function judgeNextPass(s: Gm116State, turn: Turn): void {
  const k = turn.judged;
  const at = passTime(turn.frameBase, turn.passes[k]!);
  const inPlay = jumpersOf(s, turn.team).filter((j) => !j.out);
  const missed: Jumper[] = [];
  for (const j of inPlay) {
    const r = judgePass(j.flights, at, JUDGING.matchWindowMs);
    j.results.push(r);
    if (r.type === 'out') {
      j.out = true;
      missed.push(j);
    } else {
      j.survived++;
    }
  }
  turn.judged++;
  if (missed.length === 0 && inPlay.length > 0) turn.cleared = k + 1;
  if (missed.length > 0) {
    turn.faulted.push(...missed.map((j) => j.id));
    const mine: Fault = missed.length === 1 ? 'YOU' : 'YOU_AND_OTHERS';
    for (const j of missed) j.fault = mine;
  }
  const allOut = jumpersOf(s, turn.team).every((j) => j.out);
  const ends = (!isElimination(s) && missed.length > 0) || allOut || turn.judged >= turn.passes.length;
  if (ends) endTurn(s, turn);
}

function endTurn(s: Gm116State, turn: Turn): void {
  const team = jumpersOf(s, turn.team);
  for (const j of team) {
    if (!j.out && turn.faulted.length > 0 && !isElimination(s)) j.fault = 'OTHERS';
    j.grades.push(gradeTurn(j.results, s.params));
  }
  const mean = team.length ? team.reduce((a, j) => a + j.grades[j.grades.length - 1]!.value, 0) / team.length : s.params.gradeValues.D;
  turn.grade = gradeOfValue(mean, s.params);
  s.status = 'turnResult';
  s.statusUntil = passTime(turn.frameBase, turn.passes[Math.max(0, turn.judged - 1)]!) + JUDGING.judgeDelayMs + s.params.momentsMs.turnResult;
}

/** Team score: passes cleared over its turns; per head (passes survived per member) in elimination. */
export function teamScores(s: Gm116State): Record<Team, number> {
  const score = (team: Team) => {
    if (isElimination(s)) {
      const members = jumpersOf(s, team);
      return members.length ? Math.round((members.reduce((a, j) => a + j.survived, 0) / members.length) * 100) / 100 : 0;
    }
    return s.turns.filter((t) => t.team === team).reduce((a, t) => a + t.cleared, 0);
  };
  return { left: score('left'), right: score('right') };
}

function meanGrade(s: Gm116State, team: Team): number {
  const turns = s.turns.filter((t) => t.team === team && t.grade);
  return turns.length ? turns.reduce((a, t) => a + t.grade!.value, 0) / turns.length : 0;
}

/** Jumps the phone counted so far, every `stepNumToSendHearBeat` jumps: for the big screen's activity. */
const Heartbeat = z.strictObject({ count: z.number().int().min(0).max(100_000) });

export const gm116Rules: GameRules<Gm116State, Gm116Params, Gm116PhoneOwn, Gm116Board, Gm116Status> = {
  init({ mode, players, params }, ctx): Gm116State {
    // The runner passes the operator config's games.gm116, already complete; tests may pass part of it.
    const p: Gm116Params = { ...GM116_PARAMETERS, ...params };
    // The coin flip (decidingTurn): who jumps first.
    const firstTeam: Team = ctx.random() < 0.5 ? 'left' : 'right';
    const order: Team[] = [];
    for (let i = 0; i < p.turnsPerTeam; i++) order.push(firstTeam, other(firstTeam));
    return {
      mode,
      params: p,
      status: 'tutorialJumping',
      statusUntil: null,
      firstTeam,
      order,
      turns: [],
      jumpers: players.map((pl) => ({
        id: pl.id,
        name: pl.name,
        team: pl.team,
        practiceHops: 0,
        flights: [],
        results: [],
        out: false,
        fault: null,
        jumpCount: 0,
        grades: [],
        survived: 0,
      })),
    };
  },

  startTutorial(s) {
    s.status = 'tutorialJumping';
  },

  startPlay(s, ctx) {
    s.status = 'decidingTurn';
    s.statusUntil = ctx.now + s.params.momentsMs.decidingTurn;
  },

  nextDeadline(s) {
    if (s.status === 'jumping') {
      const turn = currentTurn(s)!;
      return passTime(turn.frameBase, turn.passes[turn.judged]!) + JUDGING.judgeDelayMs;
    }
    return s.status === 'finished' ? null : s.statusUntil;
  },

  advance(s, { now }) {
    for (let guard = 0; guard < 200; guard++) {
      const due = gm116Rules.nextDeadline(s);
      if (due === null || now < due) return;
      const turn = currentTurn(s);
      if (s.status === 'decidingTurn') startTurn(s, now);
      else if (s.status === 'waitingForJumping') {
        s.status = 'jumping';
        s.statusUntil = null;
      } else if (s.status === 'jumping' && turn) judgeNextPass(s, turn);
      else if (s.status === 'turnResult') {
        if (s.turns.length < s.order.length && jumpersOf(s, s.order[s.turns.length]!).length > 0) startTurn(s, now);
        else {
          s.status = 'finished';
          s.statusUntil = null;
        }
      } else return;
    }
  },

  moves: {
    heartbeat: move<Gm116State, z.infer<typeof Heartbeat>>(
      Heartbeat,
      (s, playerId, { count }) => {
        const j = s.jumpers.find((x) => x.id === playerId);
        if (!j) return appError('Application', ErrorCodes.Application.INVALID_PARAMETER, 'not in this game');
        j.jumpCount = Math.max(j.jumpCount, count);
        return null;
      },
      { stream: true },
    ),
  },

  onMotion(s, playerId, input, ctx) {
    if (input.detector !== 'jump' || input.type !== 'jump') return;
    const j = s.jumpers.find((x) => x.id === playerId);
    const takeoffT = input.fields.takeoffT;
    const landingT = input.fields.landingT;
    if (!j || typeof takeoffT !== 'number' || typeof landingT !== 'number' || landingT <= takeoffT) return;
    if (s.status === 'tutorialJumping' && ++j.practiceHops >= s.params.practiceHops) ctx.practiced(j.id);
    // A flight is judged against server-timed passes only when the phone's clock is synced.
    if (input.offset === null) return;
    j.flights.push({ takeoff: takeoffT + input.offset, landing: landingT + input.offset });
    if (j.flights.length > FLIGHTS_KEPT) j.flights.splice(0, j.flights.length - FLIGHTS_KEPT);
  },

  finished(s) {
    return s.status === 'finished';
  },

  result(s): GameResult {
    const scores = teamScores(s);
    let winner: GameResult['winner'] = scores.left > scores.right ? 'left' : scores.right > scores.left ? 'right' : 'draw';
    if (winner === 'draw') {
      const l = meanGrade(s, 'left');
      const r = meanGrade(s, 'right');
      if (l !== r) winner = l > r ? 'left' : 'right';
    }
    if (s.turns.length === 0) winner = 'noGame';
    return { winner, scores };
  },

  phoneView: phoneOwn,
  hostView: hostBoard,
};
