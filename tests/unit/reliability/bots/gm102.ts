import type { Gm102Params } from '../../../../src/games/gm102/parameters';
import { Stride } from '../../../../src/games/gm102/rules/pace';
import type { Gm102Status } from '../../../../src/games/gm102/rules/types';
import type { Gm102Board, Gm102PhoneOwn } from '../../../../src/games/gm102/rules/views';
import { skipTutorial, tryTo, type Bot } from './bot';
import { every } from './statuses';

/** The last seat never runs and cannot hold still: caught in the first stay, it never reaches the line. */
const MOVER = 3;

/** Statue race: runners step every 300 ms while the watcher's back is turned and report their run's total. */
export function gm102(): Bot {
  const strides = new Map<number, Stride>();
  let caught = false;
  /** When the runners last stepped: a runner steps once a moment, whatever else happens then. */
  const stepped = new Map<number, number>();
  return {
    id: 'gm102',
    statuses: every<Gm102Status>()(['tutorial', 'waitingForRun', 'run', 'stay', 'waitingForReRun', 'reached', 'droppedOut', 'changingStatusFinished']),
    params: {
      tutorialStepCount: 3,
      stepCount: 40,
      raceMs: 25_000,
      runMs: { min: 3000, max: 3000 },
      stayMs: { min: 2500, max: 2500 },
      momentsMs: { waitingForRun: 500, changingStatusFinished: 500, finished: 500 },
    },
    async act(w, seats) {
      await skipTutorial(w, seats);
      const board = w.board<Gm102Board>();
      if (w.host.view?.game?.phase !== 'play' || !board) return;
      const now = w.clock.now();
      if (board.status === 'run') {
        for (const s of seats) {
          const own = w.own<Gm102PhoneOwn>(s);
          if (!own || own.status !== 'run' || s.index === MOVER || stepped.get(s.index) === now) continue;
          stepped.set(s.index, now);
          const params = s.client.view!.game!.params as Gm102Params;
          const on = own.runs[own.runs.length - 1]!;
          let stride = strides.get(s.index);
          if (!stride || stride.from !== on.from) strides.set(s.index, (stride = new Stride(params, on.from)));
          const ts = [now - 300, now - 150].filter((t) => t >= on.from);
          for (const t of ts) stride.step(t);
          if (ts.length) await tryTo(s, 'motion', { detector: 'run', events: ts.map((t) => ({ type: 'step', t, st: t, stepMs: 300 })) });
          await tryTo(s, 'gm102:progress', { run: on.run, total: stride.distance(now) });
        }
        return now + 300;
      }
      const mover = seats.find((s) => s.index === MOVER);
      if (board.status === 'stay' && mover && !caught && w.own<Gm102PhoneOwn>(mover)?.status === 'stay') {
        if (now - board.statusFrom < 1500) return board.statusFrom + 1500;
        await tryTo(mover, 'motion', { detector: 'run', events: [{ type: 'moved', t: now, st: now, accG: 0.3 }] });
        caught = true;
      }
    },
  };
}
