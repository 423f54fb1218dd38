import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { Events, gamePath } from '../../../src/protocol/events';
import { MemoryRoomStore } from '../../../src/server/rooms/memoryStore';
import type { Room } from '../../../src/server/rooms/room';
import { StoreUnavailableError } from '../../../src/server/rooms/roomStore';
import { TEST_LIMITS, TestServer } from './harness';

/** A memory store whose reads can be made to fail from the n-th one on (a store going away). */
class FailingStore extends MemoryRoomStore {
  failFrom = Infinity;
  private reads = 0;
  override async get(roomId: string): Promise<Room | null> {
    if (++this.reads >= this.failFrom) throw new StoreUnavailableError(new Error('gone'));
    return super.get(roomId);
  }
  failAfter(reads: number): void {
    this.failFrom = this.reads + reads + 1;
  }
}

describe('a store failing while a socket connects', () => {
  it('tells that socket 2003 and keeps serving (no unhandled rejection)', async () => {
    const store = new FailingStore();
    const server = await TestServer.start({ config: TEST_LIMITS, store });
    try {
      const room = await server.createRoom();
      // The handshake reads the room; the first view, read next, fails.
      store.failAfter(1);
      const socket = io(server.url, { path: gamePath('0'), transports: ['websocket'], auth: { role: 'host', roomId: room.roomId, hostToken: room.hostToken }, reconnection: false, forceNew: true });
      const error = await new Promise((resolve) => socket.on(Events.error, resolve));
      expect(error).toEqual({ group: 'Room', code: 2003 });
      socket.disconnect();
      store.failFrom = Infinity;
      const host = await server.host(room);
      expect(host.view).not.toBeNull();
    } finally {
      await server.close();
    }
  });
});
