import type { Socket } from 'socket.io';
import type { AppError } from '../../protocol/errors';
import { Events } from '../../protocol/events';

/** Who is behind a socket, as the room's owner checked it at the handshake. */
export type Who = { role: 'phone'; playerId: string; tokenHash: string } | { role: 'host' };

/**
 * One socket of a room, as the room's owner process sees it: on this process, or on another one
 * that relays it (see relay.ts). The owner sends views to it and counts it for presence.
 */
export interface Client {
  /** The socket's id (socket.io ids are random, so unique across processes). */
  readonly id: string;
  readonly who: Who;
  /** The server process holding the socket. */
  readonly proc: string;
  send(event: string, data: unknown): void;
  /** Closes the transport only: the client reconnects by itself (ownership moved, process counted out). */
  drop(): void;
  /** Says why, then closes for good (kicked, room gone). */
  end(error: AppError): void;
  /** Earlier messages are still queued on a slow link: a view flush skips it (it gets one diff later). */
  backedUp(): boolean;
}

/** Packets queued on a socket's transport before a view flush passes it by. */
const BACKLOG_PACKETS = 64;

export function localClient(socket: Socket, who: Who, proc: string): Client {
  return {
    id: socket.id,
    who,
    proc,
    send: (event, data) => void socket.emit(event, data),
    drop: () => socket.conn.close(),
    end: (error) => {
      socket.emit(Events.error, error);
      socket.disconnect(true);
    },
    // engine.io keeps what a slow transport has not taken yet in `writeBuffer` (not in its types).
    backedUp: () => (socket.conn as unknown as { writeBuffer: unknown[] }).writeBuffer.length > BACKLOG_PACKETS,
  };
}
