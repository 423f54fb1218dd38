import type { GameId } from '../protocol/enums';
import { GAME_IDS } from '../protocol/enums';
import { manifestOf, type BuiltGameId } from './manifests';

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
  /** Its tile colour on the wheel and in the catalog. */
  color: string;
};

type Planned = Omit<GameInfo, 'id' | 'available'>;

/**
 * The product's games not built yet (GAMES.md), shown as unavailable. A game leaves this table
 * when its folder and manifest land; the compiler refuses a game that is in both.
 */
const PLANNED: Record<Exclude<GameId, BuiltGameId>, Planned> = {};

const isPlanned = (id: GameId): id is keyof typeof PLANNED => Object.hasOwn(PLANNED, id);

function info(id: GameId): GameInfo {
  const m = manifestOf(id);
  if (m) return { id, motion: m.needsMotion, camera: m.needsCamera, noisy: m.noisy, movesSeats: m.movesSeats, available: true, color: m.color };
  if (isPlanned(id)) {
    const planned: Planned = PLANNED[id]; // (typed `never` once every game is built)
    return { id, ...planned, available: false };
  }
  throw new Error(`${id} has neither a manifest nor a row in PLANNED`);
}

export const GAME_CATALOG: readonly GameInfo[] = GAME_IDS.map(info);

export function gameInfo(id: GameId): GameInfo {
  return GAME_CATALOG.find((g) => g.id === id)!;
}
