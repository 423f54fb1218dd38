/**
 * The ice-cream stand's menu (our own): an order is a cone, one or more scoops (bottom to top) and a
 * topping. Each slot of an order is one part a member remembers; the leader's picker offers every
 * item of the slot's kind as a candidate.
 */
export const CONES = ['waffle', 'cup', 'sugar', 'pretzel'] as const;
export const FLAVOURS = ['vanilla', 'strawberry', 'chocolate', 'mint', 'mango', 'matcha', 'blueberry', 'lemon'] as const;
export const TOPPINGS = ['sprinkles', 'cherry', 'wafer', 'sauce', 'nuts', 'marshmallow'] as const;

export type Cone = (typeof CONES)[number];
export type Flavour = (typeof FLAVOURS)[number];
export type Topping = (typeof TOPPINGS)[number];
export type Item = Cone | Flavour | Topping;

export type SlotKind = 'cone' | 'scoop' | 'topping';

export const ITEMS: readonly Item[] = [...CONES, ...FLAVOURS, ...TOPPINGS];

/** The candidates the leader's picker offers for a slot of this kind. */
export function candidatesOf(kind: SlotKind): readonly Item[] {
  return kind === 'cone' ? CONES : kind === 'scoop' ? FLAVOURS : TOPPINGS;
}

export function kindOf(item: Item): SlotKind {
  return (CONES as readonly string[]).includes(item) ? 'cone' : (FLAVOURS as readonly string[]).includes(item) ? 'scoop' : 'topping';
}

export const isItem = (x: string): x is Item => (ITEMS as readonly string[]).includes(x);

/** An order's slots: the cone, `scoops` scoops, the topping. */
export function slotsOf(scoops: number): SlotKind[] {
  return ['cone', ...Array<SlotKind>(scoops).fill('scoop'), 'topping'];
}

/** Colours the art and the TV draw each item with. */
export const ITEM_COLORS: Record<Item, string> = {
  waffle: '#d99a4e',
  cup: '#f2f2f2',
  sugar: '#e8c27a',
  pretzel: '#8a4b23',
  vanilla: '#fff3c4',
  strawberry: '#ff8fb1',
  chocolate: '#7a4a2c',
  mint: '#8fe3c0',
  mango: '#ffb43f',
  matcha: '#98b84a',
  blueberry: '#6f7ee8',
  lemon: '#fff06a',
  sprinkles: '#ff5fa2',
  cherry: '#e0223a',
  wafer: '#e6b86a',
  sauce: '#5a2c14',
  nuts: '#b07a44',
  marshmallow: '#ffffff',
};
