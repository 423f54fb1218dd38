import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Gm139Board, Gm139PhoneOwn } from '../../../../src/games/gm139/rules/views';
import type { HostView, PhoneView } from '../../../../src/protocol/views';
import { roomWith, storeKinds, type TestClient, type TestServer } from '../../server/harness';
import { ManualClock } from '../../server/manualClock';

/** A short game: fast phases, two rounds of 8 s of music, a 2 s walking grace. */
const FAST = {
  server: { gamePhasesMs: { charge: 100, checkingCapability: 2000, intro: 100, entry: 3000, tutorial: 5000, waitingForResult: 100 } },
  games: {
    gm139: {
      rounds: 2,
      musicMs: { min: 8000, max: 8000 },
      stopGraceMs: 2000,
      sitWindowMs: 3000,
      momentsMs: { tutorialSat: 500, leadIn: 1000, roundSat: 500, roundFinished: 500, roundCheering: 500, roundCheeringFinished: 500 },
    },
  },
};

type Phone = TestClient<PhoneView> & { token: string };

const ownOf = (p: TestClient<PhoneView>) => (p.view?.game?.id === 'gm139' ? (p.view.game.own as Gm139PhoneOwn | null) : null);
const boardOf = (h: TestClient<HostView>) => (h.view?.game?.id === 'gm139' ? (h.view.game.board as Gm139Board | null) : null);

/** Detector events from a phone whose clock equals the server's (`st` = `t`). */
function motion(p: TestClient<PhoneView>, events: { type: 'walk' | 'stop' | 'sit'; t: number }[]) {
  return p.send('motion', {
    detector: 'walkSit',
    events: events.map((e) => ({ ...e, st: e.t, ...(e.type === 'sit' ? { downT: e.t - 700, stillMs: 500 } : {}) })),
  });
}

describe.each(storeKinds(inject('redisUrl')))('gm139 through the server ($name store), on a hand-moved clock', (kind) => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(() => {
    clock = new ManualClock();
  });
  afterEach(async () => {
    await server?.close();
  });

  it('plays a whole game: practice, a player out for stopping, the slowest sitter out, survivors per head win', async () => {
    server = await kind.start(FAST, { clock });
    const { room, host, phones } = await roomWith(server, ['L1', 'L2', 'R1', 'R2']);
    const [l1, l2, first, r2] = phones as [Phone, Phone, Phone, Phone];
    await host.send('host', { type: 'startTeamSelect' });
    for (const [i, p] of phones.entries()) {
      await p.send('capability', { sensor: 'authorized', intervalMs: 16 });
      await p.send('updateTeam', { team: i < 2 ? 'left' : 'right' });
    }
    await host.send('host', { type: 'fixTeams' });
    expect(await host.send('host', { type: 'startGame', gameId: 'gm139', mode: 'T1' })).toMatchObject({ ok: false, error: { code: 3002 } });
    expect(await host.send('host', { type: 'startGame', gameId: 'gm139' })).toEqual({ ok: true });
    clock.advance(300);
    for (const p of phones) await p.until((v) => v.game?.phase === 'entry');
    for (const p of phones) expect(await p.send('gm139:entry', {})).toEqual({ ok: true });
    await host.until((v) => v.game?.phase === 'tutorial');

    // Practice: L1 circles up (phone in a pocket), walks and sits; the others skip.
    expect(await l1.send('gm139:circledUp', { bothHolding: false })).toEqual({ ok: true });
    expect(await l1.send('gm139:circledUp', { bothHolding: true })).toMatchObject({ ok: false, error: { code: 3002 } });
    expect(await l1.send('gm139:circledUp', { bothHolding: 'no' })).toMatchObject({ ok: false });
    await l1.until(() => ownOf(l1)?.status === 'tutorialWalking');
    expect(ownOf(l1)).toMatchObject({ isCircledUp: true, bothHolding: false });
    await motion(l1, [{ type: 'walk', t: clock.now() }]);
    await l1.until(() => ownOf(l1)?.status === 'pendingTutorialSit');
    await motion(l1, [{ type: 'sit', t: clock.now() }]);
    await l1.until(() => ownOf(l1)?.status === 'tutorialSat');
    expect((await host.until(() => !!boardOf(host))).game?.phase).toBe('tutorial');
    for (const p of [l2, first, r2]) expect(await p.send('gm139:completeTutorial', {})).toEqual({ ok: true });
    await host.until((v) => v.game?.phase === 'play' && boardOf(host)?.status === 'tutorialSat');

    // Round 1: everyone walks; L2 stops 1 s into the music and does not walk on: warned, then out.
    // (The server acts 5 ms after a deadline: each step below moves the clock a little past it.)
    clock.advance(520);
    let b = (await host.until(() => boardOf(host)?.status === 'roundWalking')) && boardOf(host)!;
    let start = b.musicStartAt!;
    let stop = b.musicStopAt!;
    expect(stop - start).toBe(8000);
    for (const p of phones) expect(JSON.stringify(ownOf(p))).not.toContain(String(stop)); // the phones never learn the stop
    clock.advance(start + 300 - clock.now());
    for (const p of phones) await motion(p, [{ type: 'walk', t: start + 200 }]);
    clock.advance(start + 3000 - clock.now());
    await motion(l2, [{ type: 'stop', t: start + 1000 }]);
    const warned = await l2.until(() => ownOf(l2)?.warnedUntil != null);
    expect((warned.game!.own as Gm139PhoneOwn).warnedUntil).toBe(start + 1000 + 2000);
    await host.until(() => boardOf(host)!.players.find((x) => x.name === 'L2')!.warned);
    clock.advance(start + 1000 + 2000 + 2500 + 20 - clock.now()); // its grace and a late walk's confirmation
    await l2.until(() => ownOf(l2)?.out?.reason === 'stopped');

    // R1 reloads mid-round: the phone gets its seat and its game back, and plays on from the new page.
    const r1 = await server.phone(room.roomId, first.token);
    await r1.until((v) => v.game?.id === 'gm139' && (v.game.own as Gm139PhoneOwn | null)?.status === 'roundWalking');
    expect(ownOf(r1)).toMatchObject({ round: 0, playing: true, out: null, walking: true });

    clock.advance(stop + 20 - clock.now());
    await host.until(() => boardOf(host)?.status === 'pendingRoundSit');
    // Sits arrive out of order (and after their times); they rank by their phone-clock times.
    clock.advance(1000);
    await motion(r2, [{ type: 'sit', t: stop + 900 }]);
    await motion(l1, [{ type: 'sit', t: stop + 500 }]);
    await motion(r1, [{ type: 'sit', t: stop + 700 }]);
    b = (await host.until(() => boardOf(host)?.status === 'roundSat')) && boardOf(host)!;
    const name = (id: string) => b.players.find((x) => x.id === id)!.name;
    expect(b.ranking.map((x) => [name(x.id), x.ms, x.out])).toEqual([
      ['L1', 500, false],
      ['R1', 700, false],
      ['R2', 900, false],
    ]);
    expect(b.outs.map((o) => [name(o.id), o.reason])).toEqual([['L2', 'stopped']]); // the round's one chair
    await r1.until(() => ownOf(r1)?.status === 'roundSat');
    expect(ownOf(r1)?.sit).toEqual({ ms: 700, rank: 2, of: 3 });

    // The moments after the round, then round 2: three in, R1 fastest, L1 slowest.
    clock.advance(520);
    await host.until(() => boardOf(host)?.status === 'roundFinished');
    clock.advance(520);
    await host.until(() => boardOf(host)?.status === 'roundCheering');
    await l2.until(() => ownOf(l2)?.status === 'roundCheering');
    expect(await l2.send('cheer', {})).toMatchObject({ ok: true });
    clock.advance(520);
    await host.until(() => boardOf(host)?.status === 'roundCheeringFinished');
    expect(boardOf(host)!.next).toBe('final');
    clock.advance(520);
    b = (await host.until(() => boardOf(host)?.status === 'roundWalking' && boardOf(host)!.round === 1)) && boardOf(host)!;
    start = b.musicStartAt!;
    stop = b.musicStopAt!;
    expect(b.final).toBe(true);
    clock.advance(start + 500 - clock.now());
    for (const p of [l1, r1, r2]) await motion(p, [{ type: 'walk', t: start + 300 }]);
    clock.advance(stop + 1300 - clock.now());
    await motion(l1, [{ type: 'sit', t: stop + 1200 }]);
    await motion(r1, [{ type: 'sit', t: stop + 400 }]);
    await motion(r2, [{ type: 'sit', t: stop + 800 }]);
    b = (await host.until(() => boardOf(host)?.status === 'roundSat')) && boardOf(host)!;
    expect(b.outs.map((o) => [name(o.id), o.reason])).toEqual([['L1', 'slowest']]);
    await l1.until(() => ownOf(l1)?.status === 'roundSat');
    await l2.until(() => ownOf(l2)?.status === 'roundSat');
    expect(ownOf(l1)).toMatchObject({ out: { round: 1, reason: 'slowest' }, isSat: [true, true] });
    expect(ownOf(l2)?.isSat).toEqual([false]);

    clock.advance(3000); // the last round's moments, then waiting for the result
    const done = await host.until((v) => v.game?.phase === 'result');
    expect(done.game?.result).toEqual({ winner: 'right', scores: { left: 0, right: 100 } });
    expect(await host.send('host', { type: 'endGame' })).toEqual({ ok: true });
    const after = await host.until((v) => v.game === null);
    expect(after.system.scores).toEqual({ left: 0, right: 1 });
    expect(after.system.history).toEqual([{ id: 'gm139', winner: 'right', scores: { left: 0, right: 100 } }]);
  });

  it('refuses game moves from a player who is not in the game, leaving it as it was', async () => {
    server = await kind.start(FAST, { clock });
    const { host, phones } = await roomWith(server, ['A', 'B', 'C']);
    await host.send('host', { type: 'startTeamSelect' });
    await phones[0]!.send('updateTeam', { team: 'left' });
    await phones[1]!.send('updateTeam', { team: 'right' });
    await phones[2]!.send('updateTeam', { team: 'right' });
    for (const p of phones) await p.send('capability', { sensor: 'authorized', intervalMs: 16 });
    await host.send('host', { type: 'fixTeams' });
    await host.send('host', { type: 'startGame', gameId: 'gm139' });
    expect(await phones[0]!.send('gm139:circledUp', { bothHolding: false })).toMatchObject({ ok: false, error: { code: 3002 } }); // not playing yet
    clock.advance(300);
    for (const p of phones.slice(0, 2)) {
      await p.until((v) => v.game?.phase === 'entry');
      await p.send('gm139:entry', {});
    }
    clock.advance(3000); // entry closes without C
    await host.until((v) => v.game?.phase === 'tutorial');
    const before = JSON.stringify(boardOf(host));
    expect(await phones[2]!.send('gm139:circledUp', { bothHolding: true })).toMatchObject({ ok: false, error: { code: 3002 } });
    const c = await phones[2]!.until((v) => v.game?.phase === 'tutorial');
    expect((c.game!.own as Gm139PhoneOwn).playing).toBe(false);
    expect(JSON.stringify(boardOf(host))).toBe(before);
  });
});
