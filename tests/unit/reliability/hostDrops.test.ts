import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SESSION_STEPS } from '../../../src/protocol/session';
import type { TestServer } from '../server/harness';
import { ManualClock } from '../server/manualClock';
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
import { HOST_DROPS, hostDropAndBack, hostSummary, type HostDropRecord } from './hostDrops';
import { playThrough, seatedRoom, startServer } from './playThrough';

const BOTS: (() => Bot)[] = [gm102, gm105, gm110, gm112, gm113, gm116, gm121, gm127, gm130, gm134, gm135, gm139];

/** Short steps for a session that runs itself: three wins of the colour hunt, then the trophy and the MVP. */
const SESSION_MS = {
  roulette: 2000,
  rouletteStopped: 1000,
  eventCard: 1000,
  holdingJoyCon: 1000,
  lookNx: 1000,
  result: 1000,
  itemThrowing: 1000,
  scores: 1000,
  trophy: 1000,
  votingMvp: 5000,
};

describe('the host drops out (reload, network loss) mid-game and mid-session', () => {
  const records: HostDropRecord[] = [];
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
  });
  afterAll(() => {
    console.log(hostSummary(records));
  });

  it.each(BOTS.map((make) => [make().id, make] as const))(
    '%s: at every state, the game pauses and resumes where it was',
    { timeout: 120_000 },
    async (_id, make) => {
      const bot = make();
      const clock = new ManualClock();
      server = await startServer(bot, clock);
      const w = await seatedRoom(server, clock);
      let n = 0;
      await playThrough(w, bot, {
        onState: async (_w, key) => void records.push(await hostDropAndBack(w, HOST_DROPS[n++ % HOST_DROPS.length]!, `${bot.id}:${key}`)),
      });
      expect(w.host.view!.game!.result).not.toBeNull();
    },
  );

  it('in a session: at every step, the session pauses and resumes where it was', { timeout: 120_000 }, async () => {
    const clock = new ManualClock();
    server = await startServer(gm121(), clock, { sessionMs: SESSION_MS });
    const w = await seatedRoom(server, clock);
    expect(
      await w.host.send('host', { type: 'settings', settings: { targetWins: 3, leaveOutNoisy: false, leaveOutSeats: false, skipTutorials: true } }),
    ).toEqual({ ok: true });
    let n = 0;
    const seen = await playThrough(w, gm121, {
      onState: async (_w, key) => void records.push(await hostDropAndBack(w, HOST_DROPS[n++ % HOST_DROPS.length]!, `session:${key}`)),
      session: {
        async between(w, seats) {
          const v = w.host.view!;
          // The host picks the colour hunt at each roulette; the phones vote for an MVP.
          if (v.session?.step === 'roulette' && v.session.next === null) await w.host.send('host', { type: 'sessionNext', gameId: 'gm121' });
          const vote = v.system.voting;
          if (vote && !vote.result) for (const s of seats) await s.client.send('vote', { choice: vote.choices.find((c) => c !== s.playerId) });
        },
      },
    });
    // Every step but holding the phone (the colour hunt needs no motion).
    const steps = SESSION_STEPS.filter((x) => x !== 'holdingJoyCon').map((x) => `session:${x}`);
    expect([...seen].filter((k) => k.startsWith('session:')).sort()).toEqual(steps.sort());
    // The left team wins every hunt (an event card may double a win).
    expect(w.host.view!.system.scores.left).toBeGreaterThanOrEqual(3);
    expect(w.host.view!.system.scores.right).toBe(0);
  });
});
