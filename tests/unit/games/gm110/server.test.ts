import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { REFUSED } from '../../../../src/games/gm110/rules';
import type { Gm110Board, Gm110PhoneOwn } from '../../../../src/games/gm110/rules/views';
import { candidatesOf, type Item } from '../../../../src/games/gm110/shared/menu';
import type { Team } from '../../../../src/protocol/enums';
import type { Ack } from '../../../../src/protocol/schemas';
import type { HostView, PhoneView } from '../../../../src/protocol/views';
import { ManualClock } from '../../server/manualClock';
import { roomWith, storeKinds, type TestClient, type TestServer } from '../../server/harness';

/** A short game: two customers, quick moments; squads of 2 allowed (two players a team). */
const MOMENTS = { answerClosed: 1000, answerJudged: 1000, waitingForRoundResult: 1000, roundResult: 1000, replayPerCustomer: 1000 };
const GM110 = { customers: 2, squad: { min: 2, max: 5 }, orderMs: 2000, noteMs: 5000, noteGraceMs: 1000, pickMs: 8000, momentsMs: MOMENTS };
const FAST = {
  server: { gamePhasesMs: { charge: 100, checkingCapability: 2000, intro: 100, entry: 3000, tutorial: 20_000, waitingForResult: 100 } },
  games: { gm110: GM110 },
};
/** A tiny WebP (its RIFF/WEBP header is what the socket edge checks): a member's note. */
const NOTE = 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAQAcJaQAA3AA/v3AgAA=';

type Phone = TestClient<PhoneView> & { token: string };
const ownOf = (p: TestClient<PhoneView>) => (p.view?.game?.id === 'gm110' ? (p.view.game.own as Gm110PhoneOwn | null) : null);
const boardOf = (h: TestClient<HostView>) => (h.view?.game?.board as Gm110Board | null | undefined) ?? null;
const refusal = (ack: Ack<undefined>) => (ack.ok ? null : (ack.error as { detail?: string }).detail);

async function startOrderMemo(clock: ManualClock, host: TestClient<HostView>, phones: Phone[], teamOf: (i: number) => Team) {
  await host.send('host', { type: 'startTeamSelect' });
  await Promise.all(
    phones.map(async (p, i) => {
      await p.send('capability', { sensor: 'authorized', intervalMs: 16, gyroscope: true });
      expect(await p.send('updateTeam', { team: teamOf(i) })).toEqual({ ok: true });
    }),
  );
  expect(await host.send('host', { type: 'fixTeams' })).toEqual({ ok: true });
  expect(await host.send('host', { type: 'startGame', gameId: 'gm110' })).toEqual({ ok: true });
  clock.advance(300);
  await Promise.all(phones.map((p) => p.until((v) => v.game?.phase === 'entry', 10_000)));
  const acks = await Promise.all(phones.map((p) => p.send('gm110:entry', {})));
  expect(acks.every((a) => a.ok)).toBe(true);
  await Promise.all(phones.map((p) => p.until(() => ownOf(p)?.status === 'grouping', 10_000)));
}

describe.each(storeKinds(inject('redisUrl')))('gm110 through the server ($name store), on a hand-moved clock', (kind) => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(() => {
    clock = new ManualClock();
  });
  afterEach(async () => {
    await server?.close();
  });

  it('plays a whole game: squads and practice, notes stored as images, a wrong pick, the lock after serving, a reload, stars and the replay', async () => {
    server = await kind.start(FAST, { clock });
    const { room, host, phones } = (await roomWith(server, ['Aki', 'Ben', 'Cho', 'Dee'])) as {
      room: { roomId: string };
      host: TestClient<HostView>;
      phones: Phone[];
    };
    await startOrderMemo(clock, host, phones, (i) => (i < 2 ? 'left' : 'right'));
    await host.until(() => (boardOf(host)?.squads.length ?? 0) === 2);
    const squads = boardOf(host)!.squads;
    expect(squads.map((q) => [q.team, q.members.length])).toEqual([
      ['left', 2],
      ['right', 2],
    ]);
    const byId = new Map(phones.map((p) => [ownOf(p)!.me, p]));
    const leaderOf = (team: Team) => byId.get(squads.find((q) => q.team === team)!.members.find((m) => m.leader)!.id)!;
    const memberOf = (team: Team) => byId.get(squads.find((q) => q.team === team)!.members.find((m) => !m.leader)!.id)!;
    const [gl, gm, pm] = [leaderOf('left'), memberOf('left'), memberOf('right')];
    let pl = leaderOf('right');

    // Grouping: each phone sees its squad and role; "got it" moves it to the practice.
    expect(ownOf(gl)).toMatchObject({ role: 'leader', status: 'grouping' });
    expect(ownOf(gm)).toMatchObject({ role: 'member', myItems: [boardOf(host)!.practice] });
    for (const p of phones) expect(await p.send('gm110:ready', {})).toEqual({ ok: true });
    await gm.until(() => ownOf(gm)?.status === 'tutorialOrder');
    // Practice: members send a note (stored at the socket edge: the rules keep its URL), leaders pick and serve.
    expect(await gm.send('gm110:note', { round: -1, photo: NOTE })).toEqual({ ok: true });
    await gl.until(() => (ownOf(gl)?.notes[0]?.url ?? '').startsWith('/api/photos/'));
    expect(refusal(await gm.send('gm110:note', { round: -1, photo: 'data:text/plain;base64,aGVsbG8=' }))).not.toBeNull();
    expect(await pm.send('gm110:note', { round: -1, photo: NOTE })).toEqual({ ok: true });
    const practice = boardOf(host)!.practice;
    for (const l of [gl, pl]) {
      expect(await l.send('gm110:pick', { round: -1, slot: 0, item: practice })).toEqual({ ok: true });
      expect(await l.send('gm110:serve', { round: -1 })).toEqual({ ok: true });
    }
    await host.until(() => boardOf(host)?.status === 'order');

    for (let k = 0; k < 2; k++) {
      // The order: members see their parts, privately.
      await gm.until(() => ownOf(gm)?.status === 'order' && ownOf(gm)!.customer === k);
      const slots = ownOf(gm)!.slots;
      expect(slots).toHaveLength(3 + k);
      const told = (p: Phone) => ownOf(p)!.myItems!;
      expect(ownOf(gm)!.mySlots).toEqual(slots.map((_, i) => i)); // a squad of 2: the one member remembers it all
      const real: Item[] = [...told(gm)];
      await pm.until(() => ownOf(pm)?.status === 'order' && ownOf(pm)!.customer === k);
      expect(told(pm)).toEqual(real); // every squad serves the same customer
      await gl.until(() => ownOf(gl)?.status === 'order' && ownOf(gl)!.customer === k);
      expect(ownOf(gl)!.myItems).toBeNull();
      expect(refusal(await gm.send('gm110:note', { round: k, photo: NOTE }))).toBe(REFUSED.notNow);

      clock.advance(GM110.orderMs + 10);
      await host.until(() => boardOf(host)?.status === 'roundStarted');
      await gm.until(() => ownOf(gm)?.status === 'roundStarted');
      expect(ownOf(gm)!.myItems).toBeNull();
      expect(await gm.send('gm110:note', { round: k, photo: NOTE })).toEqual({ ok: true });
      await host.until(() => boardOf(host)!.squads[0]!.notesIn + boardOf(host)!.squads[1]!.notesIn === 1);
      expect(await pm.send('gm110:note', { round: k, photo: NOTE })).toEqual({ ok: true });
      // Every note in: the picking opens at once.
      await host.until(() => boardOf(host)?.status === 'pendingAnswer');

      // Green's leader builds it right; Pink's picks a wrong topping for the first customer.
      for (const [i] of slots.entries()) expect(await gl.send('gm110:pick', { round: k, slot: i, item: real[i] })).toEqual({ ok: true });
      // Each pick shows on the leader's phone and counts on the TV before the button is clicked.
      await gl.until(() => ownOf(gl)!.candidate.join() === real.join(), 2000);
      await host.until(() => boardOf(host)!.squads.find((q) => q.team === 'left')!.filled === slots.length, 2000);
      expect(refusal(await gm.send('gm110:pick', { round: k, slot: 0, item: real[0] }))).toBe(REFUSED.notLeader);
      expect(await gl.send('gm110:serve', { round: k })).toEqual({ ok: true });
      await gl.until(() => ownOf(gl)?.status === 'answered');
      const other = candidatesOf('cone').find((x) => x !== real[0])!;
      expect(refusal(await gl.send('gm110:pick', { round: k, slot: 0, item: other }))).toBe(REFUSED.locked);

      if (k === 0) {
        // A reload mid-picking: the seat and the view come back as they were.
        await pl.until(() => ownOf(pl)?.status === 'pendingAnswer');
        const mine = structuredClone(ownOf(pl));
        pl.close();
        const again = (await server.phone(room.roomId, pl.token)) as Phone;
        await again.until(() => ownOf(again)?.status === 'pendingAnswer');
        expect(ownOf(again)).toEqual(mine);
        pl = again;
      }
      // Pink's leader picks the topping wrong for the first customer, then serves.
      const last = slots.length - 1;
      for (const [i, kind] of slots.entries()) {
        const item = k === 0 && i === last ? candidatesOf(kind).find((x) => x !== real[i])! : real[i]!;
        expect(await pl.send('gm110:pick', { round: k, slot: i, item })).toEqual({ ok: true });
      }
      expect(await pl.send('gm110:serve', { round: k })).toEqual({ ok: true });
      await host.until(() => boardOf(host)?.status === 'answerClosed');
      expect(boardOf(host)!.order).toBeNull();
      clock.advance(MOMENTS.answerClosed + 10);
      await host.until(() => boardOf(host)?.status === 'answerJudged');
      expect(boardOf(host)!.order).toEqual(real);
      expect(boardOf(host)!.squads.map((q) => q.stars)).toEqual([3, k === 0 ? 2 : 3]);
      await pm.until(() => ownOf(pm)?.judged !== null);
      expect(ownOf(pm)!.judged!.wrong[last]).toBe(k === 0);
      clock.advance(MOMENTS.answerJudged + 10);
      await host.until(() => boardOf(host)?.status === 'waitingForRoundResult');
      clock.advance(MOMENTS.waitingForRoundResult + 10);
      await host.until(() => boardOf(host)?.status === 'roundResult');
      expect(boardOf(host)!.teamStars).toEqual({ left: 3, right: k === 0 ? 2 : 3 });
      clock.advance(MOMENTS.roundResult + 10);
    }

    // The replay: each order beside the real one, the notes (stored images) with it.
    await host.until(() => boardOf(host)?.status === 'replay');
    const replay = boardOf(host)!.replay!;
    expect(replay.customer).toBe(0);
    expect(replay.squads.map((q) => q.stars)).toEqual([3, 2]);
    const notes = replay.squads.flatMap((q) => q.notes);
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((n) => n.url.startsWith('/api/photos/'))).toBe(true);
    clock.advance(MOMENTS.replayPerCustomer + 10);
    await host.until(() => boardOf(host)?.replay?.customer === 1);
    clock.advance(MOMENTS.replayPerCustomer + 10);
    clock.advance(FAST.server.gamePhasesMs.waitingForResult + 10);
    const done = await host.until((v) => v.game?.phase === 'result');
    expect(done.game!.result).toEqual({ winner: 'left', scores: { left: 3, right: 2.5 } });
    expect(await host.send('host', { type: 'endGame' })).toEqual({ ok: true });
  });

  it('100 phones: squads of 3–5 for every team, every member noting at once, every leader serving at once', async () => {
    const n = 100;
    server = await kind.start({ ...FAST, games: { gm110: { ...GM110, squad: { min: 3, max: 5 }, customers: 1 } } }, { clock });
    const names = Array.from({ length: n }, (_, i) => `P${String(i).padStart(3, '0')}`);
    const { host, phones } = (await roomWith(server, names)) as { host: TestClient<HostView>; phones: Phone[] };
    await startOrderMemo(clock, host, phones, (i) => (i % 2 ? 'right' : 'left'));
    await Promise.all(phones.map((p) => p.send('gm110:completeTutorial', {})));
    await host.until(() => boardOf(host)?.status === 'order', 10_000);
    const squads = boardOf(host)!.squads;
    expect(squads).toHaveLength(20);
    for (const q of squads) expect(q.members.length).toBeGreaterThanOrEqual(3);
    for (const q of squads) expect(q.members.length).toBeLessThanOrEqual(5);
    clock.advance(GM110.orderMs + 10);
    await Promise.all(phones.map((p) => p.until(() => ownOf(p)?.status === 'roundStarted', 10_000)));
    const members = phones.filter((p) => ownOf(p)!.role === 'member');
    expect(members).toHaveLength(80);
    const acks = await Promise.all(members.map((p) => p.send('gm110:note', { round: 0, photo: NOTE })));
    expect(acks.every((a) => a.ok)).toBe(true);
    await host.until(() => boardOf(host)?.status === 'pendingAnswer', 10_000);
    const leaders = phones.filter((p) => ownOf(p)!.role === 'leader');
    const served = await Promise.all(
      leaders.map(async (p) => {
        await p.until(() => ownOf(p)?.status === 'pendingAnswer', 10_000);
        expect(await p.send('gm110:pick', { round: 0, slot: 0, item: 'cup' })).toEqual({ ok: true });
        return p.send('gm110:serve', { round: 0 });
      }),
    );
    expect(served.every((a) => a.ok)).toBe(true);
    const closed = await host.until(() => boardOf(host)?.status === 'answerClosed', 10_000);
    const b = closed.game!.board as Gm110Board;
    expect(b.squads.every((q) => q.served && q.candidate![0] === 'cup')).toBe(true);
  }, 120_000);
});
