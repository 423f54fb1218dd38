import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import { Events, gamePath } from '../../protocol/events';
import { parseRoomId } from '../../protocol/roomId';
import { ClockPing, Handshake, type ClockPong } from '../../protocol/schemas';
import type { Log } from '../log';
import type { Router } from '../live/router';
import type { RulesClock } from '../live/clock';
import type { SocketData } from './socketData';
import { allow, type Limiters } from './rateLimit';

/**
 * `clock`: the time phones sync to, the rules' own clock (live/clock.ts), which stamps a round's
 * start and judges each input. One time base: `performance.timeOrigin + now()` is fixed at the
 * process's start and drifts from the wall clock (a clock step, a slewed VM); phones synced to it
 * had their steps judged off by that drift. The wall clock is also the one processes sharing a
 * room through Redis agree on.
 */
export type ChannelDeps = { router: Router; log: Log; limiters: Limiters; stats: { events: number }; clock: RulesClock };

export type GroupChannel = { io: Server; close(): Promise<void> };

/** The realtime channel of one group, at `/api/groups/{g}/game` (SPEC.md §7). */
export function openGroupChannel(http: HttpServer, groupId: number, deps: ChannelDeps): GroupChannel {
  const { router, log } = deps;
  const io = new Server(http, {
    path: gamePath(groupId),
    // WebSocket only: no polling means no sticky sessions when several processes serve a group.
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 512 * 1024,
    pingInterval: 10_000,
    pingTimeout: 8_000,
  });

  io.use(async (socket, next) => {
    const refuse = (e: AppError) => next(Object.assign(new Error(`${e.group}-${e.code}`), { data: e }));
    const hs = Handshake.safeParse(socket.handshake.auth);
    if (!hs.success) return refuse(appError('SP02', ErrorCodes.SP02.INVALID_MESSAGE_SCHEMA));
    if (parseRoomId(hs.data.roomId)?.groupId !== String(groupId)) {
      return refuse(hs.data.role === 'host' ? appError('Room', ErrorCodes.Room.ROOM_ID_NOT_FOUND) : appError('SP02', ErrorCodes.SP02.ROOM_ID_NOT_FOUND));
    }
    const route = await router.auth(hs.data);
    if ('group' in route) return refuse(route);
    const who = route.who;
    socket.data = {
      roomId: hs.data.roomId,
      route,
      ...(who.role === 'phone' ? { role: 'phone', playerId: who.playerId, tokenHash: who.tokenHash } : { role: 'host', playerId: '', tokenHash: '' }),
    };
    next();
  });

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    // Clock pings are answered here, at once, wherever the room lives: their delay must stay symmetric.
    socket.on(Events.ping, (payload: unknown, ack: unknown) => answerPing(deps.clock, payload, ack));
    const dispatch = router.connect(socket, data.route);
    // Every other event goes through the socket's rate limit, then to its room's owner.
    socket.use(([event, ...args], next) => {
      deps.stats.events++;
      if (event === Events.ping) return next();
      allow(deps.limiters.socket, socket.id).then(
        (ok) => {
          if (ok) return dispatch(String(event), args);
          const error = appError('Application', ErrorCodes.Application.TOO_MANY_REQUESTS);
          const ack = args[args.length - 1];
          // One answer per refused event: a flood costs the server one small packet per message.
          if (typeof ack === 'function') ack({ ok: false, error });
          else socket.emit(Events.error, { event, ...error });
        },
        (err) => log.error({ err }, 'rate limiter failed'),
      );
    });
  });
  io.engine.on('connection_error', (err: Error) => log.debug({ err: err.message }, 'socket refused at transport level'));

  return {
    io,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}

/** Clock sync pong: the server's receive and send times. */
function answerPing(clock: RulesClock, payload: unknown, ack: unknown): void {
  const t1 = clock.now();
  if (typeof ack !== 'function') return;
  const p = ClockPing.safeParse(payload);
  if (!p.success) return ack({ ok: false, error: appError('SP02', ErrorCodes.SP02.INVALID_MESSAGE_SCHEMA) });
  const pong: ClockPong = { t0: p.data.t0, t1, t2: clock.now() };
  ack(pong);
}
