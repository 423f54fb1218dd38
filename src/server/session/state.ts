import type { GameId, GameMode, Team } from '../../protocol/enums';
import type { SessionStep } from '../../protocol/session';
import type { GameClock } from '../../games/common/time';

/**
 * A team contest running itself, as the room stores it (plain JSON: a takeover restores it).
 * Its times are session time on a pausable clock like a game's: the host's pause and the host's
 * absence stop it, and the step goes on from where it was.
 */
export type SessionState = {
  step: SessionStep;
  /** False: the host drives the room button by button; the session waits to be switched back. */
  auto: boolean;
  clock: GameClock;
  /** The host pressed pause (the host's absence pauses too, and ends with its return). */
  pausedByHost: boolean;
  /** When the current step ends by itself (session time); null while it waits for something else. */
  endsAt: number | null;
  /** The game the roulette (or the host) picked, and its mode. */
  pick: { id: GameId; mode: GameMode } | null;
  /** The host's choice for the next game: the next roulette is skipped. */
  next: GameId | null;
  /** Games the host vetoed since the last game started. */
  vetoed: GameId[];
  /** Games played since the last event card. */
  gamesSinceCard: number;
  /** The team ahead on charge is picking between two event cards. */
  choosing: boolean;
  winner: Team | null;
};
