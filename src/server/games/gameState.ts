import type { GameId, GameMode } from '../../protocol/enums';
import type { GamePhase, GameResult, TutorialStatus } from '../../protocol/game';

/** The running game as the room stores it: the common frame plus the game's own state. */
export type GameState = {
  id: GameId;
  mode: GameMode;
  phase: GamePhase;
  /** When the current phase ends by itself (server ms); null while the game drives it. */
  phaseDeadline: number | null;
  tutorial: TutorialStatus;
  /** Players asked to play (seated, on a team, with a sensor for motion games). */
  invited: string[];
  /** Players who entered during entry: the ones who play. */
  entered: string[];
  startedAt: number;
  /** Set while the host is away: nothing advances until it is back. */
  pausedAt: number | null;
  result: GameResult | null;
  /** The game's own state (GameRules<S>), serialisable. */
  own: unknown;
};
