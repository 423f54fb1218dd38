import { CENTRE } from '../../../../src/games/gm135/rules/card';
import type { Gm135Status } from '../../../../src/games/gm135/rules/types';
import type { Gm135PhoneOwn } from '../../../../src/games/gm135/rules/views';
import { inStatus, skipTutorial, tryTo, type Bot } from './bot';
import { every } from './statuses';

/** Bingo: one phone fixes its card, the others skip; every called number opened; winners open their boxes. */
export function gm135(): Bot {
  return {
    id: 'gm135',
    statuses: every<Gm135Status>()([
      'selectingBingoCells',
      'bingoCellsSelected',
      'bingoStarted',
      'rouletteStarted',
      'rouletteStopped',
      'bingo',
      'prizeBox',
      'prizeBoxOpened',
      'playingSound',
      'finished',
    ]),
    params: {
      ranges: { T0: 35, MD: 75, T3: 60 },
      maxDraws: 35,
      momentsMs: {
        bingoStarted: 1000,
        rouletteStarted: 1000,
        rouletteStopped: 2000,
        bingo: 1500,
        prizeShow: 1000,
        prizeBox: 2000,
        prizeBoxOpened: 1000,
        playingSound: 1000,
      },
    },
    async act(w, seats) {
      const choosing = inStatus<Gm135PhoneOwn>(w, seats, 'selectingBingoCells');
      if (choosing.length) {
        // The first fixes its card; once one has, the rest skip choosing.
        if (inStatus(w, w.seats, 'bingoCellsSelected').length === 0) return void (await tryTo(choosing[0]!, 'gm135:open', { cell: CENTRE }));
        await skipTutorial(w, seats);
      }
      for (const s of inStatus<Gm135PhoneOwn>(w, seats, 'rouletteStopped')) {
        const own = w.own<Gm135PhoneOwn>(s)!;
        const i = own.cells.findIndex((c) => c.number === own.current && !c.opened);
        if (i >= 0 && own.canOpen) await tryTo(s, 'gm135:open', { cell: i });
      }
      for (const s of inStatus<Gm135PhoneOwn>(w, seats, 'prizeBox')) if (w.own<Gm135PhoneOwn>(s)!.bingo) await tryTo(s, 'gm135:openPrizeBox');
    },
  };
}
