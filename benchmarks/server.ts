/**
 * Server load (`npm run bench:server`): real socket.io clients on loopback play jump rope (gm116)
 * against the real server, started as a child process so its CPU and RSS are its own, beside a
 * bare socket.io echo server replaying the same traffic. Printed figures, not a test: it exits 0
 * whatever they are.
 *
 *   npm run bench:server                      the issue's scenarios in sequence (same as --all)
 *   npm run bench:server -- --rooms 1 --phones 100 --photos --seconds 30
 *   npm run bench:server -- --phones 100 --photos --max-motion
 *   npm run bench:server -- --phones 100 --photos --redis [--kill]
 *   … --no-echo (skip the baseline)  --json (JSON on stdout instead of tables)
 *   … --profile <dir> (each server writes a V8 CPU profile there, for Chrome DevTools or speedscope)
 *
 * Bounded: at most 20 rooms, 200 phones a room, 2000 phones in all, 600 s a window; every child
 * process (servers, echo, redis-server) is killed at the end, on an error and on Ctrl-C.
 * Progress goes to stderr. See benchmarks/server/ for how each part works. `serverBench()` and
 * `serverFigures()` give `npm run bench` its part.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { killAll, killChildrenOnExit } from './server/children';
import { runScenario, type ScenarioResult, type ScenarioSpec } from './server/scenario';
import { profileServersInto } from './server/serverProcess';
import { renderScenario } from './server/table';
import { isMain, type Figure } from './report';

const flagOptions = {
  all: { type: 'boolean', default: false },
  rooms: { type: 'string' },
  phones: { type: 'string' },
  photos: { type: 'boolean', default: false },
  'max-motion': { type: 'boolean', default: false },
  redis: { type: 'boolean', default: false },
  kill: { type: 'boolean', default: false },
  seconds: { type: 'string' },
  'no-echo': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  profile: { type: 'string' },
} as const;
type Flags = ReturnType<typeof parseArgs<{ options: typeof flagOptions }>>['values'];

const clamp = (raw: string | undefined, fallback: number, min: number, max: number, name: string) => {
  const v = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(v) || v < min || v > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return v;
};

/** The issue's scenarios and targets (bench:server, item 8). */
function issueScenarios(seconds: number, echo: boolean): ScenarioSpec[] {
  const base = { rooms: 1, phones: 100, photos: true, maxMotion: false, redis: false, kill: false, seconds, echo };
  return [
    {
      ...base,
      title: '1 room × 100 phones with photos, jump rope at a real pace',
      targets: { ackP99Ms: 50, stallMs: 50, zeroDisconnects: true, zeroWrongOuts: true, cpuRatio: 3 },
    },
    { ...base, rooms: 10, title: '10 rooms × 100 phones on one process', targets: { ackP99Ms: 100, zeroDisconnects: true, zeroWrongOuts: true, cpuRatio: 3 } },
    { ...base, maxMotion: true, title: "100 phones at the phone's maximum motion rate", targets: { ackP99Ms: 100, zeroDisconnects: true, cpuRatio: 3 } },
    {
      ...base,
      redis: true,
      kill: true,
      title: 'Redis, two processes: 100 phones with photos, the owner killed mid-game',
      targets: { zeroLockFailures: true, zeroWrongOuts: true, zeroDisconnects: true, takeoverS: 5 },
    },
  ];
}

function customScenario(flags: Flags, seconds: number, echo: boolean): ScenarioSpec {
  const rooms = clamp(flags.rooms, 1, 1, 20, 'rooms');
  const phones = clamp(flags.phones, 100, 2, 200, 'phones');
  if (rooms * phones > 2000) {
    console.error('at most 2000 phones in all');
    process.exit(2);
  }
  const redis = flags.redis;
  const maxMotion = flags['max-motion'];
  const targets: ScenarioSpec['targets'] = redis
    ? { zeroLockFailures: true, zeroWrongOuts: true, zeroDisconnects: true, ...(flags.kill ? { takeoverS: 5 } : {}) }
    : maxMotion
      ? { ackP99Ms: 100, zeroDisconnects: true, cpuRatio: 3 }
      : rooms === 1
        ? { ackP99Ms: 50, stallMs: 50, zeroDisconnects: true, zeroWrongOuts: true, cpuRatio: 3 }
        : { ackP99Ms: 100, zeroDisconnects: true, zeroWrongOuts: true, cpuRatio: 3 };
  const parts = [
    `${rooms} room(s) × ${phones} phones`,
    flags.photos ? 'with photos' : 'no photos',
    maxMotion ? 'max motion rate' : '',
    redis ? `Redis, two processes${flags.kill ? ', owner killed' : ''}` : '',
  ];
  return { title: parts.filter(Boolean).join(', '), rooms, phones, photos: flags.photos, maxMotion, redis, kill: redis && flags.kill, seconds, echo, targets };
}

/** Runs scenarios in sequence, each with its progress on `log`; every child process is killed at the end. */
export async function serverBench(specs: ScenarioSpec[], log: (line: string) => void = (l) => console.error(l)): Promise<ScenarioResult[]> {
  killChildrenOnExit();
  const results: ScenarioResult[] = [];
  try {
    for (const spec of specs) {
      log(`\n▶ ${spec.title}`);
      results.push(await runScenario(spec, log));
    }
  } finally {
    killAll();
  }
  return results;
}

/** The issue's four scenarios with `seconds` windows (`quick`: the first alone). */
export function serverScenarios(seconds: number, quick = false): ScenarioSpec[] {
  const all = issueScenarios(seconds, true);
  return quick ? all.slice(0, 1) : all;
}

/** Each scenario's figures beside its targets. */
export function serverFigures(results: readonly ScenarioResult[]): Figure[] {
  const out: Figure[] = [];
  for (const r of results) {
    const group = `server · ${r.spec.title}`;
    if (r.skipped || r.error) {
      out.push({ group, name: 'scenario', value: null, unit: '', note: r.skipped ? `skipped: ${r.skipped}` : `failed: ${r.error}` });
      continue;
    }
    const t = r.spec.targets;
    out.push({ group, name: 'ack latency p99', value: r.ack?.count ? r.ack.p99 : null, unit: 'ms', ...(t.ackP99Ms ? { budget: { max: t.ackP99Ms } } : {}) });
    if (t.stallMs) out.push({ group, name: 'event-loop max stall', value: r.stall?.maxMs ?? null, unit: 'ms', budget: { max: t.stallMs } });
    if (t.zeroDisconnects)
      out.push({
        group,
        name: 'disconnects not asked for',
        value: (r.disconnectsBeforeKill ?? r.disconnects ?? 0) + (r.disconnectsJoining ?? 0),
        unit: '',
        budget: { max: 0 },
      });
    if (t.zeroWrongOuts) out.push({ group, name: 'on-time jumps judged out', value: r.wrongOuts ?? null, unit: '', budget: { max: 0 } });
    if (t.cpuRatio) out.push({ group, name: 'CPU per event, server ÷ bare echo', value: r.cpuRatio ?? null, unit: '×', budget: { max: t.cpuRatio } });
    if (t.zeroLockFailures) out.push({ group, name: 'lock failures', value: r.lockFailures ?? null, unit: '', budget: { max: 0 } });
    if (t.takeoverS)
      out.push({ group, name: 'game moving again after SIGKILL', value: r.kill?.progressAfterS ?? null, unit: 's', budget: { max: t.takeoverS } });
    if (r.server) out.push({ group, name: 'server CPU', value: r.server.cpuPct, unit: '% of a core' });
  }
  return out;
}

if (isMain(import.meta.url)) {
  const { values: flags } = parseArgs({ options: flagOptions });
  const seconds = clamp(flags.seconds, 60, 5, 600, 'seconds');
  const echo = !flags['no-echo'];
  const custom = !flags.all && (flags.rooms !== undefined || flags.phones !== undefined || flags.photos || flags['max-motion'] || flags.redis);
  const specs = custom ? [customScenario(flags, seconds, echo)] : issueScenarios(seconds, echo);
  if (flags.profile) profileServersInto(resolve(flags.profile));
  serverBench(specs, (line) => console.error(line))
    .then((results) => {
      if (flags.json) console.log(JSON.stringify(results, null, 2));
      else for (const r of results) console.log(`\n${renderScenario(r)}`);
    })
    .catch((err) => console.error(err))
    .finally(() => {
      killAll();
      // Sockets and timers of a failed run must not keep the bench alive.
      setTimeout(() => process.exit(0), 200).unref();
    });
}
