import { z } from 'zod';
import { MANIFESTS, type BuiltParameterSet } from '../games/manifests';
import { GamePhaseMs, SessionMs, PlannedGameParameters, type PlannedParameterSet, type Widen } from '../protocol/parameters';

const num = (d: number) => z.number().finite().default(d);
const int = (d: number, min = 0) => z.number().int().min(min).default(d);

/** A schema whose every leaf is a number defaulting to the value given. */
function defaultsSchema(value: unknown): z.ZodType {
  if (typeof value === 'number') return num(value);
  const shape: Record<string, z.ZodType> = {};
  for (const [k, v] of Object.entries(value as object)) shape[k] = defaultsSchema(v);
  return z.strictObject(shape).prefault({});
}

/** Every game's parameters, by id: the built games' from their manifests, the planned ones' from SPEC.md §9. */
export type GameParameterSet = PlannedParameterSet & { [Id in keyof BuiltParameterSet]: Widen<BuiltParameterSet[Id]> };

/** Every game's parameter defaults, by id. */
export const GAME_DEFAULTS: GameParameterSet = {
  ...PlannedGameParameters,
  ...Object.fromEntries(MANIFESTS.map((m) => [m.id, m.parameters])),
} as GameParameterSet;

/**
 * The operator config file's schema. The server validates with it and the Motion Lab checks the
 * files it exports against it, so it lives here, apart from both.
 */
export const ConfigSchema = z.strictObject({
  server: z
    .strictObject({
      /** Groups (first byte of a room id) this process serves. */
      groups: z.array(z.number().int().min(0).max(255)).min(1).default([0]),
      /** The address phones use, e.g. https://party.example.com; the LAN address when empty. */
      publicUrl: z.url().nullable().default(null),
      /** Extra hosts the QR reader accepts as game links, besides the page's own. */
      gameHosts: z.array(z.string()).default([]),
      maxPlayersPerRoom: int(100, 1),
      maxPlayersPerTeam: int(60, 1),
      maxNameLength: int(12, 1),
      emptyRoomTtlMs: int(10 * 60_000),
      hostGraceMs: int(15_000),
      capabilityDeadlineMs: int(20_000),
      devEndpoints: z.boolean().default(false),
      /** Maintenance: new rooms and seats are refused (3997 / SP01-997); rooms in play go on. */
      maintenance: z.boolean().default(false),
      allowSensorReplay: z.boolean().default(true),
      forbiddenWords: z.array(z.string().min(1)).default([]),
      rateLimits: z
        .strictObject({
          eventsPerSecondPerSocket: int(30, 1),
          /**
           * API calls per client address. A venue's NAT or a reverse proxy puts a whole room behind
           * one address, so this is sized for rooms; seats are limited per room besides.
           */
          requestsPerMinutePerIp: int(1_200, 1),
          /** Seat requests (joins and rejoins) per room. */
          sessionsPerMinutePerRoom: int(400, 1),
          /** Rooms created per client address. */
          roomsPerMinutePerIp: int(30, 1),
        })
        .prefault({}),
      /**
       * Addresses (or CIDR ranges, or `loopback`) of reverse proxies whose `X-Forwarded-For` names
       * the client. From anyone else the header is ignored, so it cannot dodge a limit.
       */
      trustedProxies: z.array(z.string().min(1)).default([]),
      /** Views go out at most this often per room (a fixed patch rate); slower under overload. */
      viewIntervalMs: int(50, 10),
      /**
       * With Redis: how long a room's owner lease lasts unrenewed (a dead owner's rooms are taken
       * over after this), and how often changed rooms are written behind.
       */
      roomLeaseMs: int(2_000, 300),
      writeBehindMs: int(100, 10),
      photoSizeLimit: int(100_000, 1_000),
      /**
       * With several processes on Redis: how often each says it is alive, and after how long a silent
       * one is taken for dead (the players it held show as gone; a host on it pauses the game).
       */
      processHeartbeatMs: int(5_000, 50),
      processDeadAfterMs: int(20_000, 200),
      warnLatencyMs: int(250),
      /** Every game's common phases (charge, intro, entry...), in ms. */
      gamePhasesMs: z
        .strictObject({
          charge: int(GamePhaseMs.charge),
          checkingCapability: int(GamePhaseMs.checkingCapability),
          intro: int(GamePhaseMs.intro),
          entry: int(GamePhaseMs.entry),
          tutorial: int(GamePhaseMs.tutorial),
          waitingForResult: int(GamePhaseMs.waitingForResult),
        })
        .prefault({}),
      /**
       * The team contest's steps when the session runs itself, in ms (a game lasts as long as it
       * does; `result` is how long its result shows before the score moves).
       */
      sessionMs: z
        .strictObject({
          roulette: int(SessionMs.roulette, 500),
          rouletteStopped: int(SessionMs.rouletteStopped, 500),
          eventCard: int(SessionMs.eventCard, 500),
          holdingJoyCon: int(SessionMs.holdingJoyCon, 500),
          lookNx: int(SessionMs.lookNx, 500),
          result: int(SessionMs.result, 500),
          itemThrowing: int(SessionMs.itemThrowing, 500),
          scores: int(SessionMs.scores, 500),
          trophy: int(SessionMs.trophy, 500),
          votingMvp: int(SessionMs.votingMvp, 3_000),
        })
        .prefault({}),
    })
    .prefault({})
    .refine((s) => s.processDeadAfterMs >= 2 * s.processHeartbeatMs, {
      path: ['processDeadAfterMs'],
      message: 'must be at least twice processHeartbeatMs, or a live process may be taken for dead',
    }),
  games: defaultsSchema(GAME_DEFAULTS) as z.ZodType<GameParameterSet>,
});

export type Config = z.infer<typeof ConfigSchema>;

export function defaultConfig(): Config {
  return ConfigSchema.parse({});
}

/** Validates a parsed JSON value; the error message names each bad key and why. */
export function parseConfig(value: unknown): { ok: true; config: Config } | { ok: false; message: string } {
  const r = ConfigSchema.safeParse(value);
  if (r.success) return { ok: true, config: r.data };
  const message = r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  return { ok: false, message };
}
