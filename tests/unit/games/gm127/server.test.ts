import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { REFUSED } from '../../../../src/games/gm127/rules/bidding';
import { splitChat } from '../../../../src/games/gm127/shared/chat';
import { chatEntries } from './chatEntries';
import type { Gm127Board, Gm127PhoneOwn } from '../../../../src/games/gm127/rules/views';
import type { Team } from '../../../../src/protocol/enums';
import type { Ack } from '../../../../src/protocol/schemas';
import type { HostView, PhoneView } from '../../../../src/protocol/views';
import { ManualClock } from '../../server/manualClock';
import { roomWith, storeKinds, type TestClient, type TestServer } from '../../server/harness';

/** A short game: two exhibits, quick moments, 10 s of bidding. */
const MOMENTS = {
  exhibits: 2000,
  guide: 2000,
  budget: 1000,
  roundStarted: 1000,
  biddingFinished: 1000,
  roundResult: 1000,
  appraisalPerLot: 1000,
  appraisalTotal: 1000,
};
const FAST = {
  server: { gamePhasesMs: { charge: 100, checkingCapability: 2000, intro: 100, entry: 3000, tutorial: 10_000, waitingForResult: 100 } },
  games: { gm127: { lots: 2, wallet: 300, biddingMs: 10_000, momentsMs: MOMENTS } },
};
/** From play's start to the first exhibit's bidding (ms). */
const TO_FIRST_BIDDING = MOMENTS.exhibits + MOMENTS.guide + MOMENTS.budget + MOMENTS.roundStarted;

type Phone = TestClient<PhoneView> & { token: string };
const ownOf = (p: TestClient<PhoneView>) => (p.view?.game?.id === 'gm127' ? (p.view.game.own as Gm127PhoneOwn | null) : null);
const boardOf = (h: TestClient<HostView>) => (h.view?.game?.board as Gm127Board | null | undefined) ?? null;
const phaseOf = (h: TestClient<HostView>) => h.view?.game?.phase;
const bid = (p: TestClient<PhoneView>, add: number) => p.send('gm127:bid', { add });
const refusal = (ack: Ack<undefined>) => (ack.ok ? null : (ack.error as { detail?: string }).detail);

/** Teams as given, the sensor check answered, teams fixed, gm127 started and entered by everyone. */
async function startAuction(clock: ManualClock, host: TestClient<HostView>, phones: Phone[], teamOf: (i: number) => Team) {
  await host.send('host', { type: 'startTeamSelect' });
  await Promise.all(
    phones.map(async (p, i) => {
      await p.send('capability', { sensor: 'authorized', intervalMs: 16, gyroscope: true });
      expect(await p.send('updateTeam', { team: teamOf(i) })).toEqual({ ok: true });
    }),
  );
  expect(await host.send('host', { type: 'fixTeams' })).toEqual({ ok: true });
  expect(await host.send('host', { type: 'startGame', gameId: 'gm127' })).toEqual({ ok: true });
  clock.advance(300);
  await Promise.all(phones.map((p) => p.until((v) => v.game?.phase === 'entry', 10_000)));
  const acks = await Promise.all(phones.map((p) => p.send('gm127:entry', {})));
  expect(acks.every((a) => a.ok)).toBe(true);
  await Promise.all(phones.map((p) => p.until(() => ownOf(p)?.status === 'waitingForExhibits', 10_000)));
}

describe.each(storeKinds(inject('redisUrl')))('gm127 through the server ($name store), on a hand-moved clock', (kind) => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(() => {
    clock = new ManualClock();
  });
  afterEach(async () => {
    await server?.close();
  });

  it('plays a whole game: practice, the wallets, raises in order, a raise past the wallet refused, a late bid, a reload, the appraisal, the winner', async () => {
    server = await kind.start(FAST, { clock });
    const { room, host, phones } = (await roomWith(server, ['Aki', 'Ben', 'Cho', 'Dee'])) as {
      room: { roomId: string };
      host: TestClient<HostView>;
      phones: Phone[];
    };
    await startAuction(clock, host, phones, (i) => (i < 2 ? 'left' : 'right'));
    const [aki, ben, cho, dee] = phones as [Phone, Phone, Phone, Phone];

    // Practice: a pretend raise each (Dee skips it); a real bid now is refused and spends nothing.
    expect(refusal(await bid(aki, 10))).toBe(REFUSED.notOpen);
    for (const p of [aki, ben, cho]) expect(await p.send('gm127:practice', { add: 50 })).toEqual({ ok: true });
    await host.until(() => boardOf(host)?.bidders.filter((b) => b.tutorialDone).length === 3);
    await aki.until(() => ownOf(aki)?.tutorialDone === true);
    expect(ownOf(aki)).toMatchObject({ ownWallet: 300 });
    expect(await dee.send('gm127:completeTutorial', {})).toEqual({ ok: true });
    await host.until(() => boardOf(host)?.status === 'exhibits');
    expect(boardOf(host)!.lots).toHaveLength(2);
    expect(boardOf(host)!.lots.every((l) => l.appraisal === null)).toBe(true);

    // Exhibits, guide, budget; a raise in any of them is refused.
    for (const [ms, status] of [
      [MOMENTS.exhibits, 'guide'],
      [MOMENTS.guide, 'budget'],
      [MOMENTS.budget, 'roundStarted'],
      [MOMENTS.roundStarted, 'biddingStarted'],
    ] as const) {
      expect(refusal(await bid(cho, 10))).toBe(REFUSED.notOpen);
      clock.advance(ms + 10);
      await host.until(() => boardOf(host)?.status === status);
    }

    // Lot 1: raises from both teams, in the order they come; Dee's raise would take Pink past its 300.
    for (const [p, add] of [
      [aki, 50],
      [cho, 100],
      [ben, 100],
    ] as const)
      expect(await bid(p, add)).toEqual({ ok: true });
    await host.until(() => boardOf(host)?.lot?.price === 250);
    const before = structuredClone(boardOf(host));
    expect(refusal(await bid(dee, 100))).toBe(REFUSED.wallet); // 250 + 100 > 300
    expect(refusal(await bid(dee, 20))).toBe(REFUSED.raise);
    await new Promise((r) => setTimeout(r, 150)); // any change would have reached the host by now
    expect(boardOf(host)).toEqual(before);
    await dee.until(() => ownOf(dee)?.lot?.price === 250);
    expect(ownOf(dee)).toMatchObject({ ownWallet: 150, ownBid: 150, lot: { leader: 'L' } });
    expect(ownOf(aki)).toMatchObject({ ownWallet: 50, ownBid: 250 });
    await host.until(() => boardOf(host)!.bidders.find((b) => b.name === 'Aki')?.raises === 1);

    // A phone reloads mid-bidding: its seat and its view come back as they were.
    await aki.until(() => ownOf(aki)?.lot?.price === 250);
    const mine = structuredClone(ownOf(aki));
    aki.close();
    const again = (await server.phone(room.roomId, aki.token)) as Phone;
    await again.until(() => ownOf(again)?.lot?.price === 250);
    expect(ownOf(again)).toEqual(mine);

    // A late bid (2 s left) moves the close to 3 s after it: the hammer falls then, not before.
    clock.advance(8000);
    expect(await bid(dee, 50)).toEqual({ ok: true }); // Pink 300: all its coins
    await host.until(() => boardOf(host)?.lot?.extensions === 1);
    const close = boardOf(host)!.lot!.closesAt!;
    expect(close).toBe(clock.now() + 3000);
    expect(chatEntries(boardOf(host)!.chatLog)[0]).toMatchObject({ kind: 'shared', say: 'extended' });
    clock.advance(2990);
    expect(boardOf(host)!.status).toBe('biddingStarted');
    clock.advance(20);
    await host.until(() => boardOf(host)?.status === 'biddingFinished');
    expect(chatEntries(boardOf(host)!.chatLog)[0]).toMatchObject({ kind: 'shared', say: 'sold', side: 'R', price: 300 });
    expect(boardOf(host)!.wallets).toEqual({ left: { coins: 300, bid: 0 }, right: { coins: 0, bid: 0 } });
    expect(refusal(await bid(again, 10))).toBe(REFUSED.notOpen);
    // The chat's raises, in the order they counted.
    const raises = splitChat(boardOf(host)!.chatLog).bids;
    expect(raises.map((e) => [e.name, e.add, e.price])).toEqual([
      ['Aki', 50, 50],
      ['Cho', 100, 150],
      ['Ben', 100, 250],
      ['Dee', 50, 300],
    ]);

    // Lot 2: Pink has no coins left; Green buys it for 10.
    clock.advance(MOMENTS.biddingFinished + 10);
    await host.until(() => boardOf(host)?.status === 'roundResult');
    clock.advance(MOMENTS.roundResult + 10);
    await host.until(() => boardOf(host)?.status === 'roundStarted');
    clock.advance(MOMENTS.roundStarted + 10);
    await host.until(() => boardOf(host)?.status === 'biddingStarted');
    expect(refusal(await bid(cho, 10))).toBe(REFUSED.wallet);
    expect(await bid(ben, 10)).toEqual({ ok: true });
    clock.advance(10_000);
    await host.until(() => boardOf(host)?.status === 'biddingFinished');
    expect(boardOf(host)!.bidResults.map((r) => [r.side, r.price])).toEqual([
      ['R', 300],
      ['L', 10],
    ]);

    // The appraisal: one exhibit after another, then the values; then the result.
    clock.advance(MOMENTS.biddingFinished + MOMENTS.roundResult + 20);
    await host.until(() => boardOf(host)?.status === 'appraisal');
    expect(boardOf(host)!.lots.map((l) => l.appraisal)).toEqual([null, null]);
    clock.advance(MOMENTS.appraisalPerLot + 10);
    await host.until(() => boardOf(host)?.revealed === 1);
    expect(boardOf(host)!.lots[1]!.appraisal).toBeNull();
    clock.advance(MOMENTS.appraisalPerLot + 10);
    await host.until(() => boardOf(host)?.values !== null);
    const [a1, a2] = boardOf(host)!.lots.map((l) => l.appraisal!);
    const scores = { left: a2! + 290 / 2, right: a1! + 0 };
    expect(boardOf(host)!.values).toMatchObject({ left: { value: scores.left, coins: 290 }, right: { value: scores.right, coins: 0 } });
    clock.advance(MOMENTS.appraisalTotal + 10);
    clock.advance(FAST.server.gamePhasesMs.waitingForResult + 10);
    const done = await host.until((v) => v.game?.phase === 'result');
    const winner = scores.left > scores.right ? 'left' : scores.right > scores.left ? 'right' : 'draw';
    expect(done.game!.result).toEqual({ winner, scores });
    expect(await host.send('host', { type: 'endGame' })).toEqual({ ok: true });
  });

  it('100 phones bid in one round at the same moment: each raise counts once, in order, and no wallet goes below 0', async () => {
    const n = 100;
    server = await kind.start({ ...FAST, games: { gm127: { ...FAST.games.gm127, wallet: 1000, chatBidsKept: 200 } } }, { clock });
    const names = Array.from({ length: n }, (_, i) => `P${String(i).padStart(3, '0')}`);
    const { host, phones } = (await roomWith(server, names)) as { host: TestClient<HostView>; phones: Phone[] };
    const teamOf = (i: number): Team => (i % 2 ? 'right' : 'left');
    await startAuction(clock, host, phones, teamOf);
    await Promise.all(phones.map((p) => p.send('gm127:completeTutorial', {})));
    await host.until(() => phaseOf(host) === 'play', 10_000);
    clock.advance(TO_FIRST_BIDDING + 50);
    await host.until(() => boardOf(host)?.status === 'biddingStarted', 10_000);
    await Promise.all(phones.map((p) => p.until(() => ownOf(p)?.status === 'biddingStarted', 10_000)));

    // Every phone raises at once: +10, +50 or +100 (in all 1,000 + 2,000 + 3,300 would be asked for).
    const adds = phones.map((_, i) => [10, 50, 100][i % 3]!);
    const acks = await Promise.all(phones.map((p, i) => bid(p, adds[i]!)));
    expect(acks).toHaveLength(n);
    const ok = acks.map((a) => a.ok);
    for (const a of acks) if (!a.ok) expect(refusal(a)).toBe(REFUSED.wallet);
    const accepted = ok.filter(Boolean).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(n); // some asked for more than their team had

    const board = await host.until(() => boardOf(host)!.lot!.index === 0 && boardOf(host)!.bidders.reduce((a, b) => a + b.raises, 0) === accepted);
    const b = board.game!.board as Gm127Board;
    // Each accepted raise once: the price is their sum, each player's raises are their accepted ones.
    const sum = adds.reduce((a, add, i) => a + (ok[i] ? add : 0), 0);
    expect(b.lot!.price).toBe(sum);
    expect(b.lots[0]!.bids).toBe(accepted);
    names.forEach((name, i) => expect(b.bidders.find((x) => x.name === name)!.raises).toBe(ok[i] ? 1 : 0));
    // In order: each raise in the log stands on the price the one before it left.
    const log = splitChat(b.chatLog).bids;
    expect(log).toHaveLength(accepted);
    log.forEach((e, k) => expect(e.price).toBe((k ? log[k - 1]!.price : 0) + e.add));
    expect(new Set(log.map((e) => e.player)).size).toBe(accepted);
    // No wallet below 0, then or after the hammer.
    for (const team of ['left', 'right'] as const) expect(b.wallets[team].coins - b.wallets[team].bid).toBeGreaterThanOrEqual(0);
    expect(b.lot!.price).toBeLessThanOrEqual(1000);
    await Promise.all(phones.map((p) => p.until(() => ownOf(p)?.lot?.price === sum, 10_000)));
    for (const p of phones) expect(ownOf(p)!.ownWallet).toBeGreaterThanOrEqual(0);
    clock.advance(b.lot!.closesAt! - clock.now() + 10);
    const sold = await host.until(() => boardOf(host)?.status === 'biddingFinished');
    const w = (sold.game!.board as Gm127Board).wallets;
    const buyer = log[log.length - 1]!.side === 'L' ? 'left' : 'right';
    expect(w[buyer].coins).toBe(1000 - sum);
    expect(w[buyer === 'left' ? 'right' : 'left'].coins).toBe(1000);
    expect(w.left.coins).toBeGreaterThanOrEqual(0);
    expect(w.right.coins).toBeGreaterThanOrEqual(0);
  }, 120_000);
});
