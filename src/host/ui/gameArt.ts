import type { GameId } from '../../protocol/enums';

/** Each game's tile colour on the wheel and in the catalog. */
export const GAME_COLORS: Record<GameId, string> = {
  gm102: '#ff7a2e', gm105: '#3aa0ff', gm110: '#ff5fa2', gm112: '#6c5cff', gm113: '#17c3b2', gm116: '#ffcf33',
  gm121: '#ff4d6d', gm127: '#c17bff', gm130: '#2fbf71', gm134: '#ff9f1c', gm135: '#4dd0ff', gm139: '#f15bb5',
};

/** The number players know a game by (the id without its prefix). */
export const gameNumber = (id: GameId) => id.slice(2);
