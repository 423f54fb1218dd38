import type { Rgb } from '../../../../workers/media/ciede2000.shared';

/**
 * The colours a round can ask for, each with a playful name (texts `Color_<id>` in the locales).
 * Chosen to be found in a living room: saturated enough to tell apart, none near-black or near-white.
 */
export const PALETTE = [
  { id: 'ketchup', rgb: [200, 32, 40] },
  { id: 'tangerine', rgb: [245, 130, 32] },
  { id: 'banana', rgb: [250, 214, 40] },
  { id: 'frog', rgb: [70, 170, 60] },
  { id: 'mint', rgb: [120, 220, 190] },
  { id: 'pool', rgb: [20, 170, 220] },
  { id: 'denim', rgb: [40, 70, 150] },
  { id: 'grape', rgb: [120, 50, 150] },
  { id: 'bubblegum', rgb: [245, 120, 180] },
  { id: 'cocoa', rgb: [110, 70, 40] },
  { id: 'sky', rgb: [150, 200, 240] },
  { id: 'lime', rgb: [180, 220, 40] },
] as const satisfies readonly { id: string; rgb: Rgb }[];

export type ColourId = (typeof PALETTE)[number]['id'];
export type Colour = { id: ColourId; rgb: Rgb };

/** The tutorial's practice colour: anything goes, the score only shows how it works. */
export const PRACTICE: Colour = { id: 'sky', rgb: [150, 200, 240] };

/** `n` different colours drawn with the game's dice. */
export function drawColours(n: number, random: () => number): Colour[] {
  const pool: Colour[] = PALETTE.map((c) => ({ id: c.id, rgb: [...c.rgb] as Rgb }));
  const out: Colour[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
}
