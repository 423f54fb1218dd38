import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { storeKinds, roomWith, type TestServer } from './harness';
import { ManualClock } from './manualClock';

const FAST = { server: { gamePhasesMs: { charge: 100, checkingCapability: 1000, intro: 100, entry: 2000, tutorial: 3000, waitingForResult: 100 } } };

describe.each(storeKinds(inject('redisUrl')))('a game one side does not show up for ($name store)', (kind) => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(() => {
    clock = new ManualClock();
  });
  afterEach(async () => {
    await server?.close();
  });

  async function started() {
    const r = await roomWith(server, ['L1', 'L2', 'R1', 'R2']);
    await r.host.send('host', { type: 'startTeamSelect' });
    for (const [i, p] of r.phones.entries()) {
      await p.send('capability', { sensor: 'authorized', intervalMs: 16 });
      await p.send('updateTeam', { team: i < 2 ? 'left' : 'right' });
    }
    await r.host.send('host', { type: 'fixTeams' });
    await r.host.send('host', { type: 'startGame', gameId: 'gm116' });
    clock.advance(300);
    await r.host.until((v) => v.game?.phase === 'entry');
    return r;
  }

  it('is won by walkover by the team that entered when nobody of the other did', async () => {
    server = await kind.start(FAST, { clock });
    const { host, phones } = await started();
    await phones[2]!.send('gm116:entry', {});
    clock.advance(2100);
    const v = await host.until((x) => x.game?.phase === 'result');
    expect(v.game!.result).toEqual({ winner: 'right', scores: { left: 0, right: 0 }, walkover: true });
    expect((await phones[0]!.until((x) => x.game?.phase === 'result')).game!.result!.walkover).toBe(true);
  });

  it('is no game when nobody entered, and played as usual when both teams did', async () => {
    server = await kind.start(FAST, { clock });
    const a = await started();
    clock.advance(2100);
    expect((await a.host.until((x) => x.game?.phase === 'result')).game!.result).toEqual({ winner: 'noGame', scores: { left: 0, right: 0 } });
    await a.host.send('host', { type: 'endGame' });
    await a.host.send('host', { type: 'startGame', gameId: 'gm116' });
    clock.advance(300);
    await a.host.until((x) => x.game?.phase === 'entry');
    await a.phones[0]!.send('gm116:entry', {});
    await a.phones[3]!.send('gm116:entry', {});
    clock.advance(2100);
    await a.host.until((x) => x.game?.phase === 'tutorial');
  });
});
