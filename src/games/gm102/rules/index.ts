import { z } from 'zod';
import { appError, ErrorCodes } from '../../../protocol/errors';
import type { GameResult } from '../../../protocol/game';
import { FRAME_MS } from '../../../protocol/parameters';
import { move, type GameCtx, type GameRules } from '../../common/rules';
import { GM102_PARAMETERS, type Gm102Params } from '../parameters';
import { fullCarry } from './pace';
import { finishRace, nextRaceDeadline, notePoint, stepRace } from './race';
import { distanceOf, teamShares } from './score';
import { addProgress, catchMoving, progressGain } from './spec';
import type { Gm102State, Gm102Status, Runner } from './types';
import { hostBoard, phoneOwn, type Gm102Board, type Gm102PhoneOwn } from './views';

const invalid = (why: string) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, why);

/**
 * Where progress is computed. The phone counts its own distance from its running steps (the speed
 * curve of rules/pace.ts, frame by frame, on its own clock, each step at the time it happened) and
 * streams each run's total every `emitProgressInterval` ms (`moves.progress`), as SPEC.md has it:
 * the phone knows its steps first and exactly when they fell, and the room gets two small
 * messages a second per phone rather than a rule step per detected step. The server stays the
 * judge of what counts: it takes a report only about a run the runner ran (its last two: the step
 * finder confirms steps up to a few seconds late, so a run's last reports may come in after the
 * next began, up to `reportGraceMs` after it ended), never from a runner caught since, out or
 * over the line; it bounds a run's total by what the steps it heard of in that run could carry
 * and by top speed over the run's time, caps each delta at the distance left and floors it to 2
 * decimals. Catching (`moved` in a stay, after the grace) and cheats are judged here from the
 * detector's events, on the game clock.
 */
const Progress = z.strictObject({
  /** The run the total is about (the phone's view says which run is on). */
  run: z.number().int().min(0).max(10_000),
  /** Course steps the phone counted in that run so far. */
  total: z.number().finite().min(0).max(100_000),
});

function runnerOf(s: Gm102State, id: string): Runner | undefined {
  return s.runners.find((r) => r.id === id);
}

/** Everyone still in the race has crossed the line: the race ends now. */
function everyoneReached(s: Gm102State): boolean {
  return s.runners.length > 0 && s.runners.every((r) => r.reached);
}

function reach(s: Gm102State, r: Runner, now: number): void {
  r.reached = true;
  r.status = 'reached';
  r.reachedAt = now;
  r.place = s.runners.filter((x) => x.reached).length;
  notePoint(s, r, now, true);
}

/** The time a detector event happened on the game clock; its arrival when the phone's clock is not synced yet. */
const eventTime = (gameT: number | null, ctx: GameCtx) => gameT ?? ctx.now;

export const gm102Rules: GameRules<Gm102State, Gm102Params, Gm102PhoneOwn, Gm102Board, Gm102Status | 'finished'> = {
  init({ mode, players, params }, ctx): Gm102State {
    // The runner passes the operator config's games.gm102, already complete; tests may pass part of it.
    const p: Gm102Params = { ...GM102_PARAMETERS, ...params };
    return {
      mode,
      params: p,
      status: 'tutorial',
      statusFrom: ctx.now,
      statusUntil: null,
      raceStart: null,
      raceEnd: null,
      runs: 0,
      spans: [],
      pose: 'facing',
      feints: [],
      feintsDone: 0,
      caughtNow: [],
      over: false,
      runners: players.map((pl) => ({
        id: pl.id,
        name: pl.name,
        team: pl.team,
        status: 'waitingForRun',
        progress: 0,
        out: false,
        satOut: false,
        reached: false,
        reachedAt: null,
        place: null,
        tallies: [],
        caughtAfter: -1,
        cheatUntil: null,
        cheats: 0,
        caught: 0,
        caughtAt: null,
        practiceSteps: 0,
        steps: 0,
        graph: [],
      })),
    };
  },

  startTutorial(s, ctx) {
    s.status = 'tutorial';
    s.statusFrom = ctx.now;
  },

  startPlay(s, ctx) {
    s.status = 'waitingForRun';
    s.statusFrom = ctx.now;
    s.statusUntil = ctx.now + s.params.momentsMs.waitingForRun;
    s.pose = 'facing';
    // Nobody entered: nothing to race.
    if (s.runners.length === 0) s.statusUntil = ctx.now;
  },

  nextDeadline: nextRaceDeadline,

  advance(s, ctx) {
    for (let guard = 0; guard < 100; guard++) {
      const due = nextRaceDeadline(s);
      if (due === null || ctx.now < due) return;
      if (s.status === 'waitingForRun' && s.runners.length === 0) {
        s.over = true;
        return;
      }
      stepRace(s, ctx);
    }
  },

  moves: {
    progress: move<Gm102State, z.infer<typeof Progress>>(
      Progress,
      (s, playerId, { run, total }, ctx) => {
        const r = runnerOf(s, playerId);
        if (!r) return invalid('not in this game');
        const span = s.spans.find((x) => x.run === run);
        const tally = r.tallies.find((x) => x.run === run);
        if (!span || !tally) return invalid('not a run of yours');
        if (span.until !== null && ctx.now > span.until + s.params.reportGraceMs) return invalid('that run is over');
        if (r.reached) return invalid('already over the line');
        if (r.out || run <= r.caughtAfter) return invalid('caught: wait for the next run');
        // The run's total may not claim more than the steps heard of could carry (two on their
        // way besides), nor more than top speed over the run's time.
        const p = s.params;
        const runMs = (span.until ?? ctx.now) - span.from;
        const bound = Math.min((tally.steps + 2) * fullCarry(p), (p.baseStepSpeedPerSecond * runMs) / 1000 + fullCarry(p));
        if (total > bound + 0.01) return invalid('more than those steps carry');
        const delta = total - tally.total;
        if (delta <= 0) return null;
        if (r.cheatUntil !== null && ctx.now < r.cheatUntil) {
          // Shaking, not running: what was counted meanwhile earns nothing.
          tally.total = total;
          return null;
        }
        const gain = progressGain(r.progress, distanceOf(p), delta);
        // The run's total moves by the delta on the 2-decimal grid: what a floor leaves counts next time.
        tally.total = addProgress(tally.total, Math.floor(delta * 100 + 1e-9) / 100);
        r.progress = addProgress(r.progress, gain);
        notePoint(s, r, ctx.now);
        if (r.progress >= distanceOf(p)) {
          reach(s, r, ctx.now);
          // A late report may carry a runner over the line after the whistle: the race is over already.
          if ((s.status === 'run' || s.status === 'stay') && everyoneReached(s)) finishRace(s, ctx.now);
        }
        return null;
      },
      { stream: true },
    ),
  },

  onMotion(s, playerId, input, ctx) {
    if (input.detector !== 'run') return;
    const r = runnerOf(s, playerId);
    if (!r) return;
    const at = eventTime(input.gameT, ctx);
    if (input.type === 'step') {
      if (s.status === 'tutorial') {
        if (++r.practiceSteps >= s.params.tutorialStepCount) ctx.practiced(r.id);
        return;
      }
      // A step of one of this runner's last runs (its step finder may confirm it late), while
      // the runner may still gain from it.
      if (r.out || r.reached) return;
      for (const tally of r.tallies) {
        const span = s.spans.find((x) => x.run === tally.run);
        if (span && tally.run > r.caughtAfter && at >= span.from && (span.until === null || at < span.until)) {
          tally.steps++;
          r.steps++;
        }
      }
      return;
    }
    if (input.type === 'moved') {
      // Judged on the game clock: the move must fall in this stay, after its grace.
      if (s.status !== 'stay' || r.status !== 'stay') return;
      const grace = s.statusFrom + s.params.invincibleFrame * FRAME_MS;
      if (at < grace || (s.statusUntil !== null && at >= s.statusUntil)) return;
      catchMoving(r, s.mode);
      r.caughtAfter = s.runs - 1;
      r.caught++;
      r.caughtAt = ctx.now;
      s.caughtNow.push(r.id);
      notePoint(s, r, ctx.now, true);
      return;
    }
    if (input.type === 'cheat') {
      if (s.status !== 'run') return;
      r.cheats++;
      r.cheatUntil = at + s.params.cheatMeasureTime * FRAME_MS;
    }
  },

  finished(s) {
    return s.over;
  },

  result(s): GameResult {
    const t = teamShares(s);
    const scores = { left: Math.round(t.left.share * 100), right: Math.round(t.right.share * 100) };
    if (s.runners.length === 0 || s.raceStart === null) return { winner: 'noGame', scores };
    let winner: GameResult['winner'] = 'draw';
    if (t.left.share !== t.right.share) winner = t.left.share > t.right.share ? 'left' : 'right';
    else if (t.left.meanProgress !== t.right.meanProgress) winner = t.left.meanProgress > t.right.meanProgress ? 'left' : 'right';
    return { winner, scores };
  },

  phoneView: phoneOwn,
  hostView: hostBoard,
};
