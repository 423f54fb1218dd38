import pino from 'pino';

/** Structured logs: one JSON line per event (pino). LOG_LEVEL=silent in tests. */
export const log = pino({ level: process.env.LOG_LEVEL ?? 'info', base: undefined });
export type Log = typeof log;
