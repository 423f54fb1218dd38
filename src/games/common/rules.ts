import type { z } from 'zod';
import type { GameMode, Team } from '../../protocol/enums';
import type { AppError } from '../../protocol/errors';
import type { GameResult } from '../../protocol/game';

/** A player as a game sees them: entered players only. */
export type GamePlayer = { id: string; team: Team; name: string };

/**
 * What every rule step gets from the runner. Games never read the wall clock or Math.random: the
 * runner owns time (host pauses freeze it for every game alike) and randomness (seeded, kept in the
 * game's state), so a game replays identically from its seed and inputs.
 */
export type GameCtx = {
  /** Game time (ms): the server's clock with host pauses left out. Every time a game keeps is on it. */
  now: number;
  /** Seeded pseudo-random number in [0, 1). */
  random(): number;
  /** This player has practised enough (the runner's `completeTutorial` intent does the same). */
  practiced(playerId: string): void;
  /**
   * Whether a player's text holds a forbidden word: the server's filter (the built-in lists and the
   * operator's `server.forbiddenWords`), for games that show what players write. The runner gives
   * it to moves; elsewhere (a test driving rules alone) it may be absent.
   */
  isForbidden?(text: string): boolean;
};

/** What a view function gets: how to hand game times to phones and the TV, and who has practised. */
export type ViewCtx = {
  /** A game time as server epoch ms, which phones and the TV draw against with their synced clocks. */
  serverTime(t: number): number;
  practiced(playerId: string): boolean;
};

/**
 * A detector event from a phone. `offset` maps the phone's times (in `fields`) to game time:
 * game = phone + offset; `gameT` is the event's own time on it. Both are null while the phone's
 * clock is not synced yet, when only untimed uses (counting practice hops) can take the event.
 */
export type MotionInput = { detector: string; type: string; gameT: number | null; offset: number | null; fields: Record<string, unknown> };

/**
 * One phone intent of a game. The payload is parsed with `schema` once, at the edge, before `run`
 * sees it. A `stream` (a heartbeat) is droppable: sent without an ack, shed first under overload;
 * anything else is an acknowledged decision.
 */
export type Move<S, T> = {
  schema: z.ZodType<T>;
  stream?: boolean;
  /**
   * Its payload's `photo` (a data URL) is checked by its bytes against `server.photoSizeLimit` and
   * stored at the socket edge (src/server/photos/); `run` gets the stored photo's URL in its place.
   */
  photo?: boolean;
  /** Checks before it changes anything: a refused move leaves the state as it was. */
  run(s: S, playerId: string, payload: T, ctx: GameCtx): AppError | null;
};

/** Declares a move with its payload type taken from its schema. */
export function move<S, T>(schema: z.ZodType<T>, run: Move<S, T>['run'], opts: { stream?: boolean; photo?: boolean } = {}): Move<S, T> {
  return { schema, run, stream: opts.stream, photo: opts.photo };
}

export type GameInit<P> = { mode: GameMode; players: GamePlayer[]; params: P };

/** Every state, phone view and board names its status: it is how screens are chosen. */
export type HasStatus<Status extends string> = { status: Status };

/**
 * A mini-game's rules: a pure, serialisable state machine the server runs (STYLE.md #11). The
 * common frame (charge, capability check, intro, entry, tutorial, result), the common intents
 * (`entry`, `completeTutorial`), the `gmNNN:` event prefix, time and randomness are the runner's;
 * a game owns its tutorial content and its play.
 */
export interface GameRules<S extends HasStatus<Status>, P, Own extends HasStatus<Status>, Board extends HasStatus<Status>, Status extends string = string> {
  init(init: GameInit<P>, ctx: GameCtx): S;
  /** Tutorial begins: practice for everyone entered. */
  startTutorial(s: S, ctx: GameCtx): void;
  startPlay(s: S, ctx: GameCtx): void;
  /** The next game time the game must act by itself (a rope pass to judge, a turn to start), or null. */
  nextDeadline(s: S): number | null;
  /** Acts on everything due at `ctx.now`. */
  advance(s: S, ctx: GameCtx): void;
  /** The game's own phone intents by name; the event is `gmNNN:name`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each move has its own payload type
  moves: Record<string, Move<S, any>>;
  onMotion?(s: S, playerId: string, input: MotionInput, ctx: GameCtx): void;
  /** Play is over. */
  finished(s: S): boolean;
  result(s: S): GameResult;
  phoneView(s: S, playerId: string, v: ViewCtx): Own;
  hostView(s: S, v: ViewCtx): Board;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the runner holds every game's rules alike
export type AnyGameRules = GameRules<any, any, any, any, string>;

/** The phone view and board types of a game's rules. */
export type OwnOf<R> = R extends GameRules<infer _S, infer _P, infer Own, infer _B, infer _St> ? Own : never;
export type BoardOf<R> = R extends GameRules<infer _S, infer _P, infer _O, infer Board, infer _St> ? Board : never;

/** The status of a game's state held as `unknown` (the room keeps every game's state alike). */
export function statusOf(own: unknown): string | null {
  return typeof own === 'object' && own !== null && 'status' in own && typeof own.status === 'string' ? own.status : null;
}
