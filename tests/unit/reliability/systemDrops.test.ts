import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SYSTEM_STATUSES, type SystemStatus } from '../../../src/protocol/enums';
import type { HostView, PhoneView } from '../../../src/protocol/views';
import type { TestClient, TestServer } from '../server/harness';
import { ManualClock } from '../server/manualClock';
import { gm121 } from './bots/gm121';
import { DROPS, dropAndBack, DropStats } from './drops';
import { playThrough, startServer } from './playThrough';
import { localServers, World, type Seat } from './world';

/**
 * Every system status of SPEC.md §4, in the order a room meets them, each with what the other
 * phones do meanwhile, and how the host moves the room on to the next.
 */
describe('a phone drops out in every system status: reload, screen lock, network loss', () => {
  const stats = new DropStats();
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
  });
  afterAll(() => {
    console.log(`phone drops in system statuses: ${stats.summary()}`);
  });

  it('gives each phone its seat, team, score and status back, while the others go on', { timeout: 60_000 }, async () => {
    const clock = new ManualClock();
    const bot = gm121();
    server = await startServer(bot, clock);
    const room = await server.createRoom();
    const host = (await server.host(room)) as TestClient<HostView>;
    const w = new World(localServers(server), clock, room.roomId, host, [], room.hostToken);
    const join = async (name: string | null) => {
      const p = await server!.phone(room.roomId);
      if (name) expect(await p.send('updateProfile', { name })).toEqual({ ok: true });
      const seat: Seat = { index: w.seats.length, name: name ?? '?', team: null, token: p.token, playerId: p.view!.me.playerId, client: p };
      w.seats.push(seat);
      return seat;
    };
    const met = new Set<SystemStatus>();
    /** Drops a phone showing `status` in every way, while the others do `others`. */
    const dropIn = async (status: SystemStatus, others: (seats: Seat[]) => Promise<unknown>) => {
      await w.settle();
      const seat = w.seats.find((s) => s.client.view!.system.status === status && !s.client.view!.game);
      if (!seat) throw new Error(`no phone shows ${status}`);
      met.add(status);
      for (const how of DROPS) {
        let othersMoved = false;
        const backMs = await dropAndBack(w, seat, how, async () => {
          const before = w.signature();
          await others(w.seats.filter((s) => s !== seat));
          await w.settle({ except: seat });
          othersMoved = w.signature() !== before;
        });
        stats.add({ game: 'system', key: status, how, backMs, othersMoved });
      }
    };
    const each = (event: string, payload: (s: Seat) => unknown) => async (seats: Seat[]) => {
      for (const s of seats) await s.client.send(event, payload(s));
    };
    const command = async (cmd: object) => expect(await host.send('host', cmd)).toEqual({ ok: true });

    // Joining: one phone has no profile yet; one has, and waits for the room.
    const a = await join(null);
    const b = await join('Bea');
    await dropIn(
      'profileInput',
      each('emote', () => ({ icon: 'clap' })),
    );
    await dropIn('waitingProfile', async () => {
      expect(await a.client.send('updateProfile', { name: 'Abe' })).toEqual({ ok: true });
      a.name = 'Abe';
    });
    await join('Cid');
    await join('Dee');
    await command({ type: 'startTeamSelect' });
    for (const s of w.seats) await s.client.send('capability', { sensor: 'authorized', intervalMs: 16, gyroscope: true });
    const teamOf = (s: Seat) => (s.index % 2 === 0 ? 'left' : 'right');
    expect(await b.client.send('updateTeam', { team: teamOf(b) })).toEqual({ ok: true });
    await dropIn(
      'teamSelect',
      each('updateTeam', (s) => ({ team: teamOf(s) })),
    );
    for (const s of w.seats) {
      expect(await s.client.send('updateTeam', { team: teamOf(s) })).toMatchObject({ ok: expect.any(Boolean) });
      s.team = teamOf(s);
    }
    await command({ type: 'fixTeams' });
    await dropIn(
      'lookNx',
      each('emote', () => ({ icon: 'wow' })),
    );
    await command({ type: 'phase', phase: 'charge' });
    await dropIn(
      'charge',
      each('charge', (s) => ({ amount: s.team === 'left' ? 1 : 0.25 })),
    );
    await command({ type: 'phase', phase: 'cheer' });
    await dropIn(
      'cheer',
      each('cheer', () => ({})),
    );
    await command({ type: 'phase', phase: 'holdingJoyCon' });
    await dropIn(
      'holdingJoyCon',
      each('emote', () => ({ icon: 'fire' })),
    );
    await command({ type: 'startRoulette', candidates: ['gm121', 'gm134'] });
    await dropIn(
      'roulette',
      each('charge', () => ({ amount: 0.5 })),
    );
    await command({ type: 'stopRoulette' });
    await dropIn(
      'rouletteStopped',
      each('emote', () => ({ icon: 'laugh' })),
    );
    await command({ type: 'eventCard', card: 'double' });
    await dropIn(
      'eventCard',
      each('emote', () => ({ icon: 'heart' })),
    );
    // A game and its result: the score moves (doubled by the card), then items fly.
    await playThrough(w, bot);
    await command({ type: 'endGame' });
    await w.settle();
    const scores = w.seats[0]!.client.view!.system.scores;
    expect(scores.left + scores.right).toBeGreaterThan(0);
    await dropIn(
      'itemThrowing',
      each('throwItem', () => ({ itemId: 'star' })),
    );
    await command({ type: 'startMvpVote', choices: [a.playerId, b.playerId], durationMs: 15_000 });
    await dropIn(
      'votingMvp',
      each('vote', (s) => ({ choice: s === a ? b.playerId : a.playerId })),
    );
    await w.settle();
    for (const s of w.seats) expect((s.client.view as PhoneView).system.scores).toEqual(scores);
    expect([...met].sort()).toEqual([...SYSTEM_STATUSES].sort());
  });
});
