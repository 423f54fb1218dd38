import type { Gm110Status } from '../../../../src/games/gm110/rules/types';
import type { Gm110PhoneOwn } from '../../../../src/games/gm110/rules/views';
import { candidatesOf } from '../../../../src/games/gm110/shared/menu';
import { inStatus, skipTutorial, tryTo, type Bot } from './bot';
import { every } from './statuses';

/** A tiny WebP (its RIFF/WEBP header is what the socket edge checks): a member's note. */
const NOTE = 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAQAcJaQAA3AA/v3AgAA=';

/** Order memo: phones see their squads one after another, members note, leaders pick and serve one squad at a time. */
export function gm110(): Bot {
  return {
    id: 'gm110',
    statuses: every<Gm110Status>()([
      'grouping',
      'tutorialOrder',
      'order',
      'roundStarted',
      'pendingAnswer',
      'answered',
      'answerClosed',
      'answerJudged',
      'waitingForRoundResult',
      'roundResult',
      'replay',
    ]),
    params: {
      customers: 2,
      squad: { min: 2, max: 5 },
      orderMs: 2000,
      noteMs: 5000,
      noteGraceMs: 1000,
      pickMs: 8000,
      momentsMs: { answerClosed: 1000, answerJudged: 1000, waitingForRoundResult: 1000, roundResult: 1000, replayPerCustomer: 1000 },
    },
    async act(w, seats) {
      const grouping = inStatus<Gm110PhoneOwn>(w, seats, 'grouping');
      if (grouping[0]) return void (await tryTo(grouping[0], 'gm110:ready'));
      if (inStatus(w, seats, 'tutorialOrder').length) await skipTutorial(w, seats);
      for (const s of inStatus<Gm110PhoneOwn>(w, seats, 'roundStarted')) {
        const own = w.own<Gm110PhoneOwn>(s)!;
        if (own.role === 'member' && !own.myNote) await tryTo(s, 'gm110:note', { round: own.customer, photo: NOTE });
      }
      const leader = inStatus<Gm110PhoneOwn>(w, seats, 'pendingAnswer').find((s) => w.own<Gm110PhoneOwn>(s)!.role === 'leader');
      if (leader) {
        const own = w.own<Gm110PhoneOwn>(leader)!;
        for (const [slot, kind] of own.slots.entries()) await tryTo(leader, 'gm110:pick', { round: own.customer, slot, item: candidatesOf(kind)[0] });
        await tryTo(leader, 'gm110:serve', { round: own.customer });
      }
    },
  };
}
