import { describe, expect, it } from 'vitest';
import { memoryBackend } from '../../../src/server/rooms/createStore';
import { TEST_LIMITS, TestServer } from './harness';

describe('a backup failing while a socket connects', () => {
  it('tells that socket 2003 and keeps serving the rooms it has (no unhandled rejection)', async () => {
    const backend = memoryBackend();
    let failing = true;
    // A room this process does not hold is looked up in the backup, which is away.
    backend.backup.claim = async () => {
      if (failing) throw new Error('backup unreachable');
      return null;
    };
    const server = await TestServer.start({ config: TEST_LIMITS, backend });
    try {
      const room = await server.createRoom();
      await expect(server.connect({ role: 'host', roomId: 'AAAAAAAAAAAAAAAAAAAAAAA', hostToken: 'z'.repeat(32) })).rejects.toMatchObject({
        data: { group: 'Room', code: 2003 },
      });
      const host = await server.host(room);
      expect(host.view).not.toBeNull();
      failing = false;
      await expect(server.connect({ role: 'host', roomId: 'AAAAAAAAAAAAAAAAAAAAAAA', hostToken: 'z'.repeat(32) })).rejects.toMatchObject({
        data: { group: 'Room', code: 2001 },
      });
    } finally {
      await server.close();
    }
  });
});
