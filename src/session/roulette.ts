import type { Capability, GameId } from '../protocol/enums';
import type { GameInfo } from '../games/catalog';

export type RouletteSettings = { leaveOutNoisy: boolean; leaveOutSeats: boolean };
export type Exclusion = 'unavailable' | 'noisy' | 'movesSeats' | 'sensors';

/** Below this share of checked players with a usable motion sensor, motion games sit out. */
export const MIN_SENSOR_SHARE = 0.5;
/** The wheel shows at most this many games. */
export const MAX_CANDIDATES = 6;

/**
 * Share of players who can play motion games, among those whose phones answered the sensor check.
 * Null until anyone answered (then motion games are not left out for it).
 */
export function sensorShare(players: readonly { name: string; capability: Capability; spectator: boolean }[]): number | null {
  const checked = players.filter((p) => p.name && p.capability !== 'unknown');
  if (checked.length === 0) return null;
  return checked.filter((p) => !p.spectator && p.capability === 'authorized').length / checked.length;
}

/** Why a game cannot be on the wheel now, or null when it can (GAMES.md principle 6 and the lobby settings). */
export function exclusion(game: GameInfo, settings: RouletteSettings, share: number | null): Exclusion | null {
  if (!game.available) return 'unavailable';
  if (settings.leaveOutNoisy && game.noisy) return 'noisy';
  if (settings.leaveOutSeats && game.movesSeats) return 'movesSeats';
  if (game.motion && share !== null && share < MIN_SENSOR_SHARE) return 'sensors';
  return null;
}

/** Games played already weigh less: 1, 1/2, 1/3… by times played. */
export function weight(id: GameId, history: readonly { id: GameId }[]): number {
  return 1 / (1 + history.filter((h) => h.id === id).length);
}

/**
 * The wheel's candidates. The server stops the wheel on one of them uniformly, so weighting acts
 * on who gets on the wheel: from three eligible games up, at least one is left off, drawn by
 * weight (weighted sampling without replacement, keys u^(1/w)), so a game played often is the
 * likeliest to sit out.
 */
export function drawCandidates(eligible: readonly GameId[], history: readonly { id: GameId }[], random: () => number = Math.random): GameId[] {
  const n = eligible.length;
  const k = n <= 2 ? n : Math.min(MAX_CANDIDATES, n - 1);
  const keyed = eligible.map((id) => ({ id, key: Math.pow(Math.max(random(), 1e-12), 1 / weight(id, history)) }));
  keyed.sort((a, b) => b.key - a.key);
  const chosen = new Set(keyed.slice(0, k).map((x) => x.id));
  return eligible.filter((id) => chosen.has(id));
}

/** Wheel segments: the candidates repeated until the wheel has at least `min` segments. */
export function wheelSegments(candidates: readonly GameId[], min = 8): GameId[] {
  if (candidates.length === 0) return [];
  const reps = Math.max(1, Math.ceil(min / candidates.length));
  return Array.from({ length: reps }, () => candidates).flat();
}
