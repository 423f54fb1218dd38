import type { GameMode, Team } from '../../../protocol/enums';
import type { MotionInput } from '../../common/rules';
import type { Gm113Params } from '../parameters';
import type { Beam, Call, Holding, Pattern, Rejection, Swinger } from './types';

/** One swing as the `swing` detector reports it; `t` on the game clock (null: the phone's clock is not synced yet). */
export type Swing = { t: number | null; by: 'gyro' | 'acc'; axis: 'x' | 'y' | 'z'; sign: 1 | -1 };

/** Reads a `swing` event; null when it is not one or its fields make no sense. */
export function readSwing(input: MotionInput): Swing | null {
  if (input.detector !== 'swing' || input.type !== 'swing') return null;
  const { by, axis, sign } = input.fields;
  if ((by !== 'gyro' && by !== 'acc') || (axis !== 'x' && axis !== 'y' && axis !== 'z') || (sign !== 1 && sign !== -1)) return null;
  if (input.gameT !== null && !Number.isFinite(input.gameT)) return null;
  return { t: input.gameT, by, axis, sign };
}

/** Reads a `posture` event: upright or not, and when (game time; null: not synced). */
export function readPosture(input: MotionInput): { upright: boolean; t: number | null } | null {
  if (input.detector !== 'swing' || input.type !== 'posture' || typeof input.fields.upright !== 'boolean') return null;
  return { upright: input.fields.upright, t: input.gameT };
}

const LEVEL: Record<Holding, number> = { none: 0, either: 1, both: 2 };

/** The grip a mode asks for: one hand or the other (T0), both hands in the harder variant (T1). */
export function gripNeeded(mode: GameMode): Exclude<Holding, 'none'> {
  return mode === 'T1' ? 'both' : 'either';
}

export function gripEnough(h: Holding, need: Holding): boolean {
  return LEVEL[h] >= LEVEL[need];
}

/** The grip at game time `t`, by the changes kept (the oldest kept is where history starts). */
export function gripAt(sw: Swinger, t: number): Holding {
  let h: Holding = sw.grips[0]?.holding ?? sw.holding;
  for (const g of sw.grips) if (g.at <= t) h = g.holding;
  return h;
}

/**
 * The grip check: the grip asked for was on at some moment from the swing to `holdGraceMs` after
 * it (a grip reported a moment late is forgiven; one lifted before the swing is not).
 */
export function heldAt(sw: Swinger, t: number, need: Holding, p: Gm113Params): boolean {
  if (gripEnough(gripAt(sw, t), need)) return true;
  return sw.grips.some((g) => g.at > t && g.at <= t + p.holdGraceMs && gripEnough(g.holding, need));
}

/** The vertical posture check: the phone was upright at some moment within `postureMemoryMs` before the swing. */
export function uprightAt(sw: Swinger, t: number, p: Gm113Params): boolean {
  const from = t - p.postureMemoryMs;
  return !sw.tilts.some((x) => x.from <= from && (x.to === null || x.to >= t));
}

/** The device axis a pattern turns the upright phone about: across it for arcs and pumps, about the screen's normal side to side. */
export function patternAxis(pattern: Pattern): 'x' | 'z' {
  return pattern === 'side' ? 'z' : 'x';
}

/** Beat k's time. */
export const beatTime = (c: Call, k: number) => c.firstBeat + k * c.interval;

/**
 * A swing is reported after it happens: one stamped further ahead of the server than a synced
 * clock can be wrong by was timed by a phone that guesses the beat, not one that felt a swing.
 */
export const FUTURE_SLACK_MS = 1000;

/** The call a swing at game time `t` falls in: the call's status span, and reported in time. */
export function callOf(calls: readonly Call[], t: number, now: number, p: Gm113Params): Call | null {
  if (t > now + FUTURE_SLACK_MS) return null;
  return calls.find((c) => t >= c.start && t <= c.end && now <= c.end + p.lateMs) ?? null;
}

/** The beat nearest `t` in its call, and how far from it (ms; negative: early); null in the count-in. */
export function nearestBeat(c: Call, t: number): { beat: number; deltaMs: number } | null {
  if (t < c.firstBeat - c.interval / 2) return null;
  const k = Math.min(c.beats - 1, Math.max(0, Math.round((t - c.firstBeat) / c.interval)));
  return { beat: k, deltaMs: Math.round(t - beatTime(c, k)) };
}

export type Judged = { call: Call; beat: number; deltaMs: number } | { rejected: Rejection; call: Call | null; beat: number | null; deltaMs: number | null };

/** Judges a swing in play: the beat it hits, or why it does not count. Changes nothing. */
export function judgeSwing(sw: Swinger, q: Swing, calls: readonly Call[], mode: GameMode, now: number, p: Gm113Params): Judged {
  const no = (rejected: Rejection, call: Call | null = null, beat: number | null = null, deltaMs: number | null = null): Judged => ({
    rejected,
    call,
    beat,
    deltaMs,
  });
  if (q.t === null) return no('unsynced');
  const call = callOf(calls, q.t, now, p);
  if (!call) return no('outside');
  const near = nearestBeat(call, q.t);
  if (!near) return no('outside', call);
  if (!uprightAt(sw, q.t, p)) return no('posture', call, near.beat, near.deltaMs);
  if (!heldAt(sw, q.t, gripNeeded(mode), p)) return no('grip', call, near.beat, near.deltaMs);
  if (Math.abs(near.deltaMs) > p.beatToleranceMs) return no('offBeat', call, near.beat, near.deltaMs);
  if (p.matchPattern && q.by === 'gyro' && q.axis !== patternAxis(call.pattern)) return no('wrongMove', call, near.beat, near.deltaMs);
  if (sw.lastHit && sw.lastHit.call === call.index && sw.lastHit.beat === near.beat && sw.lastHitCount >= p.swingIntervals) {
    return no('again', call, near.beat, near.deltaMs);
  }
  return { call, beat: near.beat, deltaMs: near.deltaMs };
}

/** The beam's capacity in units: `beamSwings` swings of each member. */
export const beamCapacity = (b: Beam, p: Gm113Params) => Math.max(1, Math.round(p.beamSwings * b.members));

/**
 * A hit of `team` on beat `beat` of `call`: the beam fills by hits × sync, kept in whole units (a
 * beat hit by h players is worth h²: the h-th adds 2h − 1), and every full beam lands a visitor.
 * Returns how many visitors landed.
 */
export function addHit(beam: Beam, call: Call, team: Team, beat: number, p: Gm113Params): number {
  const h = call.hits[team][beat] ?? 0;
  call.hits[team][beat] = h + 1;
  beam.units += 2 * h + 1;
  let landed = 0;
  const cap = beamCapacity(beam, p);
  while (beam.units >= cap) {
    beam.units -= cap;
    beam.visitors++;
    call.visitors[team]++;
    landed++;
  }
  return landed;
}
