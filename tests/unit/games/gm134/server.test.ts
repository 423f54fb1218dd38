import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Gm134Board, Gm134PhoneOwn } from '../../../../src/games/gm134/rules/views';
import type { PhoneView } from '../../../../src/protocol/views';
import { ManualClock } from '../../server/manualClock';
import { roomWith, storeKinds, type TestClient, type TestServer } from '../../server/harness';

/** A short game: fast phases, the steak then the pasta, fixed targets (4 s; the penne 3 s later), short moments. */
const GM134 = {
  menu: { steak: 1, cupNoodle: 0, paella: 0 },
  targetMs: { min: 4000, max: 4000 },
  secondStepMs: { min: 3000, max: 3000 },
  lateLimitMs: 3000,
  latencyMs: 1000,
  momentsMs: { movie: 1000, timerStopped: 500, roundFinished: 500 },
};
const FAST = {
  server: { gamePhasesMs: { charge: 100, checkingCapability: 2000, intro: 100, entry: 3000, tutorial: 10_000, waitingForResult: 100 } },
  games: { gm134: GM134 },
};

const ownOf = (p: TestClient<PhoneView>) => (p.view?.game?.id === 'gm134' ? (p.view.game.own as Gm134PhoneOwn | null) : null);

/**
 * A step the phone's handling detector reports: done at server time `st` (its clock synced), its
 * own clock 5 s behind the server's (the times a phone stamps are its own).
 */
async function step(phone: TestClient<PhoneView>, type: string, st: number | null, t = (st ?? 0) - 5000) {
  await phone.send('motion', { detector: 'handling', events: [{ type, t, st, amount: 170, by: 'gyro' }] });
}

async function seated(server: TestServer, names: string[]) {
  const { room, host, phones } = await roomWith(server, names);
  await host.send('host', { type: 'startTeamSelect' });
  for (const [i, p] of phones.entries()) {
    await p.send('capability', { sensor: 'authorized', intervalMs: 16 });
    await p.send('updateTeam', { team: i < names.length / 2 ? 'left' : 'right' });
  }
  await host.send('host', { type: 'fixTeams' });
  return { room, host, phones };
}

describe.each(storeKinds(inject('redisUrl')))('gm134 through the server ($name store), on a hand-moved clock', (kind) => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(() => {
    clock = new ManualClock();
  });
  afterEach(async () => {
    await server?.close();
  });

  it('plays a whole game: the drill, the steak flipped early, on time, late and never, the pasta’s two steps, mean errors, the winner', async () => {
    server = await kind.start(FAST, { clock });
    const { host, phones } = await seated(server, ['L1', 'L2', 'R1', 'R2']);
    const [l1, l2, r1, r2] = [phones[0]!, phones[1]!, phones[2]!, phones[3]!];
    expect(await host.send('host', { type: 'startGame', gameId: 'gm134', mode: 'E0' })).toMatchObject({ ok: false, error: { code: 3002 } }); // not one of its modes
    expect(await host.send('host', { type: 'startGame', gameId: 'gm134' })).toEqual({ ok: true });
    clock.advance(300); // charge and intro
    for (const p of phones) await p.until((v) => v.game?.phase === 'entry', 5000);
    for (const p of phones) expect(await p.send('gm134:entry', {})).toEqual({ ok: true });

    // The drill: the first dish's step (the steak: turn it over). R2 skips it; a tap is no move here.
    for (const p of phones) await p.until(() => ownOf(p)?.practice === 'turnOver');
    expect(await l1.send('gm134:tap', { elapsedMs: 0 })).toMatchObject({ ok: false });
    for (const p of [l1, l2, r1]) await step(p, 'turnOver', null, 1000);
    await host.until((v) => (v.game?.board as Gm134Board | null)?.cooks.filter((c) => c.practised).length === 3);
    expect(await r2.send('gm134:completeTutorial', {})).toEqual({ ok: true });
    await host.until((v) => v.game?.phase === 'play');

    // The steak's movie shows the target; the timer starts when it ends.
    const movie = (await l1.until(() => ownOf(l1)?.status === 'movie' && ownOf(l1)!.round === 0)).game!.own as Gm134PhoneOwn;
    expect(movie).toMatchObject({ dish: 'steak', rounds: 2, next: 'pasta', steps: [{ step: 'turnOver', target: 4000, mark: null }] });
    const start = movie.startAt!;
    clock.advance(start - clock.now() + 10); // the runner's timer fires 5 ms after a deadline
    for (const p of phones) await p.until(() => ownOf(p)?.status === 'timerStarted');
    // L1 flips 2 s early, L2 on time, R1 1.5 s late, R2 never; each report arrives 600 ms after its step.
    clock.advance(2600);
    await step(l1, 'turnOver', start + 2000);
    clock.advance(2000);
    await step(l2, 'turnOver', start + 4000);
    clock.advance(1500);
    await step(r1, 'turnOver', start + 5500);
    await step(r1, 'openLid', start + 5600); // not this dish's step
    await host.until((v) => (v.game?.board as Gm134Board | null)?.cooks.filter((c) => c.done === 1).length === 3);
    expect((host.view!.game!.board as Gm134Board).cooks.every((c) => c.errors === null)).toBe(true); // hidden while the timer runs
    clock.advance(start + 4000 + 3000 + 1000 - clock.now() + 10); // the burnt end and the reports' latency
    for (const p of phones) await p.until(() => ownOf(p)?.status === 'timerStopped');
    expect(ownOf(l1)!.steps[0]).toMatchObject({ mark: 2000, error: -2000, zone: 'raw' });
    expect(ownOf(l2)!.steps[0]).toMatchObject({ mark: 4000, error: 0, zone: 'perfect' });
    expect(ownOf(r1)!.steps[0]).toMatchObject({ mark: 5500, error: 1500, zone: 'burnt' });
    expect(ownOf(r2)!.steps[0]).toMatchObject({ mark: null, error: null, zone: 'never' });
    clock.advance(500);
    const finished = await host.until((v) => (v.game?.board as Gm134Board | null)?.status === 'roundFinished');
    // Left: 2 + 0 over 2 = 1; right: 1.5 + 5 over 2 = 3.25.
    expect((finished.game!.board as Gm134Board).standings.round).toEqual({ left: 1, right: 3.25 });

    // The pasta: the spaghetti at 4 s, the penne at 7 s. R2 pulls the penne first (not yet), then the spaghetti 1 s early.
    clock.advance(500);
    const pasta = (await l1.until(() => ownOf(l1)?.round === 1)).game!.own as Gm134PhoneOwn;
    expect(pasta.steps.map((s) => [s.step, s.target])).toEqual([
      ['takeOutA', 4000],
      ['takeOutB', 7000],
    ]);
    const s2 = pasta.startAt!;
    clock.advance(s2 + 7600 - clock.now());
    await step(l1, 'takeOutA', s2 + 4200);
    await step(l1, 'takeOutB', s2 + 6700);
    await step(l2, 'takeOutA', s2 + 4000);
    await step(l2, 'takeOutB', s2 + 7000);
    await step(r1, 'takeOutA', s2 + 4900);
    clock.advance(2400);
    await step(r1, 'takeOutB', s2 + 9500);
    await step(r2, 'takeOutB', s2 + 6000);
    await step(r2, 'takeOutA', s2 + 3000);
    await host.until((v) => (v.game?.board as Gm134Board | null)?.cooks.find((c) => c.name === 'R1')?.done === 2);
    clock.advance(s2 + 10_000 + 1000 - clock.now() + 10);
    for (const p of phones) await p.until(() => ownOf(p)?.status === 'timerStopped');
    expect(ownOf(r2)!.steps.map((s) => [s.error, s.zone])).toEqual([
      [-1000, 'good'],
      [null, 'never'],
    ]);
    clock.advance(1000); // the round's scores
    clock.advance(200); // waiting for the result
    const done = await host.until((v) => v.game?.phase === 'result');
    // Left: (2 + 0.2 + 0.3) + (0 + 0 + 0) = 2.5 s over 6 steps = 0.42; right: (1.5 + 0.9 + 2.5) + (5 + 1 + 5) = 15.9 over 6 = 2.65.
    expect(done.game?.result).toEqual({ winner: 'left', scores: { left: 0.42, right: 2.65 } });
    for (const p of phones) expect((await p.until((v) => v.game?.phase === 'result')).game?.result?.winner).toBe('left');
    expect(await host.send('host', { type: 'endGame' })).toEqual({ ok: true });
    const after = await host.until((v) => v.game === null);
    expect(after.system.scores).toEqual({ left: 1, right: 0 });
    expect(after.system.history).toEqual([{ id: 'gm134', winner: 'left', scores: { left: 0.42, right: 2.65 } }]);
  });

  it('takes a paella knob tap timed on the phone, refuses a bad one, and gives a reloaded phone its step back', async () => {
    server = await kind.start({ ...FAST, games: { gm134: { ...GM134, menu: { steak: 0, cupNoodle: 0, paella: 1 }, gasShare: 1 } } }, { clock });
    const { room, host, phones } = await seated(server, ['L1', 'R1']);
    await host.send('host', { type: 'startGame', gameId: 'gm134' });
    clock.advance(300);
    for (const p of phones) await p.until((v) => v.game?.phase === 'entry');
    for (const p of phones) await p.send('gm134:entry', {});
    // The drill on a gas stove is a tap on the knob.
    await phones[0]!.until(() => ownOf(phones[0]!)?.practice === 'stopFire');
    for (const p of phones) expect(await p.send('gm134:tap', { elapsedMs: 0 })).toEqual({ ok: true });
    const movie = (await phones[0]!.until(() => ownOf(phones[0]!)?.round === 0)).game!.own as Gm134PhoneOwn;
    expect(movie).toMatchObject({ dish: 'paella', stove: 'gas', steps: [{ step: 'stopFire', target: 4000 }] });
    const start = movie.startAt!;
    expect(await phones[0]!.send('gm134:tap', { elapsedMs: 100 })).toMatchObject({ ok: false }); // the movie: no timer yet
    clock.advance(start + 4300 - clock.now());
    await phones[0]!.until(() => ownOf(phones[0]!)?.status === 'timerStarted');
    expect(await phones[0]!.send('gm134:tap', { elapsedMs: 9000 })).toMatchObject({ ok: false }); // from the future
    expect(await phones[0]!.send('gm134:tap', { elapsedMs: -5 })).toMatchObject({ ok: false }); // malformed
    expect(await phones[0]!.send('gm134:tap', { elapsedMs: 4150 })).toEqual({ ok: true });
    expect(await phones[0]!.send('gm134:tap', { elapsedMs: 4200 })).toMatchObject({ ok: false }); // once
    await phones[0]!.until(() => ownOf(phones[0]!)?.steps[0]?.mark === 4150);
    // The phone reloads: a new connection with the same seat has its step back.
    phones[0]!.close();
    const again = await server.phone(room.roomId, phones[0]!.token);
    const back = await again.until(() => ownOf(again)?.status === 'timerStarted');
    expect(back.game!.own).toMatchObject({ playing: true, steps: [{ step: 'stopFire', mark: 4150, error: null }] });
    expect(await phones[1]!.send('gm134:tap', { elapsedMs: 4300 })).toEqual({ ok: true }); // the last step: the timer stops
    const stopped = await again.until(() => ownOf(again)?.status === 'timerStopped');
    expect((stopped.game!.own as Gm134PhoneOwn).steps[0]).toMatchObject({ error: 150, zone: 'perfect' });
  });
});
