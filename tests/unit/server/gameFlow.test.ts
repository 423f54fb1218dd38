import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { FRAME_MS } from '../../../src/protocol/parameters';
import { GAME_IDS } from '../../../src/protocol/enums';
import { manifestOf } from '../../../src/games/manifests';
import type { Gm116Board, Gm116PhoneOwn } from '../../../src/games/gm116/rules/views';
import { storeKinds, roomWith, type TestClient, type TestServer } from './harness';
import type { PhoneView } from '../../../src/protocol/views';
import { ManualClock } from './manualClock';
import { JUDGING } from '../../../src/games/gm116/rules/rope';

/** A short game: fast phases, 1 turn per team of 5 passes. */
const FAST = {
  server: { gamePhasesMs: { charge: 100, checkingCapability: 2000, intro: 100, entry: 3000, tutorial: 3000, waitingForResult: 100 } },
  games: {
    gm116: {
      turnsPerTeam: 1,
      momentsMs: { decidingTurn: 100, waitingForJumping: 300, turnResult: 200 },
      rope: { maxPasses: 5, leadInFrames: 30, firstPeriodFrames: 36 },
    },
  },
};

/** Sends a jump (a 300 ms flight, server-timed) centred on every pass of the rope this phone's team jumps now. */
async function jumpEveryPass(phone: TestClient<PhoneView>, skip: (k: number) => boolean = () => false) {
  const own = ownOf(phone);
  if (!own?.rope || own.rope.team !== own.team) return;
  const rope = own.rope;
  const events = rope.passes.flatMap((f, k) => {
    if (skip(k)) return [];
    const at = rope.frameBase + f * FRAME_MS;
    const t = at + 150; // the phone's clock equals the server's here
    return [{ type: 'jump', t, st: t, takeoffT: at - 150, landingT: at + 150 }];
  });
  await phone.send('motion', { detector: 'jump', events });
}

const ownOf = (p: TestClient<PhoneView>) => (p.view?.game?.id === 'gm116' ? (p.view.game.own as Gm116PhoneOwn | null) : null);

describe.each(storeKinds(inject('redisUrl')))('a whole game through the server ($name store), on a hand-moved clock', (kind) => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(() => {
    clock = new ManualClock();
  });
  afterEach(async () => {
    await server?.close();
  });

  it("runs gm116 from start to result; a phone that misses ends its team's turn and hears YOU", async () => {
    server = await kind.start(FAST, { clock });
    const { host, phones } = await roomWith(server, ['L1', 'L2', 'R1', 'R2']);
    await host.send('host', { type: 'startTeamSelect' });
    for (const [i, p] of phones.entries()) {
      await p.send('capability', { sensor: 'authorized', intervalMs: 16 });
      await p.send('updateTeam', { team: i < 2 ? 'left' : 'right' });
    }
    await host.send('host', { type: 'fixTeams' });
    const unbuilt = GAME_IDS.find((id) => !manifestOf(id));
    if (unbuilt) expect(await host.send('host', { type: 'startGame', gameId: unbuilt })).toMatchObject({ ok: false, error: { code: 3002 } });
    expect(await host.send('host', { type: 'startGame', gameId: 'gm116', mode: 'T3' })).toMatchObject({ ok: false, error: { code: 3002 } }); // not one of its modes
    expect(await host.send('host', { type: 'startGame', gameId: 'gm116' })).toEqual({ ok: true });

    clock.advance(300); // charge and intro
    for (const p of phones) await p.until((v) => v.game?.phase === 'entry', 5000);
    for (const p of phones) expect(await p.send('gm116:entry', {})).toEqual({ ok: true });
    await host.until((v) => v.game?.phase === 'tutorial', 1000); // the last entry ends entry at once
    for (const p of phones) expect(await p.send('gm116:completeTutorial', {})).toEqual({ ok: true });
    await host.until((v) => v.game?.phase === 'play');

    // The coin flip, then each team's turn: the phones jump over every pass they see coming.
    const faults = new Set<string>();
    for (let turn = 0; turn < 2; turn++) {
      clock.advance(250); // decidingTurn, or the last turn's result
      for (const p of phones) await p.until(() => ownOf(p)?.rope?.index === turn && ownOf(p)?.status !== 'turnResult');
      await Promise.all(phones.map((p, i) => jumpEveryPass(p, (k) => i === 1 && k === 2))); // L2 misses the third pass
      // On to the judging of the turn's last pass: the third for the left team (L2's miss ends it), else the fifth.
      const rope = ownOf(phones[0]!)!.rope!;
      const last = rope.passes[rope.team === 'left' ? 2 : 4]!;
      clock.advance(rope.frameBase + last * FRAME_MS + JUDGING.judgeDelayMs + 20 - clock.now());
      for (const p of phones) await p.until(() => ownOf(p)?.rope?.index === turn && (ownOf(p)?.status === 'turnResult' || ownOf(p)?.status === 'finished'));
      for (const [i, p] of phones.entries()) {
        const fault = ownOf(p)?.fault;
        if (fault) faults.add(`${i}:${fault}`);
      }
    }
    clock.advance(1000); // the last turn's result, then waiting for the result
    const done = await host.until((v) => v.game?.phase === 'result');
    expect(done.game?.result).toEqual({ winner: 'right', scores: { left: 2, right: 5 } });
    const board = done.game!.board as Gm116Board;
    expect(board.turns.map((t) => [t.team, t.cleared])).toEqual(
      expect.arrayContaining([
        ['left', 2],
        ['right', 5],
      ]),
    );
    expect([...faults].sort()).toEqual(['0:OTHERS', '1:YOU']);
    const l2 = phones[1]!.view!.game!.own as Gm116PhoneOwn;
    expect(l2.grade).not.toBeNull();

    expect(await host.send('host', { type: 'endGame' })).toEqual({ ok: true });
    const after = await host.until((v) => v.game === null);
    expect(after.system.scores).toEqual({ left: 0, right: 1 });
    expect(after.system.history).toEqual([{ id: 'gm116', winner: 'right', scores: { left: 2, right: 5 } }]);
  });

  it('pauses the game while the host is away and resumes it after', async () => {
    server = await kind.start(FAST, { clock });
    const { room, host, phones } = await roomWith(server, ['L1', 'R1']);
    await host.send('host', { type: 'startTeamSelect' });
    await phones[0]!.send('updateTeam', { team: 'left' });
    await phones[1]!.send('updateTeam', { team: 'right' });
    for (const p of phones) await p.send('capability', { sensor: 'authorized', intervalMs: 16 });
    await host.send('host', { type: 'fixTeams' });
    await host.send('host', { type: 'startGame', gameId: 'gm116' });
    clock.advance(300);
    await phones[0]!.until((v) => v.game?.phase === 'entry');
    host.close();
    const paused = await phones[0]!.until((v) => v.game?.paused === true);
    expect(paused.game?.phase).toBe('entry');
    expect(await phones[0]!.send('gm116:entry', {})).toMatchObject({ ok: false, error: { group: 'SP03', code: '002' } });
    const deadline = paused.game!.entryDeadline!;
    clock.advance(10_000); // far longer than entry lasts
    await phones[0]!.until((v) => v.game?.phase === 'entry' && v.game.paused);
    const back = await server.host(room);
    await phones[0]!.until((v) => v.game?.paused === false);
    // Entry goes on from where it stopped: its deadline moved by the time the host was away.
    expect(phones[0]!.view!.game!.entryDeadline! - deadline).toBeGreaterThanOrEqual(10_000);
    expect(await phones[0]!.send('gm116:entry', {})).toEqual({ ok: true });
    await back.until((v) => v.game?.entryStatus.teams.left.entries === 1);
  });

  it('leaves spectators out of motion games and shows them the game', async () => {
    server = await kind.start(FAST, { clock });
    const { host, phones } = await roomWith(server, ['A', 'B', 'C']);
    await host.send('host', { type: 'startTeamSelect' });
    await phones[0]!.send('updateTeam', { team: 'left' });
    await phones[1]!.send('updateTeam', { team: 'right' });
    await phones[2]!.send('updateTeam', { team: 'right' });
    await phones[0]!.send('capability', { sensor: 'authorized', intervalMs: 16 });
    await phones[1]!.send('capability', { sensor: 'authorized', intervalMs: 16 });
    await phones[2]!.send('capability', { sensor: 'denied', intervalMs: null });
    await host.send('host', { type: 'fixTeams' });
    await host.send('host', { type: 'startGame', gameId: 'gm116' });
    clock.advance(300);
    const v = await phones[2]!.until((x) => x.game?.phase === 'entry');
    expect(v.game?.entryStatus.teams).toEqual({ left: { total: 1, entries: 0 }, right: { total: 1, entries: 0 } });
    // The spectator's own team has an invited player, so only the projection can tell it apart.
    expect(v.game?.invited).toBe(false);
    expect((await phones[1]!.until((x) => x.game?.phase === 'entry')).game?.invited).toBe(true);
    expect(await phones[2]!.send('gm116:entry', {})).toMatchObject({ ok: false, error: { code: 3002 } });
  });
});
