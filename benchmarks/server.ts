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
 *
 * Bounded: at most 20 rooms, 200 phones a room, 2000 phones in all, 600 s a window; every child
 * process (servers, echo, redis-server) is killed at the end, on an error and on Ctrl-C.
 * Progress goes to stderr. See benchmarks/server/ for how each part works.
 */
import { parseArgs } from 'node:util';
import { killAll, killChildrenOnExit } from './server/children';
import { runScenario, type ScenarioResult, type ScenarioSpec } from './server/scenario';
import { renderScenario } from './server/table';

const { values: flags } = parseArgs({
  options: {
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
  },
});

const clamp = (raw: string | undefined, fallback: number, min: number, max: number, name: string) => {
  const v = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(v) || v < min || v > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return v;
};

const seconds = clamp(flags.seconds, 60, 5, 600, 'seconds');
const echo = !flags['no-echo'];

/** The issue's scenarios and targets (bench:server, item 8). */
function issueScenarios(): ScenarioSpec[] {
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

function customScenario(): ScenarioSpec {
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

async function main(): Promise<void> {
  killChildrenOnExit();
  const custom = !flags.all && (flags.rooms !== undefined || flags.phones !== undefined || flags.photos || flags['max-motion'] || flags.redis);
  const specs = custom ? [customScenario()] : issueScenarios();
  const results: ScenarioResult[] = [];
  for (const spec of specs) {
    console.error(`\n▶ ${spec.title}`);
    const r = await runScenario(spec, (line) => console.error(line));
    results.push(r);
    if (!flags.json) console.log(`\n${renderScenario(r)}`);
  }
  if (flags.json) console.log(JSON.stringify(results, null, 2));
}

main()
  .catch((err) => console.error(err))
  .finally(() => {
    killAll();
    // Sockets and timers of a failed run must not keep the bench alive.
    setTimeout(() => process.exit(0), 200).unref();
  });
