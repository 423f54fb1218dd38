import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { REFUSED } from '../../../../src/games/gm135/rules';
import { CENTRE, FREE, LINES } from '../../../../src/games/gm135/rules/card';
import type { Gm135Board, Gm135PhoneOwn } from '../../../../src/games/gm135/rules/views';
import { SOUND_ITEMS } from '../../../../src/games/gm135/shared/items';
import type { Team } from '../../../../src/protocol/enums';
import type { Ack } from '../../../../src/protocol/schemas';
import type { HostView, PhoneView } from '../../../../src/protocol/views';
import { ManualClock } from '../../server/manualClock';
import { roomWith, storeKinds, type TestClient, type TestServer } from '../../server/harness';

/** A short game: numbers 1–35 (seven a column), quick moments. */
const MOMENTS = {
  bingoStarted: 1000,
  rouletteStarted: 1000,
  rouletteStopped: 2000,
  bingo: 1500,
  prizeShow: 1000,
  prizeBox: 2000,
  prizeBoxOpened: 1000,
  playingSound: 1000,
};
const FAST = {
  server: { gamePhasesMs: { charge: 100, checkingCapability: 2000, intro: 100, entry: 3000, tutorial: 10_000, waitingForResult: 100 } },
  games: { gm135: { ranges: { T0: 35, MD: 75, T3: 60 }, maxDraws: 35, momentsMs: MOMENTS } },
};

type Phone = TestClient<PhoneView> & { token: string };
const ownOf = (p: TestClient<PhoneView>) => (p.view?.game?.id === 'gm135' ? (p.view.game.own as Gm135PhoneOwn | null) : null);
const boardOf = (h: TestClient<HostView>) => (h.view?.game?.board as Gm135Board | null | undefined) ?? null;
const refusal = (ack: Ack<undefined>) => (ack.ok ? null : (ack.error as { detail?: string }).detail);

/** Teams as given, teams fixed, gm135 started and entered by everyone. */
async function startBingo(clock: ManualClock, host: TestClient<HostView>, phones: Phone[], teamOf: (i: number) => Team) {
  await host.send('host', { type: 'startTeamSelect' });
  await Promise.all(
    phones.map(async (p, i) => {
      await p.send('capability', { sensor: 'authorized', intervalMs: 16, gyroscope: true });
      expect(await p.send('updateTeam', { team: teamOf(i) })).toEqual({ ok: true });
    }),
  );
  expect(await host.send('host', { type: 'fixTeams' })).toEqual({ ok: true });
  expect(await host.send('host', { type: 'startGame', gameId: 'gm135' })).toEqual({ ok: true });
  clock.advance(300);
  await Promise.all(phones.map((p) => p.until((v) => v.game?.phase === 'entry', 10_000)));
  const acks = await Promise.all(phones.map((p) => p.send('gm135:entry', {})));
  expect(acks.every((a) => a.ok)).toBe(true);
  await Promise.all(phones.map((p) => p.until(() => ownOf(p)?.status === 'selectingBingoCells', 10_000)));
}

/** Moves the clock to the board's next moment and waits for the board to show something else. */
async function nextMoment(clock: ManualClock, host: TestClient<HostView>) {
  const b = boardOf(host)!;
  const key = `${b.status}/${b.draws}/${b.moment.length}`;
  clock.advance(b.statusUntil! - clock.now() + 5);
  return host.until(() => {
    const x = boardOf(host);
    return !!x && `${x.status}/${x.draws}/${x.moment.length}` !== key;
  }, 10_000);
}

/** The first draw (1-based) at which a card has a whole line called. */
function firstBingo(cells: { number: number }[], calls: number[]): number | null {
  for (let k = 1; k <= calls.length; k++) {
    const called = new Set(calls.slice(0, k));
    if (LINES.some((l) => l.every((i) => cells[i]!.number === FREE || called.has(cells[i]!.number)))) return k;
  }
  return null;
}

describe.each(storeKinds(inject('redisUrl')))('gm135 through the server ($name store), on a hand-moved clock', (kind) => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(() => {
    clock = new ManualClock();
  });
  afterEach(async () => {
    await server?.close();
  });

  it('plays a whole game: cards chosen, calls opened, a refused open, a reload, the soundboard, bingo, prize boxes, the winner', async () => {
    server = await kind.start(FAST, { clock });
    const { room, host, phones } = (await roomWith(server, ['Aki', 'Ben', 'Cho', 'Dee'])) as {
      room: { roomId: string };
      host: TestClient<HostView>;
      phones: Phone[];
    };
    await startBingo(clock, host, phones, (i) => (i < 2 ? 'left' : 'right'));
    const [aki, cho, dee] = [phones[0]!, phones[2]!, phones[3]!];
    let ben = phones[1]!;

    // Choosing: Aki asks for a new card; a number is refused; three fix their cards on the centre, Dee skips.
    const first = ownOf(aki)!.cells.map((c) => c.number);
    expect(await aki.send('gm135:shuffle', {})).toEqual({ ok: true });
    await aki.until(
      () =>
        ownOf(aki)!
          .cells.map((c) => c.number)
          .join() !== first.join(),
    );
    expect(refusal(await aki.send('gm135:open', { cell: 0 }))).toBe(REFUSED.notCalled);
    for (const p of [aki, ben, cho]) expect(await p.send('gm135:open', { cell: CENTRE })).toEqual({ ok: true });
    await aki.until(() => ownOf(aki)?.status === 'bingoCellsSelected');
    expect(ownOf(aki)).toMatchObject({ cardFixType: 'player', reshufflesLeft: 1 });
    await host.until(() => boardOf(host)?.players.filter((p) => p.fixed).length === 3);
    expect(await dee.send('gm135:completeTutorial', {})).toEqual({ ok: true });
    await host.until(() => boardOf(host)?.status === 'bingoStarted');
    const cards = new Map<string, number[]>();
    const named = ['Aki', 'Ben', 'Cho', 'Dee'];
    for (const p of phones) {
      await p.until(() => ownOf(p)?.status === 'bingoStarted');
      cards.set(
        named[phones.indexOf(p)]!,
        ownOf(p)!.cells.map((c) => c.number),
      );
    }
    await dee.until(() => ownOf(dee)?.cardFixType === 'auto');

    // Draws: Aki, Ben and Cho open every call on their cards; Dee opens nothing. A sound each draw.
    let reloaded = false;
    let sounds = 0;
    for (let guard = 0; guard < 200 && boardOf(host)!.status !== 'prizeBox'; guard++) {
      const b = await nextMoment(clock, host);
      const board = b.game!.board as Gm135Board;
      if (board.status === 'rouletteStarted') {
        expect(board.current).toBeNull(); // the number is secret while it spins
        continue;
      }
      if (board.status !== 'rouletteStopped') continue;
      const n = board.current!;
      for (const p of [aki, ben, cho]) {
        await p.until(() => ownOf(p)?.current === n);
        const own = ownOf(p)!;
        if (own.bingo || own.stage !== 'card') continue;
        const i = own.cells.findIndex((c) => c.number === n);
        if (i < 0) {
          // Not on this card: any closed cell is refused and changes nothing.
          const closed = own.cells.findIndex((c) => !c.called);
          if (closed >= 0) expect(refusal(await p.send('gm135:open', { cell: closed }))).toBe(REFUSED.notCalled);
          continue;
        }
        expect(own.hasOpenableNumber).toBe(true);
        expect(own.cellFlashConditions[i]).toBe(true);
        expect(await p.send('gm135:open', { cell: i })).toEqual({ ok: true });
        // Again: already open (or, if that was its bingo, the card is done).
        expect([REFUSED.opened, REFUSED.done]).toContain(refusal(await p.send('gm135:open', { cell: i })));
      }
      expect(await cho.send('gm135:sound', { item: SOUND_ITEMS[board.draws % SOUND_ITEMS.length]! })).toEqual({ ok: true });
      sounds++;
      await host.until(() => boardOf(host)!.soundSeq === sounds);
      // A phone reloads mid-game: its seat and card come back as they were.
      if (!reloaded && board.draws === 3) {
        reloaded = true;
        await ben.until(() => ownOf(ben)?.opens === ownOf(ben)!.cells.filter((c) => c.opened).length);
        await new Promise((r) => setTimeout(r, 100));
        const mine = structuredClone(ownOf(ben));
        ben.close();
        ben = (await server.phone(room.roomId, ben.token)) as Phone;
        await ben.until(() => ownOf(ben)?.draws === 3);
        expect(ownOf(ben)).toEqual(mine);
      }
      // Bingo moments come next; the winners' boxes follow them.
    }
    const end = boardOf(host)!;
    expect(end.status).toBe('prizeBox');

    // Who got bingo is what the calls imply: the first draw that filled a line of theirs (Dee never opened).
    const calls = end.calledNumbers;
    const wantOf = new Map(
      named.map((name) => [
        name,
        name === 'Dee'
          ? null
          : firstBingo(
              cards.get(name)!.map((number) => ({ number })),
              calls,
            ),
      ]),
    );
    const winners = end.winners.map((w) => [w.name, w.draw]);
    expect(winners.sort()).toEqual(named.flatMap((name) => (wantOf.get(name) !== null ? [[name, wantOf.get(name)]] : [])).sort());
    const want = new Map([aki, ben, cho, dee].map((p, i) => [p, wantOf.get(named[i]!)!]));
    // The game stopped on the first draw a team had its bingo (N is 1 of 2), or ran out of numbers.
    const firstDraw = Math.min(...[...want.values()].map((d) => d ?? Infinity));
    expect(end.draws).toBe(Number.isFinite(firstDraw) ? firstDraw : 35);
    const winnerPhones = [aki, ben, cho].filter((p) => want.get(p) !== null);
    for (const p of winnerPhones) {
      await p.until(() => ownOf(p)?.status === 'prizeBox' || ownOf(p)?.status === 'prizeBoxOpened' || ownOf(p)?.status === 'playingSound');
    }
    // Winners open their boxes; Dee has none.
    expect(refusal(await dee.send('gm135:openPrizeBox', {}))).toBe(REFUSED.noBox);
    for (const p of winnerPhones) if (ownOf(p)!.status === 'prizeBox') expect(await p.send('gm135:openPrizeBox', {})).toEqual({ ok: true });
    for (const p of winnerPhones) await p.until(() => !!ownOf(p)?.bingo?.prize);
    expect(ownOf(dee)!.status).toBe('prizeBox');
    await nextMoment(clock, host);
    expect(boardOf(host)!.status).toBe('prizeBoxOpened');
    await nextMoment(clock, host);
    expect(boardOf(host)!.status).toBe('playingSound');
    await dee.until(() => ownOf(dee)?.status === 'playingSound');
    expect(await dee.send('gm135:sound', { item: 'chicken' })).toEqual({ ok: true });
    await host.until(() => boardOf(host)!.soundCounts.chicken >= 1);
    clock.advance(MOMENTS.playingSound + 10);
    clock.advance(FAST.server.gamePhasesMs.waitingForResult + 10);
    const done = await host.until((v) => v.game?.phase === 'result');
    const share = (team: Team) =>
      Math.round((100 * [aki, ben, cho, dee].filter((p, i) => (i < 2 ? 'left' : 'right') === team && want.get(p) !== null).length) / 2);
    const scores = { left: share('left'), right: share('right') };
    expect(done.game!.result!.scores).toEqual(scores);
    if (scores.left !== scores.right) expect(done.game!.result!.winner).toBe(scores.left > scores.right ? 'left' : 'right');
    expect(await host.send('host', { type: 'endGame' })).toEqual({ ok: true });
  });

  it('100 phones act at the same moment: all open a called cell, then all press a sound; every action counts once', async () => {
    const n = 100;
    server = await kind.start(
      { ...FAST, games: { gm135: { ...FAST.games.gm135, sound: { minGapMs: 250, windowMs: 3000, perWindow: 6, logKept: 200 } } } },
      { clock },
    );
    const names = Array.from({ length: n }, (_, i) => `P${String(i).padStart(3, '0')}`);
    const { host, phones } = (await roomWith(server, names)) as { host: TestClient<HostView>; phones: Phone[] };
    await startBingo(clock, host, phones, (i) => (i % 2 ? 'right' : 'left'));
    // Everyone skips choosing: the free centre stays closed, and called.
    await Promise.all(phones.map((p) => p.send('gm135:completeTutorial', {})));
    await host.until(() => boardOf(host)?.status === 'bingoStarted', 10_000);
    await nextMoment(clock, host); // spinning
    await nextMoment(clock, host); // the first number called
    const num = boardOf(host)!.current!;
    await Promise.all(phones.map((p) => p.until(() => ownOf(p)?.current === num, 10_000)));

    // All 100 open the centre at once.
    const acks = await Promise.all(phones.map((p) => p.send('gm135:open', { cell: CENTRE })));
    expect(acks.every((a) => a.ok)).toBe(true);
    // Those holding the number open it at once too; the rest try a cell not called.
    const holders = phones.map((p) => ownOf(p)!.cells.findIndex((c) => c.number === num));
    const second = await Promise.all(
      phones.map((p, i) => p.send('gm135:open', { cell: holders[i]! >= 0 ? holders[i]! : ownOf(p)!.cells.findIndex((c) => !c.called) })),
    );
    second.forEach((a, i) => (holders[i]! >= 0 ? expect(a).toEqual({ ok: true }) : expect(refusal(a)).toBe(REFUSED.notCalled)));
    const opened = holders.map((h) => (h >= 0 ? 2 : 1));
    const total = opened.reduce((a, b) => a + b, 0);
    const board = await host.until(() => boardOf(host)!.players.reduce((a, p) => a + p.opens, 0) === total, 10_000);
    const b = board.game!.board as Gm135Board;
    names.forEach((name, i) => expect(b.players.find((p) => p.name === name)!.opens).toBe(opened[i]));
    await Promise.all(phones.map((p, i) => p.until(() => ownOf(p)?.opens === opened[i], 10_000)));
    for (const [i, p] of phones.entries()) {
      const own = ownOf(p)!;
      expect(own.cells[CENTRE]!.opened).toBe(true);
      expect(own.cells.filter((c) => c.opened)).toHaveLength(opened[i]!);
      expect(own.canOpen).toBe(false);
    }

    // All 100 press a sound item at once: each once, none lost, the counts add up.
    const presses = phones.map((_, i) => SOUND_ITEMS[i % SOUND_ITEMS.length]!);
    const soundAcks = await Promise.all(phones.map((p, i) => p.send('gm135:sound', { item: presses[i] })));
    expect(soundAcks.every((a) => a.ok)).toBe(true);
    const after = await host.until(() => boardOf(host)!.soundSeq === n, 10_000);
    const ab = after.game!.board as Gm135Board;
    const sounds = Object.values(ab.sounds);
    expect(sounds).toHaveLength(n);
    expect(new Set(sounds.map((e) => e.seq)).size).toBe(n);
    expect(new Set(sounds.map((e) => e.player)).size).toBe(n);
    for (const item of SOUND_ITEMS) expect(ab.soundCounts[item]).toBe(presses.filter((x) => x === item).length);
    expect(ab.players.every((p) => p.sounds === 1)).toBe(true);
    // A second press at once from everyone is too soon (250 ms): all refused, nothing added.
    const again = await Promise.all(phones.map((p) => p.send('gm135:sound', { item: 'frog' })));
    expect(again.every((a) => refusal(a) === REFUSED.tooFast)).toBe(true);
    await new Promise((r) => setTimeout(r, 150));
    expect(boardOf(host)!.soundSeq).toBe(n);
  }, 120_000);
});
