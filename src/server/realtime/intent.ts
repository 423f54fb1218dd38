import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { appError, ErrorCodes, errorKey, type AppError } from '../../protocol/errors';
import { Events } from '../../protocol/events';
import type { Ack } from '../../protocol/schemas';
import { RoomLockError, StoreUnavailableError } from '../rooms/roomStore';
import type { Log } from '../log';

export type IntentHandler<T> = (payload: T) => Promise<AppError | null>;

/**
 * Registers a client intent: the payload passes its schema before anything happens; a bad one
 * gets 2004 / SP02-104 (as ack and as `error`), changes nothing and keeps the connection.
 */
export function onIntent<S extends z.ZodType>(socket: Socket, log: Log, name: string, schema: S, handle: IntentHandler<z.infer<S>>): void {
  socket.on(name, async (payload: unknown, ack?: unknown) => {
    const reply = (r: Ack) => { if (typeof ack === 'function') ack(r); };
    const fail = (error: AppError) => {
      reply({ ok: false, error });
      socket.emit(Events.error, { event: name, ...error });
    };
    const parsed = schema.safeParse(payload ?? {});
    if (!parsed.success) {
      log.info({ event: name, issues: parsed.error.issues.length }, 'invalid payload refused');
      return fail(appError('SP02', ErrorCodes.SP02.INVALID_MESSAGE_SCHEMA, parsed.error.issues[0]?.message));
    }
    try {
      const error = await handle(parsed.data);
      if (error) {
        log.info({ event: name, error: errorKey(error) }, 'intent refused');
        return reply({ ok: false, error });
      }
      reply({ ok: true });
    } catch (err) {
      fail(toAppError(err));
      log.error({ err, event: name }, 'intent failed');
    }
  });
}

export function toAppError(err: unknown): AppError {
  if (err instanceof StoreUnavailableError) return appError('Room', ErrorCodes.Room.ROOM_STORE_NOT_ACCESSIBLE);
  if (err instanceof RoomLockError) return appError('Room', err.phase === 'lock' ? ErrorCodes.Room.LOCK_FAILED : ErrorCodes.Room.UNLOCK_FAILED);
  return appError('Room', ErrorCodes.Room.UNKNOWN);
}
