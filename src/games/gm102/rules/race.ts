import type { GameCtx } from '../../common/rules';
import type { Gm102Params } from '../parameters';
import { changeToRun, changeToStay } from './spec';
import type { Gm102State, Runner } from './types';

/** A length drawn from the game's dice, in [min, max]. */
const draw = (ctx: GameCtx, span: { min: number; max: number }) => Math.round(span.min + ctx.random() * Math.max(0, span.max - span.min));

/** Up to `feint.max` fake half-turns inside a run of `ms`, none in its first or last `clearMs`, none overlapping. */
export function drawFeints(ctx: GameCtx, start: number, ms: number, feint: Gm102Params['feint']): [number, number][] {
  const room = ms - 2 * feint.clearMs - feint.ms;
  const count = room > 0 ? Math.floor(ctx.random() * (feint.max + 1)) : 0;
  const starts: number[] = [];
  for (let i = 0; i < count; i++) starts.push(start + feint.clearMs + Math.round(ctx.random() * room));
  starts.sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const at of starts) {
    const prev = out[out.length - 1];
    if (prev && at < prev[1] + feint.ms) continue; // too close to the last one: it would be one long look
    out.push([at, at + feint.ms]);
  }
  return out;
}

/** The current run ends (the watcher turns round, or the race ends). */
function endRun(s: Gm102State, now: number): void {
  const last = s.spans[s.spans.length - 1];
  if (last && last.until === null) last.until = now;
}

function inRace(s: Gm102State): Runner[] {
  return s.runners;
}

/** Graph point: seconds since the race started, progress. */
export function notePoint(s: Gm102State, r: Runner, now: number, force = false): void {
  if (s.raceStart === null) return;
  const t = Math.round((now - s.raceStart) / 100) / 10;
  const last = r.graph[r.graph.length - 1];
  if (last && last[1] === r.progress && !force) return;
  // At most one point a second, except catches and the line (force), so a graph stays small.
  if (last && !force && t - last[0] < 1) return;
  r.graph.push([t, r.progress]);
}

/** The watcher turns away: a run of 1.5–6 s begins, with its fake half-turns. */
export function startRun(s: Gm102State, ctx: GameCtx): void {
  const now = ctx.now;
  if (s.raceStart === null) {
    s.raceStart = now;
    s.raceEnd = now + s.params.raceMs;
  }
  const ms = draw(ctx, s.params.runMs);
  s.status = 'run';
  s.statusFrom = now;
  s.statusUntil = Math.min(now + ms, s.raceEnd!);
  s.pose = 'away';
  s.feints = drawFeints(ctx, now, s.statusUntil - now, s.params.feint);
  s.feintsDone = 0;
  const run = s.runs++;
  s.spans = [...s.spans.slice(-1), { run, from: now, until: null }];
  for (const r of inRace(s)) {
    changeToRun(r, s.mode);
    // Only a runner let go runs this run (T2: one caught sits it out).
    if (r.status === 'run') r.tallies = [...r.tallies.slice(-1), { run, total: 0, steps: 0 }];
  }
}

/** The watcher turns round: a stay of 2–4 s. */
export function startStay(s: Gm102State, ctx: GameCtx): void {
  const now = ctx.now;
  s.status = 'stay';
  s.statusFrom = now;
  s.statusUntil = Math.min(now + draw(ctx, s.params.stayMs), s.raceEnd ?? Infinity);
  s.pose = 'facing';
  s.feints = [];
  s.feintsDone = 0;
  endRun(s, now);
  s.caughtNow = [];
  for (const r of inRace(s)) changeToStay(r, s.mode);
}

/** The final whistle: nobody runs any more. */
export function finishRace(s: Gm102State, now: number): void {
  s.status = 'changingStatusFinished';
  s.statusFrom = now;
  s.statusUntil = now + s.params.momentsMs.changingStatusFinished;
  s.pose = 'facing';
  s.feints = [];
  endRun(s, now);
  for (const r of s.runners) notePoint(s, r, now, true);
}

/** The next time the race acts by itself: the moment's end, the next edge of a fake half-turn, the race's end. */
export function nextRaceDeadline(s: Gm102State): number | null {
  if (s.over || s.status === 'tutorial') return null;
  const times: number[] = [];
  if (s.statusUntil !== null) times.push(s.statusUntil);
  if (s.status === 'run' || s.status === 'stay') {
    if (s.raceEnd !== null) times.push(s.raceEnd);
    const f = s.feints[s.feintsDone];
    if (f) times.push(s.pose === 'peek' ? f[1] : f[0]);
  }
  return times.length ? Math.min(...times) : null;
}

/** Acts on the one thing due first at `ctx.now` (the caller loops while something is due). */
export function stepRace(s: Gm102State, ctx: GameCtx): void {
  const now = ctx.now;
  const racing = s.status === 'run' || s.status === 'stay';
  if (racing && s.raceEnd !== null && now >= s.raceEnd) return finishRace(s, now);
  const f = s.feints[s.feintsDone];
  if (s.status === 'run' && f) {
    if (s.pose === 'away' && now >= f[0] && f[0] <= (s.statusUntil ?? Infinity)) {
      s.pose = 'peek';
      return;
    }
    if (s.pose === 'peek' && now >= f[1]) {
      s.pose = 'away';
      s.feintsDone++;
      return;
    }
  }
  if (s.statusUntil === null || now < s.statusUntil) return;
  switch (s.status) {
    case 'waitingForRun':
      return startRun(s, ctx);
    case 'run':
      return startStay(s, ctx);
    case 'stay':
      return startRun(s, ctx);
    case 'changingStatusFinished':
      s.status = 'finished';
      s.statusFrom = now;
      s.statusUntil = now + s.params.momentsMs.finished;
      return;
    case 'finished':
      s.over = true;
      s.statusUntil = null;
      return;
  }
}
