import { describe, expect, it } from 'vitest';
import { GM116_PARAMETERS } from '../../../../src/games/gm116/parameters';
import { gm116Rules } from '../../../../src/games/gm116/rules';
import { gradeTurn, judgePass } from '../../../../src/games/gm116/rules/judge';
import { passTime, ropePasses } from '../../../../src/games/gm116/rules/rope';
import type { JumpResult } from '../../../../src/games/gm116/rules/types';
import { drive } from '../driver';

const P = GM116_PARAMETERS;
const players = [
  { id: 'l1', team: 'left' as const, name: 'L1' },
  { id: 'l2', team: 'left' as const, name: 'L2' },
  { id: 'r1', team: 'right' as const, name: 'R1' },
  { id: 'r2', team: 'right' as const, name: 'R2' },
];

type Game = ReturnType<typeof game>;
/** Seed 7's first draw is below 0.5: the left team jumps first. */
const game = (mode: 'T0' | 'E0' = 'T0', params = P, seed = 7) => drive(gm116Rules, { players, params, mode, seed });

/** A game past its tutorial, the left team first. */
function started(mode: 'T0' | 'E0' = 'T0') {
  const g = game(mode);
  g.startTutorial();
  for (const p of players) g.completeTutorial(p.id);
  g.startPlay();
  return g;
}

/**
 * Runs the clock from 0 until `stop` holds (or `until` ms), letting `jump(id, k)` decide who hops
 * over pass k of the current turn: a 300 ms flight centred on the pass.
 */
function run(g: Game, jump: (id: string, k: number) => boolean, stop: () => boolean = () => false, until = 10 * 60_000) {
  const { s } = g;
  const seen = new Set<string>();
  for (let now = 0; now < until && !gm116Rules.finished(s) && !stop(); now += 50) {
    const turn = s.turns[s.turns.length - 1];
    if (turn && (s.status === 'jumping' || s.status === 'waitingForJumping')) {
      turn.passes.forEach((f, k) => {
        const at = passTime(turn.frameBase, f);
        if (Math.abs(at - now) > 200) return;
        for (const j of s.jumpers.filter((x) => x.team === turn.team)) {
          const key = `${turn.index}:${k}:${j.id}`;
          if (seen.has(key) || !jump(j.id, k)) continue;
          seen.add(key);
          g.motion(j.id, { detector: 'jump', type: 'jump', t: at + 150, offset: 0, fields: { takeoffT: at - 150, landingT: at + 150 } }, now);
        }
      });
    }
    g.advance(now);
  }
}
const own = (g: Game, id: string) => g.phone(id);

describe('gm116 judging (SPEC.md §3, §9)', () => {
  it('is safe mid-flight, barely near an edge, out when not in the air', () => {
    const flights = [{ takeoff: 1000, landing: 1300 }];
    expect(judgePass(flights, 1150, 700)).toEqual({ type: 'safe', saturatedTiming: 0 });
    expect(judgePass(flights, 1290, 700).type).toBe('barely');
    expect(judgePass(flights, 1290, 700).saturatedTiming).toBeCloseTo(0.933, 2);
    expect(judgePass(flights, 1400, 700)).toEqual({ type: 'out', saturatedTiming: 1 });
    expect(judgePass([], 1150, 700)).toEqual({ type: 'out', saturatedTiming: 1 });
  });

  it('grades by the worse of mean timing (good thresholds) and the share of bad jumps (bad thresholds)', () => {
    const safe = (t: number): JumpResult => ({ type: 'safe', saturatedTiming: t });
    expect(gradeTurn(Array(10).fill(safe(0.04)), P)).toEqual({ grade: 'S', value: 5 });
    expect(gradeTurn(Array(10).fill(safe(0.15)), P)).toEqual({ grade: 'A', value: 4 });
    expect(gradeTurn([...Array(9).fill(safe(0.04)), { type: 'barely', saturatedTiming: 0.04 }], P).grade).toBe('B'); // 10 % bad
    expect(gradeTurn([...Array(5).fill(safe(0.1)), ...Array(5).fill({ type: 'out', saturatedTiming: 1 })], P).grade).toBe('D');
    expect(gradeTurn([], P)).toEqual({ grade: 'D', value: 1 });
    // Mean timing 0.24 would be B, but a quarter of the jumps were barely: C.
    expect(gradeTurn([safe(0.05), safe(0.05), safe(0.05), { type: 'barely', saturatedTiming: 0.8 }], P)).toEqual({ grade: 'C', value: 2 });
    const strict = { ...P, goodGradeThresholds: { S: 0.01, A: 0.02, B: 0.03, C: 0.04 } };
    expect(gradeTurn(Array(10).fill(safe(0.15)), strict).grade).toBe('D'); // thresholds come from config
  });

  it('speeds the rope up every 10 passes', () => {
    const passes = ropePasses(P.rope);
    expect(passes).toHaveLength(40);
    expect(passes[1]! - passes[0]!).toBe(60);
    expect(passes[11]! - passes[10]!).toBeLessThan(60);
    expect(passes[39]! - passes[38]!).toBeGreaterThanOrEqual(33);
    expect(ropePasses({ ...P.rope, maxPasses: 5 })).toHaveLength(5); // from the operator config
  });
});

describe('gm116 rules', () => {
  it('flips a coin for the first team, then alternates two turns each', () => {
    const g = started();
    const { s } = g;
    expect(s.status).toBe('decidingTurn');
    expect(s.firstTeam).toBe('left');
    expect(s.order).toEqual(['left', 'right', 'left', 'right']);
  });

  it('plays a perfect game to the end: every turn clears every pass', () => {
    const g = started();
    const { s } = g;
    run(g, () => true);
    expect(gm116Rules.finished(s)).toBe(true);
    expect(s.turns.map((t) => t.cleared)).toEqual([40, 40, 40, 40]);
    expect(gm116Rules.result(s)).toEqual({ winner: 'draw', scores: { left: 80, right: 80 } });
  });

  it('ends the turn on a miss: the missing phone gets YOU, its team mates OTHERS', () => {
    const g = started();
    const { s } = g;
    run(
      g,
      (id, k) => !(id === 'l2' && k === 5),
      () => s.status === 'turnResult',
    );
    const first = s.turns[0]!;
    expect(first.cleared).toBe(5);
    expect(first.faulted).toEqual(['l2']);
    expect(own(g, 'l2')).toMatchObject({ status: 'turnResult', fault: 'YOU', out: true });
    expect(own(g, 'l1')).toMatchObject({ fault: 'OTHERS', out: false });
    expect(own(g, 'l2').jumpResults.map((r) => r.type)).toEqual(['safe', 'safe', 'safe', 'safe', 'safe', 'out']);
    expect(own(g, 'l1').grade?.grade).toBe('S');
    expect(own(g, 'l2').grade?.grade).not.toBe('S');
    expect(own(g, 'r1').fault).toBeNull(); // the other team was not jumping
  });

  it('says YOU_AND_OTHERS when several miss the same pass, and adds no results after an out', () => {
    const g = started();
    const { s } = g;
    run(
      g,
      (_, k) => k < 3,
      () => s.status === 'turnResult',
    );
    expect(s.turns[0]!.cleared).toBe(3);
    expect(s.turns[0]!.faulted.sort()).toEqual(['l1', 'l2']);
    expect(own(g, 'l1')).toMatchObject({ fault: 'YOU_AND_OTHERS' });
    expect(own(g, 'l2').jumpResults).toHaveLength(4);
    // The rope went on swinging a little; no result joined after the out.
    run(
      g,
      () => true,
      () => s.turns.length === 2,
    );
    expect(s.jumpers.find((j) => j.id === 'l1')!.results).toHaveLength(0); // a new turn starts clean
  });

  it('tells each phone its own status: the waiting team waits for its turn', () => {
    const g = started();
    const { s } = g;
    run(
      g,
      () => true,
      () => s.status === 'waitingForJumping',
    );
    expect(own(g, 'l1').status).toBe('waitingForJumping');
    expect(own(g, 'r1').status).toBe('waitingForTurn');
    const rope = own(g, 'r1').rope!;
    expect(rope.team).toBe('left');
    expect(rope.passes).toEqual(ropePasses(P.rope));
  });

  it('in elimination mode sits out a missing player and lets the rest jump on', () => {
    const g = started('E0');
    const { s } = g;
    run(g, (id, k) => s.turns.length > 1 || id !== 'l2' || k < 2);
    const l1 = s.jumpers.find((j) => j.id === 'l1')!;
    const l2 = s.jumpers.find((j) => j.id === 'l2')!;
    expect(s.turns[0]!.faulted).toEqual(['l2']);
    expect(l2.survived).toBe(2 + 40);
    expect(l1.survived).toBe(80);
    expect(gm116Rules.result(s)).toEqual({ winner: 'right', scores: { left: 61, right: 80 } }); // per head
  });

  it('counts three practice hops as a finished tutorial', () => {
    const g = game('T0', P, 1); // seed 1's first draw is above 0.5: the right team starts
    const { s } = g;
    g.startTutorial();
    expect(s.firstTeam).toBe('right');
    for (let i = 0; i < 3; i++)
      g.motion('l1', { detector: 'jump', type: 'jump', t: i * 500, offset: 0, fields: { takeoffT: i * 500, landingT: i * 500 + 200 } }, 0);
    expect(g.phone('l1').tutorialDone).toBe(true);
    expect(g.tutorialDone()).toBe(false);
    // Before its clock is synced a phone's hops still count as practice, but give no flight to judge.
    g.motion('r1', { detector: 'jump', type: 'jump', t: 300, offset: null, fields: { takeoffT: 0, landingT: 300 } }, 0);
    expect(s.jumpers.find((j) => j.id === 'r1')).toMatchObject({ practiceHops: 1, flights: [] });
    // Other detectors and malformed events are ignored.
    g.motion('l2', { detector: 'steps', type: 'step', t: 0, offset: 0, fields: {} }, 0);
    g.motion('l2', { detector: 'jump', type: 'jump', t: 0, offset: 0, fields: { takeoffT: 'x' } }, 0);
    expect(s.jumpers.find((j) => j.id === 'l2')!.practiceHops).toBe(0);
  });

  it('takes the number of practice hops from the operator config, and tells the big screen', () => {
    const g = game('T0', { ...P, practiceHops: 5 });
    g.startTutorial();
    expect(g.board().practiceHops).toBe(5);
    for (let i = 0; i < 4; i++)
      g.motion('l1', { detector: 'jump', type: 'jump', t: i * 500, offset: 0, fields: { takeoffT: i * 500, landingT: i * 500 + 200 } }, 0);
    expect(g.phone('l1').tutorialDone).toBe(false);
    g.motion('l1', { detector: 'jump', type: 'jump', t: 2700, offset: 0, fields: { takeoffT: 2500, landingT: 2700 } }, 0);
    expect(g.phone('l1').tutorialDone).toBe(true);
    expect(g.board().jumpers.find((j) => j.id === 'l1')!.tutorialDone).toBe(true);
  });

  it('moves every pending time when the host was away: the game clock stops, the game keeps its own times', () => {
    const g = started();
    const { s } = g;
    run(
      g,
      () => true,
      () => s.status === 'waitingForJumping',
    );
    const base = g.phone('l1').rope!.frameBase;
    const until = g.phone('l1').statusUntil!;
    const kept = structuredClone(s);
    g.pause(1000);
    g.advance(until + 60_000); // nothing moves while the host is away
    g.resume(11_000);
    expect(g.phone('l1').rope!.frameBase).toBe(base + 10_000);
    expect(g.phone('l1').statusUntil).toBe(until + 10_000);
    expect(g.board().rope!.frameBase).toBe(base + 10_000);
    expect(s).toEqual(kept);
  });

  it('breaks a tie in passes by the mean grade', () => {
    const g = started();
    const { s } = g;
    run(g, () => true);
    expect(gm116Rules.result(s).winner).toBe('draw');
    for (const t of s.turns) if (t.team === 'right') t.grade = { grade: 'A', value: 4 };
    expect(gm116Rules.result(s).winner).toBe('left');
  });

  it('keeps the heartbeat count and refuses unknown events', () => {
    const g = started();
    const { s } = g;
    expect(g.move('l1', 'heartbeat', { count: 10 })).toBeNull();
    expect(s.jumpers.find((j) => j.id === 'l1')!.jumpCount).toBe(10);
    expect(g.move('l1', 'heartbeat', { count: -1 })).toMatchObject({ group: 'SP02', code: '104' });
    expect(g.move('zz', 'heartbeat', { count: 1 })).toMatchObject({ code: 3002 });
    expect(g.move('l1', 'fly', {})).toMatchObject({ code: 3002 });
    expect(gm116Rules.moves.heartbeat!.stream).toBe(true);
  });
});
