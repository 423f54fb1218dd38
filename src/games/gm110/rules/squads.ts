import type { Team } from '../../../protocol/enums';
import type { GamePlayer } from '../../common/rules';
import type { Squad } from './types';

/** A seeded shuffle (Fisher–Yates) with the game's dice. */
export function shuffle<T>(xs: readonly T[], random: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * How many squads a team of `n` forms: as few as keep each at most `max`, if that leaves none under
 * `min`; otherwise as many as keep each at least `min` (sizes then go past `max` only when the two
 * bounds leave no choice). A team under `min` is one short squad; no team is no squad.
 */
export function squadCount(n: number, min: number, max: number): number {
  if (n <= 0) return 0;
  const fewest = Math.ceil(n / Math.max(1, max));
  const most = Math.floor(n / Math.max(1, min));
  return Math.max(1, fewest <= most ? fewest : most);
}

/** Sizes of `k` squads holding `n` players, as even as possible (the bigger first). */
export function squadSizes(n: number, k: number): number[] {
  return Array.from({ length: k }, (_, i) => Math.floor(n / k) + (i < n % k ? 1 : 0));
}

/** Splits each team into squads in a seeded order; each squad's leader is drawn from it. */
export function formSquads(players: readonly GamePlayer[], min: number, max: number, random: () => number): Squad[] {
  const squads: Squad[] = [];
  for (const team of ['left', 'right'] as Team[]) {
    const mine = shuffle(
      players.filter((p) => p.team === team).map((p) => p.id),
      random,
    );
    let at = 0;
    squadSizes(mine.length, squadCount(mine.length, min, max)).forEach((size, index) => {
      const ids = mine.slice(at, at + size);
      at += size;
      const leader = ids[Math.floor(random() * ids.length)]!;
      squads.push({ id: squads.length, team, index, leader, players: [leader, ...ids.filter((id) => id !== leader)] });
    });
  }
  return squads;
}

/** Who remembers parts of the order: the members, or the leader of a squad of one. */
export const rememberers = (q: Squad): string[] => (q.players.length > 1 ? q.players.slice(1) : [q.players[0]!]);

/**
 * Deals an order's slots to a squad's rememberers in a seeded order, round robin, until every slot
 * and every rememberer has one: with more members than slots, a slot is remembered twice.
 */
export function dealSlots(q: Squad, slotCount: number, random: () => number): Record<string, number[]> {
  const who = rememberers(q);
  const order = shuffle(
    Array.from({ length: slotCount }, (_, i) => i),
    random,
  );
  const assign: Record<string, number[]> = Object.fromEntries(who.map((id) => [id, [] as number[]]));
  for (let j = 0; j < Math.max(slotCount, who.length); j++) assign[who[j % who.length]!]!.push(order[j % slotCount]!);
  for (const id of who) assign[id]!.sort((a, b) => a - b);
  return assign;
}
