import type { Socket } from 'socket.io';
import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import { Events } from '../../protocol/events';
import { Resync, type Handshake } from '../../protocol/schemas';
import type { SeatResult } from '../rooms/seats';
import { Bus, BusTimeout } from './bus';
import { localClient, type Client, type Who } from './client';
import type { RoomEngine } from './engine';
import { handleInput, inOrder, type InputDeps } from './inputs';

/** Where a socket's room lives: here, or on `owner`, which this process relays it to. */
export type Route = { who: Who; owner: string | null };

type Msg =
  | { t: 'auth'; roomId: string; hs: Handshake }
  | { t: 'seat'; roomId: string; token?: string }
  | { t: 'attach'; roomId: string; sid: string; who: Who }
  | { t: 'detach'; roomId: string; sid: string }
  | { t: 'input'; roomId: string; sid: string; event: string; payload: unknown }
  | { t: 'resync'; roomId: string; sid: string }
  | { t: 'emit'; sid: string; event: string; data: unknown }
  | { t: 'drop'; sid: string }
  | { t: 'end'; sid: string; error: AppError };

const NOT_OWNER = { notOwner: true } as const;
const storeError = () => appError('Room', ErrorCodes.Room.ROOM_STORE_NOT_ACCESSIBLE);
const schemaError = () => appError('SP02', ErrorCodes.SP02.INVALID_MESSAGE_SCHEMA);
/** How long an owner has to answer a relayed call before the relay tries again (it may have died). */
const CALL_MS = 1_500;
/** How soon a relayed socket that missed a view gets a whole one (and again, while the bus is down). */
const RESEND_MS = 250;

/**
 * Takes every socket and HTTP seat request to its room's owner: straight into the engine when the
 * room lives here, over the bus when it lives on another process (with Redis). A relay keeps only
 * the socket; the owner holds the room, decides and projects views.
 */
export class Router {
  /** Sockets this process relays to another owner, by socket id. */
  private relayed = new Map<string, Seat>();
  /** Relayed sockets a whole view is due to (one that went out was lost on the way), by room/socket. */
  private resending = new Set<string>();
  /** On the owner: each relayed client's input order. */
  private queues = new WeakMap<Client, ReturnType<typeof inOrder>>();
  private watch: NodeJS.Timeout | null = null;

  constructor(
    private engine: RoomEngine,
    private bus: Bus | null,
    private deps: InputDeps & { leaseMs: number },
  ) {
    bus?.on((from, body) => this.onBus(from, body as Msg));
    if (bus) {
      // A relay checks that its sockets' owners still own their rooms (see checkOwners).
      this.watch = setInterval(() => void this.checkOwners(), Math.max(100, deps.leaseMs / 4));
      this.watch.unref();
    }
  }

  /** Checks a socket's handshake at the room's owner. */
  auth(hs: Handshake): Promise<Route | AppError> {
    return this.atOwner<Route | AppError>(
      hs.roomId,
      (live) => {
        const who = this.engine.authenticate(live, hs);
        return 'group' in who ? who : { who, owner: null };
      },
      async (owner) => {
        const who = await this.bus!.request<Who | AppError | typeof NOT_OWNER>(owner, { t: 'auth', roomId: hs.roomId, hs } satisfies Msg, CALL_MS);
        return 'notOwner' in who || 'group' in who ? who : { who, owner };
      },
      hs.role === 'host' ? appError('Room', ErrorCodes.Room.ROOM_ID_NOT_FOUND) : appError('SP02', ErrorCodes.SP02.ROOM_ID_NOT_FOUND),
    );
  }

  /** A phone's seat, taken at the room's owner (HTTP session); null when there is no such room. */
  async seat(roomId: string, token: string | undefined): Promise<SeatResult | null> {
    const out = await this.atOwner<SeatResult | null>(
      roomId,
      (live) => this.engine.seat(live, token),
      (owner) => this.bus!.request<SeatResult | typeof NOT_OWNER>(owner, { t: 'seat', roomId, token } satisfies Msg, CALL_MS),
      null,
    );
    if (out !== null && 'group' in out) throw new Error(`room ${roomId} not reachable: ${out.group}-${out.code}`);
    return out;
  }

  /**
   * Runs `here` if the room lives in this process, else `there` on its owner. An owner that does
   * not answer may have died: its lease lapses within `leaseMs`, and then this process takes the
   * room over, so the call is tried again until then.
   */
  private async atOwner<T>(
    roomId: string,
    here: (live: NonNullable<ReturnType<RoomEngine['local']>>) => T,
    there: (owner: string) => Promise<T | typeof NOT_OWNER>,
    missing: T,
  ): Promise<T | AppError> {
    const deadline = Date.now() + this.deps.leaseMs + 2 * CALL_MS;
    // An owner that did not answer is most likely dead: for a call's length its lease is watched
    // (the room is taken over the moment it lapses) rather than waited on through another call.
    let silent: { owner: string; since: number } | null = null;
    for (;;) {
      let at;
      try {
        at = await this.engine.locate(roomId);
      } catch {
        return storeError();
      }
      if (!at) return missing;
      if ('live' in at) return here(at.live);
      const watching = silent?.owner === at.owner && Date.now() - silent.since < CALL_MS;
      if (!watching) {
        try {
          const out = await there(at.owner);
          if (!(out && typeof out === 'object' && 'notOwner' in out)) return out as T;
        } catch (err) {
          if (!(err instanceof BusTimeout)) return storeError();
          silent = { owner: at.owner, since: Date.now() };
        }
      }
      if (Date.now() > deadline) return storeError();
      await new Promise((r) => setTimeout(r, silent ? 50 : 200));
    }
  }

  /**
   * A socket passed its handshake: it joins its room here, or is relayed to the owner. Returns
   * what to do with each of its events (the channel calls it after the rate limit). Its route can
   * change while it stays connected: a relay whose owner died takes the room over in place.
   */
  connect(socket: Socket, route: Route): (event: string, args: unknown[]) => void {
    const roomId = (socket.data as { roomId: string }).roomId;
    const seat: Seat = { socket, roomId, who: route.who, owner: null, handle: () => {}, leave: () => {} };
    socket.on('disconnect', () => {
      seat.leave();
      this.relayed.delete(socket.id);
    });
    if (route.owner === null) this.serveHere(seat);
    else this.relay(seat, route.owner);
    return (event, args) => seat.handle(event, args);
  }

  /** The socket's room lives in this process: straight into the engine. */
  private serveHere(seat: Seat): void {
    const { socket } = seat;
    const live = this.engine.local(seat.roomId);
    // The room moved between the handshake and now: come again and be routed anew.
    if (!live) return void socket.conn.close();
    this.relayed.delete(socket.id);
    seat.owner = null;
    const client = localClient(socket, seat.who, this.engine.proc);
    this.engine.attach(live, client);
    seat.leave = () => this.engine.detach(live, socket.id);
    const queue = inOrder();
    seat.handle = (event, args) => {
      const { payload, ack } = split(args);
      if (event === Events.resync) {
        if (!Resync.safeParse(payload ?? {}).success) return answer(socket, event, ack, schemaError());
        this.engine.views.snapshot(live, client);
        return ack?.({ ok: true });
      }
      answer(
        socket,
        event,
        ack,
        queue(() => handleInput(this.engine, live, seat.who, event, payload, this.deps)),
      );
    };
  }

  /** The socket's room lives on `owner`: inputs go there, views come back from there. */
  private relay(seat: Seat, owner: string): void {
    const { socket, roomId } = seat;
    const sid = socket.id;
    seat.owner = owner;
    this.relayed.set(sid, seat);
    this.bus!.notify(owner, { t: 'attach', roomId, sid, who: seat.who } satisfies Msg);
    seat.leave = () => this.bus!.notify(owner, { t: 'detach', roomId, sid } satisfies Msg);
    seat.handle = (event, args) => {
      const { payload, ack } = split(args);
      if (event === Events.resync) {
        if (!Resync.safeParse(payload ?? {}).success) return answer(socket, event, ack, schemaError());
        this.bus!.notify(owner, { t: 'resync', roomId, sid } satisfies Msg);
        return ack?.({ ok: true });
      }
      const msg: Msg = { t: 'input', roomId, sid, event, payload };
      if (!ack) return this.bus!.notify(owner, msg);
      const reply = this.bus!.request<AppError | null>(owner, msg, CALL_MS).catch(() => {
        // The owner did not answer: it may be gone. Its lease tells; meanwhile this input is refused.
        void this.checkOwners();
        return storeError();
      });
      answer(socket, event, ack, reply);
    };
  }

  /** The owner's side of the bus, and the relay's. */
  private onBus(from: string, m: Msg): unknown {
    switch (m.t) {
      case 'emit':
        return void this.relayed.get(m.sid)?.socket.emit(m.event, m.data);
      case 'drop':
        return void this.relayed.get(m.sid)?.socket.conn.close();
      case 'end': {
        const s = this.relayed.get(m.sid)?.socket;
        s?.emit(Events.error, m.error);
        return void s?.disconnect(true);
      }
    }
    const live = this.engine.local(m.roomId);
    if (!live) {
      // Not (or no longer) the owner: the relay routes again; a relayed socket reconnects.
      if (m.t === 'attach') this.bus!.notify(from, { t: 'drop', sid: m.sid } satisfies Msg);
      return m.t === 'input' ? storeError() : NOT_OWNER;
    }
    switch (m.t) {
      case 'auth':
        return this.engine.authenticate(live, m.hs);
      case 'seat':
        return this.engine.seat(live, m.token);
      case 'attach':
        return this.engine.attach(
          live,
          remoteClient(this.bus!, from, m.sid, m.who, () => this.resendLater(m.roomId, m.sid)),
        );
      case 'detach':
        return this.engine.detach(live, m.sid);
      case 'resync': {
        const c = live.clients.get(m.sid);
        return c && this.engine.views.snapshot(live, c);
      }
      case 'input': {
        const c = live.clients.get(m.sid);
        if (!c) return storeError();
        let queue = this.queues.get(c);
        if (!queue) this.queues.set(c, (queue = inOrder()));
        return queue(() => handleInput(this.engine, live, c.who, m.event, m.payload, this.deps));
      }
    }
  }

  /**
   * A relay checks its rooms' owners. Where the lease lapsed (the owner died), this process takes
   * the room over and keeps the sockets it relays, now served here; where another process took the
   * room, they are attached there. Either way they stay connected.
   */
  private async checkOwners(): Promise<void> {
    if (this.relayed.size === 0) return;
    const rooms = [...new Set([...this.relayed.values()].map((r) => r.roomId))];
    let owners: (string | null)[];
    try {
      owners = await this.engine.deps.backup.owners(rooms);
    } catch {
      return;
    }
    await Promise.all(
      rooms.map(async (roomId, i) => {
        const seats = [...this.relayed.values()].filter((r) => r.roomId === roomId);
        if (owners[i] !== null && owners[i] === seats[0]?.owner) return;
        let at;
        try {
          at = await this.engine.locate(roomId);
        } catch {
          return;
        }
        for (const seat of seats) {
          if (!this.relayed.has(seat.socket.id)) continue; // gone meanwhile
          if (!at) seat.socket.conn.close();
          else if ('live' in at) this.serveHere(seat);
          else if (at.owner !== seat.owner) this.relay(seat, at.owner);
        }
      }),
    );
  }

  /**
   * A view never reached a relayed socket (the bus was down with Redis): its client would wait for
   * a patch that cannot apply, so a whole view follows, again until one gets through.
   */
  private resendLater(roomId: string, sid: string): void {
    const key = `${roomId}/${sid}`;
    if (this.resending.has(key)) return;
    this.resending.add(key);
    setTimeout(() => {
      this.resending.delete(key);
      const live = this.engine.local(roomId);
      const client = live?.clients.get(sid);
      if (live && client) this.engine.views.snapshot(live, client);
    }, RESEND_MS).unref();
  }

  /** This process was counted out by the others: every socket it relays reconnects to be counted again. */
  dropRelayed(): void {
    for (const r of this.relayed.values()) r.socket.conn.close();
  }

  close(): void {
    if (this.watch) clearInterval(this.watch);
  }
}

/** One connected socket and where its room lives now (null: here). */
type Seat = {
  socket: Socket;
  roomId: string;
  who: Who;
  owner: string | null;
  handle(event: string, args: unknown[]): void;
  /** Tells the room's owner this socket is gone. */
  leave(): void;
};

function remoteClient(bus: Bus, proc: string, sid: string, who: Who, undelivered: () => void): Client {
  return {
    id: sid,
    who,
    proc,
    send: (event, data) =>
      void bus.notify(proc, { t: 'emit', sid, event, data } satisfies Msg).then((sent) => {
        if (!sent && event === Events.view) undelivered();
      }),
    drop: () => void bus.notify(proc, { t: 'drop', sid } satisfies Msg),
    end: (error) => void bus.notify(proc, { t: 'end', sid, error } satisfies Msg),
    backedUp: () => false,
  };
}

type AckFn = (r: unknown) => void;

function split(args: unknown[]): { payload: unknown; ack: AckFn | null } {
  const last = args[args.length - 1];
  return typeof last === 'function' ? { payload: args.length > 1 ? args[0] : undefined, ack: last as AckFn } : { payload: args[0], ack: null };
}

/** Answers an intent: its ack when asked, and an `error` event when the payload itself was bad. */
function answer(socket: Socket, event: string, ack: AckFn | null, outcome: AppError | null | Promise<AppError | null>): void {
  const reply = (error: AppError | null) => {
    ack?.(error ? { ok: false, error } : { ok: true });
    // A malformed payload or a failing room is news the sender must hear even without an ack; a rule's refusal is only the ack's.
    if (error && ((error.group === 'SP02' && error.code === ErrorCodes.SP02.INVALID_MESSAGE_SCHEMA) || error.group === 'Room')) {
      socket.emit(Events.error, { event, ...error });
    }
  };
  if (outcome instanceof Promise) outcome.then(reply, () => reply(storeError()));
  else reply(outcome);
}
