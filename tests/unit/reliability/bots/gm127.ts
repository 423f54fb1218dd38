import type { Gm127Status } from '../../../../src/games/gm127/rules/types';
import type { Gm127PhoneOwn } from '../../../../src/games/gm127/rules/views';
import { inStatus, skipTutorial, tryTo, type Bot } from './bot';
import { every } from './statuses';

/** Auction: on each exhibit, one phone of each team raises once, the first seat first. */
export function gm127(): Bot {
  const raised = new Set<string>();
  return {
    id: 'gm127',
    statuses: every<Gm127Status>()([
      'waitingForExhibits',
      'exhibits',
      'guide',
      'budget',
      'roundStarted',
      'biddingStarted',
      'biddingFinished',
      'roundResult',
      'appraisal',
      'finished',
    ]),
    params: {
      lots: 2,
      wallet: 300,
      biddingMs: 10_000,
      momentsMs: {
        exhibits: 2000,
        guide: 2000,
        budget: 1000,
        roundStarted: 1000,
        biddingFinished: 1000,
        roundResult: 1000,
        appraisalPerLot: 1000,
        appraisalTotal: 1000,
      },
    },
    async act(w, seats) {
      await skipTutorial(w, seats);
      for (const s of inStatus<Gm127PhoneOwn>(w, seats, 'biddingStarted')) {
        const own = w.own<Gm127PhoneOwn>(s)!;
        const key = `${own.lot?.index}:${s.team}`;
        if (!own.lot || raised.has(key) || own.ownWallet < 10) continue;
        raised.add(key);
        await tryTo(s, 'gm127:bid', { add: 10 });
      }
    },
  };
}
