import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { patternAxis } from '../../../../src/games/gm113/rules/judge';
import type { Gm113Board, Gm113PhoneOwn } from '../../../../src/games/gm113/rules/views';
import type { PhoneView } from '../../../../src/protocol/views';
import { ManualClock } from '../../server/manualClock';
import { roomWith, storeKinds, type TestClient, type TestServer } from '../../server/harness';

/** A short game: fast phases, two calls of 4 beats 1 s apart after a 1 s count-in. */
const FAST = {
  server: { gamePhasesMs: { charge: 100, checkingCapability: 2000, intro: 100, entry: 3000, tutorial: 10_000, waitingForResult: 100 } },
  games: {
    gm113: {
      calls: 2,
      callMs: 3000,
      firstInterval: 1000,
      interval: { arc: 1000, side: 1000, pump: 1000 },
      momentsMs: { waitingForSwinging: 500, makeFriends: 800, swingingFinished: 600 },
    },
  },
};

const ownOf = (p: TestClient<PhoneView>) => (p.view?.game?.id === 'gm113' ? (p.view.game.own as Gm113PhoneOwn | null) : null);

type Call = NonNullable<Gm113PhoneOwn['call']>;

/**
 * The swings a phone's detector would send, at these server times (the phone's clock is the
 * server's here, and synced), turning the way the call asks.
 */
async function swings(phone: TestClient<PhoneView>, call: Call | null, times: number[], axis?: 'x' | 'y' | 'z') {
  if (!times.length) return;
  const a = axis ?? (call ? patternAxis(call.pattern) : 'x');
  const events = times.map((t) => ({ type: 'swing', t, st: t, by: 'gyro', axis: a, sign: 1, peak: 420 }));
  await phone.send('motion', { detector: 'swing', events });
}

/** The server acts on a deadline a few ms after it falls due: moves the clock just past `t`. */
const past = (clock: ManualClock, t: number) => clock.advance(t - clock.now() + 10);

const beatsOf = (c: Call) => Array.from({ length: c.beats }, (_, k) => c.firstBeat + k * c.interval);

describe.each(storeKinds(inject('redisUrl')))('gm113 through the server ($name store), on a hand-moved clock', (kind) => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(() => {
    clock = new ManualClock();
  });
  afterEach(async () => {
    await server?.close();
  });

  it('plays a whole game: practice, two calls on the beat with one phone off it, visitors per head, the winner', async () => {
    server = await kind.start(FAST, { clock });
    const { host, phones } = await roomWith(server, ['L1', 'L2', 'R1', 'R2']);
    await host.send('host', { type: 'startTeamSelect' });
    for (const [i, p] of phones.entries()) {
      await p.send('capability', { sensor: 'authorized', intervalMs: 16, gyroscope: true });
      await p.send('updateTeam', { team: i < 2 ? 'left' : 'right' });
    }
    await host.send('host', { type: 'fixTeams' });
    expect(await host.send('host', { type: 'startGame', gameId: 'gm113', mode: 'E0' })).toMatchObject({ ok: false, error: { code: 3002 } }); // not one of its modes
    expect(await host.send('host', { type: 'startGame', gameId: 'gm113' })).toEqual({ ok: true });
    clock.advance(300); // charge and intro
    for (const p of phones) await p.until((v) => v.game?.phase === 'entry', 5000);
    for (const p of phones) expect(await p.send('gm113:entry', {})).toEqual({ ok: true });
    await host.until((v) => v.game?.phase === 'tutorial', 1000);

    // Practice: a grip on and three swings each (R2 skips it). A bad grip is refused.
    for (const p of phones) await p.until(() => ownOf(p)?.status === 'waitingForSwinging' && ownOf(p)?.practicing === true);
    expect(await phones[0]!.send('gm113:hold', { holding: 'all' })).toMatchObject({ ok: false });
    for (const [i, p] of phones.entries()) expect(await p.send('gm113:hold', { holding: i === 1 ? 'both' : 'either' })).toEqual({ ok: true });
    await phones[1]!.until(() => ownOf(phones[1]!)?.holding === 'both');
    clock.advance(3500);
    for (const p of phones.slice(0, 3)) await swings(p, null, [clock.now() - 2500, clock.now() - 1500, clock.now() - 500]);
    await host.until((v) => (v.game?.board as Gm113Board | null)?.swingers.filter((q) => q.tutorialDone).length === 3);
    expect(await phones[3]!.send('gm113:completeTutorial', {})).toEqual({ ok: true });
    await host.until((v) => v.game?.phase === 'play');
    const first = await phones[0]!.until(() => ownOf(phones[0]!)?.practicing === false);
    past(clock, (first.game!.own as Gm113PhoneOwn).statusUntil!); // the first call is announced, then on

    // Each call: L1, L2 and R1 swing on every beat; R2 swings between the beats (off the beat).
    for (const index of [0, 1]) {
      const v = await phones[0]!.until(() => ownOf(phones[0]!)?.status === 'call' && ownOf(phones[0]!)?.call?.index === index, 5000);
      const call = (v.game!.own as Gm113PhoneOwn).call!;
      expect(call).toMatchObject({ of: 2, interval: 1000, beats: 4 });
      expect(ownOf(phones[0]!)).toMatchObject({ interval: 1000, firstInterval: 1000 });
      const beats = beatsOf(call);
      clock.advance(beats[beats.length - 1]! + 200 - clock.now());
      for (const p of phones.slice(0, 3))
        await swings(
          p,
          call,
          beats.map((b, k) => b + (k % 2 ? 90 : -90)),
        );
      await swings(
        phones[3]!,
        call,
        beats.map((b) => b + 500),
      );
      await phones[2]!.until(() => ownOf(phones[2]!)?.hits === 4);
      await phones[3]!.until(() => ownOf(phones[3]!)?.lastSwing?.rejected === 'offBeat');
      past(clock, call.end); // makeFriends: left landed 2 (4 units a beat of 8), right 0.5 of one
      const mf = await phones[0]!.until(() => ownOf(phones[0]!)?.status === 'makeFriends');
      expect(mf.game!.own as Gm113PhoneOwn).toMatchObject({ callVisitors: 2, beam: { visitors: 2 * (index + 1) } });
      // Places and both teams' figures wait for the end: until then each swing would move them on every phone.
      expect(mf.game!.own as Gm113PhoneOwn).toMatchObject({ place: null, standings: null });
      expect(ownOf(phones[0]!)).toMatchObject({ interval: 86_400_000, firstInterval: 86_400_000 });
      past(clock, call.end + FAST.games.gm113.momentsMs.makeFriends + (index === 0 ? FAST.games.gm113.momentsMs.waitingForSwinging : 0));
    }
    for (const p of phones) await p.until(() => ownOf(p)?.status === 'swingingFinished');
    expect(ownOf(phones[2]!)).toMatchObject({ total: 8, place: 1, of: 4, beam: null, callVisitors: 0 });
    expect(ownOf(phones[2]!)!.standings!.left.visitors).toBe(ownOf(phones[2]!)!.standings!.left.perHead * 2);
    expect(ownOf(phones[3]!)).toMatchObject({ total: 0, place: 4 });

    past(clock, ownOf(phones[0]!)!.statusUntil! + 200); // then waiting for the result
    const done = await host.until((v) => v.game?.phase === 'result');
    // Left: 4 visitors over 2 = 2; right: 8 units of 8 = 1 visitor over 2 = 0.5.
    expect(done.game?.result).toEqual({ winner: 'left', scores: { left: 2, right: 0.5 } });
    const board = done.game!.board as Gm113Board;
    expect(board.swingers.map((q) => [q.name, q.hits])).toEqual([
      ['L1', 8],
      ['L2', 8],
      ['R1', 8],
      ['R2', 0],
    ]);
    expect(board.teams.right).toMatchObject({ visitors: 1, members: 2, fill: 0 });
    for (const p of phones) expect((await p.until((v) => v.game?.phase === 'result')).game?.result?.winner).toBe('left');
    expect(await host.send('host', { type: 'endGame' })).toEqual({ ok: true });
    const after = await host.until((v) => v.game === null);
    expect(after.system.scores).toEqual({ left: 1, right: 0 });
    expect(after.system.history).toEqual([{ id: 'gm113', winner: 'left', scores: { left: 2, right: 0.5 } }]);
  });

  it('gives a reloaded phone its hits and grip back, and the phone puts the grip right', async () => {
    server = await kind.start(FAST, { clock });
    const { room, host, phones } = await roomWith(server, ['L1', 'R1']);
    await host.send('host', { type: 'startTeamSelect' });
    await phones[0]!.send('updateTeam', { team: 'left' });
    await phones[1]!.send('updateTeam', { team: 'right' });
    for (const p of phones) await p.send('capability', { sensor: 'authorized', intervalMs: 16, gyroscope: true });
    await host.send('host', { type: 'fixTeams' });
    await host.send('host', { type: 'startGame', gameId: 'gm113' });
    clock.advance(300);
    for (const p of phones) await p.until((v) => v.game?.phase === 'entry');
    for (const p of phones) await p.send('gm113:entry', {});
    for (const p of phones) await p.send('gm113:hold', { holding: 'either' });
    for (const p of phones) await p.send('gm113:completeTutorial', {});
    const w = await phones[0]!.until(() => ownOf(phones[0]!)?.status === 'waitingForSwinging' && ownOf(phones[0]!)?.practicing === false);
    past(clock, (w.game!.own as Gm113PhoneOwn).statusUntil!);
    const v = await phones[0]!.until(() => ownOf(phones[0]!)?.status === 'call');
    const call = (v.game!.own as Gm113PhoneOwn).call!;
    const beats = beatsOf(call);
    clock.advance(beats[0]! + 300 - clock.now());
    await swings(phones[0]!, call, [beats[0]!]);
    await phones[0]!.until(() => ownOf(phones[0]!)?.hits === 1);
    // The phone reloads: a new connection with the same seat.
    phones[0]!.close();
    const again = await server.phone(room.roomId, phones[0]!.token);
    const back = await again.until(() => ownOf(again)?.status === 'call');
    expect(back.game!.own).toMatchObject({ hits: 1, total: 1, holding: 'either', playing: true });
    // Its fresh page has no thumb on a pad: it says so, and the next swing does not count until one is.
    expect(await again.send('gm113:hold', { holding: 'none' })).toEqual({ ok: true });
    clock.advance(call.interval);
    await swings(again, call, [beats[1]!]);
    await again.until(() => ownOf(again)?.lastSwing?.rejected === 'grip');
    expect(ownOf(again)).toMatchObject({ hits: 1, holding: 'none' });
  });
});
