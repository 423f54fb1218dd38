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
 * hits with thrown items, items thrown, emotes and cheers; then a selfie; the rest at random, for the
 * host to change. Each nominee gets the award that got them on the list.
 */
export function suggestNominees(players: readonly Seat[], stats: Readonly<Record<string, PlayerStats>>, random: () => number): Nomination[] {
  return fillNominees(players, standouts(players, stats), random);
}

/** `suggestNominees` from standouts found earlier (the big screen gets those, not every cheer's count). */
export function fillNominees(players: readonly Seat[], found: readonly Nomination[], random: () => number): Nomination[] {
  const seated = players.filter((p) => p.name);
  return fill(seated, found, Math.min(seated.length, seated.length >= 8 ? 5 : seated.length >= 5 ? 4 : 3), random);
}

function fill(seated: readonly Seat[], found: readonly Nomination[], want: number, random: () => number): Nomination[] {
  const out = found.filter((n) => seated.some((p) => p.id === n.id)).slice(0, want);
  const rest = seated.filter((p) => !out.some((n) => n.id === p.id));
  const shuffled = rest.map((p) => ({ p, k: (p.photo ? 1 : 0) + random() })).sort((a, b) => b.k - a.k);
  for (const { p } of shuffled) {
    if (out.length >= want) break;
    out.push({ id: p.id, award: p.photo && !out.some((n) => n.award === 'selfie') ? 'selfie' : 'hostPick' });
  }
  return out;
}

/** The award each of the chosen nominees (the host's picks, say) earned, by the same rules. */
export function awardsFor(players: readonly Seat[], stats: Readonly<Record<string, PlayerStats>>, choices: readonly string[]): Record<string, Award> {
  const chosen = players.filter((p) => choices.includes(p.id));
  return Object.fromEntries(fill(chosen, standouts(chosen, stats), chosen.length, () => 0).map((n) => [n.id, n.award]));
}

const AWARDS: readonly [Award, (s: PlayerStats) => number][] = [
  ['sharpshooter', (s) => s.hits],
  ['thrower', (s) => s.throws],
  ['hype', (s) => s.emotes + s.cheers],
];

/**
 * The named players whose figures earned an award, one each, in the order above, none twice: for
 * each award the highest figure above zero, the earlier seat on a tie. One pass per award, no
 * allocation per player: the big screen's view carries this, projected on every change.
 */
export function standouts(players: readonly Seat[], stats: Readonly<Record<string, PlayerStats>>): Nomination[] {
  const out: Nomination[] = [];
  for (const [award, score] of AWARDS) {
    let top: Seat | null = null;
    let best = 0;
    for (const p of players) {
      if (!p.name || out.some((n) => n.id === p.id)) continue;
      const s = score(stats[p.id] ?? NO_STATS);
      if (s > best) {
        best = s;
        top = p;
      }
    }
    if (top) out.push({ id: top.id, award });
  }
  return out;
}
