import type { Config } from '../../../src/config/schema';
import type { HostView, PhoneView } from '../../../src/protocol/views';
import type { LiveRoom } from '../../../src/server/live/liveRoom';
import type { Room } from '../../../src/server/rooms/room';
import { hostView, phoneView, shareRoom } from '../../../src/server/rooms/projection';

/**
 * A room as its owner process holds it now: every view it would send, who it counts as present,
 * its next deadline, and the state the game and the session keep. Plain JSON, as views travel,
 * so it crosses to the test from another process as well.
 */
export type Snapshot = {
  phones: Record<string, PhoneView | null>;
  host: HostView;
  connected: Record<string, boolean>;
  hostConnected: boolean;
  deadline: number | null;
  room: Pick<Room, 'game' | 'session' | 'system'>;
};

export function snapshotOf(live: LiveRoom, config: Config): Snapshot {
  const room = live.room;
  const shared = shareRoom(room, config);
  const snap: Snapshot = {
    phones: Object.fromEntries(room.players.map((p) => [p.id, phoneView(room, p.id, config, shared)])),
    host: hostView(room, config, shared),
    connected: Object.fromEntries(room.players.map((p) => [p.id, p.connected])),
    hostConnected: room.hostConnected,
    deadline: live.deadline?.at ?? null,
    room: { game: room.game, session: room.session, system: room.system },
  };
  return JSON.parse(JSON.stringify(snap)) as Snapshot;
}
