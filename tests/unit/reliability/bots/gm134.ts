import type { Gm134Status } from '../../../../src/games/gm134/rules/types';
import type { Gm134PhoneOwn } from '../../../../src/games/gm134/rules/views';
import { skipTutorial, tryTo, type Bot } from './bot';
import { every } from './statuses';

/** Cooking: each phone does each step of the dish on its target time, reported 600 ms after. */
export function gm134(): Bot {
  return {
    id: 'gm134',
    statuses: every<Gm134Status>()(['movie', 'timerStarted', 'timerStopped', 'roundFinished']),
    params: {
      menu: { steak: 1, cupNoodle: 0, paella: 0 },
      targetMs: { min: 4000, max: 4000 },
      secondStepMs: { min: 3000, max: 3000 },
      lateLimitMs: 3000,
      latencyMs: 1000,
      momentsMs: { movie: 1000, timerStopped: 500, roundFinished: 500 },
    },
    async act(w, seats) {
      await skipTutorial(w, seats);
      let wake: number | null = null;
      for (const s of seats) {
        const own = w.own<Gm134PhoneOwn>(s);
        if (own?.status !== 'timerStarted' || own.startAt === null) continue;
        for (const step of own.steps) {
          if (step.mark !== null) continue;
          const at = own.startAt + step.target;
          if (at + 600 > w.clock.now()) {
            wake = Math.min(wake ?? Infinity, at + 600);
            break;
          }
          await tryTo(s, 'motion', { detector: 'handling', events: [{ type: step.step, t: at - 5000, st: at, amount: 170, by: 'gyro' }] });
          break;
        }
      }
      return wake;
    },
  };
}
