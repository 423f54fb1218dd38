import type { GameId, GameMode, Side, Team } from './enums';
import type { Emote } from './system';

/** The common flow every mini-game follows (SPEC.md §4). */
export const GAME_PHASES = ['charge', 'checkingCapability', 'intro', 'entry', 'tutorial', 'play', 'waitingForResult', 'result'] as const;
export type GamePhase = (typeof GAME_PHASES)[number];
export type TutorialStatus = 'waiting' | 'started' | 'completed';

/** SPEC.md entryStatus: who has entered the game, per team. */
export type EntryStatus = { teams: Record<Team, { total: number; entries: number }>; entry: boolean };

/** A game's outcome. `walkover`: the loser's team was asked to play and nobody of it entered, so the game was not played. */
export type GameResult = { winner: Side; scores: Record<Team, number>; walkover?: true };

/** A winner on level scores: the game's tie-break decided (the result screens say so, not only "wins" beside 0 and 0). */
export function decidedOnTieBreak(r: GameResult): boolean {
  return r.winner !== 'draw' && r.scores.left === r.scores.right;
}

/** What every game's view holds, on the phone and on the big screen alike. */
export type GameCommonView = {
  id: GameId;
  mode: GameMode;
  phase: GamePhase;
  /** The game's own status within the phase (e.g. gm116 `jumping`). */
  status: string;
  tutorial: TutorialStatus;
  entryStatus: EntryStatus;
  /** Server time (ms) when entry closes; null when not in entry. */
  entryDeadline: number | null;
  emote: { icons: Emote[]; skipEnabled: boolean };
  /** The host is away: the game waits (SP03-002). */
  paused: boolean;
  result: GameResult | null;
};

/**
 * A phone's view of the running game: the common part plus the game's own slice for this player,
 * and whether this player was asked to play (a spectator, or a latecomer, watches instead). No
 * `status`: on a phone it would only repeat the phase or `own.status`, and every status change
 * would travel twice.
 */
export type PhoneGameView<Own = unknown> = Omit<GameCommonView, 'status'> & { invited: boolean; params: unknown; own: Own };

/** The big screen's view of the running game: the common part plus the game's board. */
export type HostGameView<Board = unknown> = GameCommonView & { board: Board };
