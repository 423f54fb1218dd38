import type { Gm113Status } from '../../../../src/games/gm113/rules/types';
import type { Gm113PhoneOwn } from '../../../../src/games/gm113/rules/views';
import { patternAxis } from '../../../../src/games/gm113/rules/judge';
import { skipTutorial, tryTo, type Bot } from './bot';
import { every } from './statuses';

/** Swing dance: a thumb on the pad, the practice skipped, then every beat of each call swung on. */
export function gm113(): Bot {
  const swung = new Set<string>();
  return {
    id: 'gm113',
    statuses: every<Gm113Status>()(['waitingForSwinging', 'call', 'makeFriends', 'swingingFinished']),
    params: {
      calls: 2,
      callMs: 3000,
      firstInterval: 1000,
      interval: { arc: 1000, side: 1000, pump: 1000 },
      momentsMs: { waitingForSwinging: 500, makeFriends: 800, swingingFinished: 600 },
    },
    async act(w, seats) {
      for (const s of seats) if (w.own<Gm113PhoneOwn>(s)?.holding === 'none') await tryTo(s, 'gm113:hold', { holding: 'either' });
      await skipTutorial(w, seats);
      // Each beat swung once it has gone by (a detector reports a swing after it).
      let wake: number | null = null;
      for (const s of seats) {
        const own = w.own<Gm113PhoneOwn>(s);
        const call = own?.status === 'call' ? own.call : null;
        if (!call) continue;
        for (let k = 0; k < call.beats; k++) {
          const beat = call.firstBeat + k * call.interval;
          const key = `${s.index}:${call.index}:${k}`;
          if (swung.has(key)) continue;
          if (beat + 100 > w.clock.now()) {
            wake = Math.min(wake ?? Infinity, beat + 100);
            continue;
          }
          swung.add(key);
          await tryTo(s, 'motion', {
            detector: 'swing',
            events: [{ type: 'swing', t: beat, st: beat, by: 'gyro', axis: patternAxis(call.pattern), sign: 1, peak: 420 }],
          });
        }
      }
      return wake;
    },
  };
}
