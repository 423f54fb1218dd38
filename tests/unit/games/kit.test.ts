import { describe, expect, it } from 'vitest';
import { gameCtx, gameTime, newKit, nextRandom, pauseClock, resumeClock } from '../../../src/games/common/time';
import { GM116_PARAMETERS } from '../../../src/games/gm116/parameters';
import { gm116Rules } from '../../../src/games/gm116/rules';
import { passTime } from '../../../src/games/gm116/rules/rope';
import { drive } from './driver';

describe('the game clock', () => {
  it('is the server clock with host pauses left out', () => {
    const k = newKit(1000, 1, false);
    expect(gameTime(k.clock, 1500)).toBe(1500);
    pauseClock(k.clock, 2000);
    expect(gameTime(k.clock, 9000)).toBe(2000); // frozen while paused
    pauseClock(k.clock, 5000); // a second pause does not move the first
    resumeClock(k.clock, 12_000);
    expect(gameTime(k.clock, 12_000)).toBe(2000);
    expect(gameTime(k.clock, 12_500)).toBe(2500);
    resumeClock(k.clock, 20_000); // not paused: nothing to resume
    expect(gameTime(k.clock, 20_000)).toBe(10_000);
  });

  it('starts paused when the host is away at the start', () => {
    const k = newKit(1000, 1, true);
    expect(gameTime(k.clock, 5000)).toBe(1000);
  });
});

describe('the game dice', () => {
  it('are seeded and kept in the state: the same seed draws the same numbers, a copy of the state goes on alike', () => {
    const a = newKit(0, 42, false);
    const b = newKit(0, 42, false);
    const draws = Array.from({ length: 5 }, () => nextRandom(a));
    expect(Array.from({ length: 5 }, () => nextRandom(b))).toEqual(draws);
    for (const x of draws) expect(x >= 0 && x < 1).toBe(true);
    const copy = JSON.parse(JSON.stringify(a)) as typeof a;
    expect(nextRandom(copy)).toBe(nextRandom(a));
    expect(new Set(Array.from({ length: 1000 }, () => nextRandom(a))).size).toBeGreaterThan(990);
    expect(nextRandom(newKit(0, 43, false))).not.toBe(draws[0]);
  });

  it('are what every rule step gets as ctx.random', () => {
    const k = newKit(0, 9, false);
    const expected = nextRandom({ rng: 9 });
    expect(gameCtx(k, 0).random()).toBe(expected);
  });
});

const players = [
  { id: 'l1', team: 'left' as const, name: 'L1' },
  { id: 'l2', team: 'left' as const, name: 'L2' },
  { id: 'r1', team: 'right' as const, name: 'R1' },
  { id: 'r2', team: 'right' as const, name: 'R2' },
];

/**
 * A whole gm116 game from a seed and the inputs it gets (flights from phones over every pass but
 * those `miss` names, a host pause in the middle). Returns every phone view and board as it went,
 * and the final state; at `copyAt` ms the state is copied through JSON, as a takeover restores it.
 */
function playGame(seed: number, copyAt: number | null = null) {
  let g = drive(gm116Rules, { players, params: GM116_PARAMETERS, seed });
  const seen: unknown[] = [];
  g.startTutorial();
  for (const p of players) g.completeTutorial(p.id);
  g.startPlay();
  const sent = new Set<string>();
  for (let now = 0; now < 20 * 60_000 && !gm116Rules.finished(g.s); now += 100) {
    if (now === 30_000) g.pause(now);
    if (now === 45_000) g.resume(now);
    if (copyAt === now)
      g = drive(gm116Rules, { players, params: GM116_PARAMETERS }, JSON.parse(JSON.stringify({ s: g.s, kit: g.kit })) as { s: typeof g.s; kit: typeof g.kit });
    const turn = g.s.turns[g.s.turns.length - 1];
    if (turn && g.s.status === 'jumping') {
      turn.passes.forEach((f, k) => {
        const at = passTime(turn.frameBase, f) + g.kit.clock.offset; // server time of the pass
        if (at > now + 300) return;
        for (const j of g.s.jumpers.filter((x) => x.team === turn.team)) {
          const key = `${turn.index}:${k}:${j.id}`;
          if (sent.has(key) || (j.id === 'l2' && k === 7) || (j.id === 'r2' && k === 12)) continue;
          sent.add(key);
          g.motion(j.id, { detector: 'jump', type: 'jump', t: at + 150, offset: 0, fields: { takeoffT: at - 150, landingT: at + 150 } }, now);
        }
      });
    }
    g.advance(now);
    seen.push(g.board(), ...players.map((p) => g.phone(p.id)));
  }
  return { seen, state: g.s, result: gm116Rules.result(g.s) };
}

describe('a whole game replays identically from its seed and inputs', () => {
  it('plays gm116 twice from seed 5 to the same views, state and result', () => {
    const a = playGame(5);
    const b = playGame(5);
    expect(a.result.winner).not.toBe('noGame');
    expect(b.seen).toEqual(a.seen);
    expect(b.state).toEqual(a.state);
  });

  it('goes on identically from a copy of its state taken mid-game (as a takeover restores it)', () => {
    const a = playGame(5);
    const b = playGame(5, 20_000);
    expect(b.seen).toEqual(a.seen);
    expect(b.state).toEqual(a.state);
  });

  it('plays differently from another seed (the coin flip for the first team comes from the dice)', () => {
    const firsts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => playGame(seed).state.firstTeam));
    expect(firsts).toEqual(new Set(['left', 'right']));
  });
});
