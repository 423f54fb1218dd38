import fc from 'fast-check';
import { it } from 'vitest';
import type { z } from 'zod';
import { Events } from '../../../src/protocol/events';
import { ClockPing, Resync } from '../../../src/protocol/schemas';
import { idleLoad } from '../../../src/server/live/load';
import { INPUTS } from '../../../src/server/live/inputs';
import { TestServer, TEST_LIMITS } from '../server/harness';
import { ManualClock } from '../server/manualClock';
import { invalidPayload } from './invalidPayloads';
import { FAST_PHASES, roomInPlay, settled } from './rooms';

const EVENTS: Record<string, z.ZodType> = {
  ...Object.fromEntries(Object.entries(INPUTS).map(([n, i]) => [n, i.schema])),
  [Events.resync]: Resync,
  [Events.ping]: ClockPing,
};
it('gm110 finder', { timeout: 200_000 }, async () => {
  const clock = new ManualClock();
  const server = await TestServer.start({ config: { ...TEST_LIMITS, server: { ...TEST_LIMITS.server, gamePhasesMs: FAST_PHASES } }, load: idleLoad, clock });
  const { host, phones } = await roomInPlay(server, clock, 'gm110');
  await settled(host, ...phones);
  let seen: string[] = [];
  phones[0]!.socket.on('view', (m: unknown) => seen.push(JSON.stringify(m).slice(0, 400)));
  host.socket.on('view', (m: unknown) => seen.push('HOST ' + JSON.stringify(m).slice(0, 400)));
  let k = 0;
  for (const [event, schema] of Object.entries(EVENTS)) {
    for (const payload of fc.sample(invalidPayload(schema), { numRuns: 6, seed: 2205 + 1000 * 3 + k })) {
      for (const [c, role] of [
        [phones[0]!, 'phone'],
        [host, 'host'],
      ] as const) {
        const r = await c.socket
          .timeout(3000)
          .emitWithAck(event, payload)
          .catch((e: Error) => e.message);
        await new Promise((res) => setTimeout(res, 80));
        if (seen.length) {
          console.log('CHANGED', role, event, JSON.stringify(payload)?.slice(0, 200), JSON.stringify(r), seen);
          seen = [];
        }
      }
    }
    k++;
  }
  await server.close();
});
