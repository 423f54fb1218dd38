/**
 * The soak (`npm run soak`): 2,000 phones (real socket.io clients) in 20 rooms play jump rope
 * against the real server (a child process, so its RSS is its own) for 10 minutes, the hosts
 * closing each result and starting the next game. It passes when, after a warm-up, the server's
 * memory stays flat (the last minute's median RSS within 10 % of the first minute's after the
 * warm-up), no client met an error (a refused ack, a pushed error, an ack that never came, a
 * disconnect, a refused connection; a cheer or heartbeat shed under load, 3007 by design, and
 * an entry or a heartbeat the rules refuse for coming after its moment, 3002, are counted apart)
 * and no seat was lost (every phone seated at the start is in
 * its room at the end, connected, with its own seat). Exits 1 when it does not.
 *
 *   npm run soak                                           the full size: 20 rooms × 100 phones, 10 minutes
 *   npm run soak -- --minutes 2 --rooms 4 --phones 400     a shorter run (phones in all)
 *   … --warmup 3 (minutes before memory counts: the heap fills to its working size first), --no-photos
 *
 * Reuses the load generator of `npm run bench:server` (benchmarks/server/): the rooms fill as in
 * the bench (photos, the sensor check, teams), then the phones play as its phones do.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchConfig } from '../../benchmarks/server/benchConfig';
import { killAll, killChildrenOnExit, machineBusyMs } from '../../benchmarks/server/children';
import { fillRooms, short, type Rooms } from '../../benchmarks/server/roomSetup';
import { Run } from '../../benchmarks/server/run';
import { startServer, type Proc } from '../../benchmarks/server/serverProcess';

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: {
    minutes: { type: 'string', default: '10' },
    rooms: { type: 'string', default: '20' },
    phones: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '3' },
    'no-photos': { type: 'boolean', default: false },
  },
});

const number = (raw: string, name: string, min: number, max: number) => {
  const v = Number(raw);
  if (!Number.isFinite(v) || v < min || v > max) {
    console.error(`--${name} must be a number from ${min} to ${max}`);
    process.exit(2);
  }
  return v;
};
const minutes = number(flags.minutes, 'minutes', 0.5, 120);
const rooms = Math.round(number(flags.rooms, 'rooms', 1, 20));
const phones = Math.round(number(flags.phones, 'phones', 2 * rooms, 2000));
const warmup = number(flags.warmup, 'warmup', 0, minutes / 2);
const perRoom = Math.floor(phones / rooms);
/** Memory is compared over a minute at each end (shorter runs: a fifth of what follows the warm-up). */
const SPAN_MS = Math.min(60_000, ((minutes - warmup) * 60_000) / 5);
const GROWTH_LIMIT = 0.1;
/** The droppable streams the server may shed under overload (src/server/live/inputs.ts). */
const SHED = /^Application-3007 (cheer|emote|gm\d{3}:heartbeat)$/;
/** A game's timed intents the rules refuse once their moment is over (an entry after the entry window). */
const LATE = /^Application-3002 gm\d{3}:(entry|completeTutorial|heartbeat)$/;
const SAMPLE_MS = 5_000;

const say = (line: string) => console.error(line);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function main(): Promise<number> {
  killChildrenOnExit();
  const dir = mkdtempSync(join(tmpdir(), 'pg-soak-'));
  const config = join(dir, 'config.json');
  writeFileSync(config, JSON.stringify(benchConfig({ phones: perRoom })));
  const run = new Run(false);
  const into: Rooms = { hosts: [], phones: [], joined: [], failures: {} };
  let server: Proc | null = null;
  const rss: { at: number; mb: number }[] = [];
  const failures: string[] = [];
  try {
    server = await startServer('server', config, null);
    say(`soak: ${rooms} rooms × ${perRoom} phones${flags['no-photos'] ? '' : ' with photos'} for ${minutes} min (memory counted after ${warmup} min)…`);
    const setupStart = performance.now();
    await fillRooms(run, into, { urls: [server.url], rooms, phones: perRoom, photos: !flags['no-photos'], maxMotion: false }, say);
    const { hosts, joined } = into;
    say(`  ${joined.length} of ${rooms * perRoom} phones seated in teams after ${((performance.now() - setupStart) / 1000).toFixed(0)} s`);
    if (joined.length < rooms * perRoom) failures.push(`only ${joined.length} of ${rooms * perRoom} phones could join: ${JSON.stringify(into.failures)}`);
    // Who sits where at the start: each phone's seat, by room.
    const seats = new Map(joined.map((p) => [p, p.link.view!.me.playerId]));

    run.phase = 'window';
    run.windowStart = performance.now();
    const machine0 = machineBusyMs();
    const cpu0 = server.cpuMs() ?? 0;
    // Rooms start their first game a second apart, as rooms do, not all on the same beat.
    hosts.forEach((h, r) =>
      setTimeout(() => {
        h.loopGames();
        void h.startGame().catch((err) => failures.push(`startGame refused: ${short(err)}`));
      }, r * 1_000),
    );
    const sampler = setInterval(() => {
      const mb = server!.rssMb();
      if (mb !== null) rss.push({ at: run.now(), mb });
      if (!server!.alive()) failures.push(`the server exited: ${server!.stderr().trim().split('\n').slice(-3).join(' | ')}`);
    }, SAMPLE_MS);
    const progress = setInterval(() => {
      const last = rss[rss.length - 1];
      say(
        `  ${(run.now() / 60_000).toFixed(1)} min: RSS ${last?.mb.toFixed(0) ?? '?'} MB; acks ${run.m.ack.count}, ack p99 ${run.m.ack.quantile(0.99).toFixed(1)} ms; ` +
          `errors ${run.m.ackErrors.total + run.m.errorEvents.total}, disconnects ${run.m.disconnects}`,
      );
    }, 60_000);
    await sleep(minutes * 60_000);
    clearInterval(sampler);
    clearInterval(progress);
    const elapsed = run.now();
    run.phase = 'after';
    for (const h of hosts) h.stop();
    for (const p of into.phones) p.stop();

    // No seat lost: each room has exactly the phones seated at the start, each on its own seat, connected.
    let lost = 0;
    for (const [r, h] of hosts.entries()) {
      const players = h.link.view?.players ?? [];
      const mine = joined.filter((p) => p.name.startsWith(`r${r}p`));
      for (const p of mine) {
        const seat = players.find((x) => x.id === seats.get(p));
        if (!seat?.connected || p.link.view?.me.playerId !== seats.get(p) || !p.link.connected) lost++;
      }
      if (players.filter((x) => x.name).length !== into.phones.filter((p) => p.name.startsWith(`r${r}p`) && p.joined).length) lost++;
    }

    // Memory: the first minute after the warm-up against the last minute.
    const warm = warmup * 60_000;
    const early = rss.filter((s) => s.at >= warm && s.at < warm + SPAN_MS).map((s) => s.mb);
    const late = rss.filter((s) => s.at >= elapsed - SPAN_MS).map((s) => s.mb);
    const base = median(early);
    const end = median(late);
    const growth = end / base - 1;
    const m = run.m;
    // A cheer or a heartbeat answered 3007 was shed by design (the server keeps its time for what
    // decides games when the machine is busy): counted apart, with how busy the machine was.
    // A timed intent that came after its moment (the generator's timers run late on a busy
    // machine) is refused by the rules: counted apart too.
    const count = (re: RegExp) =>
      [...Object.entries(m.ackErrors.counts), ...Object.entries(m.errorEvents.counts)].filter(([k]) => re.test(k)).reduce((n, [, v]) => n + v, 0);
    const shed = count(SHED);
    const late = count(LATE);
    const errors = m.ackErrors.total + m.errorEvents.total - shed - late + m.ackTimeouts + m.acksLost + m.disconnects + m.connectErrors;
    const machine1 = machineBusyMs();
    const serverCpu = (server.cpuMs() ?? 0) - cpu0;
    const otherPct = machine0 !== null && machine1 !== null ? ((machine1 - machine0 - serverCpu) / elapsed) * 100 : null;
    console.log(
      [
        `soak: ${rooms} rooms × ${perRoom} phones (${joined.length} seated), ${(elapsed / 60_000).toFixed(1)} min of play, ${hosts.reduce((n, h) => n + (h.link.view?.system.history.length ?? 0), 0)} games finished`,
        `  server RSS: ${base.toFixed(0)} MB after the ${warmup}-min warm-up (median of ${early.length} samples), ${end.toFixed(0)} MB at the end (median of ${late.length}): growth ${(growth * 100).toFixed(1)} % (limit ${GROWTH_LIMIT * 100} %); min ${Math.min(...rss.map((s) => s.mb)).toFixed(0)}, max ${Math.max(...rss.map((s) => s.mb)).toFixed(0)} MB`,
        `  acks: ${m.ack.count}, p50 ${m.ack.quantile(0.5).toFixed(1)} ms, p99 ${m.ack.quantile(0.99).toFixed(1)} ms, max ${m.ack.max.toFixed(0)} ms; motion emits ${m.sent.motion}; clock pings ${m.sent.ping}`,
        `  errors: ${errors} (refused acks ${JSON.stringify(m.ackErrors.counts)}, pushed ${JSON.stringify(m.errorEvents.counts)}, ack timeouts ${m.ackTimeouts}, acks lost ${m.acksLost}, disconnects ${m.disconnects}, refused connections ${m.connectErrors}); ` +
          `shed by design under load (3007 on cheers, heartbeats): ${shed}; timed intents refused as late (3002): ${late}`,
        `  CPU: server ${((serverCpu / elapsed) * 100).toFixed(0)} % of a core; the generator and everything else on the machine ${otherPct === null ? '?' : otherPct.toFixed(0)} % (${cpus().length} cores)`,
        `  seats lost: ${lost}; passes judged ${m.judged.total} (${JSON.stringify(m.judged.counts)}), on-time hops judged out ${m.wrongOuts}`,
      ].join('\n'),
    );
    if (!(growth < GROWTH_LIMIT)) failures.push(`RSS grew ${(growth * 100).toFixed(1)} % after the warm-up`);
    if (errors > 0) failures.push(`${errors} errors`);
    if (lost > 0) failures.push(`${lost} seats lost`);
  } catch (err) {
    failures.push(String((err as Error)?.stack ?? err));
  } finally {
    for (const p of into.phones) p.close();
    for (const h of into.hosts) {
      h.stop();
      h.link?.close();
    }
    await server?.stop();
    killAll();
    rmSync(dir, { recursive: true, force: true });
  }
  if (failures.length) console.log(`soak FAILED: ${[...new Set(failures)].join('; ')}`);
  else console.log('soak passed');
  return failures.length ? 1 : 0;
}

void main().then((code) => process.exit(code));
