import type { Gm121Status } from '../../../../src/games/gm121/rules/types';
import type { Gm121PhoneOwn } from '../../../../src/games/gm121/rules/views';
import { inStatus, skipTutorial, tryTo, type Bot } from './bot';
import { every } from './statuses';

/** A photo the server takes by its bytes (a PNG's signature, then `n` filler bytes). */
const png = (n: number, fill: number) =>
  `data:image/png;base64,${Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(n, fill)]).toString('base64')}`;

const off = (c: readonly number[], k: number) => c.map((x) => Math.max(0, Math.min(255, x + k)));

/** Colour hunt: every phone shoots once the hunt opens, the left team the colour itself, the right a shade off (left wins). */
export function gm121(): Bot {
  return {
    id: 'gm121',
    statuses: every<Gm121Status>()(['tutorialPhotoShooting', 'roundColor', 'roundPhotoShooting', 'roundResult', 'roundFinished']),
    params: { momentsMs: { roundColor: 1000, roundPhotoShooting: 3000, roundResult: 1000, roundFinished: 500 }, shotGraceMs: 500 },
    async act(w, seats) {
      await skipTutorial(w, seats);
      for (const s of inStatus<Gm121PhoneOwn>(w, seats, 'roundPhotoShooting')) {
        const own = w.own<Gm121PhoneOwn>(s)!;
        if (own.shot || !own.colour) continue;
        await tryTo(s, 'gm121:shoot', {
          photo: png(60, own.round * 4 + s.index + 1),
          median: s.team === 'right' ? off(own.colour.rgb, 40) : own.colour.rgb,
          hues: [],
        });
      }
    },
  };
}
