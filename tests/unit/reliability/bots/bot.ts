import type { GameId } from '../../../../src/protocol/enums';
import type { Seat, World } from '../world';

/**
 * A game played by its phones as people would, enough to take it through every status of its
 * rules: `act` sends what the given seats would send at this moment (a phone that dropped out is
 * left out) and may name a server time the clock must stop at (a beat, a rope pass); everything
 * else moves on by the room's own deadlines. A bot is made fresh for each game.
 */
export type Bot = {
  id: GameId;
  /** Every status of the game's rules (its rules/types.ts): the run must meet each on a phone. */
  statuses: readonly string[];
  /** The game's operator config for a short game. */
  params: Record<string, unknown>;
  act(w: World, seats: Seat[]): Promise<number | null | void>;
};

/** The seats whose phone shows this game status now. */
export const inStatus = <T extends { status: string }>(w: World, seats: Seat[], ...statuses: string[]): Seat[] =>
  seats.filter((s) => statuses.includes(w.own<T>(s)?.status ?? ''));

/** Sends and ignores the answer: a bot tries what a person would, and the rules may say no. */
export async function tryTo(seat: Seat, event: string, payload: unknown = {}): Promise<boolean> {
  const ack = await seat.client.send(event, payload);
  return ack.ok;
}

/** The tutorial's generic way out: "I know how it works". */
export async function skipTutorial(w: World, seats: Seat[]): Promise<void> {
  const g = w.host.view?.game;
  if (g?.phase !== 'tutorial') return;
  for (const s of seats) if (!(w.own<{ tutorialDone?: boolean }>(s)?.tutorialDone ?? false)) await tryTo(s, `${g.id}:completeTutorial`);
}
