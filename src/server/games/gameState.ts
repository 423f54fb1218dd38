import type { GameId, GameMode } from '../../protocol/enums';
import type { GamePhase, GameResult, TutorialStatus } from '../../protocol/game';
import type { KitState } from '../../games/common/time';

/** The running game as the room stores it: the common frame, the kit's clock and dice, and the game's own state. */
export type GameState = KitState & {
  id: GameId;
  mode: GameMode;
  phase: GamePhase;
  /** When the current phase ends by itself (game time); null while the game drives it. */
  phaseDeadline: number | null;
  tutorial: TutorialStatus;
  /** Players asked to play (seated, on a team, with a sensor for motion games). */
  invited: string[];
  /** Players who entered during entry: the ones who play. */
  entered: string[];
  startedAt: number;
  result: GameResult | null;
  /** The game's own state (GameRules<S>), serialisable. */
  own: unknown;
};
