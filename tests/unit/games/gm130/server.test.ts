import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Gm130Board, Gm130PhoneOwn } from '../../../../src/games/gm130/rules/views';
import type { PhoneView } from '../../../../src/protocol/views';
import { ManualClock } from '../../server/manualClock';
import { roomWith, storeKinds, type TestClient, type TestServer } from '../../server/harness';

/** A short game: fast phases, 6 s halves, a 1 s count-in, beats 2 s then 1.5 s apart. */
const FAST = {
  server: { gamePhasesMs: { charge: 100, checkingCapability: 2000, intro: 100, entry: 3000, tutorial: 10_000, waitingForResult: 100 } },
  games: { gm130: { firstInterval: 1000, halfMs: 6000, interval: { first: 2000, second: 1500 }, breakMs: 500, halfResultMs: 1000, finishedMs: 500 } },
};

const ownOf = (p: TestClient<PhoneView>) => (p.view?.game?.id === 'gm130' ? (p.view.game.own as Gm130PhoneOwn | null) : null);

/**
 * The squats a phone's detector would send, bottoms at these server times (the phone's clock is
 * the server's here, and synced): each 1.4 s from descent to rise, 0.35 m deep.
 */
async function squats(phone: TestClient<PhoneView>, bottoms: number[], opts: { down?: number; up?: number } = {}) {
  if (!bottoms.length) return;
  const down = opts.down ?? 700;
  const up = opts.up ?? 700;
  const events = bottoms.map((t) => ({ type: 'squat', t, st: t, downT: t - down, upT: t + up, depthM: 0.35 }));
  await phone.send('motion', { detector: 'squat', events });
}

describe.each(storeKinds(inject('redisUrl')))('gm130 through the server ($name store), on a hand-moved clock', (kind) => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(() => {
    clock = new ManualClock();
  });
  afterEach(async () => {
    await server?.close();
  });

  it('plays a whole game: practice, two halves with the half result between, squats per head, the winner', async () => {
    server = await kind.start(FAST, { clock });
    const { host, phones } = await roomWith(server, ['L1', 'L2', 'R1', 'R2']);
    await host.send('host', { type: 'startTeamSelect' });
    for (const [i, p] of phones.entries()) {
      await p.send('capability', { sensor: 'authorized', intervalMs: 16 });
      await p.send('updateTeam', { team: i < 2 ? 'left' : 'right' });
    }
    await host.send('host', { type: 'fixTeams' });
    expect(await host.send('host', { type: 'startGame', gameId: 'gm130', mode: 'E0' })).toMatchObject({ ok: false, error: { code: 3002 } }); // not one of its modes
    expect(await host.send('host', { type: 'startGame', gameId: 'gm130' })).toEqual({ ok: true });
    clock.advance(300); // charge and intro
    for (const p of phones) await p.until((v) => v.game?.phase === 'entry', 5000);
    for (const p of phones) expect(await p.send('gm130:entry', {})).toEqual({ ok: true });
    await host.until((v) => v.game?.phase === 'tutorial', 1000);

    // Practice: both thumbs down, two squats each (R2 skips it). A move outside the game is refused.
    for (const p of phones) await p.until(() => ownOf(p)?.status === 'tutorialSquatting');
    expect(await phones[0]!.send('gm130:hold', { both: 'yes' })).toMatchObject({ ok: false });
    for (const p of phones) expect(await p.send('gm130:hold', { both: true })).toEqual({ ok: true });
    await phones[0]!.until(() => ownOf(phones[0]!)?.bothHolding === true);
    clock.advance(3500);
    for (const p of phones.slice(0, 3)) await squats(p, [clock.now() - 2500, clock.now() - 800]);
    await host.until((v) => (v.game?.board as Gm130Board | null)?.squatters.filter((q) => q.tutorialDone).length === 3);
    expect(await phones[3]!.send('gm130:completeTutorial', {})).toEqual({ ok: true });
    await host.until((v) => v.game?.phase === 'play');

    // Round 1: L1 4 squats, L2 2, R1 3, R2 3 on the beats; R2's third is a 0.4 s bob, not a squat.
    const p0 = await phones[0]!.until(() => ownOf(phones[0]!)?.status === 'squatting');
    const h0 = (p0.game!.own as Gm130PhoneOwn).half!;
    expect(h0).toMatchObject({ index: 0, interval: 2000 });
    const beats0 = [0, 1, 2, 3].map((k) => h0.firstBeat + k * h0.interval);
    clock.advance(h0.end - clock.now() - 100);
    await squats(phones[0]!, beats0);
    await squats(phones[1]!, beats0.slice(0, 2));
    await squats(phones[2]!, beats0.slice(0, 3));
    await squats(phones[3]!, beats0.slice(0, 2));
    await squats(phones[3]!, [beats0[2]!], { down: 200, up: 200 });
    await phones[0]!.until(() => ownOf(phones[0]!)?.counts[0] === 4);
    clock.advance(200); // the half ends: break
    for (const p of phones) await p.until(() => ownOf(p)?.status === 'break');
    clock.advance(FAST.games.gm130.breakMs);
    const half = await phones[2]!.until(() => ownOf(phones[2]!)?.status === 'halfResult');
    const mid = half.game!.own as Gm130PhoneOwn;
    expect(mid.counts).toEqual([3, 0]);
    // Left 6 squats over 2, right 5 over 2.
    expect(mid.standings.halves[0]).toEqual({ left: 3, right: 2.5 });
    expect(await host.until((v) => (v.game?.board as Gm130Board | null)?.status === 'halfResult')).toBeTruthy();

    // Round 2, faster: R1 and R2 squat 4 times; L2 lifts a thumb through its second squat.
    clock.advance(FAST.games.gm130.halfResultMs);
    const p1 = await phones[0]!.until(() => ownOf(phones[0]!)?.half?.index === 1);
    const h1 = (p1.game!.own as Gm130PhoneOwn).half!;
    expect(h1.interval).toBe(1500);
    const beats1 = [0, 1, 2, 3].map((k) => h1.firstBeat + k * h1.interval);
    clock.advance(beats1[1]! - 1000 - clock.now());
    expect(await phones[1]!.send('gm130:hold', { both: false })).toEqual({ ok: true });
    clock.advance(1500);
    expect(await phones[1]!.send('gm130:hold', { both: true })).toEqual({ ok: true });
    clock.advance(h1.end - clock.now() - 100);
    await squats(phones[0]!, beats1.slice(0, 1));
    await squats(phones[1]!, beats1.slice(0, 2));
    await squats(phones[2]!, beats1);
    await squats(phones[3]!, beats1);
    await phones[3]!.until(() => ownOf(phones[3]!)?.counts[1] === 4);
    clock.advance(200);
    for (const p of phones) await p.until(() => ownOf(p)?.status === 'squattingFinished');
    expect(ownOf(phones[1]!)?.counts).toEqual([2, 1]);
    expect(ownOf(phones[0]!)).toMatchObject({ counts: [4, 1], place: 3, of: 4 });

    clock.advance(FAST.games.gm130.finishedMs + 200); // then waiting for the result
    const done = await host.until((v) => v.game?.phase === 'result');
    // Left: (4 + 1) + (2 + 1) = 8 over 2 = 4; right: (3 + 4) + (2 + 4) = 13 over 2 = 6.5.
    expect(done.game?.result).toEqual({ winner: 'right', scores: { left: 4, right: 6.5 } });
    const board = done.game!.board as Gm130Board;
    expect(board.squatters.map((q) => [q.name, q.counts])).toEqual([
      ['L1', [4, 1]],
      ['L2', [2, 1]],
      ['R1', [3, 4]],
      ['R2', [2, 4]],
    ]);
    expect(board.squatters.find((q) => q.name === 'L2')!.noHands).toBe(1);
    for (const p of phones) expect((await p.until((v) => v.game?.phase === 'result')).game?.result?.winner).toBe('right');
    expect(await host.send('host', { type: 'endGame' })).toEqual({ ok: true });
    const after = await host.until((v) => v.game === null);
    expect(after.system.scores).toEqual({ left: 0, right: 1 });
    expect(after.system.history).toEqual([{ id: 'gm130', winner: 'right', scores: { left: 4, right: 6.5 } }]);
  });

  it('gives a reloaded phone its count and its grip back, and the phone puts the grip right', async () => {
    server = await kind.start(FAST, { clock });
    const { room, host, phones } = await roomWith(server, ['L1', 'R1']);
    await host.send('host', { type: 'startTeamSelect' });
    await phones[0]!.send('updateTeam', { team: 'left' });
    await phones[1]!.send('updateTeam', { team: 'right' });
    for (const p of phones) await p.send('capability', { sensor: 'authorized', intervalMs: 16 });
    await host.send('host', { type: 'fixTeams' });
    await host.send('host', { type: 'startGame', gameId: 'gm130' });
    clock.advance(300);
    for (const p of phones) await p.until((v) => v.game?.phase === 'entry');
    for (const p of phones) await p.send('gm130:entry', {});
    for (const p of phones) await p.send('gm130:hold', { both: true });
    for (const p of phones) await p.send('gm130:completeTutorial', {});
    const v = await phones[0]!.until(() => ownOf(phones[0]!)?.status === 'squatting');
    const h = (v.game!.own as Gm130PhoneOwn).half!;
    clock.advance(h.firstBeat + 900 - clock.now());
    await squats(phones[0]!, [h.firstBeat]);
    await phones[0]!.until(() => ownOf(phones[0]!)?.counts[0] === 1);
    // The phone reloads: a new connection with the same seat.
    phones[0]!.close();
    const again = await server.phone(room.roomId, phones[0]!.token);
    const back = await again.until(() => ownOf(again)?.status === 'squatting');
    expect(back.game!.own).toMatchObject({ counts: [1, 0], bothHolding: true, playing: true });
    // Its fresh page has no thumbs down: it says so, and the next squat does not count until they are.
    expect(await again.send('gm130:hold', { both: false })).toEqual({ ok: true });
    clock.advance(h.interval);
    await squats(again, [h.firstBeat + h.interval]);
    await again.until(() => ownOf(again)?.bothHolding === false);
    clock.advance(100);
    expect(ownOf(again)!.counts).toEqual([1, 0]);
  });
});
