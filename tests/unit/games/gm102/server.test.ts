import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { GM102_PARAMETERS } from '../../../../src/games/gm102/parameters';
import { Stride } from '../../../../src/games/gm102/rules/pace';
import type { Gm102Board, Gm102PhoneOwn } from '../../../../src/games/gm102/rules/views';
import type { HostView, PhoneView } from '../../../../src/protocol/views';
import { roomWith, storeKinds, type TestClient, type TestServer } from '../../server/harness';
import { ManualClock } from '../../server/manualClock';

/** A short race: fast phases, a 40-step course, runs of 3 s and stays of 2.5 s, 25 s in all. */
const FAST = {
  server: { gamePhasesMs: { charge: 100, checkingCapability: 2000, intro: 100, entry: 3000, tutorial: 3000, waitingForResult: 100 } },
  games: {
    gm102: {
      tutorialStepCount: 3,
      stepCount: 40,
      raceMs: 25_000,
      runMs: { min: 3000, max: 3000 },
      stayMs: { min: 2500, max: 2500 },
      momentsMs: { waitingForRun: 500, changingStatusFinished: 500, finished: 500 },
    },
  },
};

const ownOf = (p: TestClient<PhoneView>) => (p.view?.game?.id === 'gm102' ? (p.view.game.own as Gm102PhoneOwn | null) : null);
const boardOf = (v: HostView) => (v.game?.id === 'gm102' ? (v.game.board as Gm102Board | null) : null);

describe.each(storeKinds(inject('redisUrl')))('statue race through the server ($name store), on a hand-moved clock', (kind) => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(() => {
    clock = new ManualClock();
  });
  afterEach(async () => {
    await server?.close();
  });

  it('runs gm102 from start to result: runners reach the line, the one caught moving goes back and does not', async () => {
    server = await kind.start(FAST, { clock });
    const { host, phones } = await roomWith(server, ['L1', 'L2', 'R1', 'R2']);
    await host.send('host', { type: 'startTeamSelect' });
    for (const [i, p] of phones.entries()) {
      await p.send('capability', { sensor: 'authorized', intervalMs: 16 });
      await p.send('updateTeam', { team: i < 2 ? 'left' : 'right' });
    }
    await host.send('host', { type: 'fixTeams' });
    expect(await host.send('host', { type: 'startGame', gameId: 'gm102', mode: 'T3' })).toMatchObject({ ok: false, error: { code: 3002 } }); // not one of its modes
    expect(await host.send('host', { type: 'startGame', gameId: 'gm102' })).toEqual({ ok: true });

    clock.advance(300); // charge and intro
    for (const p of phones) await p.until((v) => v.game?.phase === 'entry', 5000);
    for (const p of phones) expect(await p.send('gm102:entry', {})).toEqual({ ok: true });
    await host.until((v) => v.game?.phase === 'tutorial', 1000);
    // A progress report outside a run is refused (or shed, as any stream may be on a busy machine: 3007).
    expect(await phones[0]!.send('gm102:progress', { run: 0, total: 1 })).toMatchObject({ ok: false, error: { code: expect.toBeOneOf([3002, 3007]) } });
    // Practice: three running steps each end the tutorial.
    for (const p of phones) {
      const t = clock.now();
      await p.send('motion', { detector: 'run', events: [0, 1, 2].map((i) => ({ type: 'step', t: t + i * 300, st: t + i * 300, stepMs: 300 })) });
    }
    await host.until((v) => v.game?.phase === 'play');
    const params = phones[0]!.view!.game!.params as typeof GM102_PARAMETERS;
    expect(params.stepCount).toBe(40);

    const mover = phones[3]!;
    let caught = false;
    const strides = new Map<TestClient<PhoneView>, Stride>();
    for (let guard = 0; guard < 400; guard++) {
      const v = host.view!;
      if (v.game?.phase !== 'play') break;
      const board = boardOf(v)!;
      const now = clock.now();
      if (board.status === 'run') {
        // Every phone still racing takes a running step every 300 ms and reports its run's total. At
        // that pace the 40 steps take 12 s, longer than any run (at most 6 s): there is always a
        // stay to be caught in, whatever the room's seed.
        for (const p of phones) {
          const own = ownOf(p)!;
          if (own.status !== 'run' || (p === mover && caught)) continue;
          let stride = strides.get(p);
          const on = own.runs[own.runs.length - 1]!;
          if (!stride || stride.from !== on.from) strides.set(p, (stride = new Stride(params, on.from)));
          const ts = [now - 150].filter((t) => t >= on.from);
          for (const t of ts) stride.step(t);
          if (ts.length) await p.send('motion', { detector: 'run', events: ts.map((t) => ({ type: 'step', t, st: t, stepMs: 300 })) });
          const ack = await p.send('gm102:progress', { run: on.run, total: stride.distance(now) });
          // Taken; or shed on a busy machine (the next report's total covers it); or this phone's
          // view was a moment behind its crossing the line.
          if (!ack.ok) expect(ack.error.code === 3007 || ack.error.detail === 'already over the line').toBe(true);
        }
      }
      if (board.status === 'stay' && !caught && now - board.statusFrom >= 1500) {
        // R2 cannot hold still any more, after the grace.
        await mover.send('motion', { detector: 'run', events: [{ type: 'moved', t: now, st: now, accG: 0.3 }] });
        await mover.until(() => ownOf(mover)?.status === 'waitingForReRun');
        expect(ownOf(mover)).toMatchObject({ out: true, progress: 0, caught: 1 });
        await host.until((x) => boardOf(x)?.caughtNow.length === 1);
        caught = true;
      }
      // Once a stay shows, the clock stops at its grace's end until R2 has moved: a stay may be as
      // short as 2 s, and on a busy machine a view arriving a step late would let it pass unseen.
      const toGrace = board.status === 'stay' && !caught ? board.statusFrom + 1500 - now : Infinity;
      clock.advance(Math.max(0, Math.min(300, toGrace)));
      // Views go out coalesced, ~25 ms after a change: let them arrive before the next move.
      await new Promise((r) => setTimeout(r, 40));
    }
    expect(caught).toBe(true);
    clock.advance(2000);
    const done = await host.until((v) => v.game?.phase === 'result', 5000);
    expect(done.game?.result).toEqual({ winner: 'left', scores: { left: 100, right: 50 } });
    const board = boardOf(done)!;
    expect(board.runners.filter((r) => r.reached).map((r) => r.name)).toEqual(expect.arrayContaining(['L1', 'L2', 'R1']));
    expect(board.runners.find((r) => r.name === 'R2')).toMatchObject({ reached: false, progress: 0 });

    expect(await host.send('host', { type: 'endGame' })).toEqual({ ok: true });
    const after = await host.until((v) => v.game === null);
    expect(after.system.scores).toEqual({ left: 1, right: 0 });
    expect(after.system.history).toEqual([{ id: 'gm102', winner: 'left', scores: { left: 100, right: 50 } }]);
  });
});
