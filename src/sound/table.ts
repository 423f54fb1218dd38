/**
 * The host's sound table (SPEC.md §9 "Sound entry": label, file, volume, pitch, concurrency limit,
 * limit type, order). Pure data: the files are bound to URLs in `files.ts`, so Node tests can read
 * the table without a bundler.
 */
export const SOUND_LABELS = ['join', 'teamPick', 'rouletteTick', 'rouletteStop', 'cheer', 'itemHit', 'fanfare', 'countdown'] as const;
export type SoundLabel = (typeof SOUND_LABELS)[number];

/** At the limit, `sliding` stops the oldest voice for the new one; `dropping` ignores the new play. */
export type LimitType = 'sliding' | 'dropping';
export type ConcurrencyLimit = 1 | 2 | 5;

export type SoundEntry = {
  label: SoundLabel;
  /** File name under src/sound/files/. */
  file: string;
  volume: number;
  /** Playback rate; 1 everywhere (SPEC.md §9). */
  pitch: number;
  limit: ConcurrencyLimit;
  limitType: LimitType;
  /** Loading order: the sounds needed first load first. */
  order: number;
};

/** A sound that has not started this long after it was asked for is stopped (SPEC.md §8). */
export const START_TIMEOUT_MS = 1000;

export const SOUND_TABLE: Readonly<Record<SoundLabel, SoundEntry>> = {
  join: { label: 'join', file: 'join.ogg', volume: 0.8, pitch: 1, limit: 2, limitType: 'dropping', order: 0 },
  teamPick: { label: 'teamPick', file: 'team-pick.ogg', volume: 0.7, pitch: 1, limit: 2, limitType: 'sliding', order: 1 },
  countdown: { label: 'countdown', file: 'countdown.ogg', volume: 1, pitch: 1, limit: 1, limitType: 'sliding', order: 2 },
  rouletteTick: { label: 'rouletteTick', file: 'roulette-tick.ogg', volume: 0.6, pitch: 1, limit: 1, limitType: 'sliding', order: 3 },
  rouletteStop: { label: 'rouletteStop', file: 'roulette-stop.ogg', volume: 1, pitch: 1, limit: 1, limitType: 'dropping', order: 4 },
  cheer: { label: 'cheer', file: 'cheer.ogg', volume: 0.7, pitch: 1, limit: 5, limitType: 'sliding', order: 5 },
  itemHit: { label: 'itemHit', file: 'item-hit.ogg', volume: 0.9, pitch: 1, limit: 5, limitType: 'dropping', order: 6 },
  fanfare: { label: 'fanfare', file: 'fanfare.ogg', volume: 1, pitch: 1, limit: 1, limitType: 'dropping', order: 7 },
};
