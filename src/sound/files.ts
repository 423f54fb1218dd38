import type { SoundLabel } from './table';

/** The generated sound files (src/sound/generate.sh), bundled by Vite into hashed assets. */
export const SOUND_URLS: Record<SoundLabel, string> = {
  join: new URL('./files/join.ogg', import.meta.url).href,
  teamPick: new URL('./files/team-pick.ogg', import.meta.url).href,
  rouletteTick: new URL('./files/roulette-tick.ogg', import.meta.url).href,
  rouletteStop: new URL('./files/roulette-stop.ogg', import.meta.url).href,
  cheer: new URL('./files/cheer.ogg', import.meta.url).href,
  itemHit: new URL('./files/item-hit.ogg', import.meta.url).href,
  fanfare: new URL('./files/fanfare.ogg', import.meta.url).href,
  countdown: new URL('./files/countdown.ogg', import.meta.url).href,
};
