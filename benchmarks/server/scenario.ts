/**
 * One scenario: start the server process(es), fill R rooms with N phones (photos, teams), play
 * jump rope in every room for the measured window, read what the clients and the server
 * processes show, then replay the same traffic against the echo server.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { benchConfig } from './benchConfig';
import { replayOnEcho, type EchoResult } from './echoReplay';
import type { Link } from './link';
import { fillRooms, short, type Rooms } from './roomSetup';
import { Run } from './run';
import { machineBusyMs } from './children';
import { devStatistics, redisInstalled, startRedis, startServer, type DevStatistics, type Proc } from './serverProcess';
import type { Quantiles } from './stats';

export type Targets = {
  ackP99Ms?: number;
  stallMs?: number;
  zeroDisconnects?: boolean;
  zeroWrongOuts?: boolean;
  cpuRatio?: number;
  zeroLockFailures?: boolean;
  takeoverS?: number;
};

export type ScenarioSpec = {
  title: string;
  rooms: number;
  phones: number;
  photos: boolean;
  maxMotion: boolean;
  /** Two server processes on one Redis, half the phones on each. */
  redis: boolean;
  /** Kill the room's owner process (its creator, where the host is) halfway through the window. */
  kill: boolean;
  seconds: number;
  echo: boolean;
  targets: Targets;
};

export type ScenarioResult = {
  spec: ScenarioSpec;
  skipped?: string;
  error?: string;
  setupS?: number;
  phonesJoined?: number;
  setupFailures?: Record<string, number>;
  windowS?: number;
  sent?: { acked: number; motion: number; ping: number; probe: number; total: number; perS: number };
  serverEvents?: number | null;
  ack?: Quantiles;
  ackTimeouts?: number;
  acksLost?: number;
  ackErrors?: Record<string, number>;
  errorEvents?: Record<string, number>;
  joinAck?: Quantiles;
  stall?: { maxMs: number | null; p99Ms: number | null; gcMaxMs: number | null };
  probe?: Quantiles;
  ping?: Quantiles;
  server?: {
    cpuMs: number;
    cpuPct: number;
    cpuMsPerEvent: number;
    rssMaxMb: number;
    rssEndMb: number | null;
    processes: { name: string; cpuPct: number; rssMaxMb: number }[];
  };
  redisCpuPct?: number;
  echo?: EchoResult | { error: string };
  cpuRatio?: number;
  views?: { phoneBytesPerS: number; phoneMsgsPerS: number; hostBytesPerS: number; hostMsgsPerS: number };
  /** In the window; `disconnectsJoining` before it. */
  disconnects?: number;
  disconnectsJoining?: number;
  disconnectsBeforeKill?: number;
  connectErrors?: number;
  reconnects?: number;
  resyncs?: number;
  droppedWhileDown?: number;
  judged?: Record<string, number>;
  hops?: number;
  wrongOuts?: number;
  wrongOutsAfterKill?: number;
  lateOuts?: number;
  offClockOuts?: number;
  syncError?: Quantiles;
  unsentOuts?: number;
  lockFailures?: number;
  /** CPU the rest of the machine used during the window (% of one core; the machine has os.cpus().length). */
  otherCpuPct?: number;
  generator?: { cpuPct: number; loopMaxMs: number; loopP99Ms: number; hopLag: Quantiles };
  kill?: { atS: number; progressAfterS: number | null; phonesBackS: number | null; hostBackS: number | null; phonesMoved: number };
  serverExited?: string;
};

/** The stall probe: one clock ping this often on one connection per server process. */
const PROBE_MS = 20;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runScenario(spec: ScenarioSpec, say: (line: string) => void): Promise<ScenarioResult> {
  const result: ScenarioResult = { spec };
  if (spec.redis && !redisInstalled()) return { spec, skipped: 'redis-server is not installed (apt-get install redis-server), so this scenario did not run' };
  const dir = mkdtempSync(join(tmpdir(), 'pg-bench-server-'));
  const config = join(dir, 'config.json');
  writeFileSync(config, JSON.stringify(benchConfig({ phones: spec.phones })));
  const run = new Run(spec.echo);
  let redis: Proc | null = null;
  let procs: Proc[] = [];
  const rooms: Rooms = { hosts: [], phones: [], joined: [], failures: {} };
  let view = { hz: 0, bytes: 0 };
  try {
    if (spec.redis) redis = await startRedis();
    const redisUrl = redis?.url ?? null;
    procs = await Promise.all(spec.redis ? [startServer('A', config, redisUrl), startServer('B', config, redisUrl)] : [startServer('server', config, null)]);
    const urls = procs.map((p) => p.url);
    say(`  ${procs.length} server process(es) up${redis ? ' on Redis' : ''}; ${spec.rooms} room(s), ${spec.rooms * spec.phones} phones joining…`);

    const setupStart = performance.now();
    await fillRooms(run, rooms, { urls, rooms: spec.rooms, phones: spec.phones, photos: spec.photos, maxMotion: spec.maxMotion }, say);
    const { hosts, phones, joined } = rooms;
    result.setupS = (performance.now() - setupStart) / 1000;
    result.phonesJoined = joined.length;
    result.setupFailures = rooms.failures;
    result.joinAck = run.m.joinAck.summary();
    say(`  ${joined.length} phones in teams after ${result.setupS.toFixed(1)} s; playing for ${spec.seconds} s…`);
    await sleep(1_000);

    // The measured window.
    const stats0 = await Promise.all(procs.map((p) => devStatistics(p.url)));
    const cpu0 = procs.map((p) => p.cpuMs() ?? 0);
    const cpuEnd: (number | null)[] = procs.map(() => null);
    const redisCpu0 = redis?.cpuMs() ?? 0;
    const rssMax = procs.map((p) => p.rssMb() ?? 0);
    const gen0 = process.cpuUsage();
    const machine0 = machineBusyMs();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    run.phase = 'window';
    run.windowStart = performance.now();
    const killed = new Set<Proc>();
    const sampler = setInterval(() => {
      procs.forEach((p, n) => {
        rssMax[n] = Math.max(rssMax[n]!, p.rssMb() ?? 0);
        if (!p.alive() && !killed.has(p) && !result.serverExited) {
          result.serverExited = `${p.name} exited (${p.child.exitCode ?? p.child.signalCode}) at ${(run.now() / 1000).toFixed(1)} s: ${p.stderr().trim().split('\n').slice(-3).join(' | ')}`;
        }
      });
    }, 1_000);
    const wall = () => performance.timeOrigin + performance.now();
    const probeLinks: Link<object>[] = [hosts[0]!.link];
    if (procs.length > 1) {
      const onB = joined.find((p) => p.link.url === procs[1]!.url);
      if (onB) probeLinks.push(onB.link);
    }
    const probes = probeLinks.map((l) => setInterval(() => void l.ping(wall, 'probe'), PROBE_MS));
    for (const h of hosts) {
      h.loopGames();
      void h.startGame().catch((err) => say(`  startGame refused: ${short(err)}`));
    }

    let killWatch: NodeJS.Timeout | null = null;
    let killTimer: NodeJS.Timeout | null = null;
    if (spec.kill && procs.length > 1) {
      const owner = procs[0]!;
      killTimer = setTimeout(
        () => {
          const moved = joined.filter((p) => p.link.url === owner.url);
          cpuEnd[0] = owner.cpuMs();
          killed.add(owner);
          owner.child.kill('SIGKILL');
          run.killAt = run.now();
          const k = {
            atS: run.killAt / 1000,
            progressAfterS: null as number | null,
            phonesBackS: null as number | null,
            hostBackS: null as number | null,
            phonesMoved: moved.length,
          };
          result.kill = k;
          say(`  killed ${owner.name} (the room's owner: its creator, with the host) at ${k.atS.toFixed(1)} s; ${moved.length} phones and the host were on it`);
          killWatch = setInterval(() => {
            const since = (run.now() - run.killAt!) / 1000;
            if (k.phonesBackS === null && moved.every((p) => p.link.connected && p.link.url !== owner.url)) k.phonesBackS = since;
            if (k.hostBackS === null && hosts[0]!.link.connected && hosts[0]!.link.url !== owner.url) k.hostBackS = since;
          }, 50);
        },
        (spec.seconds * 1000) / 2,
      );
    }

    await sleep(spec.seconds * 1000);
    const elapsed = run.now();
    procs.forEach((p, n) => {
      if (!killed.has(p)) cpuEnd[n] = p.cpuMs();
    });
    const redisCpu = (redis?.cpuMs() ?? 0) - redisCpu0;
    const gen = process.cpuUsage(gen0);
    const machine1 = machineBusyMs();
    loop.disable();
    run.phase = 'after';
    clearInterval(sampler);
    probes.forEach(clearInterval);
    if (killTimer) clearTimeout(killTimer);
    if (killWatch) clearInterval(killWatch);
    if (result.kill && run.progressAfterKill !== null) result.kill.progressAfterS = (run.progressAfterKill - run.killAt!) / 1000;
    for (const h of hosts) h.stop();
    for (const p of phones) p.stop();
    const stats1 = await Promise.all(procs.map((p) => (killed.has(p) ? null : devStatistics(p.url))));

    const m = run.m;
    const s = elapsed / 1000;
    result.windowS = s;
    // CPU per event counts the clients' traffic; the probe's few cheap pings are left out on both sides.
    const sentTotal = m.sent.acked + m.sent.motion + m.sent.ping;
    result.sent = { ...m.sent, total: sentTotal, perS: sentTotal / s };
    result.serverEvents = serverEvents(stats0, stats1);
    result.ack = m.ack.summary();
    result.ackTimeouts = m.ackTimeouts;
    result.acksLost = m.acksLost;
    result.ackErrors = m.ackErrors.counts;
    result.errorEvents = m.errorEvents.counts;
    result.stall = eventLoop(stats1);
    result.probe = m.probe.summary();
    result.ping = m.ping.summary();
    const cpus = procs.map((_, n) => Math.max(0, (cpuEnd[n] ?? cpu0[n]!) - cpu0[n]!));
    const cpuMs = cpus.reduce((a, b) => a + b, 0);
    result.server = {
      cpuMs,
      cpuPct: (cpuMs / elapsed) * 100,
      cpuMsPerEvent: cpuMs / sentTotal,
      rssMaxMb: rssMax.reduce((a, b) => a + b, 0),
      rssEndMb: sumOrNull(procs.map((p) => p.rssMb())),
      processes: procs.map((p, n) => ({ name: p.name, cpuPct: (cpus[n]! / elapsed) * 100, rssMaxMb: rssMax[n]! })),
    };
    if (redis) result.redisCpuPct = (redisCpu / elapsed) * 100;
    const n = Math.max(1, joined.length);
    result.views = {
      phoneBytesPerS: m.views.phoneBytes / n / s,
      phoneMsgsPerS: m.views.phoneMsgs / n / s,
      hostBytesPerS: m.views.hostBytes / hosts.length / s,
      hostMsgsPerS: m.views.hostMsgs / hosts.length / s,
    };
    view = { hz: result.views.phoneMsgsPerS, bytes: m.views.phoneMsgs ? m.views.phoneBytes / m.views.phoneMsgs : 0 };
    result.disconnects = m.disconnectsAt.filter((t) => t >= 0).length;
    result.disconnectsJoining = m.disconnectsAt.filter((t) => t < 0).length;
    if (run.killAt !== null) {
      result.disconnectsBeforeKill = m.disconnectsAt.filter((t) => t < run.killAt!).length;
      result.wrongOutsAfterKill = m.wrongOutsAt.filter((t) => t >= run.killAt!).length;
    }
    result.connectErrors = m.connectErrors;
    result.reconnects = m.reconnects;
    result.resyncs = m.resyncs;
    result.droppedWhileDown = m.droppedWhileDown;
    result.judged = m.judged.counts;
    result.hops = m.hops;
    result.wrongOuts = m.wrongOuts;
    result.lateOuts = m.lateOuts;
    result.offClockOuts = m.offClockOuts;
    result.syncError = m.syncError.summary();
    result.unsentOuts = m.unsentOuts;
    result.lockFailures = m.lockFailures();
    const genMs = (gen.user + gen.system) / 1000;
    result.generator = { cpuPct: (genMs / elapsed) * 100, loopMaxMs: loop.max / 1e6, loopP99Ms: loop.percentile(99) / 1e6, hopLag: m.hopLag.summary() };
    // Whatever else ran on the machine meanwhile (another test run, a build) took CPU from both sides.
    if (machine0 !== null && machine1 !== null) result.otherCpuPct = Math.max(0, ((machine1 - machine0 - cpuMs - genMs - redisCpu) / elapsed) * 100);
  } catch (err) {
    result.error = String((err as Error)?.stack ?? err);
    for (const p of procs) if (!p.alive()) result.error += `\n${p.name} stderr: ${p.stderr().trim().split('\n').slice(-5).join('\n')}`;
  } finally {
    for (const p of rooms.phones) p.close();
    for (const h of rooms.hosts) {
      h.stop();
      h.link?.close();
    }
    for (const p of procs) await p.stop();
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  if (spec.echo && !result.error && result.sent) {
    say(`  replaying the same ${run.records.length} emits on ${run.linkCount} connections against the bare echo server…`);
    try {
      const echo = await replayOnEcho(run.records, run.linkCount, spec.seconds, view);
      result.echo = echo;
      if (result.server) result.cpuRatio = result.server.cpuMsPerEvent / echo.cpuMsPerEvent;
    } catch (err) {
      result.echo = { error: short(err) };
    }
  }
  return result;
}

function serverEvents(before: (DevStatistics | null)[], after: (DevStatistics | null)[]): number | null {
  let sum = 0;
  for (let i = 0; i < after.length; i++) {
    const a = after[i]?.eventsTotal;
    const b = before[i]?.eventsTotal;
    if (typeof a !== 'number' || typeof b !== 'number') return null;
    sum += a - b;
  }
  return sum;
}

/** The server's own event-loop figures since the window began (the max over processes). */
function eventLoop(after: (DevStatistics | null)[]): NonNullable<ScenarioResult['stall']> {
  const loops = after.map((s) => s?.eventLoop).filter((l): l is NonNullable<DevStatistics['eventLoop']> => !!l);
  const max = (xs: (number | undefined)[]) => {
    const ok = xs.filter((x): x is number => typeof x === 'number');
    return ok.length ? Math.max(...ok) : null;
  };
  return { maxMs: max(loops.map((l) => l.maxMs)), p99Ms: max(loops.map((l) => l.p99Ms)), gcMaxMs: max(loops.map((l) => l.gcMaxMs)) };
}

function sumOrNull(xs: (number | null)[]): number | null {
  const ok = xs.filter((x): x is number => x !== null);
  return ok.length ? ok.reduce((a, b) => a + b, 0) : null;
}
