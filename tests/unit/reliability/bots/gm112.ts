import type { Gm112Status } from '../../../../src/games/gm112/rules/types';
import type { Gm112PhoneOwn } from '../../../../src/games/gm112/rules/views';
import { inStatus, skipTutorial, tryTo, type Bot } from './bot';
import { every } from './statuses';

/** Shuriken: the defenders vote, the swordsman is ready, each thrower flicks a star at a time until it has none left. */
export function gm112(): Bot {
  return {
    id: 'gm112',
    statuses: every<Gm112Status>()([
      'tutorialShuriken',
      'voting',
      'votingFinished',
      'turnStarted',
      'tutorialSwordsman',
      'waitingForThrowing',
      'throwing',
      'outOfShuriken',
      'turnResult',
    ]),
    params: {
      turnsPerTeam: 1,
      momentsMs: {
        voting: 5000,
        votingFinished: 1000,
        turnStarted: 1000,
        tutorialSwordsman: 6000,
        waitingForThrowing: 1000,
        throwing: 20_000,
        turnResult: 2000,
      },
    },
    async act(w, seats) {
      await skipTutorial(w, seats);
      for (const s of inStatus<Gm112PhoneOwn>(w, seats, 'voting')) {
        const own = w.own<Gm112PhoneOwn>(s)!;
        if (own.role === 'defender' && !own.myVote && own.candidates[0]) await tryTo(s, 'gm112:vote', { for: own.candidates[0].id });
      }
      for (const s of inStatus<Gm112PhoneOwn>(w, seats, 'tutorialSwordsman')) if (w.own<Gm112PhoneOwn>(s)!.role === 'swordsman') await tryTo(s, 'gm112:ready');
      // One star per thrower per moment, stamped on the synced clock in game time.
      for (const s of inStatus<Gm112PhoneOwn>(w, seats, 'throwing')) {
        const own = w.own<Gm112PhoneOwn>(s)!;
        if (own.role === 'thrower' && own.starsLeft > 0) await tryTo(s, 'gm112:throw', { at: w.clock.now() - own.clockOffset });
      }
    },
  };
}
