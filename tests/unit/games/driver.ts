import { appError, ErrorCodes, type AppError } from '../../../src/protocol/errors';
import type { GameMode } from '../../../src/protocol/enums';
import type { GamePlayer, GameRules, HasStatus, MotionInput } from '../../../src/games/common/rules';
import { gameCtx, newKit, pauseClock, resumeClock, viewCtx, type KitState } from '../../../src/games/common/time';

/**
 * A game's rules driven as the server's runner drives them, without a room: the kit's clock and
 * dice, the runner's practice list, and moves parsed with their schema as the socket edge does.
 * Times are server ms; with no pause, game time equals them.
 */
export function drive<S extends HasStatus<St>, P, Own extends HasStatus<St>, Board extends HasStatus<St>, St extends string>(
  rules: GameRules<S, P, Own, Board, St>,
  opts: { players: GamePlayer[]; params: P; mode?: GameMode; seed?: number; now?: number },
  /** A game's state and kit to go on from (as a server restores them from Redis), instead of a new game. */
  restored?: { s: S; kit: KitState },
) {
  const kit: KitState = restored?.kit ?? newKit(opts.now ?? 0, opts.seed ?? 1, false);
  const s = restored?.s ?? rules.init({ mode: opts.mode ?? 'T0', players: opts.players, params: opts.params }, gameCtx(kit, opts.now ?? 0));
  return {
    kit,
    s,
    startTutorial: (now = 0) => rules.startTutorial(s, gameCtx(kit, now)),
    completeTutorial: (id: string) => void gameCtx(kit, 0).practiced(id),
    tutorialDone: () => opts.players.every((p) => kit.practiced.includes(p.id)),
    startPlay: (now = 0) => rules.startPlay(s, gameCtx(kit, now)),
    /** Acts on what is due at `now`, as the runner's timer does. */
    advance(now: number) {
      const ctx = gameCtx(kit, now);
      const due = rules.nextDeadline(s);
      if (kit.clock.pausedAt === null && due !== null && ctx.now >= due) rules.advance(s, ctx);
    },
    /** A detector event; `t` and the fields' times on the phone's clock, `offset` to server time (null: not synced). */
    motion(id: string, e: { detector: string; type: string; t: number; offset: number | null; fields: Record<string, unknown> }, now: number) {
      const ctx = gameCtx(kit, now);
      const offset = e.offset === null ? null : e.offset - kit.clock.offset;
      const input: MotionInput = { detector: e.detector, type: e.type, gameT: offset === null ? null : e.t + offset, offset, fields: e.fields };
      rules.onMotion?.(s, id, input, ctx);
    },
    move(id: string, name: string, payload: unknown, now = 0): AppError | null {
      const m = rules.moves[name];
      if (!m) return appError('Application', ErrorCodes.Application.INVALID_PARAMETER, `unknown move ${name}`);
      const parsed = m.schema.safeParse(payload);
      if (!parsed.success) return appError('SP02', ErrorCodes.SP02.INVALID_MESSAGE_SCHEMA);
      return m.run(s, id, parsed.data, gameCtx(kit, now));
    },
    phone: (id: string) => rules.phoneView(s, id, viewCtx(kit)),
    board: () => rules.hostView(s, viewCtx(kit)),
    pause: (now: number) => pauseClock(kit.clock, now),
    resume: (now: number) => resumeClock(kit.clock, now),
  };
}
