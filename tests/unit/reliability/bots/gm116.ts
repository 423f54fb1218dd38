import { FRAME_MS } from '../../../../src/protocol/parameters';
import type { Gm116Status } from '../../../../src/games/gm116/rules/types';
import type { Gm116PhoneOwn } from '../../../../src/games/gm116/rules/views';
import { skipTutorial, tryTo, type Bot } from './bot';
import { every } from './statuses';

/** Jump rope: each phone hops every pass of its team's rope, sent as the turn comes. */
export function gm116(): Bot {
  const sent = new Set<string>();
  return {
    id: 'gm116',
    statuses: every<Gm116Status>()(['tutorialJumping', 'decidingTurn', 'waitingForJumping', 'jumping', 'turnResult', 'waitingForTurn', 'finished']),
    params: {
      turnsPerTeam: 1,
      momentsMs: { decidingTurn: 100, waitingForJumping: 300, turnResult: 200 },
      rope: { maxPasses: 5, leadInFrames: 30, firstPeriodFrames: 36 },
    },
    async act(w, seats) {
      await skipTutorial(w, seats);
      for (const s of seats) {
        const own = w.own<Gm116PhoneOwn>(s);
        const rope = own?.rope;
        if (!own || !rope || rope.team !== own.team || (own.status !== 'waitingForJumping' && own.status !== 'jumping')) continue;
        const key = `${s.index}:${rope.index}`;
        if (sent.has(key)) continue;
        sent.add(key);
        // A 300 ms flight centred on every pass (the phone's clock equals the server's here).
        const events = rope.passes.map((f) => {
          const at = rope.frameBase + f * FRAME_MS;
          return { type: 'jump', t: at + 150, st: at + 150, takeoffT: at - 150, landingT: at + 150 };
        });
        await tryTo(s, 'motion', { detector: 'jump', events });
      }
    },
  };
}
