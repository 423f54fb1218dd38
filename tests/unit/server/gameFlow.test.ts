import { afterEach, describe, expect, inject, it } from 'vitest';
import { FRAME_MS } from '../../../src/protocol/parameters';
import type { Gm116Board, Gm116PhoneOwn } from '../../../src/games/gm116/rules/views';
import { storeKinds, roomWith, type TestClient, type TestServer } from './harness';
import type { PhoneView } from '../../../src/protocol/views';

/** A short game: fast phases, 1 turn per team of 5 passes. */
const FAST = {
  server: { gamePhasesMs: { charge: 100, checkingCapability: 2000, intro: 100, entry: 3000, tutorial: 3000, waitingForResult: 100 } },
  games: { gm116: { turnsPerTeam: 1, momentsMs: { decidingTurn: 100, waitingForJumping: 300, turnResult: 200 }, rope: { maxPasses: 5, leadInFrames: 30, firstPeriodFrames: 36 } } },
};

/** Sends a jump (a 300 ms flight, server-timed) centred on every pass of the rope this phone's team jumps. */
function jumpEveryPass(phone: TestClient<PhoneView>, skip: (k: number) => boolean = () => false) {
  const sent = new Set<string>();
  const timer = setInterval(() => {
    const own = phone.view?.game?.own as Gm116PhoneOwn | null | undefined;
    if (!own?.rope || own.rope.team !== own.team) return;
    own.rope.passes.forEach((f, k) => {
      const at = own.rope!.frameBase + f * FRAME_MS;
      const key = `${own.rope!.index}:${k}`;
      if (sent.has(key) || at > Date.now() + 100 || skip(k)) return;
      sent.add(key);
      const t = at + 150; // the phone's clock equals the server's here
      phone.socket.emit('motion', { detector: 'jump', events: [{ type: 'jump', t, st: t, takeoffT: at - 150, landingT: at + 150 }] });
    });
  }, 20);
  return () => clearInterval(timer);
}

describe.each(storeKinds(inject('redisUrl')))('a whole game through the server ($name store)', (kind) => {
  let server: TestServer;
  afterEach(async () => { await server?.close(); });

  it('runs gm116 from start to result; a phone that misses ends its team\'s turn and hears YOU', async () => {
    server = await kind.start(FAST);
    const { host, phones } = await roomWith(server, ['L1', 'L2', 'R1', 'R2']);
    await host.send('host', { type: 'startTeamSelect' });
    for (const [i, p] of phones.entries()) {
      await p.send('capability', { sensor: 'authorized', intervalMs: 16 });
      await p.send('updateTeam', { team: i < 2 ? 'left' : 'right' });
    }
    await host.send('host', { type: 'fixTeams' });
    expect(await host.send('host', { type: 'startGame', gameId: 'gm102' })).toMatchObject({ ok: false, error: { code: 3002 } });
    expect(await host.send('host', { type: 'startGame', gameId: 'gm116' })).toEqual({ ok: true });

    for (const p of phones) await p.until((v) => v.game?.phase === 'entry', 5000);
    for (const p of phones) expect(await p.send('gm116:entry', {})).toEqual({ ok: true });
    await host.until((v) => v.game?.phase === 'tutorial', 1000); // the last entry ends entry at once
    for (const p of phones) expect(await p.send('gm116:completeTutorial', {})).toEqual({ ok: true });

    const stops = phones.map((p, i) => jumpEveryPass(p, (k) => i === 1 && k === 2)); // L2 misses the third pass
    const faults = new Set<string>();
    const watch = setInterval(() => {
      for (const [i, p] of phones.entries()) {
        const fault = (p.view?.game?.own as Gm116PhoneOwn | null)?.fault;
        if (fault) faults.add(`${i}:${fault}`);
      }
    }, 10);
    stops.push(() => clearInterval(watch));
    try {
      const done = await host.until((v) => v.game?.phase === 'result', 20_000);
      expect(done.game?.result).toEqual({ winner: 'right', scores: { left: 2, right: 5 } });
      const board = done.game!.board as Gm116Board;
      expect(board.turns.map((t) => [t.team, t.cleared])).toEqual(expect.arrayContaining([['left', 2], ['right', 5]]));
    } finally {
      stops.forEach((s) => s());
    }
    expect([...faults].sort()).toEqual(['0:OTHERS', '1:YOU']);
    const l2 = phones[1]!.view!.game!.own as Gm116PhoneOwn;
    expect(l2.grade).not.toBeNull();

    expect(await host.send('host', { type: 'endGame' })).toEqual({ ok: true });
    const after = await host.until((v) => v.game === null);
    expect(after.system.scores).toEqual({ left: 0, right: 1 });
    expect(after.system.history).toEqual([{ id: 'gm116', winner: 'right', scores: { left: 2, right: 5 } }]);
  });

  it('pauses the game while the host is away and resumes it after', async () => {
    server = await kind.start(FAST);
    const { room, host, phones } = await roomWith(server, ['L1', 'R1']);
    await host.send('host', { type: 'startTeamSelect' });
    await phones[0]!.send('updateTeam', { team: 'left' });
    await phones[1]!.send('updateTeam', { team: 'right' });
    for (const p of phones) await p.send('capability', { sensor: 'authorized', intervalMs: 16 });
    await host.send('host', { type: 'fixTeams' });
    await host.send('host', { type: 'startGame', gameId: 'gm116' });
    await phones[0]!.until((v) => v.game?.phase === 'entry');
    host.close();
    const paused = await phones[0]!.until((v) => v.game?.paused === true);
    expect(paused.game?.phase).toBe('entry');
    expect(await phones[0]!.send('gm116:entry', {})).toMatchObject({ ok: false, error: { group: 'SP03', code: '002' } });
    await new Promise((r) => setTimeout(r, 3500)); // longer than entry lasts
    expect(phones[0]!.view?.game?.phase).toBe('entry');
    const back = await server.host(room);
    await phones[0]!.until((v) => v.game?.paused === false);
    expect(await phones[0]!.send('gm116:entry', {})).toEqual({ ok: true });
    await back.until((v) => v.game?.entryStatus.teams.left.entries === 1);
  });

  it('leaves spectators out of motion games and shows them the game', async () => {
    server = await kind.start(FAST);
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
    const v = await phones[2]!.until((x) => x.game?.phase === 'entry');
    expect(v.game?.entryStatus.teams).toEqual({ left: { total: 1, entries: 0 }, right: { total: 1, entries: 0 } });
    // The spectator's own team has an invited player, so only the projection can tell it apart.
    expect(v.game?.invited).toBe(false);
    expect((await phones[1]!.until((x) => x.game?.phase === 'entry')).game?.invited).toBe(true);
    expect(await phones[2]!.send('gm116:entry', {})).toMatchObject({ ok: false, error: { code: 3002 } });
  });
});
