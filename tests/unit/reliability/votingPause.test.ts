import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/harness';
import { ManualClock } from '../server/manualClock';
import { gm121 } from './bots/gm121';
import { seatedRoom, startServer } from './playThrough';

/**
 * Found by the host-drop suite: the MVP vote's deadline ran on while the host was away, so the
 * vote closed (with nobody's votes) during a session that was meant to be paused.
 */
describe('an MVP vote waits for the host', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it('stays open however long the host is away, and gets the time back when it returns', async () => {
    const clock = new ManualClock();
    server = await startServer(gm121(), clock);
    const w = await seatedRoom(server, clock);
    const [a, b] = [w.seats[0]!, w.seats[1]!];
    expect(await w.host.send('host', { type: 'startMvpVote', choices: [a.playerId, b.playerId], durationMs: 5000 })).toEqual({ ok: true });
    await w.settle();
    const deadline = a.client.view!.system.vote!.deadline;
    w.host.close();
    await a.client.until((v) => !v.room.hostConnected);
    clock.advance(60_000);
    await w.settle({ host: false });
    expect(a.client.view!.system.vote!.result).toBeNull();
    expect(await b.client.send('vote', { choice: a.playerId })).toEqual({ ok: true });
    w.host = await w.servers.host(w.roomId, w.hostToken);
    await w.settle();
    expect(a.client.view!.system.vote).toMatchObject({ result: null, deadline: deadline + 60_000 });
    // The rest of its time runs once the host is back.
    clock.advance(4000);
    await w.settle();
    expect(a.client.view!.system.vote!.result).toBeNull();
    clock.advance(1010);
    await w.settle();
    expect(a.client.view!.system.vote!.result).toEqual([a.playerId]);
  });
});
