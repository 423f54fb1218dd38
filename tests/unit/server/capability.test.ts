import { afterEach, describe, expect, inject, it } from 'vitest';
import { storeKinds, roomWith, type TestServer } from './harness';
import { mayPlay } from '../../../src/server/games/runner';
import { reportCapability } from '../../../src/server/rooms/capability';
import type { Player, Room } from '../../../src/server/rooms/room';

describe('who may play a game', () => {
  const player = (over: Partial<Player>): Player => ({
    id: 'p',
    tokenHash: '',
    name: 'P',
    photo: null,
    team: 'left',
    initialTeam: null,
    isAssigned: false,
    connected: true,
    isHalfwayJoin: false,
    capability: 'authorized',
    capabilityRound: 1,
    spectator: false,
    gyroscope: null,
    throwsLeft: 0,
    charge: 0,
    joinedAt: 0,
    played: [],
    ...over,
  });
  const motion = { needsMotion: true, needsGyroscope: false };
  const gyro = { needsMotion: true, needsGyroscope: true };
  const taps = { needsMotion: false, needsGyroscope: false };

  it('a motion game needs a usable sensor; a game that turns on rotation needs a gyroscope, unless not known', () => {
    expect(mayPlay(player({}), motion)).toBe(true);
    expect(mayPlay(player({ spectator: true }), motion)).toBe(false);
    expect(mayPlay(player({ spectator: true }), taps)).toBe(true);
    expect(mayPlay(player({ gyroscope: false }), gyro)).toBe(false);
    expect(mayPlay(player({ gyroscope: false }), motion)).toBe(true);
    expect(mayPlay(player({ gyroscope: true }), gyro)).toBe(true);
    expect(mayPlay(player({ gyroscope: null }), gyro)).toBe(true); // an older phone shell that does not say
    expect(mayPlay(player({ team: null }), taps)).toBe(false);
    expect(mayPlay(player({ name: '' }), taps)).toBe(false);
  });

  it('keeps what the sensor check said of the gyroscope', () => {
    const room = { players: [player({})], system: { capabilityRound: 2 } } as unknown as Room;
    reportCapability(room, 'p', { sensor: 'authorized', intervalMs: 16, gyroscope: false });
    expect(room.players[0]!.gyroscope).toBe(false);
    reportCapability(room, 'p', { sensor: 'authorized', intervalMs: 16 });
    expect(room.players[0]!.gyroscope).toBeNull();
  });
});

describe.each(storeKinds(inject('redisUrl')))('sensor capability ($name store)', (kind) => {
  let server: TestServer;
  afterEach(async () => {
    await server?.close();
  });

  it('accepts a working sensor and makes a phone without one a spectator (SP03-401)', async () => {
    server = await kind.start();
    const { host, phones } = await roomWith(server, ['A', 'B', 'C']);
    expect(await phones[0]!.send('capability', { sensor: 'authorized', intervalMs: 16.7 })).toEqual({ ok: true });
    expect(await phones[1]!.send('capability', { sensor: 'denied', intervalMs: null })).toEqual({ ok: false, error: { group: 'SP03', code: '401' } });
    expect(await phones[2]!.send('capability', { sensor: 'authorized', intervalMs: 200 })).toMatchObject({ ok: false, error: { code: '401' } });
    const v = await host.until((x) => x.players.filter((p) => p.spectator).length === 2);
    expect(v.players.find((p) => p.name === 'A')).toMatchObject({ capability: 'authorized', spectator: false });
    await phones[1]!.until((x) => x.system.capability.spectator && x.system.capability.answered);
    // A spectator still cheers.
    expect(await phones[1]!.send('cheer', {})).toEqual({ ok: true });
    expect(await phones[0]!.send('capability', { sensor: 'sometimes' })).toMatchObject({ ok: false, error: { code: '104' } });
  });

  it('asks again on resetCapability; phones that do not answer by the deadline watch', async () => {
    server = await kind.start({ server: { capabilityDeadlineMs: 300 } });
    const { host, phones } = await roomWith(server, ['A', 'B']);
    await phones[0]!.send('capability', { sensor: 'authorized', intervalMs: 16 });
    await phones[1]!.send('capability', { sensor: 'authorized', intervalMs: 16 });
    expect(await host.send('host', { type: 'resetCapability' })).toEqual({ ok: true });
    const v = await phones[0]!.until((x) => x.system.capability.round === 2);
    expect(v.system.capability.answered).toBe(false);
    expect(v.system.capability.deadline).toBeGreaterThan(Date.now() - 1000);
    await phones[0]!.send('capability', { sensor: 'authorized', intervalMs: 16 });
    const after = await host.until((x) => x.system.capability.deadline === null, 5_000);
    expect(after.players.find((p) => p.name === 'A')?.spectator).toBe(false);
    expect(after.players.find((p) => p.name === 'B')?.spectator).toBe(true);
  });
});
