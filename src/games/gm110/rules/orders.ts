import type { Team } from '../../../protocol/enums';
import type { Gm110Params } from '../parameters';
import { CONES, FLAVOURS, slotsOf, TOPPINGS, type Item, type SlotKind } from '../shared/menu';
import { shuffle } from './squads';
import type { Gm110State, SquadRound } from './types';

/** Scoops in customer `index`'s order: longer orders as the customers go on (GAMES.md). */
export const scoopsFor = (p: Gm110Params, index: number) => Math.max(1, Math.min(p.scoops.max, p.scoops.first + index * p.scoops.step));

const pick = <T>(xs: readonly T[], random: () => number): T => xs[Math.floor(random() * xs.length)]!;

/** A customer's order: a cone, distinct flavours bottom to top, a topping. */
export function drawOrder(scoops: number, random: () => number): { order: Item[]; slots: SlotKind[] } {
  const flavours = shuffle(FLAVOURS, random).slice(0, Math.min(scoops, FLAVOURS.length));
  const order: Item[] = [pick(CONES, random), ...flavours, pick(TOPPINGS, random)];
  return { order, slots: slotsOf(flavours.length) };
}

/** Which slots of a pick differ from the order (an empty slot is wrong). */
export const wrongSlots = (order: readonly Item[], candidate: readonly (Item | null)[]) => order.map((item, i) => candidate[i] !== item);

/** GAMES.md: 3 stars perfect, 2 with one mistake, 1 worse; nothing picked at all scores `nothing`. */
export function starsFor(p: Gm110Params, order: readonly Item[], candidate: readonly (Item | null)[]): number {
  if (candidate.every((c) => c === null)) return p.stars.nothing;
  const mistakes = wrongSlots(order, candidate).filter(Boolean).length;
  return mistakes === 0 ? p.stars.perfect : mistakes === 1 ? p.stars.oneMistake : p.stars.worse;
}

/** The picking closed: each squad's order is judged as it stands (served or not). */
export function judgeCustomer(s: Gm110State, index: number): void {
  const c = s.customers[index]!;
  for (const r of c.squads) {
    r.wrong = wrongSlots(c.order, r.candidate);
    r.stars = starsFor(s.params, c.order, r.candidate);
  }
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** A team's mean stars over its squads' judged orders (of one customer, or all when `index` is null); null without any. */
export function teamMean(s: Gm110State, team: Team, index: number | null = null): number | null {
  const stars: number[] = [];
  for (const c of s.customers) {
    if (index !== null && c.index !== index) continue;
    c.squads.forEach((r: SquadRound, q) => {
      if (s.squads[q]!.team === team && r.stars !== null) stars.push(r.stars);
    });
  }
  return stars.length ? round2(stars.reduce((a, b) => a + b, 0) / stars.length) : null;
}
