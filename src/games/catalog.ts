import type { GameId } from '../protocol/enums';

/** What the host needs to know about a game before choosing it. */
export type GameInfo = {
  id: GameId;
  /** Needs the motion sensor (left out when too few players have one). */
  motion: boolean;
  camera: boolean;
  /** Loud: left out by the "no noise" setting. */
  noisy: boolean;
  /** Players leave their seats: left out by the "stay seated" setting. */
  movesSeats: boolean;
  /** Implemented in this build; the host shows the others as unavailable. */
  available: boolean;
};

export const GAME_CATALOG: readonly GameInfo[] = [
  { id: 'gm102', motion: true, camera: false, noisy: true, movesSeats: true, available: false },
  { id: 'gm105', motion: false, camera: false, noisy: false, movesSeats: false, available: false },
  { id: 'gm110', motion: false, camera: false, noisy: false, movesSeats: false, available: false },
  { id: 'gm112', motion: true, camera: false, noisy: false, movesSeats: false, available: false },
  { id: 'gm113', motion: true, camera: false, noisy: true, movesSeats: true, available: false },
  { id: 'gm116', motion: true, camera: false, noisy: true, movesSeats: true, available: true },
  { id: 'gm121', motion: false, camera: true, noisy: false, movesSeats: true, available: false },
  { id: 'gm127', motion: false, camera: false, noisy: false, movesSeats: false, available: false },
  { id: 'gm130', motion: true, camera: false, noisy: true, movesSeats: true, available: false },
  { id: 'gm134', motion: true, camera: false, noisy: false, movesSeats: false, available: false },
  { id: 'gm135', motion: false, camera: false, noisy: true, movesSeats: false, available: false },
  { id: 'gm139', motion: true, camera: false, noisy: true, movesSeats: true, available: false },
];

export function gameInfo(id: GameId): GameInfo {
  return GAME_CATALOG.find((g) => g.id === id)!;
}
