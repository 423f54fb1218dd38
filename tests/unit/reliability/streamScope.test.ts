import { afterEach, describe, expect, it } from 'vitest';
import type { Gm130PhoneOwn } from '../../../src/games/gm130/rules/views';
import type { Gm113PhoneOwn } from '../../../src/games/gm113/rules/views';
import type { TestServer } from '../server/harness';
import { ManualClock } from '../server/manualClock';
import { gm113 } from './bots/gm113';
import { gm130 } from './bots/gm130';
import { seatedRoom, startServer } from './playThrough';

/**
 * Found by the drop suite: a detector event that moved what every phone shows (a team's meter)
 * reached only its sender's view, so a phone that stayed connected showed an older meter than one
 * that had just reloaded.
 */
describe("a detector event that moves a team's figures reaches every phone", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it('gm130: a squat moves the standings on the other phones too', async () => {
    const clock = new ManualClock();
    const bot = gm130();
    server = await startServer(bot, clock);
    const w = await seatedRoom(server, clock);
    await w.host.send('host', { type: 'startGame', gameId: 'gm130' });
    clock.advance(300);
    await w.settle();
    for (const s of w.seats) await s.client.send('gm130:entry', {});
    for (const s of w.seats) await s.client.send('gm130:hold', { both: true });
    for (const s of w.seats) await s.client.send('gm130:completeTutorial', {});
    await w.settle();
    const half = w.own<Gm130PhoneOwn>(w.seats[3]!)!.half!;
    clock.advance(half.firstBeat + 800 - clock.now());
    await w.settle();
    const t = half.firstBeat;
    await w.seats[3]!.client.send('motion', { detector: 'squat', events: [{ type: 'squat', t, st: t, downT: t - 700, upT: t + 700, depthM: 0.35 }] });
    await w.settle();
    expect(w.own<Gm130PhoneOwn>(w.seats[0]!)!.standings.total).toEqual({ left: 0, right: 0.5 });
  });

  it("gm113: a swing fills its team's beam on the other phones too", async () => {
    const clock = new ManualClock();
    const bot = gm113();
    server = await startServer(bot, clock);
    const w = await seatedRoom(server, clock);
    await w.host.send('host', { type: 'startGame', gameId: 'gm113' });
    clock.advance(300);
    await w.settle();
    for (const s of w.seats) await s.client.send('gm113:entry', {});
    for (const s of w.seats) await s.client.send('gm113:hold', { holding: 'either' });
    for (const s of w.seats) await s.client.send('gm113:completeTutorial', {});
    await w.settle();
    clock.advance(w.own<Gm113PhoneOwn>(w.seats[0]!)!.statusUntil! + 10 - clock.now());
    await w.settle();
    const call = w.own<Gm113PhoneOwn>(w.seats[0]!)!.call!;
    const before = w.own<Gm113PhoneOwn>(w.seats[1]!)!.beam!.fill;
    clock.advance(call.firstBeat + 200 - clock.now());
    await w.settle();
    await bot.act(w, [w.seats[0]!]);
    await w.settle();
    const once = w.own<Gm113PhoneOwn>(w.seats[1]!)!.beam!.fill;
    expect(once).toBeGreaterThan(before);
    // The next beat's swing, with nothing else between: its look before is the last one's look after.
    clock.advance(call.interval);
    await w.settle();
    await bot.act(w, [w.seats[0]!]);
    await w.settle();
    expect(w.own<Gm113PhoneOwn>(w.seats[1]!)!.beam!.fill).toBeGreaterThan(once);
  });
});
