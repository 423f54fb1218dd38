import { isDeepStrictEqual } from 'node:util';
import { FRAME_MS } from '../../../src/protocol/parameters';
import { cut, until } from './drops';
import { diff, type World } from './world';

/** How the big screen drops out: its page reloads (a clean close), or its network dies under it. */
export const HOST_DROPS = ['reload', 'networkLoss'] as const;
export type HostDrop = (typeof HOST_DROPS)[number];

/** How long the host stays away: odd, so a field moved by exactly this much is no coincidence. */
export const AWAY_MS = 30_007;

export type HostDropRecord = { key: string; how: HostDrop; paused: boolean; backMs: number };

/** Counts for the suite's report. */
export function hostSummary(records: HostDropRecord[]): string {
  const ms = records.map((r) => r.backMs).sort((a, b) => a - b);
  const at = (q: number) => (ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0).toFixed(0);
  return `host drops: ${records.length} (reload ${records.filter((r) => r.how === 'reload').length}, network loss ${records.filter((r) => r.how === 'networkLoss').length}), ${records.filter((r) => r.paused).length} of them with a game paused; states: ${new Set(records.map((r) => r.key)).size}; every phone heard SP03-002 each time; time to resume p50 ${at(0.5)} ms, max ${at(1)} ms`;
}

const SP03_002 = { group: 'SP03', code: '002' };

/**
 * Every field equal, or later by exactly `by` (the room's times on the server clock, which a
 * pause moves on: deadlines, a rope's start). Anything else moved: the game did not wait.
 */
export function shifted(a: unknown, b: unknown, by: number, path = ''): string[] {
  if (typeof a === 'number' && typeof b === 'number') {
    // A time in frames (1/60 s) moves by the time away in frames, rounded either way.
    const frames = /Frame$/.test(path) && Math.abs(b - a - by / FRAME_MS) < 1;
    return a === b || b - a === by || frames ? [] : [`${path}: ${a} → ${b}`];
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) => shifted((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], by, `${path}.${k}`));
  }
  return isDeepStrictEqual(a, b) ? [] : [`${path}: ${JSON.stringify(a)?.slice(0, 100)} → ${JSON.stringify(b)?.slice(0, 100)}`];
}

/**
 * The host drops out for `AWAY_MS` of the room's time and comes back. Checked on the way: every
 * phone hears SP03-002 and sees the host away; a running game shows paused and refuses moves
 * (SP03-002); nothing of the game or the session moves while the host is away, however long;
 * once back, both go on from exactly where they were (the room's times later by the time away)
 * and every view is as it was but for that.
 */
export async function hostDropAndBack(w: World, how: HostDrop, key: string): Promise<HostDropRecord> {
  await w.settle();
  const snap = () => w.snap();
  const before = { phones: w.seats.map((s) => structuredClone(s.client.view!)), host: structuredClone(w.host.view!) };
  const state = async () => (await snap()).room;
  const was = await state();
  const running = !!was.game && !was.game.result;
  const heard = w.seats.map((s) => s.client.errors.length);
  cut(w.host, how);
  await until(async () => !(await snap()).hostConnected, 'the host to show as away');
  await w.settle({ host: false });
  for (const [i, s] of w.seats.entries()) {
    if (!s.client.errors.slice(heard[i]).some((e) => isDeepStrictEqual(e, SP03_002))) throw new Error(`${s.name} never heard SP03-002`);
    const v = s.client.view!;
    if (v.room.hostConnected) throw new Error(`${s.name} does not see the host away`);
    if (running && !v.game?.paused) throw new Error(`${s.name} does not see the game paused`);
  }
  if (running) {
    const seat = w.seats[0]!;
    const ack = await seat.client.send(`${was.game!.id}:completeTutorial`, {});
    if (ack.ok || !isDeepStrictEqual({ group: ack.error.group, code: ack.error.code }, SP03_002))
      throw new Error(`a move while the host is away: ${JSON.stringify(ack)}`);
  }
  // However long the host stays away, the game and the session wait.
  const paused = await state();
  await w.clock.advance(AWAY_MS);
  await w.settle({ host: false });
  const still = await state();
  if (!isDeepStrictEqual(still, paused)) throw new Error(`the room moved while the host was away:\n${diff(paused, still)}`);
  const t0 = performance.now();
  w.host = await w.servers.host(w.roomId, w.hostToken);
  await until(async () => {
    const s = await snap();
    return s.hostConnected && (!running || s.room.game?.clock.pausedAt === null);
  }, 'the game to resume');
  await w.settle();
  const backMs = performance.now() - t0;
  // Exactly where it was: the game's and the session's own state as before, their clocks later by the time away.
  const now = await state();
  const moved = shifted(was, now, AWAY_MS);
  if (moved.length) throw new Error(`the room did not resume where it was (${how}):\n${moved.join('\n')}`);
  for (const [i, s] of w.seats.entries()) {
    const d = shifted(before.phones[i], s.client.view, AWAY_MS);
    if (d.length) throw new Error(`${s.name}'s view is not as it was (${how}):\n${d.join('\n')}`);
  }
  const d = shifted(before.host, w.host.view, AWAY_MS);
  if (d.length) throw new Error(`the host's view is not as it was (${how}):\n${d.join('\n')}`);
  return { key, how, paused: running, backMs };
}
