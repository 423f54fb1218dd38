import { z } from 'zod';
import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import { TEAMS } from '../../protocol/enums';
import { Events } from '../../protocol/events';
import { CapabilityReport, MotionEvents, UpdateProfile, UpdateTeam } from '../../protocol/schemas';
import { ChargeIntent, ChooseCardIntent, CheerIntent, EmoteIntent, HostCommand, StopRouletteIntent, ThrowItemIntent, VoteIntent } from '../../protocol/system';
import { GAME_RULES, rulesFor } from '../games/registry';
import { statusOf } from '../../games/common/rules';
import { viewCtx } from '../../games/common/time';
import { gameIntent, gameMotion } from '../games/runner';
import { parsePhoto, PHOTO_ROUTE } from '../photos/photos';
import { reportCapability } from '../rooms/capability';
import { charge, cheer, chooseCard, emote, stopRoulette, throwItem } from '../rooms/flow';
import { updateProfile, type WordFilter } from '../rooms/profile';
import { chooseTeam } from '../rooms/teams';
import { vote } from '../rooms/voting';
import type { RuleContext } from '../rooms/context';
import type { Room } from '../rooms/room';
import type { Who } from './client';
import type { RoomEngine } from './engine';
import { hostRule } from './hostCommands';
import type { LiveRoom, Scope } from './liveRoom';
import { countMotion } from './motionStats';

type Outcome = AppError | null | Promise<AppError | null>;

type Input = {
  schema: z.ZodType;
  role: 'phone' | 'host';
  /**
   * High-rate (cheer taps, charge rubs, detector events, heartbeats): applied in place without
   * waiting for a write of its own. 'sheddable' ones (cheers, emotes, heartbeats: show only) are
   * dropped first under overload; 'kept' ones decide something (charge, detector events).
   */
  stream?: 'sheddable' | 'kept';
  run(engine: RoomEngine, live: LiveRoom, who: Who, payload: never, deps: InputDeps): Outcome;
};

export type InputDeps = { isForbidden: () => WordFilter };

const playerId = (who: Who) => (who.role === 'phone' ? who.playerId : '');

/** A phone intent whose rule changes the views in `scope`. */
function phone<S extends z.ZodType>(
  schema: S,
  scope: (id: string) => Scope,
  rule: (id: string, p: z.infer<S>) => Parameters<RoomEngine['apply']>[1],
  stream?: Input['stream'],
): Input {
  return {
    schema,
    role: 'phone',
    stream,
    run: (engine, live, who, payload: z.infer<S>) => engine.apply(live, rule(playerId(who), payload), scope(playerId(who))),
  };
}
const all = () => 'all' as const;
const hostOnly = () => 'host' as const;
const self = (id: string) => ({ player: id });

/** Every inbound event a room handles, by name, with its schema (STYLE.md #12: validate at the edge). */
export const INPUTS: Record<string, Input> = {
  [Events.updateProfile]: {
    schema: UpdateProfile,
    role: 'phone',
    async run(engine, live, who, p: UpdateProfile, deps) {
      let photo: string | null | undefined = p.photo;
      if (typeof p.photo === 'string') {
        const parsed = parsePhoto(p.photo, engine.deps.config().server.photoSizeLimit);
        if ('group' in parsed) return parsed;
        photo = await engine.deps.photos.put(live.id, parsed);
      }
      return engine.apply(live, (room, ctx) => updateProfile(room, playerId(who), { name: p.name, photo }, ctx, deps.isForbidden()));
    },
  },
  [Events.updateTeam]: phone(UpdateTeam, all, (id, p) => (room, ctx) => chooseTeam(room, id, p.team, ctx)),
  [Events.capability]: phone(CapabilityReport, all, (id, p) => (room) => reportCapability(room, id, p)),
  // Charge decides between variants: a stream, but never shed.
  [Events.charge]: phone(ChargeIntent, all, (id, p) => (room) => charge(room, id, p.amount), 'kept'),
  [Events.cheer]: phone(CheerIntent, hostOnly, (id) => (room) => cheer(room, id), 'sheddable'),
  [Events.emote]: phone(EmoteIntent, hostOnly, (id, p) => (room) => emote(room, id, p.icon), 'sheddable'),
  [Events.throwItem]: phone(ThrowItemIntent, self, (id, p) => (room, ctx) => throwItem(room, id, p.itemId, ctx)),
  [Events.vote]: phone(VoteIntent, all, (id, p) => (room, ctx) => vote(room, id, p.choice, ctx)),
  [Events.stopRoulette]: phone(StopRouletteIntent, all, (id) => (room, ctx) => stopRoulette(room, { playerId: id }, ctx)),
  [Events.chooseCard]: phone(ChooseCardIntent, all, (id, p) => (room) => chooseCard(room, id, p.index)),
  [Events.motion]: {
    schema: MotionEvents,
    role: 'phone',
    stream: 'kept',
    run(engine, live, who, p: MotionEvents) {
      countMotion(live.id, playerId(who), p);
      // A detector event changes its player's part (and the big screen's) unless it moved the game
      // on or what every phone sees of it (a team's meter).
      const sender = playerId(who);
      const before = shared(live, sender);
      return engine.apply(
        live,
        (room, ctx) => {
          gameMotion(room, sender, p, ctx);
          return null;
        },
        () => (shared(live, sender) === before ? self(sender) : 'all'),
      );
    },
  },
  [Events.host]: { schema: HostCommand, role: 'host', run: (engine, live, _who, cmd: HostCommand) => engine.apply(live, hostRule(cmd)) },
  ...gameInputs(),
};

/**
 * A game photo is a data URL, checked by its own bytes and stored, or the URL of a photo stored
 * here already; anything else (another site's address, text) is refused before the game sees it.
 */
async function withPhoto(engine: RoomEngine, live: LiveRoom, who: Who, p: unknown, rule: (id: string, p: unknown) => Parameters<RoomEngine['apply']>[1]) {
  let payload = p;
  if (typeof p === 'object' && p !== null && 'photo' in p && typeof p.photo === 'string' && !PHOTO_ROUTE.test(p.photo)) {
    const parsed = parsePhoto(p.photo, engine.deps.config().server.photoSizeLimit);
    if ('group' in parsed) return parsed;
    payload = { ...p, photo: await engine.deps.photos.put(live.id, parsed) };
  }
  return engine.apply(live, rule(playerId(who), payload), 'all');
}

/**
 * Each game's intents as `gmNNN:name`: the runner's (entry, completeTutorial) and the game's moves,
 * each parsed once here with its move's schema. Streams are shed first under overload.
 */
function gameInputs(): Record<string, Input> {
  // An intent with nothing to say: the runner's entry and completeTutorial.
  const Empty = z.strictObject({});
  const out: Record<string, Input> = {};
  for (const [id, rules] of GAME_RULES) {
    const moves: [string, { schema: z.ZodType; stream?: boolean; photo?: boolean }][] = [
      ['entry', { schema: Empty }],
      ['completeTutorial', { schema: Empty }],
      ...Object.entries(rules.moves),
    ];
    for (const [name, { schema, stream, photo }] of moves) {
      const rule = (playerId: string, p: unknown) => (room: Room, ctx: RuleContext) => gameIntent(room, playerId, id, name, p, ctx);
      if (photo) {
        // A game photo (gm121's shot): checked by its bytes and size, stored, and passed on as its URL.
        out[`${id}:${name}`] = { schema, role: 'phone', run: (engine, live, who, p: unknown) => withPhoto(engine, live, who, p, rule) };
        continue;
      }
      if (!stream) {
        out[`${id}:${name}`] = phone(schema, all, rule);
        continue;
      }
      // A stream (a heartbeat) touches its player's view and the host's, unless it moved the game on
      // or what every phone sees of it.
      out[`${id}:${name}`] = {
        schema,
        role: 'phone',
        stream: 'sheddable',
        run(engine, live, who, p: unknown) {
          const sender = playerId(who);
          const before = shared(live, sender);
          return engine.apply(live, rule(sender, p), () => (shared(live, sender) === before ? self(sender) : 'all'));
        },
      };
    }
  }
  return out;
}

/**
 * Where the running game is and what the other phones see of it: its phase and status, the view of
 * a phone outside the game, and the view of one player of each team other than the sender (a phone
 * carries its own team's figures, not both). When a stream changes this, every view must hear of
 * it, not only its sender's; when it does not, the other phones are not even projected. Three
 * projections per event, not one per phone; and none before it when nothing changed since the
 * last event's look after (a burst of swings from the same room), as `live.changes` tells.
 */
function shared(live: LiveRoom, sender: string): string {
  const room = live.room;
  const g = room.game;
  if (!g) return '';
  const witnesses = ['', ...TEAMS.map((team) => room.players.find((x) => x.team === team && x.id !== sender)?.id ?? null)];
  const key = witnesses.join('/');
  if (live.seen?.at === live.changes && live.seen.witnesses === key) return live.seen.value;
  let value = `${g.phase}/${statusOf(g.own)}/${g.result ? 'result' : ''}`;
  if (g.own !== null) {
    const rules = rulesFor(g.id)!;
    const ctx = viewCtx(g);
    for (const witness of witnesses) if (witness !== null) value += `/${JSON.stringify(rules.phoneView(g.own, witness, ctx))}`;
  }
  live.seen = { at: live.changes, witnesses: key, value };
  return value;
}

/** The input an event names: only INPUTS' own keys ("constructor" or "__proto__" name nothing). */
const inputOf = (event: string): Input | undefined => (Object.hasOwn(INPUTS, event) ? INPUTS[event] : undefined);

const schemaError = (why?: string) => appError('SP02', ErrorCodes.SP02.INVALID_MESSAGE_SCHEMA, why);

/**
 * One inbound event on the room's owner, from a local or relayed socket. The payload passes its
 * schema before anything happens; a bad one, or one from the wrong role, changes nothing.
 */
export function handleInput(engine: RoomEngine, live: LiveRoom, who: Who, event: string, payload: unknown, deps: InputDeps): Outcome {
  const input = inputOf(event);
  if (!input) return schemaError(`unknown event ${event.slice(0, 40)}`);
  if (input.role !== who.role) return appError('Application', ErrorCodes.Application.NOT_AUTHORIZED);
  if (input.stream === 'sheddable' && engine.deps.load.overloaded()) {
    engine.deps.load.shed();
    return appError('Application', ErrorCodes.Application.TOO_MANY_REQUESTS);
  }
  const parsed = input.schema.safeParse(payload ?? {});
  if (!parsed.success) return schemaError(parsed.error.issues[0]?.message);
  const out = input.run(engine, live, who, parsed.data as never, deps);
  if (input.stream) return out;
  // A decision is answered once it is written behind (with Redis), so an acknowledged one survives its owner.
  const durable = (error: AppError | null) => engine.deps.backup.saved(live.id)?.then(() => error) ?? error;
  return out instanceof Promise ? out.then(durable) : durable(out);
}

/** Streams are answered only when the sender asked; decisions always are. */
export function isStream(event: string): boolean {
  return inputOf(event)?.stream !== undefined;
}

/**
 * Keeps one client's inputs in the order sent, even when one of them waits (a photo being stored):
 * while one is pending, the next ones queue behind it.
 */
export function inOrder(): (run: () => Outcome) => Outcome {
  let tail: Promise<unknown> | null = null;
  return (run) => {
    if (tail) {
      const next = tail.then(run);
      const t = (tail = next
        .catch(() => undefined)
        .then(() => {
          if (tail === t) tail = null;
        }));
      return next;
    }
    const out = run();
    if (out instanceof Promise) {
      const t = (tail = out
        .catch(() => undefined)
        .then(() => {
          if (tail === t) tail = null;
        }));
    }
    return out;
  };
}
