import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Gm112Board, Gm112PhoneOwn } from '../../../../src/games/gm112/rules/views';
import type { Team } from '../../../../src/protocol/enums';
import type { PhoneView } from '../../../../src/protocol/views';
import { ManualClock } from '../../server/manualClock';
import { roomWith, storeKinds, type TestClient, type TestServer } from '../../server/harness';

/** A short game: fast phases, one turn per team, 20 s of throwing. */
const MOMENTS = {
  voting: 5000,
  votingFinished: 1000,
  turnStarted: 1000,
  tutorialSwordsman: 6000,
  waitingForThrowing: 1000,
  throwing: 20_000,
  turnResult: 2000,
};
const FAST = {
  server: { gamePhasesMs: { charge: 100, checkingCapability: 2000, intro: 100, entry: 3000, tutorial: 10_000, waitingForResult: 100 } },
  games: { gm112: { turnsPerTeam: 1, momentsMs: MOMENTS } },
};

type Phone = TestClient<PhoneView> & { token: string };
const ownOf = (p: TestClient<PhoneView>) => (p.view?.game?.id === 'gm112' ? (p.view.game.own as Gm112PhoneOwn | null) : null);
const boardOf = (h: TestClient<object>) => (h.view as { game?: { board?: Gm112Board | null } } | null)?.game?.board ?? null;

/** A cut the swordsman's `swing` detector reports, at server time `t` (the phone's clock is the server's here). */
async function cut(phone: TestClient<PhoneView>, side: 'left' | 'right', t: number) {
  const ack = await phone.send('motion', {
    detector: 'swing',
    events: [{ type: 'swing', t, st: t, by: 'gyro', axis: 'z', sign: side === 'left' ? 1 : -1, peak: 450 }],
  });
  return ack;
}

/** A flick, stamped on the phone's synced clock in game time as the phone does. */
async function flick(clock: ManualClock, phone: TestClient<PhoneView>) {
  return phone.send('gm112:throw', { at: clock.now() - ownOf(phone)!.clockOffset });
}

describe.each(storeKinds(inject('redisUrl')))('gm112 through the server ($name store), on a hand-moved clock', (kind) => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(() => {
    clock = new ManualClock();
  });
  afterEach(async () => {
    await server?.close();
  });

  it('plays a whole game: practice, a vote, the swordsman’s cuts blocking one side, teams swapping, hits ÷ stars, the winner', async () => {
    server = await kind.start(FAST, { clock });
    const { room, host, phones } = await roomWith(server, ['L1', 'L2', 'R1', 'R2']);
    await host.send('host', { type: 'startTeamSelect' });
    for (const [i, p] of phones.entries()) {
      await p.send('capability', { sensor: 'authorized', intervalMs: 16, gyroscope: true });
      await p.send('updateTeam', { team: i < 2 ? 'left' : 'right' });
    }
    await host.send('host', { type: 'fixTeams' });
    expect(await host.send('host', { type: 'startGame', gameId: 'gm112' })).toEqual({ ok: true });
    clock.advance(300);
    for (const p of phones) await p.until((v) => v.game?.phase === 'entry', 5000);
    for (const p of phones) expect(await p.send('gm112:entry', {})).toEqual({ ok: true });

    // Practice: a flick each (R2 skips it); a vote now is refused.
    for (const p of phones) await p.until(() => ownOf(p)?.status === 'tutorialShuriken');
    expect(await phones[2]!.send('gm112:vote', { for: 'x' })).toMatchObject({ ok: false });
    for (const p of phones.slice(0, 3)) expect(await p.send('gm112:practice', {})).toEqual({ ok: true });
    await host.until(() => boardOf(host)?.players.filter((x) => x.tutorialDone).length === 3);
    expect(await phones[3]!.send('gm112:completeTutorial', {})).toEqual({ ok: true });
    await host.until((v) => (v as { game?: { phase?: string } }).game?.phase === 'play');

    const byTeam = (team: Team) => phones.filter((_, i) => (i < 2 ? 'left' : 'right') === team);
    const hits: Record<Team, number> = { left: 0, right: 0 };
    for (let k = 0; k < 2; k++) {
      await host.until(() => boardOf(host)?.status === 'voting' && boardOf(host)?.turn?.index === k);
      const turn = boardOf(host)!.turn!;
      const attackers = byTeam(turn.attacking);
      const defenders = byTeam(turn.defending);
      for (const p of phones) await p.until(() => ownOf(p)?.status === 'voting' && ownOf(p)?.turn?.index === k);
      // The defending team votes its second player; everyone voted: voting ends at once.
      expect(await attackers[0]!.send('gm112:vote', { for: ownOf(defenders[0]!)!.candidates[1]!.id })).toMatchObject({ ok: false });
      const chosen = ownOf(defenders[0]!)!.candidates[1]!;
      for (const d of defenders) expect(await d.send('gm112:vote', { for: chosen.id })).toEqual({ ok: true });
      await host.until(() => boardOf(host)?.status === 'votingFinished');
      const swordsman = defenders[1]!;
      for (const p of phones) await p.until(() => ownOf(p)?.status === 'votingFinished');
      expect(ownOf(swordsman)).toMatchObject({ role: 'swordsman', swordsman: { name: chosen.name } });
      expect(ownOf(defenders[0]!)!.role).toBe('defender');
      // Throwers: the first on the left, the second on the right.
      expect(await attackers[0]!.send('gm112:side', { side: 'left' })).toEqual({ ok: true });
      expect(await attackers[1]!.send('gm112:side', { side: 'right' })).toEqual({ ok: true });
      clock.advance(MOMENTS.votingFinished + 10);
      await host.until(() => boardOf(host)?.status === 'turnStarted');
      clock.advance(MOMENTS.turnStarted + 10);
      await swordsman.until(() => ownOf(swordsman)?.status === 'tutorialSwordsman');
      // Practice cuts: left, then right; the practice ends a moment after.
      await cut(swordsman, 'left', clock.now());
      await cut(swordsman, 'right', clock.now());
      await swordsman.until(() => ownOf(swordsman)?.practiced.right === true);
      clock.advance(1210);
      await host.until(() => boardOf(host)?.status === 'waitingForThrowing');
      clock.advance(MOMENTS.waitingForThrowing + 10);
      for (const a of attackers) await a.until(() => ownOf(a)?.status === 'throwing');

      // Three rounds: both throwers flick; the swordsman cuts left 500 ms later (the left star is
      // blocked, the right one hits); each round's stars are judged before the next.
      for (let r = 0; r < 3; r++) {
        for (const a of attackers) expect(await flick(clock, a)).toEqual({ ok: true });
        await attackers[1]!.until(() => ownOf(attackers[1]!)?.myStars.length === r + 1);
        clock.advance(500);
        expect(await cut(swordsman, 'left', clock.now())).toBeTruthy();
        clock.advance(1500);
        await host.until(() => boardOf(host)!.stars.every((x) => x.result !== null) && boardOf(host)!.stars.length === 2 * (r + 1));
      }
      expect(await flick(clock, attackers[0]!)).toMatchObject({ ok: false }); // out of shuriken
      await host.until(() => boardOf(host)?.status === 'turnResult');
      const end = boardOf(host)!;
      expect(end.tally).toMatchObject({ hits: 3, blocked: 3, thrown: 6, result: 'hit' });
      expect(end.throwers.map((x) => [x.side, x.result])).toEqual([
        ['left', 'defended'],
        ['right', 'hit'],
      ]);
      await attackers[1]!.until(() => ownOf(attackers[1]!)?.myResult === 'hit');
      expect(ownOf(attackers[0]!)!.myResult).toBe('defended');
      hits[turn.attacking] += 3;
      if (k === 0) {
        // A thrower reloads at the turn's result: its seat and its stars come back.
        const before = structuredClone(ownOf(attackers[0]!));
        attackers[0]!.close();
        const again = (await server.phone(room.roomId, (attackers[0] as Phone).token)) as Phone;
        await again.until(() => ownOf(again)?.status === 'turnResult');
        expect(ownOf(again)).toEqual(before);
        phones[phones.indexOf(attackers[0]!)] = again;
      }
      clock.advance(MOMENTS.turnResult + 10);
    }

    clock.advance(FAST.server.gamePhasesMs.waitingForResult + 100);
    const done = await host.until((v) => (v as { game?: { phase?: string } }).game?.phase === 'result');
    // 3 hits of 6 stars each: a draw at 50 %.
    expect((done as { game: { result: unknown } }).game.result).toEqual({ winner: 'draw', scores: { left: 50, right: 50 } });
    expect(hits).toEqual({ left: 3, right: 3 });
    expect(await host.send('host', { type: 'endGame' })).toEqual({ ok: true });
  });

  it('times out a turn whose throwers keep stars, and a swordsman’s random cuts count against later stars', async () => {
    server = await kind.start({ ...FAST, games: { gm112: { ...FAST.games.gm112, flightMs: { min: 1000, max: 1000 }, wildSwingPenaltyMs: 300 } } }, { clock });
    const { host, phones } = await roomWith(server, ['L1', 'R1']);
    await host.send('host', { type: 'startTeamSelect' });
    await phones[0]!.send('updateTeam', { team: 'left' });
    await phones[1]!.send('updateTeam', { team: 'right' });
    for (const p of phones) await p.send('capability', { sensor: 'authorized', intervalMs: 16, gyroscope: true });
    await host.send('host', { type: 'fixTeams' });
    await host.send('host', { type: 'startGame', gameId: 'gm112' });
    clock.advance(300);
    for (const p of phones) await p.until((v) => v.game?.phase === 'entry');
    for (const p of phones) await p.send('gm112:entry', {});
    for (const p of phones) await p.send('gm112:completeTutorial', {});
    for (const [ms, status] of [
      [0, 'voting'],
      [MOMENTS.voting, 'votingFinished'],
      [MOMENTS.votingFinished, 'turnStarted'],
      [MOMENTS.turnStarted, 'tutorialSwordsman'],
    ] as const) {
      clock.advance(ms && ms + 10); // the room's timer fires a moment after a deadline
      await host.until(() => boardOf(host)?.status === status);
    }
    for (const p of phones) await p.until(() => ownOf(p)?.status === 'tutorialSwordsman');
    const att = phones.find((p) => ownOf(p)?.role === 'thrower')!;
    const sw = phones.find((p) => ownOf(p)?.role === 'swordsman')!;
    expect(await sw.send('gm112:ready', {})).toEqual({ ok: true });
    await host.until(() => boardOf(host)?.status === 'waitingForThrowing');
    clock.advance(MOMENTS.waitingForThrowing + 10);
    await att.until(() => ownOf(att)?.status === 'throwing');
    const away = ownOf(att)!.side === 'left' ? 'right' : 'left';
    // Two random cuts toward the empty side, 1 s apart; then a star, cut 100 ms after its throw:
    // inside its flight, but its window is now the last 400 ms of it.
    await cut(sw, away, clock.now());
    clock.advance(1000);
    await cut(sw, away, clock.now());
    await host.until(() => boardOf(host)?.wild === 2);
    clock.advance(1000);
    expect(await flick(clock, att)).toEqual({ ok: true });
    clock.advance(100);
    await cut(sw, ownOf(att)!.side!, clock.now());
    clock.advance(1800);
    await host.until(() => boardOf(host)?.stars[0]?.result === 'hit');
    clock.advance(boardOf(host)!.statusUntil! - clock.now() + 10);
    await host.until(() => boardOf(host)?.status === 'turnResult');
    expect(boardOf(host)!.tally).toMatchObject({ result: 'timeup', timeUp: true, hits: 1, thrown: 1 });
  });
});
