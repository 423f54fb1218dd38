import pino, { type LoggerOptions } from 'pino';

/**
 * A key that holds a secret or a photo is never written, whoever logs an object holding one (at
 * the top or one level down): tokens hand out seats, and photos are people's faces.
 */
export const LOG_REDACT: LoggerOptions['redact'] = {
  paths: ['token', 'hostToken', 'auth', 'photo', '*.token', '*.hostToken', '*.auth', '*.photo'],
  censor: '[redacted]',
};

/** Structured logs: one JSON line per event (pino). LOG_LEVEL=silent in tests. */
export const log = pino({ level: process.env.LOG_LEVEL ?? 'info', base: undefined, redact: LOG_REDACT });
export type Log = typeof log;
