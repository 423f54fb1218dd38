import { afterAll, afterEach, describe, expect, it } from 'vitest';
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
import { DropStats } from './drops';
import { playThrough, seatedRoom, startServer } from './playThrough';

const BOTS: (() => Bot)[] = [gm102, gm105, gm110, gm112, gm113, gm116, gm121, gm127, gm130, gm134, gm135, gm139];

describe('a phone drops out in every state of every game: reload, screen lock, network loss', () => {
  const stats = new DropStats();
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
  });
  afterAll(() => {
    console.log(`phone drops in games: ${stats.summary()}`);
  });

  it.each(BOTS.map((make) => [make().id, make] as const))('%s', { timeout: 120_000 }, async (_id, make) => {
    const bot = make();
    const clock = new ManualClock();
    server = await startServer(bot, clock);
    const w = await seatedRoom(server, clock);
    const seen = await playThrough(w, bot, { drops: stats });
    const met = bot.statuses.filter((s) => seen.has(`status:${s}`));
    expect(met).toEqual(bot.statuses);
    expect(w.host.view!.game!.result).not.toBeNull();
  });
});
