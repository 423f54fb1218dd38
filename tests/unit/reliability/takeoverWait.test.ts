import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusTimeout, type Bus } from '../../../src/server/live/bus';
import type { RoomEngine } from '../../../src/server/live/engine';
import { Router } from '../../../src/server/live/router';

/**
 * Found by the process-kill suite (rooms back 3.5-4.1 s after their owner's SIGKILL, against 5 s):
 * a phone reconnecting through the survivor asked the dead owner again and again, each call
 * waiting its whole 1.5 s out, so the room was taken over up to a call's length after its lease
 * had lapsed. Now, an owner that did not answer has its lease watched instead.
 */
describe('a socket whose room has a dead owner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gets in as soon as the lease lapses, not a call later', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    const LAPSE_MS = 2_000;
    let calls = 0;
    const live = { id: 'r' };
    const engine = {
      // The dead owner's lease lapses 2 s in; then this process takes the room over.
      locate: async () => (Date.now() - start < LAPSE_MS ? { owner: 'dead' } : { live }),
      authenticate: () => ({ role: 'host' }),
      deps: { backup: { owners: async () => [] } },
    } as unknown as RoomEngine;
    const bus = {
      on: () => {},
      // The dead owner never answers: each call times out after its 1.5 s.
      request: (to: string, _body: unknown, ms: number) => {
        calls++;
        return new Promise((_, reject) => setTimeout(() => reject(new BusTimeout(to)), ms));
      },
    } as unknown as Bus;
    const router = new Router(engine, bus, { isForbidden: () => () => false, leaseMs: 2_000 });
    let inAt: number | null = null;
    void router.auth({ role: 'host', roomId: 'r', hostToken: 'x' } as never).then(() => (inAt = Date.now() - start));
    await vi.advanceTimersByTimeAsync(6_000);
    router.close();
    expect(inAt).not.toBeNull();
    expect(inAt!).toBeGreaterThanOrEqual(LAPSE_MS);
    expect(inAt!).toBeLessThanOrEqual(LAPSE_MS + 150);
    expect(calls).toBe(1);
  });
});
