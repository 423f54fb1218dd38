import type { HostView } from '../../protocol/views';

export type PlayerStats = { throws: number; hits: number; emotes: number; cheers: number };
export type SessionStats = { lastSeq: number; players: Record<string, PlayerStats>; hits: Record<'left' | 'right', number> };

export function emptyStats(): SessionStats {
  return { lastSeq: -1, players: {}, hits: { left: 0, right: 0 } };
}

/**
 * Folds the view's recent throws and emotes (the server keeps the last 20) into the session's
 * per-player tallies, each event once by its sequence number. The first call after a page load
 * only notes where the stream stands, so a reload does not count old events twice.
 */
export function foldStats(stats: SessionStats, system: HostView['system']): SessionStats {
  const events = [...system.throws.map((t) => ({ seq: t.seq, t })), ...system.emotes.map((e) => ({ seq: e.seq, e }))];
  const top = events.reduce((m, x) => Math.max(m, x.seq), 0);
  if (stats.lastSeq < 0) return { ...stats, lastSeq: top };
  const next: SessionStats = { lastSeq: Math.max(stats.lastSeq, top), players: { ...stats.players }, hits: { ...stats.hits } };
  for (const x of events) {
    if (x.seq <= stats.lastSeq) continue;
    const id = 't' in x ? x.t!.playerId : x.e!.playerId;
    const s = { ...(next.players[id] ?? { throws: 0, hits: 0, emotes: 0, cheers: 0 }) };
    if ('t' in x && x.t) {
      s.throws++;
      if (x.t.hit) {
        s.hits++;
        if (x.t.team) next.hits[x.t.team]++;
      }
    } else s.emotes++;
    next.players[id] = s;
  }
  return next;
}
