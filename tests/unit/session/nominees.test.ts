import { describe, expect, it } from 'vitest';
import { awardsFor, fillNominees, standouts, suggestNominees } from '../../../src/session/nominees';
import type { PublicPlayer } from '../../../src/protocol/views';

const player = (id: string, photo: string | null = null): PublicPlayer => ({
  id,
  name: id.toUpperCase(),
  photo,
  team: 'left',
  connected: true,
  isHalfwayJoin: false,
  capability: 'authorized',
  spectator: false,
});

describe('MVP nominees', () => {
  it('nominates 3 in a small room, with the award that got each on the list', () => {
    const players = ['a', 'b', 'c', 'd'].map((id) => player(id, id === 'd' ? 'data:image/png;base64,AA' : null));
    const stats = {
      a: { throws: 3, hits: 1, emotes: 0, cheers: 0 },
      b: { throws: 1, hits: 3, emotes: 0, cheers: 0 },
      c: { throws: 0, hits: 0, emotes: 0, cheers: 0 },
    };
    const picks = suggestNominees(players, stats, () => 0.5);
    expect(picks).toEqual([
      { id: 'b', award: 'sharpshooter' },
      { id: 'a', award: 'thrower' },
      { id: 'd', award: 'selfie' },
    ]);
  });

  it('nominates 5 at most, everyone in a room of two, and only named players', () => {
    const many = Array.from({ length: 12 }, (_, i) => player(`p${i}`));
    expect(suggestNominees(many, {}, Math.random)).toHaveLength(5);
    expect(suggestNominees([player('a'), player('b'), { ...player('c'), name: '' }], {}, Math.random)).toHaveLength(2);
  });

  it("gives the host's own picks the awards they earned, the rest hostPick", () => {
    const players = ['a', 'b', 'c'].map((id) => player(id, id === 'c' ? 'data:image/png;base64,AA' : null));
    const stats = { a: { throws: 2, hits: 2, emotes: 0, cheers: 0 }, b: { throws: 0, hits: 0, emotes: 0, cheers: 0 } };
    expect(awardsFor(players, stats, ['a', 'b', 'c'])).toEqual({ a: 'sharpshooter', b: 'hostPick', c: 'selfie' });
  });

  it('finds one standout per award, never the same player twice, the earlier seat on a tie, only named players', () => {
    const players = ['a', 'b', 'c', 'd'].map((id) => player(id));
    const stats = {
      a: { throws: 4, hits: 2, emotes: 0, cheers: 0 },
      b: { throws: 1, hits: 2, emotes: 3, cheers: 9 },
      c: { throws: 4, hits: 0, emotes: 0, cheers: 12 },
      d: { throws: 9, hits: 9, emotes: 9, cheers: 9 },
    };
    const withD = players.map((p) => (p.id === 'd' ? { ...p, name: '' } : p));
    expect(standouts(withD, stats)).toEqual([
      { id: 'a', award: 'sharpshooter' },
      { id: 'c', award: 'thrower' },
      { id: 'b', award: 'hype' },
    ]);
    expect(standouts(players, {})).toEqual([]);
  });

  it('fills standouts found earlier the way it suggests from the figures', () => {
    const players = Array.from({ length: 9 }, (_, i) => player(`p${i}`, i === 7 ? 'data:image/png;base64,AA' : null));
    const stats = { p3: { throws: 0, hits: 1, emotes: 0, cheers: 0 }, p5: { throws: 0, hits: 0, emotes: 0, cheers: 4 } };
    const found = standouts(players, stats);
    expect(fillNominees(players, found, () => 0.5)).toEqual(suggestNominees(players, stats, () => 0.5));
    expect(fillNominees(players, found, () => 0.5).slice(0, 3)).toEqual([
      { id: 'p3', award: 'sharpshooter' },
      { id: 'p5', award: 'hype' },
      { id: 'p7', award: 'selfie' },
    ]);
    // A standout who left is not suggested.
    expect(fillNominees(players.slice(0, 4), found, Math.random).map((n) => n.id)).not.toContain('p5');
  });
});
