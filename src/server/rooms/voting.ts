import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import type { RuleContext } from './context';
import { awardsFor } from '../../session/nominees';
import { findPlayer, profiled, type Room } from './room';

const invalid = (why: string) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, why);

/** MVP voting: the host nominates 2-5 players; everyone votes once, not for themself, before the deadline. */
export function startMvpVote(room: Room, choices: string[], durationMs: number, ctx: RuleContext): AppError | null {
  const unique = [...new Set(choices)];
  if (unique.length < 2 || unique.some((id) => !findPlayer(room, id)?.name)) return invalid('nominees must be 2-5 seated players');
  room.system.voting = {
    choices: unique,
    awards: awardsFor(room.players, room.system.tallies, unique),
    deadline: ctx.now + durationMs,
    votes: {},
    result: null,
  };
  room.system.status = 'votingMvp';
  return null;
}

export function vote(room: Room, playerId: string, choice: string, ctx: RuleContext): AppError | null {
  const v = room.system.voting;
  const p = findPlayer(room, playerId);
  if (!p?.name) return appError('SP03', ErrorCodes.SP03.OTHER_PROFILE, 'profile first');
  if (room.system.status !== 'votingMvp' || !v || v.result) return invalid('voting is closed');
  if (ctx.now > v.deadline && room.hostConnected) {
    closeVoting(room, ctx);
    return invalid('voting is closed');
  }
  if (!v.choices.includes(choice)) return invalid('not a nominee');
  if (choice === playerId) return invalid('no voting for yourself');
  if (v.votes[playerId]) return invalid('already voted');
  v.votes[playerId] = choice;
  const voters = profiled(room).filter((x) => x.connected);
  if (voters.every((x) => v.votes[x.id])) closeVoting(room, ctx, true);
  return null;
}

/**
 * Closes voting at the deadline (or early when everyone voted); the winners are the most voted.
 * The vote's time runs only while the big screen is there, as a game's and the session's do.
 */
export function closeVoting(room: Room, ctx: RuleContext, early = false): boolean {
  const v = room.system.voting;
  if (!v || v.result || (!early && (ctx.now < v.deadline || !room.hostConnected))) return false;
  const tally = new Map(v.choices.map((c) => [c, 0]));
  for (const c of Object.values(v.votes)) tally.set(c, (tally.get(c) ?? 0) + 1);
  const top = Math.max(...tally.values());
  v.result = top === 0 ? [] : v.choices.filter((c) => tally.get(c) === top);
  v.deadline = Math.min(v.deadline, ctx.now);
  return true;
}

/** The host is back after `awayMs`: an open vote gets the time it was away. */
export function extendVoting(room: Room, awayMs: number): void {
  const v = room.system.voting;
  if (v && !v.result && awayMs > 0) v.deadline += awayMs;
}
