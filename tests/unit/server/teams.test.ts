import { afterEach, describe, expect, inject, it } from 'vitest';
import { storeKinds, roomWith, type TestServer } from './harness';

describe.each(storeKinds(inject('redisUrl')))('teams ($name store)', (kind) => {
  let server: TestServer;
  afterEach(async () => {
    await server?.close();
  });

  it('lets phones pick teams once the host opens team selection', async () => {
    server = await kind.start();
    const { host, phones } = await roomWith(server, ['A', 'B']);
    expect(await phones[0]!.send('updateTeam', { team: 'left' })).toMatchObject({ ok: false, error: { group: 'SP03', code: '399' } });
    await host.send('host', { type: 'startTeamSelect' });
    await phones[0]!.until((v) => v.system.status === 'teamSelect');
    expect(await phones[0]!.send('updateTeam', { team: 'left' })).toEqual({ ok: true });
    expect(await phones[1]!.send('updateTeam', { team: 'right' })).toEqual({ ok: true });
    expect(await phones[0]!.send('updateTeam', { team: 'right' })).toEqual({ ok: true }); // changes are free before fixing
    await host.until((v) => v.room.teams.right === 2);
    expect(await phones[0]!.send('updateTeam', { team: 'purple' })).toMatchObject({ ok: false, error: { group: 'SP02', code: '104' } });
  });

  it('refuses a full team (SP03-301)', async () => {
    server = await kind.start({ server: { maxPlayersPerTeam: 1 } });
    const { host, phones } = await roomWith(server, ['A', 'B']);
    await host.send('host', { type: 'startTeamSelect' });
    await phones[0]!.send('updateTeam', { team: 'left' });
    expect(await phones[1]!.send('updateTeam', { team: 'left' })).toEqual({ ok: false, error: { group: 'SP03', code: '301' } });
  });

  it('refuses to fix teams that would leave one empty (SP03-302), then fills the unassigned into the smaller team', async () => {
    server = await kind.start();
    const { host, phones } = await roomWith(server, ['A', 'B', 'C']);
    await host.send('host', { type: 'startTeamSelect' });
    for (const p of phones) await p.send('updateTeam', { team: 'left' });
    expect(await host.send('host', { type: 'fixTeams' })).toEqual({ ok: false, error: { group: 'SP03', code: '302' } });
    await phones[2]!.send('updateTeam', { team: 'right' });
    const solo = await roomWith(server, ['Solo']);
    expect(await solo.host.send('host', { type: 'fixTeams' })).toMatchObject({ ok: false, error: { code: '302' } });
    expect(await host.send('host', { type: 'fixTeams' })).toEqual({ ok: true });
    const v = await phones[0]!.until((x) => x.system.teamSelector.teamsFixed && x.system.status === 'lookNx');
    expect(v.system.teamSelector.updateEnabled).toBe(false);
  });

  it('forbids changes after fixing (SP03-303) unless the host allows them, and never empties a team (SP03-302)', async () => {
    server = await kind.start();
    const { host, phones } = await roomWith(server, ['A', 'B', 'C']);
    await host.send('host', { type: 'startTeamSelect' });
    await phones[0]!.send('updateTeam', { team: 'left' });
    await phones[1]!.send('updateTeam', { team: 'right' });
    await phones[2]!.send('updateTeam', { team: 'right' });
    await host.send('host', { type: 'fixTeams' });
    expect(await phones[1]!.send('updateTeam', { team: 'left' })).toEqual({ ok: false, error: { group: 'SP03', code: '303' } });
    await host.send('host', { type: 'allowTeamChange', allowed: true });
    expect(await phones[1]!.send('updateTeam', { team: 'left' })).toEqual({ ok: true });
    expect(await phones[2]!.send('updateTeam', { team: 'left' })).toEqual({ ok: false, error: { group: 'SP03', code: '302' } });
  });

  it('splits at random into equal teams', async () => {
    server = await kind.start();
    const { host } = await roomWith(server, ['A', 'B', 'C', 'D', 'E']);
    await host.send('host', { type: 'shuffleTeams' });
    const v = await host.until((x) => x.players.every((p) => p.team));
    expect(Math.abs(v.room.teams.left - v.room.teams.right)).toBe(1);
  });

  it('seats a halfway joiner in the smaller team, flagged, and lets them confirm or swap once', async () => {
    server = await kind.start();
    const { room, host, phones } = await roomWith(server, ['A', 'B', 'C']);
    await host.send('host', { type: 'startTeamSelect' });
    await phones[0]!.send('updateTeam', { team: 'left' });
    await phones[1]!.send('updateTeam', { team: 'left' });
    await phones[2]!.send('updateTeam', { team: 'right' });
    await host.send('host', { type: 'fixTeams' });
    const late = await server.phone(room.roomId);
    await late.send('updateProfile', { name: 'Late' });
    const v = await late.until((x) => x.me.team === 'right');
    expect(v.me.isHalfwayJoin).toBe(true);
    expect(v.system.status).toBe('teamSelect');
    expect(v.system.teamSelector).toMatchObject({ initialTeam: 'right', isAssigned: true, isHalfwayJoin: true, updateEnabled: true });
    expect(await late.send('updateTeam', { team: 'left' })).toEqual({ ok: true });
    await late.until((x) => x.system.status === 'lookNx' && !x.system.teamSelector.updateEnabled);
    expect(await late.send('updateTeam', { team: 'right' })).toMatchObject({ ok: false, error: { code: '303' } });
  });
});
