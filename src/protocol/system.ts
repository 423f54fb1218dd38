import { z } from 'zod';
import { EMOTES, EVENT_CARDS, GAME_IDS, GAME_MODES, THROW_ITEMS } from './enums';
import { RoomSettings, SESSION_ACTIONS } from './session';

// The lists live in enums.ts, which has no schema: views import them there without loading zod.
export { EMOTES, EVENT_CARDS, THROW_ITEMS, THROWS_PER_PHONE, type Emote, type EventCard, type ThrowItem } from './enums';

/** Phases the host moves the whole room through between games (SPEC.md §4 system statuses). */
export const HOST_PHASES = ['lookNx', 'charge', 'cheer', 'itemThrowing', 'holdingJoyCon'] as const;

// Phone → server intents of the system scene.
export const ChargeIntent = z.strictObject({ amount: z.number().finite().min(0).max(1) });
export const CheerIntent = z.strictObject({});
export const ThrowItemIntent = z.strictObject({ itemId: z.enum(THROW_ITEMS) });
export const VoteIntent = z.strictObject({ choice: z.string().min(1).max(32) });
export const EmoteIntent = z.strictObject({ icon: z.enum(EMOTES) });
export const StopRouletteIntent = z.strictObject({});
/** The team ahead on charge picks one of two event cards (its index). */
export const ChooseCardIntent = z.strictObject({ index: z.union([z.literal(0), z.literal(1)]) });

/** Host → server commands, one event (`host`) with a discriminated union. */
export const HostCommand = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('startTeamSelect') }),
  z.strictObject({ type: z.literal('shuffleTeams') }),
  z.strictObject({ type: z.literal('fixTeams') }),
  z.strictObject({ type: z.literal('allowTeamChange'), allowed: z.boolean() }),
  z.strictObject({ type: z.literal('phase'), phase: z.enum(HOST_PHASES) }),
  z.strictObject({ type: z.literal('startRoulette'), candidates: z.array(z.enum(GAME_IDS)).min(1).max(GAME_IDS.length) }),
  z.strictObject({ type: z.literal('stopRoulette') }),
  z.strictObject({ type: z.literal('eventCard'), card: z.enum(EVENT_CARDS) }),
  z.strictObject({
    type: z.literal('startMvpVote'),
    choices: z.array(z.string().min(1).max(32)).min(2).max(5),
    durationMs: z.number().int().min(3_000).max(60_000).default(15_000),
  }),
  z.strictObject({ type: z.literal('kick'), playerId: z.string().min(1).max(32) }),
  z.strictObject({ type: z.literal('lock'), locked: z.boolean() }),
  z.strictObject({ type: z.literal('maxPlayers'), max: z.number().int().min(1).max(1000) }),
  z.strictObject({ type: z.literal('hideCode'), hidden: z.boolean() }),
  z.strictObject({ type: z.literal('resetCapability') }),
  z.strictObject({ type: z.literal('startGame'), gameId: z.enum(GAME_IDS), mode: z.enum(GAME_MODES).default('T0') }),
  /** Closes the result screen: scores move and the room returns to the session. */
  z.strictObject({ type: z.literal('endGame') }),
  /** The lobby's settings: session length, games left out, tutorials skipped. */
  z.strictObject({ type: z.literal('settings'), settings: RoomSettings }),
  /** Start session: the team contest runs itself until the trophy and the MVP. */
  z.strictObject({ type: z.literal('startSession') }),
  z.strictObject({ type: z.literal('session'), action: z.enum(SESSION_ACTIONS) }),
  /** The next game, chosen by the host instead of the roulette. */
  z.strictObject({ type: z.literal('sessionNext'), gameId: z.enum(GAME_IDS) }),
]);
export type HostCommand = z.infer<typeof HostCommand>;
