import { describe, expect, it } from 'vitest';
import { suggestNominees } from '../../../src/host/logic/nominees';
import { emptyStats, foldStats } from '../../../src/host/logic/stats';
import type { HostView, PublicPlayer } from '../../../src/protocol/views';

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
const system = (throws: HostView['system']['throws'], emotes: HostView['system']['emotes'] = []) => ({ throws, emotes }) as HostView['system'];

describe('session tallies', () => {
  it('counts each throw and emote once by sequence, not what was there before the page loaded', () => {
    let s = foldStats(emptyStats(), system([{ seq: 1, playerId: 'a', team: 'left', itemId: 'star', effectId: 0, hit: true }]));
    expect(s.players).toEqual({});
    const later = system(
      [
        { seq: 1, playerId: 'a', team: 'left', itemId: 'star', effectId: 0, hit: true },
        { seq: 2, playerId: 'b', team: 'right', itemId: 'flower', effectId: 1, hit: true },
      ],
      [{ seq: 3, playerId: 'a', icon: 'clap' }],
    );
    s = foldStats(s, later);
    s = foldStats(s, later);
    expect(s.players).toEqual({ b: { throws: 1, hits: 1, emotes: 0, cheers: 0 }, a: { throws: 0, hits: 0, emotes: 1, cheers: 0 } });
    expect(s.hits).toEqual({ left: 0, right: 1 });
  });
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
    expect(suggestNominees(many, {})).toHaveLength(5);
    expect(suggestNominees([player('a'), player('b'), { ...player('c'), name: '' }], {})).toHaveLength(2);
  });
});
