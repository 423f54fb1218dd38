import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import { Events, gamePath } from '../../protocol/events';
import { ClockPing, Handshake, Resync, UpdateProfile, type ClockPong } from '../../protocol/schemas';
import type { Config } from '../config/config';
import type { Log } from '../log';
import { updateProfile, type WordFilter } from '../rooms/profile';
import type { RoomStore } from '../rooms/roomStore';
import type { Room } from '../rooms/room';
import { setConnected, setHostConnected } from '../rooms/seats';
import { hashToken, tokenMatches } from '../rooms/tokens';
import { onIntent, toAppError } from './intent';
import type { SocketData } from './socketData';
import { ViewSync } from './viewSync';

export type ChannelDeps = { store: RoomStore; config: () => Config; log: Log; isForbidden: WordFilter };

export type GroupChannel = { io: Server; views: ViewSync; close(): Promise<void> };

/** The realtime channel of one group, at `/api/groups/{g}/game` (SPEC.md §7). */
export function openGroupChannel(http: HttpServer, groupId: number, deps: ChannelDeps): GroupChannel {
  const { store, log } = deps;
  const io = new Server(http, {
    path: gamePath(groupId),
    // WebSocket only: no polling means no sticky sessions when several processes serve a group.
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 512 * 1024,
    pingInterval: 10_000,
    pingTimeout: 8_000,
  });
  const views = new ViewSync(io, store, log);

  io.use(async (socket, next) => {
    const refuse = (e: AppError) => next(Object.assign(new Error(`${e.group}-${e.code}`), { data: e }));
    const hs = Handshake.safeParse(socket.handshake.auth);
    if (!hs.success) return refuse(appError('SP02', ErrorCodes.SP02.INVALID_MESSAGE_SCHEMA));
    try {
      const room = await store.get(hs.data.roomId);
      if (!room || room.groupId !== String(groupId)) return refuse(appError('SP02', ErrorCodes.SP02.ROOM_ID_NOT_FOUND));
      if (hs.data.role === 'host') {
        if (!tokenMatches(hs.data.hostToken, room.hostTokenHash)) return refuse(appError('Application', ErrorCodes.Application.NOT_AUTHORIZED));
        socket.data = { role: 'host', roomId: room.id, playerId: '' } satisfies SocketData;
      } else {
        const hash = hashToken(hs.data.token);
        if (room.kickedIds.includes(hash)) return refuse(appError('SP03', ErrorCodes.SP03.KICKED));
        const seat = room.players.find((p) => p.tokenHash === hash);
        if (!seat) return refuse(appError('SP02', ErrorCodes.SP02.CLIENT_ID_NOT_IN_SESSION));
        socket.data = { role: 'phone', roomId: room.id, playerId: seat.id } satisfies SocketData;
      }
      next();
    } catch (err) {
      refuse(toAppError(err));
    }
  });

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    void socket.join(ViewSync.channel(data.roomId));
    void markPresence(socket, true).then(() => views.snapshot(socket));
    socket.on('disconnect', () => void markPresence(socket, false));
    onIntent(socket, log, Events.resync, Resync, async () => { await views.snapshot(socket); return null; });
    socket.on(Events.ping, (payload: unknown, ack: unknown) => answerPing(payload, ack));
    if (data.role === 'phone') registerPhone(socket, data, deps, views);
  });

  async function markPresence(socket: Socket, connected: boolean): Promise<void> {
    const data = socket.data as SocketData;
    const now = Date.now();
    try {
      await store.update(data.roomId, (room) => {
        if (data.role === 'host') setHostConnected(room, connected, now);
        else setConnected(room, data.playerId, connected, now);
      });
      views.changed(data.roomId);
    } catch (err) {
      log.error({ err, roomId: data.roomId }, 'presence update failed');
    }
  }

  return {
    io, views,
    async close() {
      views.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}

/** Server clock in ms since the epoch, with sub-millisecond resolution. */
export function serverNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Clock sync pong, answered at once and outside any lock so its delay stays symmetric. */
function answerPing(payload: unknown, ack: unknown): void {
  const t1 = serverNow();
  if (typeof ack !== 'function') return;
  const p = ClockPing.safeParse(payload);
  if (!p.success) return ack({ ok: false, error: appError('SP02', ErrorCodes.SP02.INVALID_MESSAGE_SCHEMA) });
  const pong: ClockPong = { t0: p.data.t0, t1, t2: serverNow() };
  ack(pong);
}

function registerPhone(socket: Socket, data: Extract<SocketData, { role: 'phone' }>, deps: ChannelDeps, views: ViewSync): void {
  const { store, log } = deps;
  /** Runs a rule on the room under its lock; a refused rule leaves the room as it was. */
  const mutate = async (rule: (room: Room) => AppError | null): Promise<AppError | null> => {
    const out = await store.update(data.roomId, rule);
    if (!out) return appError('SP02', ErrorCodes.SP02.ROOM_ID_NOT_FOUND);
    if (out.result) return out.result;
    views.changed(data.roomId);
    return null;
  };
  onIntent(socket, log, Events.updateProfile, UpdateProfile, (p) =>
    mutate((room) => updateProfile(room, data.playerId, p, deps.config(), deps.isForbidden)));
}
