import type { PublicPlayer } from '../../protocol/views';
import type { PlayerStats } from './stats';

export type Award = 'sharpshooter' | 'thrower' | 'hype' | 'selfie' | 'hostPick';
export type Nomination = { id: string; award: Award };

export const MIN_NOMINEES = 2;
export const MAX_NOMINEES = 5;

/**
 * Suggests 3-5 MVP nominees (fewer in a tiny room) from what the big screen saw of each player:
 * hits with thrown items, items thrown, emotes; then a selfie; the rest are the host's to pick.
 * Each nominee gets the award that got them on the list.
 */
export function suggestNominees(
  players: readonly PublicPlayer[],
  stats: Readonly<Record<string, PlayerStats>>,
  random: () => number = Math.random,
): Nomination[] {
  const seated = players.filter((p) => p.name);
  const want = Math.min(seated.length, seated.length >= 8 ? 5 : seated.length >= 5 ? 4 : 3);
  const out: Nomination[] = [];
  const taken = new Set<string>();
  const best = (award: Award, score: (s: PlayerStats) => number) => {
    const ranked = seated
      .filter((p) => !taken.has(p.id))
      .map((p) => ({ p, s: score(stats[p.id] ?? EMPTY) }))
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s);
    const top = ranked[0];
    if (top && out.length < want) {
      out.push({ id: top.p.id, award });
      taken.add(top.p.id);
    }
  };
  best('sharpshooter', (s) => s.hits);
  best('thrower', (s) => s.throws);
  best('hype', (s) => s.emotes + s.cheers);
  const rest = seated.filter((p) => !taken.has(p.id));
  const shuffled = rest.map((p) => ({ p, k: (p.photo ? 1 : 0) + random() })).sort((a, b) => b.k - a.k);
  for (const { p } of shuffled) {
    if (out.length >= want) break;
    out.push({ id: p.id, award: p.photo && !out.some((n) => n.award === 'selfie') ? 'selfie' : 'hostPick' });
  }
  return out;
}

const EMPTY: PlayerStats = { throws: 0, hits: 0, emotes: 0, cheers: 0 };
