import { describe, expect, it } from 'vitest';
import { GAME_CATALOG, gameInfo } from '../../../src/games/catalog';
import { drawCandidates, exclusion, MAX_CANDIDATES, sensorShare, weight, wheelSegments } from '../../../src/session/roulette';
import type { GameId } from '../../../src/protocol/enums';
import type { PublicPlayer } from '../../../src/protocol/views';

const player = (over: Partial<PublicPlayer>): PublicPlayer => ({
  id: Math.random().toString(36).slice(2),
  name: 'P',
  photo: null,
  team: 'left',
  connected: true,
  isHalfwayJoin: false,
  capability: 'unknown',
  spectator: false,
  ...over,
});

/** A seeded generator, so the draws are repeatable. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

describe('which games may be on the wheel', () => {
  const off = { leaveOutNoisy: false, leaveOutSeats: false };
  it('shows games not built yet as unavailable', () => {
    for (const g of GAME_CATALOG) expect(exclusion(g, off, null) === 'unavailable').toBe(!g.available);
  });

  it('leaves out noisy games and games that move seats when asked', () => {
    const noisy = { ...gameInfo('gm116'), available: true };
    expect(exclusion(noisy, { leaveOutNoisy: true, leaveOutSeats: false }, null)).toBe('noisy');
    expect(exclusion(noisy, { leaveOutNoisy: false, leaveOutSeats: true }, null)).toBe('movesSeats');
    expect(exclusion(noisy, off, null)).toBeNull();
  });

  it('leaves out motion games when under half the checked phones have a usable sensor', () => {
    const motion = { ...gameInfo('gm116'), available: true };
    const quiz = { ...gameInfo('gm105'), available: true };
    const few = [
      player({ capability: 'authorized' }),
      player({ capability: 'denied', spectator: true }),
      player({ capability: 'notAvailable', spectator: true }),
      player({}),
    ];
    expect(sensorShare(few)).toBeCloseTo(1 / 3);
    expect(exclusion(motion, off, sensorShare(few))).toBe('sensors');
    expect(exclusion(quiz, off, sensorShare(few))).toBeNull();
    // Nobody checked yet: nothing is left out for sensors.
    expect(sensorShare([player({}), player({})])).toBeNull();
    expect(exclusion(motion, off, null)).toBeNull();
  });
});

describe('drawing the candidates', () => {
  const all = GAME_CATALOG.map((g) => g.id);

  it('takes one or two eligible games as they are', () => {
    expect(drawCandidates(['gm116'], [])).toEqual(['gm116']);
    expect(drawCandidates(['gm105', 'gm116'], [{ id: 'gm116' }])).toEqual(['gm105', 'gm116']);
  });

  it('leaves at least one out from three up, and never shows more than the wheel holds', () => {
    expect(drawCandidates(['gm102', 'gm105', 'gm110'], [], rng(1))).toHaveLength(2);
    expect(drawCandidates(all, [], rng(2))).toHaveLength(MAX_CANDIDATES);
    const drawn = drawCandidates(all, [], rng(3));
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('makes games already played less likely to be drawn', () => {
    expect(weight('gm105', [{ id: 'gm105' }, { id: 'gm105' }])).toBeCloseTo(1 / 3);
    const eligible: GameId[] = ['gm102', 'gm105', 'gm110', 'gm112'];
    const history = [{ id: 'gm102' as GameId }, { id: 'gm102' as GameId }, { id: 'gm102' as GameId }];
    const random = rng(42);
    const onWheel: Record<string, number> = {};
    for (let i = 0; i < 4000; i++) for (const id of drawCandidates(eligible, history, random)) onWheel[id] = (onWheel[id] ?? 0) + 1;
    // Three games out of four are drawn each time; the one played three times sits out most often.
    expect(onWheel.gm102!).toBeLessThan(onWheel.gm105! * 0.8);
    expect(Math.abs(onWheel.gm105! - onWheel.gm110!)).toBeLessThan(250);
  });

  it('fills the wheel with repeated segments', () => {
    expect(wheelSegments(['gm116'])).toEqual(Array(8).fill('gm116'));
    expect(wheelSegments(['gm105', 'gm116', 'gm135'])).toHaveLength(9);
    expect(wheelSegments([])).toEqual([]);
  });
});
