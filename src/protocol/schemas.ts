import { z } from 'zod';
import { TEAMS, CAPABILITIES } from './enums';
import type { AppError } from './errors';

/** Raw name input; normalisation and limits are the server's (they come from operator config). */
export const UpdateProfile = z.strictObject({
  name: z.string().max(200),
  photo: z.string().max(400_000).nullable().optional(),
});
export type UpdateProfile = z.infer<typeof UpdateProfile>;

export const UpdateTeam = z.strictObject({ team: z.enum(TEAMS) });
export type UpdateTeam = z.infer<typeof UpdateTeam>;

export const CapabilityReport = z.strictObject({
  sensor: z.enum(CAPABILITIES),
  intervalMs: z.number().finite().nonnegative().nullable(),
  /** The readings include rotation rates; null or absent when the check could not tell. */
  gyroscope: z.boolean().nullable().optional(),
});
export type CapabilityReport = z.infer<typeof CapabilityReport>;

export const Resync = z.strictObject({});

/** Socket handshake: a phone brings its session token, the host its host token. */
export const Handshake = z.union([
  z.strictObject({ role: z.literal('phone'), roomId: z.string().length(23), token: z.string().min(16).max(128) }),
  z.strictObject({ role: z.literal('host'), roomId: z.string().length(23), hostToken: z.string().min(16).max(128) }),
]);
export type Handshake = z.infer<typeof Handshake>;

export const SessionRequest = z.strictObject({
  roomId: z.string().length(23),
  token: z.string().min(16).max(128).optional(),
});
export type SessionRequest = z.infer<typeof SessionRequest>;
export type SessionResponse = { token: string; playerId: string };

export type CreateRoomResponse = { roomId: string; groupId: string; hostToken: string; joinUrl: string };

export type Ack<T = undefined> = ({ ok: true } & (T extends undefined ? unknown : { value: T })) | { ok: false; error: AppError };

/** Clock sync: the client's send time; the server answers with its receive and send times (ms, epoch). */
export const ClockPing = z.strictObject({ t0: z.number().finite() });
export type ClockPong = { t0: number; t1: number; t2: number };

/**
 * Detector events from a phone's motion worker. Each event has a type and its time on the phone's
 * clock (`t`) and on the server's (`st`, null before the clock is synced); detectors may add fields.
 */
export const MotionEvents = z.strictObject({
  detector: z.string().min(1).max(40),
  events: z
    .array(
      z.looseObject({
        type: z.string().min(1).max(40),
        t: z.number().finite(),
        st: z.number().finite().nullable(),
      }),
    )
    .min(1)
    .max(64),
});
export type MotionEvents = z.infer<typeof MotionEvents>;
