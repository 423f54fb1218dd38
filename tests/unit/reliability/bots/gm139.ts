import type { Gm139Status } from '../../../../src/games/gm139/rules/types';
import type { Gm139Board, Gm139PhoneOwn } from '../../../../src/games/gm139/rules/views';
import { inStatus, tryTo, type Bot } from './bot';
import { every } from './statuses';

/** Detector events from a phone whose clock equals the server's. */
const motion = (type: 'walk' | 'sit', t: number) => ({
  detector: 'walkSit',
  events: [{ type, t, st: t, ...(type === 'sit' ? { downT: t - 700, stillMs: 500 } : {}) }],
});

/** Musical chairs: everyone practises the circle, the walk and the sit; walks while the music plays, sits once it stops. */
export function gm139(): Bot {
  const walked = new Set<string>();
  let lastSit = -Infinity;
  return {
    id: 'gm139',
    statuses: every<Gm139Status>()([
      'tutorialMakeCircle',
      'tutorialWalking',
      'pendingTutorialSit',
      'tutorialSat',
      'roundWalking',
      'pendingRoundSit',
      'roundSat',
      'roundFinished',
      'roundCheering',
      'roundCheeringFinished',
    ]),
    params: {
      rounds: 2,
      musicMs: { min: 8000, max: 8000 },
      stopGraceMs: 2000,
      sitWindowMs: 3000,
      momentsMs: { tutorialSat: 500, leadIn: 1000, roundSat: 500, roundFinished: 500, roundCheering: 500, roundCheeringFinished: 500 },
    },
    async act(w, seats) {
      const now = w.clock.now();
      for (const s of inStatus(w, seats, 'tutorialMakeCircle')) await tryTo(s, 'gm139:circledUp', { bothHolding: false });
      for (const s of inStatus(w, seats, 'tutorialWalking')) await tryTo(s, 'motion', motion('walk', now));
      for (const s of inStatus(w, seats, 'pendingTutorialSit')) await tryTo(s, 'motion', motion('sit', now));
      const board = w.board<Gm139Board>();
      if (board?.status === 'roundWalking' && board.musicStartAt !== null) {
        if (now < board.musicStartAt + 200) return board.musicStartAt + 200;
        for (const s of seats) {
          const own = w.own<Gm139PhoneOwn>(s);
          const key = `${s.index}:${own?.round}`;
          if (!own?.playing || own.out || walked.has(key)) continue;
          walked.add(key);
          await tryTo(s, 'motion', motion('walk', now));
        }
      }
      // Sits one after another, a little apart: the slowest is out.
      if (board?.status === 'pendingRoundSit') {
        if (now < lastSit + 200) return lastSit + 200;
        for (const s of seats) {
          const own = w.own<Gm139PhoneOwn>(s);
          if (!own?.playing || own.out || own.sit || (own.isSat[own.round] ?? false)) continue;
          await tryTo(s, 'motion', motion('sit', now));
          lastSit = now;
          return;
        }
      }
    },
  };
}
