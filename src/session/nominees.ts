import type { Award } from '../protocol/session';
import { NO_STATS, type PlayerStats } from './stats';

export type { Award };

/** What nominating needs to know of a player. */
type Seat = { id: string; name: string; photo: string | null };
export type Nomination = { id: string; award: Award };

export const MIN_NOMINEES = 2;
export const MAX_NOMINEES = 5;

/**
 * Suggests 3-5 MVP nominees (fewer in a tiny room) from what the room saw of each player:
 * hits with thrown items, items thrown, emotes; then a selfie; the rest are the host's to pick.
 * Each nominee gets the award that got them on the list.
 */
export function suggestNominees(players: readonly Seat[], stats: Readonly<Record<string, PlayerStats>>, random: () => number): Nomination[] {
  const seated = players.filter((p) => p.name);
  return nominate(seated, stats, Math.min(seated.length, seated.length >= 8 ? 5 : seated.length >= 5 ? 4 : 3), random);
}

/** The award each of the chosen nominees (the host's picks, say) earned, by the same rules. */
export function awardsFor(players: readonly Seat[], stats: Readonly<Record<string, PlayerStats>>, choices: readonly string[]): Record<string, Award> {
  const chosen = players.filter((p) => choices.includes(p.id));
  return Object.fromEntries(nominate(chosen, stats, chosen.length, () => 0).map((n) => [n.id, n.award]));
}

function nominate(seated: readonly Seat[], stats: Readonly<Record<string, PlayerStats>>, want: number, random: () => number): Nomination[] {
  const out: Nomination[] = [];
  const taken = new Set<string>();
  const best = (award: Award, score: (s: PlayerStats) => number) => {
    const ranked = seated
      .filter((p) => !taken.has(p.id))
      .map((p) => ({ p, s: score(stats[p.id] ?? NO_STATS) }))
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
