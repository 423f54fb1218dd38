import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { PhoneView } from '../../../src/protocol/views';
import { TEST_LIMITS } from '../server/harness';
import { RedisProcess, redisInstalled } from '../setup/redisProcess';
import type { Bot } from './bots/bot';
import { gm113 } from './bots/gm113';
import { gm121 } from './bots/gm121';
import { gm127 } from './bots/gm127';
import { gm135 } from './bots/gm135';
import { clientOn, Cluster, sure, type ResyncingClient } from './cluster';
import { until } from './drops';
import { shifted } from './hostDrops';
import { FAST_SERVER, playAll } from './playThrough';
import { World, type Seat } from './world';

/** When Redis goes away: the games' time from their start (mid-play in each). */
const OUTAGE_AT = 3_000;
/** How long it stays away (real time): longer than a lease, a heartbeat's limit and a relayed call. */
const OUTAGE_MS = 2_500;
const TAKEOVER_LEAD_MS = 800;
const debug = (...x: unknown[]) => process.env.RELIABILITY_DEBUG && console.log(new Date().toISOString().slice(11, 23), ...x);

/** A profile photo the server takes by its bytes: a PNG's signature and filler. */
const photo = (fill: number) =>
  `data:image/png;base64,${Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(300, fill)]).toString('base64')}`;

type Placed = ResyncingClient<object>;
const placed = (c: unknown) => c as Placed;

describe.runIf(redisInstalled())('Redis restarted mid-game (its data gone: no persistence)', () => {
  let redis: RedisProcess | undefined;
  let cluster: Cluster | undefined;
  afterAll(async () => {
    await cluster?.close();
    await redis?.destroy();
  });

  it('phones see SP01-105 / 2003 meanwhile, then everything recovers by itself with nothing lost', { timeout: 180_000 }, async () => {
    redis = await RedisProcess.start();
    const r = redis;
    const bots: Bot[] = [gm113(), gm121(), gm127(), gm135()];
    const config = {
      server: { ...TEST_LIMITS.server, ...FAST_SERVER, writeBehindMs: 20, processHeartbeatMs: 100, processDeadAfterMs: 600 },
      games: Object.fromEntries(bots.map((b) => [b.id, b.params])),
    };
    cluster = new Cluster({ redisUrl: r.url, config }, Date.now() - 86_400_000);
    const c = cluster;
    const [a, b] = await Promise.all([c.spawn('A'), c.spawn('B')]);

    // Rooms made on A (their owner); the host and two phones of each on B, relayed to A. Every phone has a photo.
    const plays = await Promise.all(
      bots.map(async (bot, k) => {
        const room = await c.createRoom(a);
        const host = await c.host(room.roomId, room.hostToken, b);
        const seats: Seat[] = [];
        for (const [i, name] of ['L1', 'L2', 'R1', 'R2'].entries()) {
          const on = i % 2 === 0 ? a : b;
          const s = await c.seat(on, room.roomId);
          const client = await clientOn<PhoneView>(on, { role: 'phone', roomId: room.roomId, token: s.body.token });
          expect(await sure(client, 'updateProfile', { name, photo: photo(k * 4 + i + 1) })).toEqual({ ok: true });
          expect(await sure(client, 'capability', { sensor: 'authorized', intervalMs: 16, gyroscope: true })).toEqual({ ok: true });
          seats.push({ index: i, name, team: i < 2 ? 'left' : 'right', token: s.body.token, playerId: s.body.playerId, client });
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
    const roomIds = plays.map((p) => p.w.roomId);
    const photos = plays.flatMap((p) => p.w.seats.map((s) => s.client.view!.me.photo!));
    const t0 = c.now();
    const report = { relayedRefused: [] as string[], reloadRefused: [] as string[], ownerOk: 0, backMs: 0, reconnected: 0, writtenBackMs: 0 };
    let restarted = false;

    const restart = async () => {
      await until(() => c.written(roomIds), 'the rooms to be written behind');
      const before = plays.map((p) => ({ host: structuredClone(p.w.host.view!), phones: p.w.seats.map((s) => structuredClone(s.client.view!)) }));
      await r.stop();
      const downAt = performance.now();
      // Meanwhile: a phone relayed through B cannot reach its room's owner (2003); a phone
      // reloading through B cannot get its seat (SP01-105); the owner's own phones play on (a
      // decision each: its profile sent again).
      for (const p of plays) {
        const relayed = p.w.seats.find((s) => placed(s.client).proc === b)!;
        const ack = await relayed.client.send('updateProfile', { name: relayed.name });
        report.relayedRefused.push(ack.ok ? 'ok' : `${ack.error.group}-${ack.error.code}`);
        const seat = await c.seat(b, p.w.roomId, relayed.token);
        report.reloadRefused.push(seat.status === 200 ? 'ok' : `${seat.body.error?.group}-${seat.body.error?.code}`);
        const local = p.w.seats.find((s) => placed(s.client).proc === a)!;
        if ((await local.client.send('updateProfile', { name: local.name })).ok) report.ownerOk++;
      }
      const left = OUTAGE_MS - (performance.now() - downAt);
      if (left > 0) await new Promise((res) => setTimeout(res, left));
      debug('outage over');
      await r.start();
      const upAt = performance.now();
      // By itself: the rooms are written to the new Redis again (with their leases), photos too.
      const raw = new Redis(r.url);
      try {
        await until(async () => (await raw.exists(...roomIds.map((id) => `pg:room:${id}`))) === roomIds.length, 'the rooms to be written again', 20_000);
        await until(async () => (await raw.exists(...roomIds.map((id) => `pg:own:${id}`))) === roomIds.length, 'the leases to be held again', 20_000);
        report.writtenBackMs = performance.now() - upAt;
      } finally {
        raw.disconnect();
      }
      debug('written back');
      // A socket the outage cut comes back, as socket.io does by itself.
      for (const p of plays) {
        if (!p.w.host.socket.connected) {
          report.reconnected++;
          p.w.host = await c.host(p.w.roomId, p.w.hostToken);
        }
        for (const s of p.w.seats) {
          if (s.client.socket.connected) continue;
          report.reconnected++;
          s.client = await c.phone(p.w.roomId, s.token, false);
        }
      }
      // Relayed phones reach their rooms again.
      for (const p of plays) {
        const relayed = p.w.seats.find((s) => placed(s.client).proc === b) ?? p.w.seats[1]!;
        await until(
          async () => (await relayed.client.send('updateProfile', { name: relayed.name })).ok,
          `${p.bot.id}'s relayed phone to reach its room`,
          20_000,
        );
      }
      debug('relayed reach');
      for (const p of plays) await p.w.settle();
      report.backMs = performance.now() - upAt;
      // Nothing lost: every view as before but for the cheers sent meanwhile (host only) and presence.
      for (const [i, p] of plays.entries()) {
        for (const [k, s] of p.w.seats.entries()) {
          const d = shifted(before[i]!.phones[k], s.client.view, 0, s.name);
          if (d.length) throw new Error(`${p.bot.id}: ${s.name}'s view changed over the outage:\n${d.join('\n')}`);
        }
        const h = shifted(before[i]!.host, p.w.host.view!, 0, 'host');
        if (h.length) throw new Error(`${p.bot.id}: the host's view changed over the outage:\n${h.join('\n')}`);
      }
      for (const url of photos) expect((await fetch(b.url + url)).status).toBe(200);
    };

    await playAll(plays, c, async () => {
      if (restarted || c.now() - t0 < OUTAGE_AT) return;
      restarted = true;
      await restart();
    });
    expect(restarted).toBe(true);
    for (const p of plays) expect(p.w.host.view!.game!.result).not.toBeNull();

    // What Redis holds after the restart is whole: the owner dies, B takes every room over from it as it was.
    await until(() => c.written(roomIds), 'the rooms to be written behind');
    const before = plays.map((p) => ({ host: structuredClone(p.w.host.view!), phones: p.w.seats.map((s) => structuredClone(s.client.view!)) }));
    await a.kill();
    for (const p of plays) {
      if (placed(p.w.host).proc === a) p.w.host = await c.host(p.w.roomId, p.w.hostToken);
      for (const s of p.w.seats) if (placed(s.client).proc === a) s.client = await c.phone(p.w.roomId, s.token, false);
    }
    for (const [i, p] of plays.entries()) {
      await until(async () => {
        const snap = await c.snapshot(p.w.roomId);
        return !!snap && snap.hostConnected && Object.values(snap.connected).every(Boolean);
      }, `${p.bot.id} to be taken over`);
      await p.w.settle();
      const moved = [
        ...shifted(before[i]!.host, p.w.host.view, TAKEOVER_LEAD_MS, 'host'),
        ...p.w.seats.flatMap((s, k) => shifted(before[i]!.phones[k], s.client.view, TAKEOVER_LEAD_MS, s.name)),
      ];
      if (moved.length) throw new Error(`${p.bot.id} after the restart and a takeover:\n${moved.join('\n')}`);
    }
    for (const url of photos) expect((await fetch(b.url + url)).status).toBe(200);

    const gaps = plays.reduce((n, p) => n + placed(p.w.host).gaps + p.w.seats.reduce((m, s) => m + placed(s.client).gaps, 0), 0);
    const count = (xs: string[]) => JSON.stringify(Object.fromEntries([...new Set(xs)].map((x) => [x, xs.filter((y) => y === x).length])));
    console.log(
      `Redis restart: down ${OUTAGE_MS} ms mid-game in ${plays.length} rooms; relayed phones' intents meanwhile: ${count(report.relayedRefused)}; ` +
        `reloads through the relay: ${count(report.reloadRefused)}; the owner's own phones played on: ${report.ownerOk} of ${plays.length}; ` +
        `rooms and leases written again ${report.writtenBackMs.toFixed(0)} ms after Redis was back; everything back ${report.backMs.toFixed(0)} ms after; ` +
        `sockets that had to reconnect: ${report.reconnected}; views lost on the way and sent whole again: ${gaps}; views changed: 0; photos lost: 0; then the owner killed: every room taken over from Redis as it was`,
    );
    expect(report.relayedRefused.every((x) => x === 'Room-2003')).toBe(true);
    expect(report.reloadRefused.every((x) => x === 'SP01-105')).toBe(true);
    expect(report.ownerOk).toBe(plays.length);
  });
});
