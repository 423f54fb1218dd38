import { describe, expect, it } from 'vitest';
import { awardsFor, suggestNominees } from '../../../src/session/nominees';
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
});
