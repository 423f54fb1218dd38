/**
 * A server process of its own for the multi-process suite: the real app on Redis (REDIS_URL), its
 * rules' clock moved by the test over IPC (every process at once, so they keep one time), and the
 * snapshot of any room it owns on request. Killed with SIGKILL by the test.
 *
 * Env: REDIS_URL, PG_CONFIG (the operator config, JSON), PG_CLOCK (the clock's start).
 */
import { ConfigSchema } from '../../../src/config/schema';
import { startApp } from '../../../src/server/app';
import { idleLoad } from '../../../src/server/live/load';
import { log } from '../../../src/server/log';
import { createBackend } from '../../../src/server/rooms/createStore';
import { ManualClock } from '../server/manualClock';
import { snapshotOf } from './snapshot';

export type ProcCall = { t: 'advance'; to: number } | { t: 'snapshot'; roomId: string } | { t: 'written'; roomIds: string[] };
export type ProcRequest = ProcCall & { id: number };
export type ProcReply = { id: number; value: unknown } | { up: { url: string; proc: string } };

const quiet = log.child({}, { level: 'silent' });
const config = ConfigSchema.parse(JSON.parse(process.env.PG_CONFIG ?? '{}'));
const clock = new ManualClock(Number(process.env.PG_CLOCK));
const backend = await createBackend(process.env.REDIS_URL, quiet, { leaseMs: config.server.roomLeaseMs, writeMs: config.server.writeBehindMs });
// Never overloaded: a busy test machine would shed game streams and change the games.
const app = await startApp({ config: () => config, backend, clock, log: quiet, load: idleLoad }, 0, '127.0.0.1');
const send = (m: ProcReply) => process.send?.(m);

process.on('message', (m: ProcRequest) => {
  switch (m.t) {
    case 'advance':
      // To a time, not by an amount: a process started while the others' clocks moved catches up.
      clock.advance(Math.max(0, m.to - clock.now()));
      return send({ id: m.id, value: clock.now() });
    case 'snapshot': {
      const live = app.engine.local(m.roomId);
      return send({ id: m.id, value: live ? snapshotOf(live, config) : null });
    }
    case 'written':
      // Whether every one of these rooms this process owns is written behind (no change waits for Redis).
      return send({ id: m.id, value: m.roomIds.every((id) => !app.engine.local(id) || backend.backup.saved(id) === null) });
  }
});

send({ up: { url: app.url, proc: backend.backup.proc } });
