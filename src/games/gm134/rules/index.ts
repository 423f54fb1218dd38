import { z } from 'zod';
import { appError, ErrorCodes } from '../../../protocol/errors';
import type { GameResult } from '../../../protocol/game';
import { move, type GameCtx, type GameRules } from '../../common/rules';
import { GM134_PARAMETERS, type Gm134Params } from '../parameters';
import { drawMenu, drawTargets, timerEnd } from './judge';
import { judgedRounds, perfectsPerHead, teamErrors } from './score';
import { currentRound, inTutorial, nextStep, practiceStep } from './state';
import { STEPS, type Cook, type Gm134State, type Gm134Status, type Rejection, type Round, type Step } from './types';
import { hostBoard, phoneOwn, type Gm134Board, type Gm134PhoneOwn } from './views';

const invalid = (why: string) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, why);

/** How far ahead of the server's present a tap may claim to be: the phone's synced clock may run a little fast. */
const TAP_AHEAD_MS = 250;

function startRound(s: Gm134State, ctx: GameCtx): void {
  const p = s.params;
  const index = s.rounds.length;
  const dish = s.menu[index]!;
  const steps = drawTargets(dish, s.stove, p, ctx.random);
  const start = ctx.now + p.momentsMs.movie;
  s.rounds.push({ index, dish, stove: dish === 'paella' ? s.stove : null, steps, movieAt: ctx.now, start, stoppedAt: null });
  for (const c of s.cooks) c.marks[index] = steps.map(() => null);
  s.status = 'movie';
  s.statusUntil = start;
}

function stopTimer(s: Gm134State, r: Round, at: number): void {
  r.stoppedAt = at;
  s.status = 'timerStopped';
  s.statusUntil = at + s.params.momentsMs.timerStopped;
}

function reject(c: Cook, why: Rejection): void {
  c.rejected[why] = (c.rejected[why] ?? 0) + 1;
}

/**
 * Judges a step `type` done at game time `at` (null: the phone's clock is not synced) by cook `c`:
 * the reason it does not count, or null and the step marked. In the tutorial the practice step
 * finishes the cook's practice, whenever it comes.
 */
function takeStep(s: Gm134State, c: Cook, type: Step, at: number | null, ctx: GameCtx): Rejection | null {
  if (inTutorial(s)) {
    if (type !== practiceStep(s)) return 'notExpected';
    c.practised = true;
    ctx.practiced(c.id);
    return null;
  }
  const r = currentRound(s)!;
  if (s.status !== 'timerStarted') return 'notExpected';
  const k = nextStep(c, r);
  if (k >= r.steps.length) return 'again';
  if (r.steps[k]!.step !== type) return 'notExpected';
  if (at === null) return 'unsynced';
  const elapsed = at - r.start;
  if (elapsed < 0) return 'early';
  if (elapsed > timerEnd(r, s.params)) return 'late';
  c.marks[r.index]![k] = Math.round(elapsed);
  // Everyone has done every step: the timer stops now, nobody waits for the burnt end.
  if (s.cooks.every((x) => nextStep(x, r) >= r.steps.length)) stopTimer(s, r, ctx.now);
  return null;
}

/**
 * `stopFire` is a tap on the knob, timed on the phone's synchronised clock: the phone sends how long
 * after the timer's start (the view's `startAt`, in server time) it was tapped, so the server judges
 * the moment of the tap, not its arrival. It may not claim a moment in the future, or one older
 * than a report can take to arrive.
 */
const Tap = z.strictObject({ elapsedMs: z.number().finite().min(0).max(600_000) });

export const gm134Rules: GameRules<Gm134State, Gm134Params, Gm134PhoneOwn, Gm134Board, Gm134Status> = {
  init({ mode, players, params }, ctx): Gm134State {
    // The runner passes the operator config's games.gm134, already complete; tests may pass part of it.
    const d = GM134_PARAMETERS;
    const p: Gm134Params = {
      ...d,
      ...params,
      menu: { ...d.menu, ...params.menu },
      targetMs: { ...d.targetMs, ...params.targetMs },
      secondStepMs: { ...d.secondStepMs, ...params.secondStepMs },
      momentsMs: { ...d.momentsMs, ...params.momentsMs },
    };
    const menu = drawMenu(p, ctx.random);
    const stove = ctx.random() < p.gasShare ? 'gas' : 'plate';
    return {
      mode,
      params: p,
      status: 'movie',
      statusUntil: null,
      menu,
      stove,
      rounds: [],
      cooks: players.map((pl) => ({ id: pl.id, name: pl.name, team: pl.team, practised: false, marks: [], rejected: {} })),
      over: false,
    };
  },

  startTutorial(s) {
    s.status = 'movie';
    s.statusUntil = null;
  },

  startPlay(s, ctx) {
    startRound(s, ctx);
  },

  nextDeadline(s) {
    return s.over ? null : s.statusUntil;
  },

  advance(s, ctx) {
    for (let guard = 0; guard < 20; guard++) {
      if (s.over || s.statusUntil === null || ctx.now < s.statusUntil) return;
      const at = s.statusUntil;
      const r = currentRound(s);
      if (!r) return;
      const p = s.params;
      if (s.status === 'movie') {
        s.status = 'timerStarted';
        s.statusUntil = r.start + timerEnd(r, p) + p.latencyMs;
      } else if (s.status === 'timerStarted') {
        stopTimer(s, r, at);
      } else if (s.status === 'timerStopped') {
        s.status = 'roundFinished';
        s.statusUntil = at + p.momentsMs.roundFinished;
      } else if (r.index + 1 < s.menu.length) {
        startRound(s, { ...ctx, now: at });
      } else {
        s.over = true;
        s.statusUntil = null;
      }
    }
  },

  moves: {
    tap: move<Gm134State, z.infer<typeof Tap>>(Tap, (s, playerId, { elapsedMs }, ctx) => {
      const c = s.cooks.find((x) => x.id === playerId);
      if (!c) return invalid('not in this game');
      if (s.over) return invalid('play is over');
      if (inTutorial(s)) {
        if (practiceStep(s) !== 'stopFire') return invalid('no knob to tap in this practice');
        takeStep(s, c, 'stopFire', null, ctx);
        return null;
      }
      const r = currentRound(s)!;
      if (s.status !== 'timerStarted') return invalid('the timer is not running');
      const k = nextStep(c, r);
      if (k >= r.steps.length || r.steps[k]!.step !== 'stopFire') return invalid('no knob to tap now');
      const at = r.start + elapsedMs;
      if (at > ctx.now + TAP_AHEAD_MS) return invalid('a tap cannot come from the future');
      if (at < ctx.now - s.params.latencyMs) return invalid('that tap is too old');
      if (elapsedMs > timerEnd(r, s.params)) return invalid('the timer ran out');
      takeStep(s, c, 'stopFire', at, ctx);
      return null;
    }),
  },

  onMotion(s, playerId, input, ctx) {
    const c = s.cooks.find((x) => x.id === playerId);
    if (!c || s.over || input.detector !== 'handling') return;
    const type = STEPS.find((x) => x === input.type && x !== 'stopFire');
    if (!type) return;
    const why = takeStep(s, c, type, input.gameT, ctx);
    if (why) reject(c, why);
  },

  finished(s) {
    return s.over;
  },

  result(s): GameResult {
    if (judgedRounds(s).length === 0 || s.cooks.length === 0) return { winner: 'noGame', scores: { left: 0, right: 0 } };
    const scores = teamErrors(s);
    let winner: GameResult['winner'] = scores.left < scores.right ? 'left' : scores.right < scores.left ? 'right' : 'draw';
    if (winner === 'draw') {
      // Level on the mean error: the team with more perfect steps per head wins.
      const l = perfectsPerHead(s, 'left');
      const r = perfectsPerHead(s, 'right');
      if (l !== r) winner = l > r ? 'left' : 'right';
    }
    return { winner, scores };
  },

  phoneView: phoneOwn,
  hostView: hostBoard,
};
