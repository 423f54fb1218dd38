import type { Gm130Status } from '../../../../src/games/gm130/rules/types';
import type { Gm130PhoneOwn } from '../../../../src/games/gm130/rules/views';
import { skipTutorial, tryTo, type Bot } from './bot';
import { every } from './statuses';

/** Squats: both thumbs down, the practice skipped, a squat on every beat once it has gone by. */
export function gm130(): Bot {
  const squatted = new Set<string>();
  return {
    id: 'gm130',
    statuses: every<Gm130Status>()(['tutorialSquatting', 'squatting', 'break', 'halfResult', 'squattingFinished']),
    params: { firstInterval: 1000, halfMs: 6000, interval: { first: 2000, second: 1500 }, breakMs: 500, halfResultMs: 1000, finishedMs: 500 },
    async act(w, seats) {
      for (const s of seats) if (w.own<Gm130PhoneOwn>(s)?.bothHolding === false) await tryTo(s, 'gm130:hold', { both: true });
      await skipTutorial(w, seats);
      let wake: number | null = null;
      for (const s of seats) {
        const own = w.own<Gm130PhoneOwn>(s);
        const half = own?.status === 'squatting' ? own.half : null;
        if (!half) continue;
        for (let t = half.firstBeat; t < half.end; t += half.interval) {
          const key = `${s.index}:${half.index}:${t}`;
          if (squatted.has(key)) continue;
          // Reported once the rise is done, 700 ms after the bottom.
          if (t + 750 > w.clock.now()) {
            wake = Math.min(wake ?? Infinity, t + 750);
            break;
          }
          squatted.add(key);
          await tryTo(s, 'motion', { detector: 'squat', events: [{ type: 'squat', t, st: t, downT: t - 700, upT: t + 700, depthM: 0.35 }] });
        }
      }
      return wake;
    },
  };
}
