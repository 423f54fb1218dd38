import { z } from 'zod';
import type { Team } from '../../../protocol/enums';
import { appError, ErrorCodes } from '../../../protocol/errors';
import type { GameResult } from '../../../protocol/game';
import { move, type GameRules } from '../../common/rules';
import { GM130_PARAMETERS, type Gm130Params } from '../parameters';
import { heldThrough, judgeSquat, onBeat, plausible, readSquat } from './judge';
import { perHead } from './score';
import type { Gm130State, Gm130Status, Half, Rejection, Squatter } from './types';
import { hostBoard, phoneOwn, type Gm130Board, type Gm130PhoneOwn } from './views';

/** Release spans kept per player: squats arrive at most a few seconds after they end. */
const RELEASES_KEPT = 16;

const invalid = (why: string) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, why);

function startHalf(s: Gm130State, index: 0 | 1, now: number): void {
  const p = s.params;
  const firstBeat = now + p.firstInterval;
  const half: Half = { index, start: now, firstBeat, end: firstBeat + p.halfMs, interval: index === 0 ? p.interval.first : p.interval.second };
  s.halves.push(half);
  s.status = 'squatting';
  s.statusUntil = half.end;
}

function reject(sq: Squatter, why: Rejection): void {
  sq.rejected[why] = (sq.rejected[why] ?? 0) + 1;
}

/**
 * `bothHolding` is the phone's to see and the server's to judge. The accelerometer cannot tell one
 * hand from two, so the phone shows two thumb pads at the bottom of its screen (the pose is a phone
 * upright at the chest, a thumb on each lower corner) and says, as an acknowledged move, each time
 * both thumbs go down or either comes up. The server keeps the spans without both thumbs (stamped on
 * arrival, on the game clock) and counts a squat only if none overlaps its descent and rise, with
 * `holdGraceMs` forgiven at each end for the report's own travel. Upright is the detector's part: it
 * excepts samples while gravity's share along device y is under `accExceptThreshold`, so a squat with
 * the phone flat or waved about never reaches the server. A plain move rather than a stream: a lost
 * "released" would count squats made one-handed, and a change comes a few times a game, not 60 a second.
 */
/** `at`: game ms on the phone's synced clock since when the thumbs are as `both` says. */
const Hold = z.strictObject({ both: z.boolean(), at: z.number().finite().optional() });

export const gm130Rules: GameRules<Gm130State, Gm130Params, Gm130PhoneOwn, Gm130Board, Gm130Status> = {
  init({ mode, players, params }, ctx): Gm130State {
    // The runner passes the operator config's games.gm130, already complete; tests may pass part of it.
    const p: Gm130Params = { ...GM130_PARAMETERS, ...params, interval: { ...GM130_PARAMETERS.interval, ...(params.interval ?? {}) } };
    return {
      mode,
      params: p,
      status: 'tutorialSquatting',
      statusUntil: null,
      halves: [],
      squatters: players.map((pl) => ({
        id: pl.id,
        name: pl.name,
        team: pl.team,
        practice: 0,
        holding: false,
        // Nobody holds the pads until their phone says so.
        releases: [{ from: ctx.now, to: null }],
        counts: [0, 0],
        onBeat: [0, 0],
        lastUp: null,
        rejected: {},
      })),
      over: false,
    };
  },

  startTutorial(s) {
    s.status = 'tutorialSquatting';
  },

  startPlay(s, ctx) {
    startHalf(s, 0, ctx.now);
  },

  nextDeadline(s) {
    return s.over ? null : s.statusUntil;
  },

  advance(s, { now }) {
    for (let guard = 0; guard < 10; guard++) {
      if (s.over || s.statusUntil === null || now < s.statusUntil) return;
      const at = s.statusUntil;
      const p = s.params;
      const half = s.halves[s.halves.length - 1]!;
      if (s.status === 'squatting' && half.index === 0) {
        s.status = 'break';
        s.statusUntil = at + p.breakMs;
      } else if (s.status === 'break') {
        s.status = 'halfResult';
        s.statusUntil = at + p.halfResultMs;
      } else if (s.status === 'halfResult') {
        startHalf(s, 1, at);
      } else if (s.status === 'squatting') {
        s.status = 'squattingFinished';
        s.statusUntil = at + p.finishedMs;
      } else {
        s.over = true;
        s.statusUntil = null;
      }
    }
  },

  moves: {
    hold: move<Gm130State, z.infer<typeof Hold>>(Hold, (s, playerId, { both, at: stamp }, ctx) => {
      const sq = s.squatters.find((x) => x.id === playerId);
      if (!sq) return invalid('not in this game');
      if (s.over) return invalid('play is over');
      if (sq.holding === both) return null;
      sq.holding = both;
      const last = sq.releases[sq.releases.length - 1];
      // Timed on the phone's clock; a stamp from the future or too long ago is the arrival's, and
      // a span never starts before the one it follows.
      const phoneAt = stamp === undefined || stamp > ctx.now || stamp < ctx.now - s.params.maxHoldAgeMs ? ctx.now : stamp;
      const at = Math.max(phoneAt, last ? (last.to ?? last.from) : -Infinity);
      if (both) {
        if (last && last.to === null) last.to = at;
      } else {
        sq.releases.push({ from: at, to: null });
        if (sq.releases.length > RELEASES_KEPT) sq.releases.splice(0, sq.releases.length - RELEASES_KEPT);
      }
      return null;
    }),
  },

  onMotion(s, playerId, input, ctx) {
    const sq = s.squatters.find((x) => x.id === playerId);
    if (!sq || s.over) return;
    const q = readSquat(input);
    if (!q) {
      if (input.detector === 'squat') reject(sq, 'malformed');
      return;
    }
    const p = s.params;
    if (s.status === 'tutorialSquatting') {
      // Practice: a plausible squat with both thumbs down. Before the clock is synced, the present hold.
      const bad = plausible(q, p) ?? (heldThrough(sq, q, p) ? null : 'notHolding');
      if (bad) return reject(sq, bad);
      if (++sq.practice >= p.practiceSquats) ctx.practiced(sq.id);
      return;
    }
    const judged = judgeSquat(sq, q, s.halves, ctx.now, p);
    if ('rejected' in judged) return reject(sq, judged.rejected);
    const h = judged.half.index;
    sq.counts[h]++;
    if (onBeat(judged.half, q.bottom!, p)) sq.onBeat[h]++;
    sq.lastUp = q.up;
  },

  finished(s) {
    return s.over;
  },

  result(s): GameResult {
    const scores = perHead(s, [0, 1]);
    let winner: GameResult['winner'] = scores.left > scores.right ? 'left' : scores.right > scores.left ? 'right' : 'draw';
    if (winner === 'draw') {
      // Level on squats per head: the team more in time with the beat wins.
      const beat = (team: Team) => {
        const members = s.squatters.filter((x) => x.team === team);
        return members.length ? members.reduce((a, x) => a + x.onBeat[0] + x.onBeat[1], 0) / members.length : 0;
      };
      const l = beat('left');
      const r = beat('right');
      if (l !== r) winner = l > r ? 'left' : 'right';
    }
    if (s.halves.length === 0) winner = 'noGame';
    return { winner, scores };
  },

  phoneView: phoneOwn,
  hostView: hostBoard,
};
