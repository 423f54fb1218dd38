import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import type { CapabilityReport } from '../../protocol/schemas';
import type { RuleContext } from './context';
import { findPlayer, type Room } from './room';

/** Intervals above this are too coarse for the motion games (devicemotion is ~16 ms on phones). */
const MAX_SAMPLE_INTERVAL_MS = 50;

/**
 * A phone reports its motion sensor. Without a usable one the player becomes a spectator who
 * watches and cheers (GAMES.md principle 6); the answer is SP03-401 so the phone can say so.
 */
export function reportCapability(room: Room, playerId: string, report: CapabilityReport): AppError | null {
  const p = findPlayer(room, playerId);
  if (!p) return appError('SP02', ErrorCodes.SP02.CLIENT_ID_NOT_IN_SESSION);
  p.capability = report.sensor;
  p.capabilityRound = room.system.capabilityRound;
  p.gyroscope = report.gyroscope ?? null;
  const usable = report.sensor === 'authorized' && report.intervalMs !== null && report.intervalMs <= MAX_SAMPLE_INTERVAL_MS;
  p.spectator = !usable;
  return usable ? null : appError('SP03', ErrorCodes.SP03.SENSOR_UNAVAILABLE);
}

/** The host asks every phone to check again (resetCapability), answered within the deadline. */
export function resetCapability(room: Room, ctx: RuleContext): AppError | null {
  room.system.capabilityRound++;
  room.system.capabilityDeadline = ctx.now + ctx.config.server.capabilityDeadlineMs;
  return null;
}

/** At the deadline, phones that did not answer watch this round out. */
export function closeCapabilityCheck(room: Room, ctx: RuleContext): boolean {
  const deadline = room.system.capabilityDeadline;
  if (deadline === null || ctx.now < deadline) return false;
  for (const p of room.players) if (p.name && p.capabilityRound < room.system.capabilityRound) p.spectator = true;
  room.system.capabilityDeadline = null;
  return true;
}
