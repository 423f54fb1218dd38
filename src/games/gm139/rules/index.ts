import { z } from 'zod';
import type { Team } from '../../../protocol/enums';
import { appError, ErrorCodes } from '../../../protocol/errors';
import type { GameResult } from '../../../protocol/game';
import { move, type GameCtx, type GameRules } from '../../common/rules';
import { GM139_PARAMETERS, type Gm139Params } from '../parameters';
import { closeSits, graceOutlastsMusic, musicLength, nextRound, warningJudgedAt } from './judge';
import type { Gm139State, Gm139Status, OutReason, Round, Sitter } from './types';
import { hostBoard, phoneOwn, type Gm139Board, type Gm139PhoneOwn } from './views';

const invalid = (why: string) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, why);

export function currentRound(s: Gm139State): Round | undefined {
  return s.rounds[s.rounds.length - 1];
}

/** The tutorial phase: no round yet, and play has not begun (play opens on `tutorialSat`). */
export const inTutorial = (s: Gm139State) => s.rounds.length === 0 && s.status === 'tutorialMakeCircle';

/** Players of round `r` still in it. */
function stillIn(s: Gm139State, r: Round): Sitter[] {
  return s.players.filter((p) => r.alive.includes(p.id) && !p.out);
}

function setOut(p: Sitter, round: number, reason: OutReason): void {
  p.out = { round, reason };
  p.walking = false;
  p.warning = null;
}

function moment(s: Gm139State, status: Gm139Status, now: number, ms: number): void {
  s.status = status;
  s.statusUntil = now + ms;
}

function startRound(s: Gm139State, ctx: GameCtx): void {
  const p = s.params;
  const startAt = ctx.now;
  const musicStartAt = startAt + p.momentsMs.leadIn;
  const alive = s.players.filter((x) => !x.out).map((x) => x.id);
  s.rounds.push({
    index: s.rounds.length,
    startAt,
    musicStartAt,
    musicStopAt: musicStartAt + musicLength(p, ctx.random),
    alive,
    closed: false,
    ranking: [],
    outs: [],
  });
  for (const x of s.players) {
    x.walking = false;
    x.walked = false;
    x.warning = null;
    x.warnings = 0;
    x.sitT = null;
  }
  s.status = 'roundWalking';
  s.statusUntil = null;
}

/** Warnings whose grace ran out during the music and that no walk lifted in time: out. */
function judgeWarnings(s: Gm139State, r: Round, now: number): void {
  for (const x of stillIn(s, r)) {
    if (x.warning === null || now < warningJudgedAt(x.warning, s.params)) continue;
    if (graceOutlastsMusic(x.warning, r, s.params)) x.warning = null;
    else setOut(x, r.index, 'stopped');
  }
}

function pendingWarnings(s: Gm139State, r: Round): number[] {
  return stillIn(s, r)
    .filter((x) => x.warning !== null)
    .map((x) => warningJudgedAt(x.warning!, s.params));
}

/** When the sits close: the window's end, or once everyone still in has sat (warnings judged first). */
function sitsCloseAt(s: Gm139State, r: Round): number {
  const end = r.musicStopAt + s.params.sitWindowMs + s.params.latencyMs.sit;
  const left = stillIn(s, r);
  const allSat = left.length > 0 && left.every((x) => x.sitT !== null);
  return allSat ? Math.min(end, Math.max(r.musicStopAt, ...left.map((x) => x.sitT!))) : end;
}

function closeRound(s: Gm139State, r: Round, now: number): void {
  const { ranking, outs } = closeSits(r, s.players, s.params);
  r.closed = true;
  r.ranking = ranking;
  r.outs = outs;
  for (const o of outs) {
    const x = s.players.find((y) => y.id === o.id)!;
    if (!x.out) setOut(x, r.index, o.reason);
  }
  for (const x of s.players) if (r.alive.includes(x.id)) x.isSat[r.index] = x.sitT !== null && x.out?.reason !== 'stopped';
  moment(s, 'roundSat', now, s.params.momentsMs.roundSat);
}

/** Survivors per head, as a percentage of the team's players (GAMES.md: per-head scoring). */
export function teamScores(s: Gm139State): Record<Team, number> {
  const score = (team: Team) => {
    const members = s.players.filter((x) => x.team === team);
    return members.length ? Math.round((100 * members.filter((x) => !x.out).length) / members.length) : 0;
  };
  return { left: score('left'), right: score('right') };
}

/** A team's mean sit time over every ranked sit of the game (the tie-breaker: lower is better). */
export function meanSitMs(s: Gm139State, team: Team): number {
  const ids = new Set(s.players.filter((x) => x.team === team).map((x) => x.id));
  const times = s.rounds.flatMap((r) => r.ranking.filter((x) => ids.has(x.id)).map((x) => x.ms));
  return times.length ? times.reduce((a, b) => a + b, 0) / times.length : Infinity;
}

/** SPEC.md §3 bothHolding: how the player carries the phone, said when joining the circle. */
const CircledUp = z.strictObject({ bothHolding: z.boolean() });

export const gm139Rules: GameRules<Gm139State, Gm139Params, Gm139PhoneOwn, Gm139Board, Gm139Status> = {
  init({ mode, players, params }): Gm139State {
    // The runner passes the operator config's games.gm139, already complete; tests may pass part of it.
    const p: Gm139Params = { ...GM139_PARAMETERS, ...params };
    return {
      mode,
      params: p,
      status: 'tutorialMakeCircle',
      statusUntil: null,
      rounds: [],
      done: false,
      players: players.map((pl) => ({
        id: pl.id,
        name: pl.name,
        team: pl.team,
        isCircledUp: false,
        bothHolding: null,
        practice: 'tutorialMakeCircle',
        circledUpAt: null,
        out: null,
        isSat: [],
        walking: false,
        walked: false,
        warning: null,
        warnings: 0,
        sitT: null,
      })),
    };
  },

  startTutorial(s) {
    s.status = 'tutorialMakeCircle';
    s.statusUntil = null;
  },

  startPlay(s, ctx) {
    // Play opens with the practice's wrap-up while everyone stands up for round 1.
    moment(s, 'tutorialSat', ctx.now, s.params.momentsMs.tutorialSat);
    if (s.players.length === 0) s.done = true;
  },

  nextDeadline(s) {
    if (s.done) return null;
    const r = currentRound(s);
    if (s.status === 'roundWalking' && r) return Math.min(r.musicStopAt, ...pendingWarnings(s, r));
    if (s.status === 'pendingRoundSit' && r) {
      const warnings = pendingWarnings(s, r);
      return warnings.length ? Math.min(...warnings) : sitsCloseAt(s, r);
    }
    return s.statusUntil;
  },

  advance(s, ctx) {
    const { now } = ctx;
    for (let guard = 0; guard < 100; guard++) {
      const due = gm139Rules.nextDeadline(s);
      if (due === null || now < due) return;
      const r = currentRound(s);
      switch (s.status) {
        case 'tutorialSat':
          startRound(s, ctx);
          break;
        case 'roundWalking':
          judgeWarnings(s, r!, now);
          if (now >= r!.musicStopAt) {
            // The music stops: a warning whose grace outlasts it is let off.
            for (const x of stillIn(s, r!)) if (x.warning !== null && graceOutlastsMusic(x.warning, r!, s.params)) x.warning = null;
            s.status = 'pendingRoundSit';
          }
          break;
        case 'pendingRoundSit':
          judgeWarnings(s, r!, now);
          if (pendingWarnings(s, r!).length === 0 && now >= sitsCloseAt(s, r!)) closeRound(s, r!, now);
          break;
        case 'roundSat':
          moment(s, 'roundFinished', now, s.params.momentsMs.roundFinished);
          break;
        case 'roundFinished':
          moment(s, 'roundCheering', now, s.params.momentsMs.roundCheering);
          break;
        case 'roundCheering':
          moment(s, 'roundCheeringFinished', now, s.params.momentsMs.roundCheeringFinished);
          break;
        case 'roundCheeringFinished':
          if (nextRound(s) === 'end') {
            s.done = true;
            s.statusUntil = null;
          } else startRound(s, ctx);
          break;
        default:
          return;
      }
    }
  },

  moves: {
    circledUp: move<Gm139State, z.infer<typeof CircledUp>>(CircledUp, (s, playerId, { bothHolding }, ctx) => {
      const p = s.players.find((x) => x.id === playerId);
      if (!p) return invalid('not in this game');
      if (!inTutorial(s)) return invalid('the circle is made in the tutorial');
      if (p.isCircledUp) return invalid('already in the circle');
      p.isCircledUp = true;
      p.bothHolding = bothHolding;
      p.practice = 'tutorialWalking';
      p.circledUpAt = ctx.now;
      return null;
    }),
  },

  onMotion(s, playerId, input, ctx) {
    const p = s.players.find((x) => x.id === playerId);
    if (!p || input.detector !== 'walkSit') return;
    if (inTutorial(s)) {
      // Practice: walk, then sit. A sit also finishes it without a walk felt (a short walk can be
      // too few steps to tell), unless it came so soon after circling up that it was the phone
      // settling into a pocket (judged on the synced clock when there is one).
      if (input.type === 'walk' && p.practice === 'tutorialWalking') p.practice = 'pendingTutorialSit';
      else if (input.type === 'sit' && (p.practice === 'pendingTutorialSit' || p.practice === 'tutorialWalking')) {
        const at = input.gameT ?? ctx.now;
        if (p.practice === 'tutorialWalking' && p.circledUpAt !== null && at < p.circledUpAt + s.params.practiceSitAfterMs) return;
        p.practice = 'tutorialSat';
        ctx.practiced(p.id);
      }
      return;
    }
    const r = currentRound(s);
    // Rounds are judged on the phone's synced clock only: an event without it cannot be placed.
    if (!r || r.closed || p.out || !r.alive.includes(p.id) || input.gameT === null) return;
    if (s.status !== 'roundWalking' && s.status !== 'pendingRoundSit') return;
    const t = input.gameT;
    const grace = s.params.stopGraceMs;
    if (input.type === 'walk') {
      if (t < r.startAt || t >= r.musicStopAt) return;
      p.walking = true;
      p.walked = true;
      if (p.warning !== null && t <= p.warning + grace) p.warning = null;
    } else if (input.type === 'stop') {
      if (t < r.startAt) return;
      p.walking = false;
      const during = t >= r.musicStartAt && t < r.musicStopAt;
      // Warned for stopping while the music plays; a warning already running keeps its own grace.
      if (during && p.walked && p.warning === null && (s.status === 'roundWalking' || !graceOutlastsMusic(t, r, s.params))) {
        p.warning = t;
        p.warnings++;
      }
    } else if (input.type === 'sit') {
      // Only a sit after the music stopped counts. One before it is not an out (a detector can
      // mistake a turn for a sit): a player who really sat early stays seated, and a phone reports
      // no new sit until it has been up and moving, so they have no sit in the window.
      if (p.sitT === null && t >= r.musicStopAt && t <= r.musicStopAt + s.params.sitWindowMs) p.sitT = t;
    }
  },

  finished(s) {
    return s.done;
  },

  result(s): GameResult {
    const scores = teamScores(s);
    let winner: GameResult['winner'] = scores.left > scores.right ? 'left' : scores.right > scores.left ? 'right' : 'draw';
    if (winner === 'draw') {
      const l = meanSitMs(s, 'left');
      const r = meanSitMs(s, 'right');
      if (l !== r) winner = l < r ? 'left' : 'right';
    }
    if (s.rounds.length === 0) winner = 'noGame';
    return { winner, scores };
  },

  phoneView: phoneOwn,
  hostView: hostBoard,
};
