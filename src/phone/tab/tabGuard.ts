/**
 * SPEC.md forbiddenTab: the same room open in two tabs of one browser. The first tab takes a
 * Web Lock named after the room and holds it while it lives; a later tab finds it taken and
 * explains, and queues for the lock so that it takes over by itself when the first tab closes.
 * Without Web Locks a BroadcastChannel asks whether another tab already plays the room.
 */
export type TabRole = 'owner' | 'forbidden';

const claims = new Map<string, Promise<void>>();

export function claimRoomTab(roomId: string, onRole: (role: TabRole) => void): Promise<void> {
  let claim = claims.get(roomId);
  if (!claim) {
    claim = typeof navigator !== 'undefined' && navigator.locks ? withLocks(roomId, onRole) : withChannel(roomId, onRole);
    claims.set(roomId, claim);
  }
  return claim;
}

const lockName = (roomId: string) => `pg:room-tab:${roomId}`;
/** Held until the page goes away. */
const forever = () => new Promise<void>(() => {});

function withLocks(roomId: string, onRole: (role: TabRole) => void): Promise<void> {
  return new Promise((decided) => {
    void navigator.locks.request(lockName(roomId), { ifAvailable: true }, (lock) => {
      decided();
      if (lock) {
        onRole('owner');
        return forever();
      }
      onRole('forbidden');
      // Wait our turn: when the playing tab closes, this one plays.
      void navigator.locks.request(lockName(roomId), () => {
        onRole('owner');
        return forever();
      });
      return undefined;
    });
  });
}

function withChannel(roomId: string, onRole: (role: TabRole) => void): Promise<void> {
  if (typeof BroadcastChannel === 'undefined') {
    onRole('owner');
    return Promise.resolve();
  }
  const channel = new BroadcastChannel(lockName(roomId));
  let role: TabRole | null = null;
  channel.onmessage = (e: MessageEvent<{ type: 'hello' | 'taken' | 'bye' }>) => {
    if (e.data.type === 'hello' && role === 'owner') channel.postMessage({ type: 'taken' });
    if (e.data.type === 'taken' && role === null) {
      role = 'forbidden';
      onRole('forbidden');
    }
    if (e.data.type === 'bye' && role === 'forbidden') {
      role = 'owner';
      onRole('owner');
    }
  };
  addEventListener('pagehide', () => {
    if (role === 'owner') channel.postMessage({ type: 'bye' });
  });
  channel.postMessage({ type: 'hello' });
  return new Promise((resolve) => {
    setTimeout(() => {
      if (role === null) {
        role = 'owner';
        onRole('owner');
      }
      resolve();
    }, 300);
  });
}
