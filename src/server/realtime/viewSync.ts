import type { Server, Socket } from 'socket.io';
import { diffOps, type ViewMessage } from '../../protocol/patch';
import { Events } from '../../protocol/events';
import { hostView, phoneView } from '../rooms/projection';
import type { RoomStore } from '../rooms/roomStore';
import type { Log } from '../log';
import type { Config } from '../config/config';
import type { Room } from '../rooms/room';
import { appError, ErrorCodes } from '../../protocol/errors';
import type { SocketData } from './socketData';

/** How long changes to one room are gathered before views go out: 100 joins make one send each. */
const FLUSH_MS = 25;

type Sent = { version: number; view: object };

/**
 * Sends every local socket of a room its own projection, as a patch from the last one it got.
 * Rooms change under a lock in the store; any process then calls `changed`, and (through the
 * adapter) every process flushes the views of its own sockets.
 */
export class ViewSync {
  private sent = new WeakMap<Socket, Sent>();
  private pending = new Map<string, NodeJS.Timeout>();

  /** `shared`: other processes serve this group too (Redis adapter), so changes are announced to them. */
  constructor(private io: Server, private store: RoomStore, private log: Log, private config: () => Config, private shared = false) {
    io.on('roomChanged', (roomId: unknown) => { if (typeof roomId === 'string') this.schedule(roomId); });
  }

  static channel(roomId: string): string {
    return `room:${roomId}`;
  }

  /** A room changed: flush here and tell the other processes to flush theirs. */
  changed(roomId: string): void {
    this.schedule(roomId);
    if (!this.shared) return;
    try {
      this.io.serverSideEmit('roomChanged', roomId);
    } catch (err) {
      this.log.warn({ err, roomId }, 'could not tell other processes of a room change');
    }
  }

  /** A snapshot to a socket that just connected or asked to resync. */
  async snapshot(socket: Socket): Promise<void> {
    const data = socket.data as SocketData;
    const room = await this.store.get(data.roomId);
    if (!room) return;
    const view = this.viewFor(room, data);
    if (!view) return;
    const version = (this.sent.get(socket)?.version ?? 0) + 1;
    this.sent.set(socket, { version, view });
    const msg: ViewMessage<object> = { to: version, full: view };
    socket.emit(Events.view, msg);
  }

  private viewFor(room: Room, data: SocketData): object | null {
    return data.role === 'host' ? hostView(room, this.config()) : phoneView(room, data.playerId, this.config());
  }

  private schedule(roomId: string): void {
    if (this.pending.has(roomId)) return;
    this.pending.set(roomId, setTimeout(() => {
      this.pending.delete(roomId);
      this.flush(roomId).catch((err) => this.log.error({ err, roomId }, 'view flush failed'));
    }, FLUSH_MS));
  }

  private async flush(roomId: string): Promise<void> {
    const ids = this.io.sockets.adapter.rooms.get(ViewSync.channel(roomId));
    if (!ids || ids.size === 0) return;
    const room = await this.store.get(roomId);
    for (const id of ids) {
      const socket = this.io.sockets.sockets.get(id);
      if (!socket) continue;
      const data = socket.data as SocketData;
      if (!room) {
        socket.emit(Events.error, appError('SP02', ErrorCodes.SP02.ROOM_ID_NOT_FOUND));
        socket.disconnect(true);
        continue;
      }
      const view = this.viewFor(room, data);
      if (!view) {
        // The seat is gone: kicked by the host.
        if (room.kickedIds.includes(data.tokenHash)) socket.emit(Events.error, appError('SP03', ErrorCodes.SP03.KICKED));
        socket.disconnect(true);
        continue;
      }
      const last = this.sent.get(socket);
      if (!last) continue; // its snapshot is on the way
      const ops = diffOps(last.view, view);
      if (ops.length === 0) continue;
      const version = last.version + 1;
      this.sent.set(socket, { version, view });
      const msg: ViewMessage<object> = { from: last.version, to: version, ops };
      socket.emit(Events.view, msg);
    }
  }

  close(): void {
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
  }
}
