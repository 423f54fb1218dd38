import { afterEach, describe, expect, inject, it } from 'vitest';
import { storeKinds, roomWith, type TestServer } from './harness';

/** A room past team selection: A, B on the left, C on the right. */
async function fixedRoom(server: TestServer) {
  const r = await roomWith(server, ['A', 'B', 'C']);
  await r.host.send('host', { type: 'startTeamSelect' });
  await r.phones[0]!.send('updateTeam', { team: 'left' });
  await r.phones[1]!.send('updateTeam', { team: 'left' });
  await r.phones[2]!.send('updateTeam', { team: 'right' });
  expect(await r.host.send('host', { type: 'fixTeams' })).toEqual({ ok: true });
  return r;
}

describe.each(storeKinds(inject('redisUrl')))('system flow ($name store)', (kind) => {
  let server: TestServer;
  afterEach(async () => {
    await server?.close();
  });

  it('moves every phone through the host phases', async () => {
    server = await kind.start();
    const { host, phones } = await fixedRoom(server);
    for (const phase of ['lookNx', 'charge', 'cheer', 'itemThrowing', 'holdingJoyCon'] as const) {
      expect(await host.send('host', { type: 'phase', phase })).toEqual({ ok: true });
      await Promise.all(phones.map((p) => p.until((v) => v.system.status === phase)));
    }
    expect(await host.send('host', { type: 'phase', phase: 'votingMvp' })).toMatchObject({ ok: false, error: { group: 'SP02', code: '104' } });
  });

  it('needs fixed teams before the session phases', async () => {
    server = await kind.start();
    const { host } = await roomWith(server, ['A', 'B']);
    expect(await host.send('host', { type: 'phase', phase: 'charge' })).toMatchObject({ ok: false, error: { code: '399' } });
  });

  it('compares charge per head, not in sum', async () => {
    server = await kind.start();
    const { host, phones } = await fixedRoom(server);
    expect(await phones[0]!.send('charge', { amount: 1 })).toMatchObject({ ok: false }); // not in charge phase
    await host.send('host', { type: 'phase', phase: 'charge' });
    await phones[0]!.until((v) => v.system.status === 'charge');
    for (let i = 0; i < 4; i++) await phones[0]!.send('charge', { amount: 1 });
    for (let i = 0; i < 3; i++) await phones[2]!.send('charge', { amount: 1 });
    const v = await phones[2]!.until((x) => x.system.charge.mine === 3);
    // left: 4 over 2 heads = 2; right: 3 over 1 head = 3
    expect(v.system.charge.perHead).toEqual({ left: 2, right: 3 });
    // Fractional pushes travel to a thousandth, not with their sum's float drift (0.30000000000000004).
    for (let i = 0; i < 3; i++) await phones[1]!.send('charge', { amount: 0.1 });
    const w = await phones[1]!.until((x) => x.system.charge.mine > 0.29);
    expect(w.system.charge.mine).toBe(0.3);
    expect(w.system.charge.perHead.left).toBe(2.15);
    expect(await phones[0]!.send('charge', { amount: 2 })).toMatchObject({ ok: false, error: { group: 'SP02', code: '104' } });
  });

  it('counts cheers per team and shows emotes on the host', async () => {
    server = await kind.start();
    const { host, phones } = await fixedRoom(server);
    await phones[0]!.send('cheer', {});
    await phones[2]!.send('cheer', {});
    await phones[2]!.send('cheer', {});
    expect(await phones[1]!.send('emote', { icon: 'clap' })).toEqual({ ok: true });
    const v = await host.until((x) => x.system.cheers.right === 2 && Object.keys(x.system.emotes).length === 1);
    expect(v.system.cheers.left).toBe(1);
    // The big screen learns who leads on hype, not every phone's count of cheers.
    const right = phones[2]!.view!.me.playerId;
    expect(v.system.standouts).toEqual([{ id: right, award: 'hype' }]);
    expect(v.system.tallies[right]).toEqual({ throws: 0, hits: 0, emotes: 0 });
    expect(Object.values(v.system.emotes)[0]).toMatchObject({ icon: 'clap', playerId: phones[1]!.view!.me.playerId });
    expect(await phones[1]!.send('emote', { icon: 'poop' })).toMatchObject({ ok: false, error: { code: '104' } });
  });

  it('allows three item throws per phone during item throwing', async () => {
    server = await kind.start();
    const { host, phones } = await fixedRoom(server);
    expect(await phones[0]!.send('throwItem', { itemId: 'confetti' })).toMatchObject({ ok: false });
    await host.send('host', { type: 'phase', phase: 'itemThrowing' });
    await phones[0]!.until((v) => v.system.throwingItem.remaining === 3);
    for (let i = 0; i < 3; i++) expect(await phones[0]!.send('throwItem', { itemId: 'flower' })).toEqual({ ok: true });
    expect(await phones[0]!.send('throwItem', { itemId: 'flower' })).toMatchObject({ ok: false, error: { code: 3002 } });
    const v = await phones[0]!.until((x) => x.system.throwingItem.remaining === 0);
    expect(v.system.throwingItem.last).toMatchObject({ itemId: 'flower' });
    await host.until((x) => Object.keys(x.system.throws).length === 3);
  });

  it('lets the chosen phone of the leading team stop the roulette, and the host always', async () => {
    server = await kind.start();
    const { host, phones } = await fixedRoom(server);
    await host.send('host', { type: 'phase', phase: 'charge' });
    await phones[2]!.until((v) => v.system.status === 'charge');
    await phones[2]!.send('charge', { amount: 1 }); // right leads per head
    await phones[2]!.until((v) => v.system.charge.mine === 1);
    expect(await host.send('host', { type: 'startRoulette', candidates: ['gm116', 'gm130'] })).toEqual({ ok: true });
    const v = await phones[2]!.until((x) => x.system.status === 'roulette');
    expect(v.system.roulette?.canStop).toBe(true);
    expect(await phones[0]!.send('stopRoulette', {})).toMatchObject({ ok: false, error: { code: 3003 } });
    expect(await phones[2]!.send('stopRoulette', {})).toEqual({ ok: true });
    const stopped = await phones[0]!.until((x) => x.system.status === 'rouletteStopped');
    expect(['gm116', 'gm130']).toContain(stopped.system.roulette?.result);
    expect(await host.send('host', { type: 'stopRoulette' })).toMatchObject({ ok: false }); // already stopped
    await host.send('host', { type: 'startRoulette', candidates: ['gm102'] });
    expect(await host.send('host', { type: 'stopRoulette' })).toEqual({ ok: true });
    await host.until((x) => x.system.roulette?.result === 'gm102');
  });

  it('shows an event card on every phone', async () => {
    server = await kind.start();
    const { host, phones } = await fixedRoom(server);
    expect(await host.send('host', { type: 'eventCard', card: 'md612' })).toEqual({ ok: true });
    await phones[1]!.until((v) => v.system.status === 'eventCard' && v.system.eventCard === 'md612');
  });

  it('runs MVP voting: one vote each, not for oneself, closed when all voted', async () => {
    server = await kind.start();
    const { host, phones } = await fixedRoom(server);
    const [a, b, c] = phones.map((p) => p.view!.me.playerId) as [string, string, string];
    expect(await host.send('host', { type: 'startMvpVote', choices: [a, 'nobody'] })).toMatchObject({ ok: false, error: { code: 3002 } });
    expect(await host.send('host', { type: 'startMvpVote', choices: [a, b], durationMs: 15_000 })).toEqual({ ok: true });
    const v = await phones[2]!.until((x) => x.system.status === 'votingMvp');
    expect(v.system.vote?.choices.map((n) => n.name)).toEqual(['A', 'B']);
    expect(await phones[0]!.send('vote', { choice: a })).toMatchObject({ ok: false, error: { code: 3002 } }); // self
    expect(await phones[0]!.send('vote', { choice: c })).toMatchObject({ ok: false, error: { code: 3002 } }); // not nominated
    expect(await phones[0]!.send('vote', { choice: b })).toEqual({ ok: true });
    expect(await phones[0]!.send('vote', { choice: b })).toMatchObject({ ok: false, error: { code: 3002 } }); // twice
    const mid = await host.until((x) => x.system.voting?.votes === 1);
    expect(mid.system.voting?.tally).toEqual({}); // no tally on the big screen while voting runs
    await phones[1]!.send('vote', { choice: a });
    await phones[2]!.send('vote', { choice: b });
    const done = await host.until((x) => (x.system.voting?.result ?? null) !== null);
    expect(done.system.voting?.result).toEqual([b]);
    expect(done.system.voting?.tally).toEqual({ [a]: 1, [b]: 2 });
    await phones[1]!.until((x) => x.system.vote?.result?.[0] === b && x.system.vote.voted === a);
  });

  it('closes MVP voting at its deadline (votingDeadline)', async () => {
    server = await kind.start();
    const { host, phones } = await fixedRoom(server);
    const [a, b] = phones.map((p) => p.view!.me.playerId) as [string, string];
    await host.send('host', { type: 'startMvpVote', choices: [a, b], durationMs: 3_000 });
    await phones[2]!.send('vote', { choice: a });
    const v = await host.until((x) => (x.system.voting?.result ?? null) !== null, 6_000);
    expect(v.system.voting?.result).toEqual([a]);
    expect(await phones[0]!.send('vote', { choice: b })).toMatchObject({ ok: false, error: { code: 3002 } });
  });
});
