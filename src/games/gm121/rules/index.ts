import { z } from 'zod';
import { appError, ErrorCodes } from '../../../protocol/errors';
import type { GameResult } from '../../../protocol/game';
import type { Rgb } from '../../../../workers/media/ciede2000.shared';
import { move, type GameCtx, type GameRules } from '../../common/rules';
import { GM121_PARAMETERS, type Gm121Params } from '../parameters';
import { drawColours, PRACTICE } from './palette';
import { emptyPart, hunting, judge, meanRoundScore, teamScores } from './score';
import type { Gm121State, Gm121Status, Hunter, RoundPart } from './types';
import { hostBoard, phoneOwn, type Gm121Board, type Gm121PhoneOwn } from './views';

const invalid = (why: string) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, why);

/**
 * A photo as a shot carries it: a data URL (JPEG, PNG or WebP; the socket edge checks its bytes and
 * size against `server.photoSizeLimit` and stores it, src/server/photos/) or, once stored, its URL.
 */
const PhotoRef = z
  .string()
  .max(400_000)
  .regex(/^(data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}|\/api\/photos\/[A-Za-z0-9_-]{43})$/);
const Channel = z.number().int().min(0).max(255);

/** A shot: its photo and what the media worker measured (the centre's median colour, the hue histogram). */
const Shoot = z.union([
  z.strictObject({ failed: z.literal(true) }),
  z.strictObject({
    failed: z.literal(false).optional(),
    photo: PhotoRef,
    median: z.tuple([Channel, Channel, Channel]),
    hues: z.array(z.number().finite().min(0).max(1)).max(36),
  }),
]);
const Camera = z.strictObject({ state: z.enum(['authorized', 'denied']) });

function startRound(s: Gm121State, at: number): void {
  s.round++;
  // SPEC.md §4: starting a round clears photo, shot, score and success.
  for (const h of s.hunters) h.rounds[s.round] = emptyPart();
  s.status = 'roundColor';
  s.statusUntil = at + s.params.momentsMs.roundColor;
  s.shootUntil = null;
}

function part(s: Gm121State, h: Hunter): RoundPart {
  return s.status === 'tutorialPhotoShooting' ? h.practice : h.rounds[s.round]!;
}

export function target(s: Gm121State): Rgb {
  return s.round < 0 ? PRACTICE.rgb : s.colours[s.round]!.rgb;
}

export const gm121Rules: GameRules<Gm121State, Gm121Params, Gm121PhoneOwn, Gm121Board, Gm121Status> = {
  init({ mode, players, params }, ctx): Gm121State {
    // The runner passes the operator config's games.gm121, already complete; tests may pass part of it.
    const d = GM121_PARAMETERS;
    const p: Gm121Params = { ...d, ...params, momentsMs: { ...d.momentsMs, ...params.momentsMs }, score: { ...d.score, ...params.score } };
    return {
      mode,
      params: p,
      status: 'tutorialPhotoShooting',
      statusUntil: null,
      shootUntil: null,
      colours: drawColours(Math.max(1, p.rounds), ctx.random),
      round: -1,
      hunters: players.map((pl) => ({ id: pl.id, name: pl.name, team: pl.team, capability: null, practice: emptyPart(), rounds: [] })),
      over: false,
    };
  },

  startTutorial(s) {
    s.status = 'tutorialPhotoShooting';
    s.statusUntil = null;
  },

  startPlay(s, ctx) {
    startRound(s, ctx.now);
  },

  nextDeadline(s) {
    return s.over ? null : s.statusUntil;
  },

  advance(s, ctx) {
    const m = s.params.momentsMs;
    for (let guard = 0; guard < 20; guard++) {
      if (s.over || s.statusUntil === null || ctx.now < s.statusUntil) return;
      const at = s.statusUntil;
      if (s.status === 'roundColor') {
        s.status = 'roundPhotoShooting';
        s.shootUntil = at + m.roundPhotoShooting;
        s.statusUntil = s.shootUntil + s.params.shotGraceMs;
      } else if (s.status === 'roundPhotoShooting') {
        s.status = 'roundResult';
        s.statusUntil = at + m.roundResult;
      } else if (s.status === 'roundResult') {
        s.status = 'roundFinished';
        s.statusUntil = at + m.roundFinished;
      } else if (s.round + 1 < s.colours.length) {
        startRound(s, at);
      } else {
        s.over = true;
        s.statusUntil = null;
      }
    }
  },

  moves: {
    /** The phone's camera opened or was refused (SPEC.md §3 capability). A refusal in the tutorial ends that player's practice: they cheer. */
    camera: move<Gm121State, z.infer<typeof Camera>>(Camera, (s, playerId, { state }, ctx) => {
      const h = s.hunters.find((x) => x.id === playerId);
      if (!h) return invalid('not in this game');
      if (s.over) return invalid('play is over');
      h.capability = state;
      if (state === 'denied') ctx.practiced(h.id);
      return null;
    }),

    /**
     * A shot: stored unless marked failed (SPEC.md §4), scored here from the centre's median colour
     * against the target (CIEDE2000 → 0–100); the last stored shot of a round counts.
     */
    shoot: move<Gm121State, z.infer<typeof Shoot>>(
      Shoot,
      (s, playerId, shot, ctx: GameCtx) => {
        const h = s.hunters.find((x) => x.id === playerId);
        if (!h) return invalid('not in this game');
        if (s.over) return invalid('play is over');
        if (s.status !== 'tutorialPhotoShooting' && s.status !== 'roundPhotoShooting') return invalid('no hunt on now');
        if (h.capability === 'denied') return invalid('the camera was refused on this phone');
        const p = part(s, h);
        if (p.tries >= s.params.maxShotsPerRound) return invalid('too many shots this round');
        p.tries++;
        if (shot.failed) {
          p.succeeded = false;
          return null;
        }
        const { deltaE, score } = judge(shot.median, target(s), s.params);
        p.shot = { photo: shot.photo, median: [...shot.median], hues: [...shot.hues], deltaE, score, at: ctx.now };
        p.succeeded = true;
        h.capability = 'authorized';
        if (s.status === 'tutorialPhotoShooting') ctx.practiced(h.id);
        return null;
      },
      { photo: true },
    ),
  },

  finished(s) {
    return s.over;
  },

  result(s): GameResult {
    if (s.round < 0 || !s.hunters.some(hunting)) return { winner: 'noGame', scores: { left: 0, right: 0 } };
    const scores = teamScores(s);
    let winner: GameResult['winner'] = scores.left > scores.right ? 'left' : scores.right > scores.left ? 'right' : 'draw';
    if (winner === 'draw') {
      const l = meanRoundScore(s, 'left');
      const r = meanRoundScore(s, 'right');
      if (l !== r) winner = l > r ? 'left' : 'right';
    }
    return { winner, scores };
  },

  phoneView: phoneOwn,
  hostView: hostBoard,
};
