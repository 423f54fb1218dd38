import { z } from 'zod';
import { appError, ErrorCodes } from '../../../protocol/errors';
import type { GameResult } from '../../../protocol/game';
import { move, type GameCtx, type GameRules } from '../../common/rules';
import { GM113_PARAMETERS, type Gm113Params } from '../parameters';
import { addHit, gripEnough, gripNeeded, heldAt, judgeSwing, readPosture, readSwing, uprightAt } from './judge';
import { perHead, sync } from './score';
import { HOLDINGS, PATTERNS, type Call, type Gm113State, type Gm113Status, type Pattern, type Rejection, type Swinger } from './types';
import { hostBoard, phoneOwn, type Gm113Board, type Gm113PhoneOwn } from './views';

/** Grip changes and tilt spans kept per player: swings arrive at most a couple of seconds after they happen. */
const KEPT = 16;

const invalid = (why: string) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, why);

function trim<T>(list: T[]): void {
  if (list.length > KEPT) list.splice(0, list.length - KEPT);
}

/** The calls' patterns: every pattern once in a shuffled round, rounds repeated, never the same twice running. */
function drawPatterns(n: number, ctx: GameCtx): Pattern[] {
  const out: Pattern[] = [];
  while (out.length < n) {
    const round = [...PATTERNS];
    for (let i = round.length - 1; i > 0; i--) {
      const j = Math.floor(ctx.random() * (i + 1));
      [round[i], round[j]] = [round[j]!, round[i]!];
    }
    if (round[0] === out[out.length - 1]) [round[0], round[1]] = [round[1]!, round[0]!];
    out.push(...round);
  }
  return out.slice(0, n);
}

function callCount(p: Gm113Params): number {
  return Math.max(1, Math.round(p.calls));
}

function startCall(s: Gm113State, at: number): void {
  const p = s.params;
  const index = s.calls.length;
  const pattern = s.patterns[index]!;
  const interval = Math.max(200, p.interval[pattern]);
  const beats = Math.floor(Math.max(0, p.callMs) / interval) + 1;
  const firstBeat = at + Math.max(0, p.firstInterval);
  const call: Call = {
    index,
    pattern,
    start: at,
    firstBeat,
    interval,
    beats,
    end: firstBeat + (beats - 1) * interval + interval / 2,
    hits: { left: new Array<number>(beats).fill(0), right: new Array<number>(beats).fill(0) },
    visitors: { left: 0, right: 0 },
  };
  s.calls.push(call);
  for (const sw of s.swingers) sw.hits.push(0);
  s.status = 'call';
  s.statusUntil = call.end;
}

function reject(sw: Swinger, why: Rejection): void {
  sw.rejected[why] = (sw.rejected[why] ?? 0) + 1;
}

/**
 * `holding` (SPEC.md §3) is the phone's to see and the server's to judge. The accelerometer cannot
 * tell a hand from two, so the phone shows a grip pad at each lower corner (the pose: the phone
 * upright in the hand, a thumb on the screen) and says, as an acknowledged move, how many are held
 * each time that changes. The server keeps the changes (stamped on arrival, on the game clock) and
 * counts a swing only with the grip the mode asks for (`either` hand; `both` in T1) on at its
 * moment. `none` is refused: a phone flung about without a grip scores nothing. A plain move rather
 * than a stream: a lost "let go" would count swings made without a grip, and a change comes a few
 * times a game, not 60 a second.
 */
const Hold = z.strictObject({ holding: z.enum(HOLDINGS) });

export const gm113Rules: GameRules<Gm113State, Gm113Params, Gm113PhoneOwn, Gm113Board, Gm113Status> = {
  init({ mode, players, params }, ctx): Gm113State {
    // The runner passes the operator config's games.gm113, already complete; tests may pass part of it.
    const p: Gm113Params = {
      ...GM113_PARAMETERS,
      ...params,
      interval: { ...GM113_PARAMETERS.interval, ...(params.interval ?? {}) },
      momentsMs: { ...GM113_PARAMETERS.momentsMs, ...(params.momentsMs ?? {}) },
    };
    return {
      mode,
      params: p,
      status: 'waitingForSwinging',
      statusUntil: null,
      patterns: [],
      calls: [],
      swingers: players.map((pl) => ({
        id: pl.id,
        name: pl.name,
        team: pl.team,
        // Nobody holds a pad until their phone says so.
        holding: 'none',
        grips: [{ at: ctx.now, holding: 'none' }],
        upright: null,
        tilts: [],
        practice: 0,
        hits: [],
        lastHit: null,
        lastHitCount: 0,
        lastSwing: null,
        rejected: {},
      })),
      beams: {
        left: { units: 0, visitors: 0, members: players.filter((x) => x.team === 'left').length },
        right: { units: 0, visitors: 0, members: players.filter((x) => x.team === 'right').length },
      },
      over: false,
    };
  },

  startTutorial(s) {
    s.status = 'waitingForSwinging';
    s.statusUntil = null;
  },

  startPlay(s, ctx) {
    s.patterns = drawPatterns(callCount(s.params), ctx);
    s.status = 'waitingForSwinging';
    s.statusUntil = ctx.now + s.params.momentsMs.waitingForSwinging;
  },

  nextDeadline(s) {
    return s.over ? null : s.statusUntil;
  },

  advance(s, { now }) {
    for (let guard = 0; guard < 4 * callCount(s.params) + 4; guard++) {
      if (s.over || s.statusUntil === null || now < s.statusUntil) return;
      const at = s.statusUntil;
      const m = s.params.momentsMs;
      if (s.status === 'waitingForSwinging') {
        startCall(s, at);
      } else if (s.status === 'call') {
        s.status = 'makeFriends';
        s.statusUntil = at + m.makeFriends;
      } else if (s.status === 'makeFriends') {
        if (s.calls.length < s.patterns.length) {
          s.status = 'waitingForSwinging';
          s.statusUntil = at + m.waitingForSwinging;
        } else {
          s.status = 'swingingFinished';
          s.statusUntil = at + m.swingingFinished;
        }
      } else {
        s.over = true;
        s.statusUntil = null;
      }
    }
  },

  moves: {
    hold: move<Gm113State, z.infer<typeof Hold>>(Hold, (s, playerId, { holding }, ctx) => {
      const sw = s.swingers.find((x) => x.id === playerId);
      if (!sw) return invalid('not in this game');
      if (s.over) return invalid('play is over');
      if (sw.holding === holding) return null;
      sw.holding = holding;
      sw.grips.push({ at: ctx.now, holding });
      trim(sw.grips);
      return null;
    }),
  },

  onMotion(s, playerId, input, ctx) {
    const sw = s.swingers.find((x) => x.id === playerId);
    if (!sw || s.over) return;
    const posture = readPosture(input);
    if (posture) {
      if (posture.upright === sw.upright) return;
      const at = posture.t ?? ctx.now;
      sw.upright = posture.upright;
      if (!posture.upright) sw.tilts.push({ from: at, to: null });
      else {
        const open = sw.tilts[sw.tilts.length - 1];
        if (open && open.to === null) open.to = at;
      }
      trim(sw.tilts);
      return;
    }
    const q = readSwing(input);
    if (!q) {
      if (input.detector === 'swing' && input.type === 'swing') reject(sw, 'malformed');
      return;
    }
    const p = s.params;
    const need = gripNeeded(s.mode);
    if (s.patterns.length === 0) {
      // Practice: a swing upright, with the grip on. Before the clock is synced, the present grip and posture.
      const upright = q.t === null ? sw.upright !== false : uprightAt(sw, q.t, p);
      const held = q.t === null ? gripEnough(sw.holding, need) : heldAt(sw, q.t, need, p);
      if (!upright) return reject(sw, 'posture');
      if (!held) return reject(sw, 'grip');
      if (++sw.practice >= p.practiceSwings) ctx.practiced(sw.id);
      return;
    }
    const judged = judgeSwing(sw, q, s.calls, s.mode, ctx.now, p);
    if ('rejected' in judged) {
      reject(sw, judged.rejected);
      if (judged.call) sw.lastSwing = { call: judged.call.index, beat: judged.beat, deltaMs: judged.deltaMs, rejected: judged.rejected };
      return;
    }
    const { call, beat, deltaMs } = judged;
    sw.hits[call.index] = (sw.hits[call.index] ?? 0) + 1;
    const same = sw.lastHit?.call === call.index && sw.lastHit.beat === beat;
    sw.lastHitCount = same ? sw.lastHitCount + 1 : 1;
    sw.lastHit = { call: call.index, beat };
    sw.lastSwing = { call: call.index, beat, deltaMs, rejected: null };
    addHit(s.beams[sw.team], call, sw.team, beat, p);
  },

  finished(s) {
    return s.over;
  },

  result(s): GameResult {
    const scores = perHead(s);
    let winner: GameResult['winner'] = scores.left > scores.right ? 'left' : scores.right > scores.left ? 'right' : 'draw';
    if (winner === 'draw') {
      // Level on visitors per head: the team that swung more together wins.
      const l = sync(s, 'left');
      const r = sync(s, 'right');
      if (l !== r) winner = l > r ? 'left' : 'right';
    }
    if (s.calls.length === 0) winner = 'noGame';
    return { winner, scores };
  },

  phoneView: phoneOwn,
  hostView: hostBoard,
};
