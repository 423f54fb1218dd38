import type { PlayerStats } from '../protocol/session';

export type { PlayerStats };

export const NO_STATS: PlayerStats = Object.freeze({ throws: 0, hits: 0, emotes: 0, cheers: 0 });
