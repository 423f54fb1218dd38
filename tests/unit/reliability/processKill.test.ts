import { afterAll, describe, expect, inject, it } from 'vitest';
import type { PhoneView } from '../../../src/protocol/views';
import { TEST_LIMITS } from '../server/harness';
import { redisInstalled } from '../setup/redisProcess';
import type { Bot } from './bots/bot';
import { gm102 } from './bots/gm102';
import { gm105 } from './bots/gm105';
import { gm110 } from './bots/gm110';
import { gm112 } from './bots/gm112';
import { gm113 } from './bots/gm113';
import { gm116 } from './bots/gm116';
import { gm121 } from './bots/gm121';
import { gm127 } from './bots/gm127';
import { gm130 } from './bots/gm130';
import { gm134 } from './bots/gm134';
import { gm135 } from './bots/gm135';
import { gm139 } from './bots/gm139';
import { clientOn, Cluster, sure, type Proc, type ResyncingClient } from './cluster';
import { until } from './drops';
import { shifted } from './hostDrops';
import { FAST_SERVER, playAll } from './playThrough';
import { World, type Seat } from './world';

const BOTS: (() => Bot)[] = [gm102, gm105, gm110, gm112, gm113, gm116, gm121, gm127, gm130, gm134, gm135, gm139];

/**
 * When the owner is killed: the game's time from its start (ms), in every room at once. The first
 * falls in the practice or the first moments of play, the second mid-play, the third late in the
 * longer games and on the result of the shorter ones.
 */
const MOMENTS = [1_000, 6_000, 12_000];

/** Longer runs of the shorter games, so each is still in play at the third moment. */
const LONGER: Record<string, Record<string, unknown>> = {
  gm105: { questions: 6 },
  gm110: { customers: 3 },
  gm112: { turnsPerTeam: 2 },
  gm113: { calls: 4 },
  gm116: { turnsPerTeam: 2 },
  gm130: { halfMs: 9000 },
};

/** A taken-over game resumes this much later than it was (engine.ts TAKEOVER_LEAD_MS): the room's times move by it. */
const TAKEOVER_LEAD_MS = 800;

const debug = (...x: unknown[]) => process.env.RELIABILITY_DEBUG && console.log(new Date().toISOString().slice(11, 23), ...x);

type Placed = ResyncingClient<object>;

describe.runIf(redisInstalled())('two processes on Redis: the owner killed (SIGKILL) at three moments of every game', () => {
  let cluster: Cluster | undefined;
  afterAll(async () => {
    await cluster?.close();
  });

  it('its phones come back through the other process and play on: no room lost, no score changed', { timeout: 300_000 }, async () => {
    const bots = BOTS.map((make) => make());
    const config = {
      server: { ...TEST_LIMITS.server, ...FAST_SERVER, writeBehindMs: 20, processHeartbeatMs: 100, processDeadAfterMs: 600 },
      games: Object.fromEntries(bots.map((b) => [b.id, { ...b.params, ...LONGER[b.id] }])),
    };
    // The rules' clock a day behind the wall clock: a takeover resumes a game from its last write
    // or its owner's last moment, whichever is earlier, and the test's moved clock must not look
    // ahead of the writes' wall-clock stamps.
    cluster = new Cluster({ redisUrl: inject('redisUrl')!, config }, Date.now() - 86_400_000);
    const c = cluster;
    const [a, b] = await Promise.all([c.spawn('A'), c.spawn('B')]);
    debug('spawned');

    // Twelve rooms made on A, so A owns them; the host and two phones of each on B (relayed to A).
    const plays = await Promise.all(
      bots.map(async (bot) => {
        const room = await c.createRoom(a);
        const host = await c.host(room.roomId, room.hostToken, b);
        const seats: Seat[] = [];
        for (const [i, name] of ['L1', 'L2', 'R1', 'R2'].entries()) {
          const on = i % 2 === 0 ? a : b;
          const s = await c.seat(on, room.roomId);
          const client = await clientOn<PhoneView>(on, { role: 'phone', roomId: room.roomId, token: s.body.token });
          const team = i < 2 ? 'left' : 'right';
          expect(await sure(client, 'updateProfile', { name })).toEqual({ ok: true });
          expect(await sure(client, 'capability', { sensor: 'authorized', intervalMs: 16, gyroscope: true })).toEqual({ ok: true });
          seats.push({ index: i, name, team, token: s.body.token, playerId: s.body.playerId, client });
        }
        expect(await sure(host, 'host', { type: 'startTeamSelect' })).toEqual({ ok: true });
        for (const s of seats) expect(await sure(s.client, 'updateTeam', { team: s.team })).toEqual({ ok: true });
        expect(await sure(host, 'host', { type: 'fixTeams' })).toEqual({ ok: true });
        const w = new World(c, c, room.roomId, host, seats, room.hostToken);
        await w.settle();
        expect(await sure(host, 'host', { type: 'startGame', gameId: bot.id })).toEqual({ ok: true });
        return { w, bot };
      }),
    );
    debug('rooms');
    const roomIds = plays.map((p) => p.w.roomId);
    const t0 = c.now();

    const report = { kills: [] as { victim: string; states: string[]; back: number[] }[], relayedDropped: 0, scoresChanged: 0, roomsLost: 0 };
    let spare: Promise<Proc> | null = null;
    let spares = 0;
    let moment = 0;

    /** Kills the rooms' owner; its clients come back through the survivor; each room must play on from where it was. */
    const killOwner = async () => {
      const owners = new Set<Proc>();
      for (const id of roomIds) {
        const snaps = await Promise.all(c.live.map(async (p) => [p, await p.request({ t: 'snapshot', roomId: id })] as const));
        for (const [p, s] of snaps) if (s) owners.add(p);
      }
      expect(owners.size).toBe(1);
      const victim = [...owners][0]!;
      debug('kill', victim.name, c.now() - t0);
      // Killed once the last input is written behind: what was acknowledged must survive.
      await until(() => c.written(roomIds), 'the rooms to be written behind');
      const before = plays.map((p) => ({ host: structuredClone(p.w.host.view!), phones: p.w.seats.map((s) => structuredClone(s.client.view!)) }));
      const states = plays.map((p) => `${p.bot.id}:${p.w.host.view!.game!.phase}/${p.w.host.view!.game!.status}`);
      // The survivor's clients must stay connected through the takeover.
      const elsewhere = plays
        .flatMap((p) => [p.w.host as unknown as Placed, ...p.w.seats.map((s) => s.client as unknown as Placed)])
        .filter((x) => x.proc !== victim);
      let dropped = 0;
      for (const x of elsewhere) x.socket.on('disconnect', () => dropped++);
      const killedAt = performance.now();
      await victim.kill();
      const back = await Promise.all(
        plays.map(async (p) => {
          const w = p.w;
          if ((w.host as unknown as Placed).proc === victim) w.host = await c.host(w.roomId, w.hostToken);
          await Promise.all(
            w.seats.map(async (s) => {
              if ((s.client as unknown as Placed).proc === victim) s.client = await c.phone(w.roomId, s.token, false);
            }),
          );
          // Playing again: everyone present, the game running, every view the new owner's.
          await until(
            async () => {
              const snap = await c.snapshot(w.roomId);
              return (
                !!snap &&
                snap.hostConnected &&
                Object.values(snap.connected).every(Boolean) &&
                (snap.room.game?.result != null || snap.room.game?.clock.pausedAt === null)
              );
            },
            `room ${p.bot.id} to play again`,
            20_000,
          );
          await w.settle();
          return performance.now() - killedAt;
        }),
      );
      report.relayedDropped += dropped;
      debug('back', back.map((x) => x.toFixed(0)).join(' '));
      // Nothing lost, no score changed: every view as before, the room's times later by the takeover's lead-in.
      for (const [i, p] of plays.entries()) {
        const moved = [
          ...shifted(before[i]!.host, p.w.host.view, TAKEOVER_LEAD_MS, 'host'),
          ...p.w.seats.flatMap((s, k) => shifted(before[i]!.phones[k], s.client.view, TAKEOVER_LEAD_MS, s.name)),
        ];
        if (moved.length) {
          report.scoresChanged++;
          throw new Error(`${p.bot.id} is not as it was after its owner died:\n${moved.join('\n')}`);
        }
      }
      report.kills.push({ victim: victim.name, states, back });
    };

    /** A fresh process joins, and half of each room's phones move onto it (relayed to the owner). */
    const rebalance = async () => {
      const fresh = await spare!;
      spare = null;
      for (const p of plays) {
        for (const s of p.w.seats.filter((x) => x.index % 2 === 1)) {
          s.client.close();
          s.client = await c.phone(p.w.roomId, s.token, true, fresh);
        }
        await p.w.settle();
      }
    };

    await playAll(plays, c, async () => {
      if (spare && moment < MOMENTS.length && c.now() - t0 >= MOMENTS[moment]! - 2000) await rebalance();
      if (moment >= MOMENTS.length || c.now() - t0 < MOMENTS[moment]!) return;
      moment++;
      await killOwner();
      spare = c.spawn(`S${++spares}`);
    });
    if (spare) await spare;
    expect(moment).toBe(MOMENTS.length);
    // Every game reached its result.
    for (const p of plays) expect(p.w.host.view!.game!.result).not.toBeNull();

    const all = report.kills.flatMap((k) => k.back).sort((x, y) => x - y);
    console.log(
      `process kills: ${report.kills.length} owners killed (SIGKILL), each with ${plays.length} rooms in play; ` +
        report.kills.map((k, i) => `kill ${i + 1} (${k.victim}) at ${k.states.join(', ')}`).join('; ') +
        `; rooms back and playing: p50 ${all[Math.floor(all.length / 2)]!.toFixed(0)} ms, max ${all[all.length - 1]!.toFixed(0)} ms after the kill (over 5 s: ${all.filter((x) => x > 5000).length}); ` +
        `relayed sockets dropped: ${report.relayedDropped}; rooms lost: ${report.roomsLost}; scores changed: ${report.scoresChanged}; ` +
        `refused on the way back: ${JSON.stringify(Object.fromEntries(c.refusals))}`,
    );
    expect(report.relayedDropped).toBe(0);
  });
});
