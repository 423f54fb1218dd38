import type { GameCtx, ViewCtx } from './rules';

/**
 * A game's clock: game time = server time − `offset`, frozen while `pausedAt` is set. A host
 * pause moves the offset, not the game's times, so no game ever shifts its own.
 */
export type GameClock = { offset: number; pausedAt: number | null };

/** What the runner keeps beside a game's own state: its clock, its random stream, who has practised. */
export type KitState = { clock: GameClock; rng: number; practiced: string[] };

export function newKit(serverNow: number, seed: number, paused: boolean): KitState {
  return { clock: { offset: 0, pausedAt: paused ? serverNow : null }, rng: seed | 0, practiced: [] };
}

export function gameTime(c: GameClock, serverNow: number): number {
  return (c.pausedAt ?? serverNow) - c.offset;
}

export function pauseClock(c: GameClock, serverNow: number): void {
  if (c.pausedAt === null) c.pausedAt = serverNow;
}

/** Resumes at `serverNow`: the game goes on from the moment it was paused. */
export function resumeClock(c: GameClock, serverNow: number): void {
  if (c.pausedAt === null) return;
  c.offset += serverNow - c.pausedAt;
  c.pausedAt = null;
}

/** mulberry32: small, fast, and its whole state is one 32-bit number kept in the game's state. */
export function nextRandom(k: { rng: number }): number {
  let t = (k.rng = (k.rng + 0x6d2b79f5) | 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export function gameCtx(k: KitState, serverNow: number): GameCtx {
  return {
    now: gameTime(k.clock, serverNow),
    random: () => nextRandom(k),
    practiced: (id) => {
      if (!k.practiced.includes(id)) k.practiced.push(id);
    },
  };
}

export function viewCtx(k: KitState): ViewCtx {
  return { serverTime: (t) => t + k.clock.offset, practiced: (id) => k.practiced.includes(id) };
}
