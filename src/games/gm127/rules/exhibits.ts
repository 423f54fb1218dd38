import { ITEMS, type Item, type Lot } from './types';

/**
 * Each exhibit's three stories: the hint the auctioneer reads (`Hint_<item>_<story>` in the texts)
 * and the range its appraisal is drawn from. The ranges overlap and the hints are vague on
 * purpose: a grand story is often worth a lot, a shabby one sometimes is too.
 */
export const STORIES: Record<Item, readonly (readonly [number, number])[]> = {
  artbrush: [
    [280, 620],
    [120, 360],
    [20, 180],
  ],
  cup: [
    [300, 680],
    [90, 300],
    [10, 140],
  ],
  honey: [
    [240, 560],
    [110, 320],
    [10, 200],
  ],
  sword: [
    [320, 700],
    [140, 380],
    [10, 120],
  ],
  megaphone: [
    [200, 520],
    [100, 300],
    [150, 480],
  ],
  perfume: [
    [300, 660],
    [130, 360],
    [0, 110],
  ],
  diary: [
    [260, 640],
    [100, 340],
    [20, 260],
  ],
  lamp: [
    [200, 700],
    [150, 380],
    [0, 100],
  ],
  wig: [
    [260, 600],
    [120, 340],
    [10, 160],
  ],
  wine: [
    [340, 700],
    [120, 320],
    [10, 200],
  ],
};

/** Appraisals are round figures: multiples of this. */
const ROUND_TO = 10;

/**
 * Draws a game's exhibits with its dice: `count` different items in a random order, each with a
 * random story and an appraisal in that story's range; `forgeries` of them (the forgery variant)
 * are fakes told with their item's grandest story and worth nothing.
 */
export function drawLots(count: number, forgeries: number, random: () => number): Lot[] {
  const pool: Item[] = [...ITEMS];
  const n = Math.max(1, Math.min(ITEMS.length, Math.floor(count)));
  const lots: Lot[] = [];
  for (let i = 0; i < n; i++) {
    const k = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[k]] = [pool[k]!, pool[i]!];
    const item = pool[i]!;
    const stories = STORIES[item];
    const story = Math.floor(random() * stories.length);
    const [min, max] = stories[story]!;
    const appraisal = Math.round((min + random() * (max - min)) / ROUND_TO) * ROUND_TO;
    lots.push({ item, story, appraisal, forgery: false, side: '', price: 0, bids: 0 });
  }
  const fakes = Math.max(0, Math.min(n, Math.floor(forgeries)));
  const order = lots.map((_, i) => i);
  for (let i = 0; i < fakes; i++) {
    const k = i + Math.floor(random() * (order.length - i));
    [order[i], order[k]] = [order[k]!, order[i]!];
    const lot = lots[order[i]!]!;
    lot.forgery = true;
    lot.story = 0;
    lot.appraisal = 0;
  }
  return lots;
}
