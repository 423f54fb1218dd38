/** SPEC.md §3 gm135 sound items: the soundboard every phone has, played on the TV. */
export const SOUND_ITEMS = ['spring', 'bulbHorn', 'cheer', 'trumpet', 'turntable', 'tambourine', 'frog', 'cat', 'dog', 'chicken'] as const;
export type SoundItem = (typeof SOUND_ITEMS)[number];

/** What a bingo's prize box holds (our own prizes, drawn with the game's dice). */
export const PRIZES = ['crown', 'cake', 'rocket', 'trophy', 'gem', 'balloon'] as const;
export type Prize = (typeof PRIZES)[number];

/**
 * SPEC.md §3/§9 sound entry: label, volume, pitch (1), a concurrency limit (1, 2 or 5) and its limit
 * type (all sliding: a new voice over the limit stops the oldest), and an order. The TV's mixer reads it.
 */
export type SoundEntry = { label: SoundItem; volume: number; pitch: number; concurrency: 1 | 2 | 5; limitType: 'sliding' | 'dropping'; order: number };

export const SOUND_TABLE: Record<SoundItem, SoundEntry> = {
  spring: { label: 'spring', volume: 1, pitch: 1, concurrency: 2, limitType: 'sliding', order: 0 },
  bulbHorn: { label: 'bulbHorn', volume: 1, pitch: 1, concurrency: 2, limitType: 'sliding', order: 1 },
  cheer: { label: 'cheer', volume: 1, pitch: 1, concurrency: 1, limitType: 'sliding', order: 2 },
  trumpet: { label: 'trumpet', volume: 1, pitch: 1, concurrency: 1, limitType: 'sliding', order: 3 },
  turntable: { label: 'turntable', volume: 1, pitch: 1, concurrency: 1, limitType: 'sliding', order: 4 },
  tambourine: { label: 'tambourine', volume: 1, pitch: 1, concurrency: 5, limitType: 'sliding', order: 5 },
  frog: { label: 'frog', volume: 1, pitch: 1, concurrency: 5, limitType: 'sliding', order: 6 },
  cat: { label: 'cat', volume: 1, pitch: 1, concurrency: 2, limitType: 'sliding', order: 7 },
  dog: { label: 'dog', volume: 1, pitch: 1, concurrency: 2, limitType: 'sliding', order: 8 },
  chicken: { label: 'chicken', volume: 1, pitch: 1, concurrency: 2, limitType: 'sliding', order: 9 },
};
