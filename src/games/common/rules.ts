import type { z } from 'zod';
import type { GameId, GameMode, Team } from '../../protocol/enums';
import type { AppError } from '../../protocol/errors';
import type { GameResult } from '../../protocol/game';
import type { GameParameterSet } from '../../protocol/parameters';

/** A player as a game sees them: entered players only. */
export type GamePlayer = { id: string; team: Team; name: string };

export type GameInit = {
  mode: GameMode;
  players: GamePlayer[];
  /** This game's part of the operator config (`games.gmNNN`), or {} for games without one. */
  params: unknown;
  random: () => number;
  now: number;
};

/**
 * A detector event from a phone. `offset` maps the phone's times (in `fields`) to the server's:
 * server = phone + offset; both are null while the phone's clock is not synced yet, when only
 * untimed uses (counting practice hops) can take the event.
 */
export type MotionInput = { detector: string; type: string; serverT: number | null; offset: number | null; fields: Record<string, unknown> };

/**
 * A mini-game's rules: a pure, serialisable state machine the server runs (STYLE.md #11). The
 * common frame (charge, capability check, intro, entry, tutorial, result) is the runner's; a game
 * owns its tutorial content and its play. All times are server epoch ms.
 */
export interface GameRules<S = unknown> {
  id: GameId;
  /** Needs the motion sensor: spectators sit this game out and a capability check runs first. */
  needsMotion: boolean;
  /** Phone intents this game accepts, as `${id}:${name}`, each with its schema. */
  intents: Record<string, z.ZodType>;
  /** Those of `intents` that are high-rate and droppable (heartbeats): shed first under overload. */
  streams?: readonly string[];
  init(init: GameInit): S;
  /** Tutorial begins: practice for everyone entered. */
  startTutorial(s: S, now: number): void;
  /** True when every entered player has finished practising. */
  tutorialDone(s: S): boolean;
  startPlay(s: S, now: number): void;
  /** The next time the game must act by itself (a rope pass to judge, a turn to start), or null. */
  nextDeadline(s: S): number | null;
  /** Acts on everything due at `now`. */
  advance(s: S, now: number): void;
  intent(s: S, playerId: string, name: string, payload: unknown, now: number): AppError | null;
  onMotion(s: S, playerId: string, input: MotionInput, now: number): void;
  /** Play is over. */
  finished(s: S): boolean;
  result(s: S): GameResult;
  /** The host was away for `ms`: move every pending time by it. */
  shift(s: S, ms: number): void;
  phoneView(s: S, playerId: string): unknown;
  hostView(s: S): unknown;
}

export type AnyGameRules = GameRules<any>;
export type ParamsOf<K extends keyof GameParameterSet> = GameParameterSet[K];
