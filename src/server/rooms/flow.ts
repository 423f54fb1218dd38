import type { Team } from '../../protocol/enums';
import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import { THROWS_PER_PHONE, type Emote, type EventCard, type HOST_PHASES, type ThrowItem } from '../../protocol/system';
import type { GameId } from '../../protocol/enums';
import { NO_STATS, type PlayerStats } from '../../session/stats';
import { pick, type RuleContext } from './context';
import { findPlayer, profiled, pushRecent, teamCounts, type Player, type Room } from './room';

const notNow = (what: string) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, `${what} is not open now`);

/** A phone that may act in the system scene: seated, named. */
function actor(room: Room, playerId: string): Player | AppError {
  const p = findPlayer(room, playerId);
  return p && p.name ? p : appError('SP03', ErrorCodes.SP03.OTHER_PROFILE, 'profile first');
}
const isError = (x: Player | AppError): x is AppError => 'group' in x;

/** A player's tallies for the MVP nominees, made on first use. */
function tally(room: Room, playerId: string): PlayerStats {
  return (room.system.tallies[playerId] ??= { ...NO_STATS });
}

/** The host moves the room to a phase between games. */
export function setPhase(room: Room, phase: (typeof HOST_PHASES)[number]): AppError | null {
  const sys = room.system;
  if (!sys.teamsFixed) return appError('SP03', ErrorCodes.SP03.OTHER_TEAM, 'fix the teams first');
  sys.status = phase;
  if (phase === 'charge') {
    sys.charge = { left: 0, right: 0 };
    for (const p of room.players) p.charge = 0;
  }
  if (phase === 'itemThrowing') for (const p of room.players) p.throwsLeft = THROWS_PER_PHONE;
  return null;
}

/** Charge pad: each phone adds up to 1 per event, at most 100 in all; teams compare per head. */
export function charge(room: Room, playerId: string, amount: number): AppError | null {
  const p = actor(room, playerId);
  if (isError(p)) return p;
  if (room.system.status !== 'charge' && room.system.status !== 'roulette') return notNow('charge');
  if (!p.team) return appError('SP03', ErrorCodes.SP03.OTHER_TEAM, 'no team');
  const add = Math.min(amount, 100 - p.charge);
  p.charge += add;
  room.system.charge[p.team] += add;
  return null;
}

/**
 * A charge as views carry it: to a thousandth. Sums of fractional pushes drift (2.0999999999999996),
 * and each drifted digit travels to every phone on every push.
 */
export const chargeShown = (x: number): number => Math.round(x * 1000) / 1000;

/** Charge per head, so a big team does not win by size (GAMES.md principle 2). */
export function chargePerHead(room: Room): Record<Team, number> {
  const n = teamCounts(room);
  const c = room.system.charge;
  return { left: n.left ? chargeShown(c.left / n.left) : 0, right: n.right ? chargeShown(c.right / n.right) : 0 };
}

export function cheer(room: Room, playerId: string): AppError | null {
  const p = actor(room, playerId);
  if (isError(p)) return p;
  if (p.team) room.system.cheers[p.team]++;
  tally(room, p.id).cheers++;
  return null;
}

export function emote(room: Room, playerId: string, icon: Emote): AppError | null {
  const p = actor(room, playerId);
  if (isError(p)) return p;
  pushRecent(room.system.emotes, { seq: ++room.system.seq, playerId, icon });
  tally(room, p.id).emotes++;
  return null;
}

/** Item throwing during results: three per phone; the big screen shows where each lands. */
export function throwItem(room: Room, playerId: string, itemId: ThrowItem, ctx: RuleContext): AppError | null {
  const p = actor(room, playerId);
  if (isError(p)) return p;
  if (room.system.status !== 'itemThrowing') return notNow('item throwing');
  if (p.throwsLeft <= 0) return appError('Application', ErrorCodes.Application.INVALID_PARAMETER, 'no items left');
  p.throwsLeft--;
  const effectId = Math.floor(ctx.random() * 4);
  const hit = ctx.random() < 0.6;
  pushRecent(room.system.throws, { seq: ++room.system.seq, playerId, team: p.team, itemId, effectId, hit });
  const t = tally(room, p.id);
  t.throws++;
  if (hit) t.hits++;
  return null;
}

/**
 * The roulette picks the next game. A phone of the team with more charge per head may stop it
 * (the charge's reward); the host can always stop it.
 */
export function startRoulette(room: Room, candidates: GameId[], ctx: RuleContext): AppError | null {
  if (!room.system.teamsFixed) return appError('SP03', ErrorCodes.SP03.OTHER_TEAM, 'fix the teams first');
  const per = chargePerHead(room);
  const lead: Team | null = per.left === per.right ? null : per.left > per.right ? 'left' : 'right';
  const pool = profiled(room).filter((p) => p.connected && (lead === null || p.team === lead));
  room.system.roulette = { candidates: [...new Set(candidates)], result: null, stopperId: pick(pool, ctx.random)?.id ?? null };
  room.system.status = 'roulette';
  return null;
}

export function stopRoulette(room: Room, by: { playerId: string } | 'host', ctx: RuleContext): AppError | null {
  const r = room.system.roulette;
  if (room.system.status !== 'roulette' || !r || r.result) return notNow('the roulette');
  if (by !== 'host' && r.stopperId !== by.playerId) return appError('Application', ErrorCodes.Application.NOT_AUTHORIZED, 'another player stops the roulette');
  r.result = pick(r.candidates, ctx.random)!;
  room.system.status = 'rouletteStopped';
  return null;
}

/** A phone of the team ahead on charge picks one of the two cards; the first pick decides. */
export function chooseCard(room: Room, playerId: string, index: 0 | 1): AppError | null {
  const p = actor(room, playerId);
  if (isError(p)) return p;
  const c = room.system.cardChoice;
  if (room.system.status !== 'eventCard' || !c) return notNow('choosing a card');
  if (p.team !== c.team) return appError('Application', ErrorCodes.Application.NOT_AUTHORIZED, 'the other team picks the card');
  room.system.eventCard = c.options[index];
  room.system.cardChoice = null;
  return null;
}

export function showEventCard(room: Room, card: EventCard): AppError | null {
  if (!room.system.teamsFixed) return appError('SP03', ErrorCodes.SP03.OTHER_TEAM, 'fix the teams first');
  room.system.eventCard = card;
  room.system.cardChoice = null;
  room.system.status = 'eventCard';
  return null;
}
