import type { Server as HttpServer } from 'node:http';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import { Events, gamePath } from '../../protocol/events';
import { ClockPing, Handshake, Resync, type ClockPong } from '../../protocol/schemas';
import type { Config } from '../config/config';
import type { Log } from '../log';
import type { WordFilter } from '../rooms/profile';
import type { RoomStore } from '../rooms/roomStore';
import type { Liveness } from '../rooms/liveness';
import type { Room } from '../rooms/room';
import { dropProcess, setConnected, setHostConnected } from '../rooms/seats';
import { hashToken, tokenMatches } from '../rooms/tokens';
import { Deadlines } from './deadlines';
import { registerHostCommands } from './hostCommands';
import { onIntent, toAppError } from './intent';
import { registerMotionEvents } from './motionEvents';
import { registerPhoneIntents } from './phoneIntents';
import { registerGameInputs } from './gameInputs';
import { pauseGame, resumeGame } from '../games/runner';
import { allow, type Limiters } from './rateLimit';
import { RoomOps } from './roomOps';
import type { SocketData } from './socketData';
import { ViewSync } from './viewSync';

export type ChannelDeps = {
  store: RoomStore;
  config: () => Config;
  log: Log;
  isForbidden: () => WordFilter;
  limiters: Limiters;
  /** A Redis client for the socket.io adapter when several processes serve the group. */
  redis: Redis | null;
  stats: { events: number };
  /** Which server processes are alive; sockets are counted per process. */
  liveness: Liveness;
};

export type GroupChannel = {
  io: Server;
  views: ViewSync;
  ops: RoomOps;
  /** Server process `proc` died: the sockets it held in the room count no more. */
  dropProcess(roomId: string, proc: string): Promise<void>;
  close(): Promise<void>;
};

/** Server clock in ms since the epoch, with sub-millisecond resolution. */
export function serverNow(): number {
  return performance.timeOrigin + performance.now();
}

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
    // The Redis Streams adapter (unlike the classic one) keeps connection-state recovery working.
    ...(deps.redis ? { adapter: createAdapter(deps.redis, { streamName: `pg:sio:g${groupId}`, channelPrefix: `pg:sio:g${groupId}` }) } : {}),
  });
  const views = new ViewSync(io, store, log, deps.config, deps.redis !== null);
  const ops = new RoomOps(store, views, deps.config);
  const deadlines = new Deadlines(ops, log);
  ops.onApplied = (room) => deadlines.arm(room);

  io.use(async (socket, next) => {
    const refuse = (e: AppError) => next(Object.assign(new Error(`${e.group}-${e.code}`), { data: e }));
    const hs = Handshake.safeParse(socket.handshake.auth);
    if (!hs.success) return refuse(appError('SP02', ErrorCodes.SP02.INVALID_MESSAGE_SCHEMA));
    try {
      const room = await store.get(hs.data.roomId);
      if (!room || room.groupId !== String(groupId)) {
        return refuse(hs.data.role === 'host' ? appError('Room', ErrorCodes.Room.ROOM_ID_NOT_FOUND) : appError('SP02', ErrorCodes.SP02.ROOM_ID_NOT_FOUND));
      }
      if (hs.data.role === 'host') {
        if (!tokenMatches(hs.data.hostToken, room.hostTokenHash)) return refuse(appError('Application', ErrorCodes.Application.NOT_AUTHORIZED));
        socket.data = { role: 'host', roomId: room.id, playerId: '', tokenHash: '' } satisfies SocketData;
      } else {
        const hash = hashToken(hs.data.token);
        if (room.kickedIds.includes(hash)) return refuse(appError('SP03', ErrorCodes.SP03.KICKED));
        const seat = room.players.find((p) => p.tokenHash === hash);
        if (!seat) return refuse(appError('SP02', ErrorCodes.SP02.CLIENT_ID_NOT_IN_SESSION));
        socket.data = { role: 'phone', roomId: room.id, playerId: seat.id, tokenHash: hash } satisfies SocketData;
      }
      next();
    } catch (err) {
      refuse(toAppError(err));
    }
  });

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    socket.use(([event, ...args], next) => {
      deps.stats.events++;
      allow(deps.limiters.socket, socket.id).then((ok) => {
        if (ok) return next();
        const error = appError('Application', ErrorCodes.Application.TOO_MANY_REQUESTS);
        const ack = args[args.length - 1];
        if (typeof ack === 'function') ack({ ok: false, error });
        socket.emit(Events.error, { event, ...error });
      }, next);
    });
    void socket.join(ViewSync.channel(data.roomId));
    // A store that fails between the handshake and the snapshot (Redis gone, server closing) is
    // the socket's error, never an unhandled rejection that would stop the process.
    markPresence(socket, true).then(() => views.snapshot(socket)).catch((err) => {
      log.error({ err, roomId: data.roomId }, 'first view failed');
      socket.emit(Events.error, toAppError(err));
    });
    socket.on('disconnect', () => void markPresence(socket, false));
    onIntent(socket, log, Events.resync, Resync, async () => { await views.snapshot(socket); return null; });
    socket.on(Events.ping, (payload: unknown, ack: unknown) => answerPing(payload, ack));
    if (data.role === 'phone') {
      registerMotionEvents(socket, data.roomId, data.playerId, log);
      registerPhoneIntents(socket, data.roomId, data.playerId, ops, log, deps.isForbidden);
      registerGameInputs(socket, data.roomId, data.playerId, ops, log);
    } else {
      registerHostCommands(socket, data.roomId, ops, log);
    }
  });

  async function markPresence(socket: Socket, connected: boolean): Promise<void> {
    const data = socket.data as SocketData;
    const proc = deps.liveness.id;
    try {
      if (connected) await deps.liveness.serving(data.roomId);
      await changePresence(data.roomId, (room, now) => {
        if (data.role === 'phone') setConnected(room, data.playerId, connected, now, proc);
        else setHostConnected(room, connected, now, proc);
      });
    } catch (err) {
      log.error({ err, roomId: data.roomId }, 'presence update failed');
    }
  }

  /** A presence change, then what follows from the host's: the game waits or resumes, phones hear. */
  async function changePresence(roomId: string, change: (room: Room, now: number) => void): Promise<void> {
    const now = Date.now();
    let wasHere = false;
    const out = await store.update(roomId, (room) => {
      wasHere = room.hostConnected;
      change(room, now);
      // The running game waits for the big screen, and resumes where it was.
      if (room.hostConnected) resumeGame(room, now);
      else pauseGame(room, now);
    });
    if (!out) return;
    views.changed(roomId);
    if (out.room.hostConnected) deadlines.arm(out.room);
    // Phones hear at once that the big screen is away; their view's hostConnected says when it is back.
    else if (wasHere) io.to(ViewSync.channel(roomId)).emit(Events.error, appError('SP03', ErrorCodes.SP03.HOST_DISCONNECTED));
  }

  return {
    io, views, ops,
    dropProcess: (roomId, proc) => changePresence(roomId, (room, now) => void dropProcess(room, proc, now)),
    async close() {
      deadlines.close();
      views.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
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
