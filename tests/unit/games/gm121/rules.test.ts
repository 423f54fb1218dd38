import { describe, expect, it } from 'vitest';
import { GM121_PARAMETERS, type Gm121Params } from '../../../../src/games/gm121/parameters';
import { gm121Rules } from '../../../../src/games/gm121/rules';
import type { Rgb } from '../../../../workers/media/ciede2000.shared';
import { drive } from '../driver';

const P: Gm121Params = GM121_PARAMETERS;
const M = P.momentsMs;
const players = [
  { id: 'l1', team: 'left' as const, name: 'L1' },
  { id: 'l2', team: 'left' as const, name: 'L2' },
  { id: 'r1', team: 'right' as const, name: 'R1' },
  { id: 'r2', team: 'right' as const, name: 'R2' },
];
// A tiny valid WebP data URL (RIFF....WEBP): the edge checks bytes; rules take the reference as given.
const PHOTO = 'data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';
const STORED = (n: number) => `/api/photos/${String(n).padStart(43, 'A')}`;

type Game = ReturnType<typeof game>;
const game = (params: Gm121Params = P, seed = 7, who = players) => drive(gm121Rules, { players: who, params, seed });

function started(at = 1000, seed = 7) {
  const g = game(P, seed);
  g.startTutorial();
  for (const p of players) g.completeTutorial(p.id);
  g.startPlay(at);
  return g;
}
const hunter = (g: Game, id: string) => g.s.hunters.find((h) => h.id === id)!;
const target = (g: Game): Rgb => g.s.colours[g.s.round]!.rgb;
/** Moves the game to the hunt of the current round. */
function toHunt(g: Game) {
  expect(g.s.status).toBe('roundColor');
  g.advance(g.s.statusUntil!);
  expect(g.s.status).toBe('roundPhotoShooting');
  return g.s.statusUntil!;
}
const shot = (median: Rgb, photo = PHOTO) => ({ photo, median, hues: [0.5, 0.5] });
/** A colour `k` steps away from `c` on every channel, clamped. */
const off = (c: Rgb, k: number): Rgb => c.map((x) => Math.max(0, Math.min(255, x + k))) as Rgb;

describe('gm121 rules', () => {
  it('draws different colours for its rounds from the seed, the same again from the same seed', () => {
    const a = game(P, 11).s.colours.map((c) => c.id);
    expect(new Set(a).size).toBe(3);
    expect(game(P, 11).s.colours.map((c) => c.id)).toEqual(a);
    expect(game(P, 12).s.colours.map((c) => c.id)).not.toEqual(a);
  });

  it('tutorial: a practice shot is scored and practises the player; a refused camera practises too (they cheer)', () => {
    const g = game();
    g.startTutorial();
    expect(g.s.status).toBe('tutorialPhotoShooting');
    expect(g.move('l1', 'shoot', shot([150, 200, 240]))).toBeNull();
    expect(g.phone('l1').shot?.score).toBe(100);
    expect(g.phone('l1').tutorialDone).toBe(true);
    expect(g.move('r1', 'camera', { state: 'denied' })).toBeNull();
    expect(g.phone('r1').tutorialDone).toBe(true);
    expect(g.phone('r1').capability).toBe('denied');
    expect(g.tutorialDone()).toBe(false);
  });

  it('a player who refused the camera cannot shoot and does not count in the team mean', () => {
    const g = started();
    g.move('r2', 'camera', { state: 'denied' });
    const until = toHunt(g);
    const err = g.move('r2', 'shoot', shot(target(g)), until - 100);
    expect(err?.code).toBeDefined();
    expect(hunter(g, 'r2').rounds[0]!.tries).toBe(0);
    g.move('r1', 'shoot', shot(target(g)), until - 100);
    g.advance(until);
    expect(g.board().teamScores.right).toBe(100);
    expect(g.board().members.right).toBe(1);
  });

  it('SPEC §4: a shot is stored unless marked failed; a failed one keeps the last stored and counts as a try', () => {
    const g = started();
    toHunt(g);
    expect(g.move('l1', 'shoot', shot(target(g), STORED(1)))).toBeNull();
    const before = structuredClone(hunter(g, 'l1').rounds[0]!.shot);
    expect(g.move('l1', 'shoot', { failed: true })).toBeNull();
    const p = g.phone('l1');
    expect(p.isShotSucceeded).toBe(false);
    expect(p.tries).toBe(2);
    expect(hunter(g, 'l1').rounds[0]!.shot).toEqual(before);
    // The last stored shot counts, even when worse.
    expect(g.move('l1', 'shoot', shot(off(target(g), 60), STORED(2)))).toBeNull();
    expect(g.phone('l1').shot?.photo).toBe(STORED(2));
    expect(g.phone('l1').shot!.score).toBeLessThan(100);
    expect(g.phone('l1').isShotSucceeded).toBe(true);
  });

  it('SPEC §4: starting a round clears photo, shot, score and success', () => {
    const g = started();
    let until = toHunt(g);
    g.move('l1', 'shoot', shot(target(g)));
    g.advance(until);
    g.advance(g.s.statusUntil!); // roundFinished
    expect(g.phone('l1').shot).not.toBeNull();
    g.advance(g.s.statusUntil!); // round 2's colour
    expect(g.s.round).toBe(1);
    const p = g.phone('l1');
    expect(p.shot).toBeNull();
    expect(p.isShotSucceeded).toBeNull();
    expect(p.tries).toBe(0);
    expect(p.colour).toBeNull(); // the TV alone shows the swatch
    until = toHunt(g);
    expect(g.phone('l1').colour?.id).toBe(g.s.colours[1]!.id);
    // The first round's photo is kept among the saved photos per round.
    expect(g.phone('l1').photos[0]).toBe(PHOTO);
    expect(until).toBeGreaterThan(0);
  });

  it('the score comes from the reported centre colour, CIEDE2000 to the target, mapped 0–100: closer scores more', () => {
    const g = started();
    toHunt(g);
    g.move('l1', 'shoot', shot(target(g)));
    g.move('l2', 'shoot', shot(off(target(g), 20)));
    g.move('r1', 'shoot', shot(off(target(g), 50)));
    g.move('r2', 'shoot', shot([128, 128, 128]));
    const s = (id: string) => hunter(g, id).rounds[0]!.shot!;
    expect(s('l1').score).toBe(100);
    expect(s('l1').deltaE).toBe(0);
    expect(s('l2').score).toBeGreaterThan(s('r1').score);
    expect(s('l2').deltaE).toBeLessThan(s('r1').deltaE);
  });

  it('shots only during a hunt (with its grace), within the per-round limit, from players in the game, with valid payloads', () => {
    const g = started();
    expect(g.move('l1', 'shoot', shot([1, 2, 3]))).not.toBeNull(); // roundColor
    const until = toHunt(g);
    expect(g.move('zz', 'shoot', shot([1, 2, 3]))).not.toBeNull();
    expect(g.move('l1', 'shoot', { photo: 'data:text/html;base64,AAAA', median: [1, 2, 3], hues: [] })).not.toBeNull();
    expect(g.move('l1', 'shoot', { photo: PHOTO, median: [1, 2, 300], hues: [] })).not.toBeNull();
    expect(g.move('l1', 'shoot', { photo: PHOTO, median: [1, 2, 3], hues: [], extra: 1 })).not.toBeNull();
    expect(hunter(g, 'l1').rounds[0]!.tries).toBe(0);
    for (let i = 0; i < P.maxShotsPerRound; i++) expect(g.move('l1', 'shoot', shot([1, 2, 3]))).toBeNull();
    const before = structuredClone(hunter(g, 'l1'));
    expect(g.move('l1', 'shoot', shot([9, 9, 9]))).not.toBeNull();
    expect(hunter(g, 'l1')).toEqual(before);
    // Inside the grace after the phones' close, a shot still counts; at the end it does not.
    expect(g.s.shootUntil! + P.shotGraceMs).toBe(until);
    expect(g.move('l2', 'shoot', shot([1, 2, 3]), until - 10)).toBeNull();
    g.advance(until);
    expect(g.s.status).toBe('roundResult');
    expect(g.move('r1', 'shoot', shot([1, 2, 3]), until + 10)).not.toBeNull();
  });

  it('the board hides photos while hunting and shows them with per-team histograms after', () => {
    const g = started();
    const until = toHunt(g);
    g.move('l1', 'shoot', shot(target(g)));
    g.move('r1', 'shoot', shot(off(target(g), 40)));
    expect(g.board().hunters.find((h) => h.id === 'l1')).toMatchObject({ shot: true, photo: null, score: null });
    expect(g.board().histograms).toBeNull();
    g.advance(until);
    const b = g.board();
    expect(b.status).toBe('roundResult');
    expect(b.hunters.find((h) => h.id === 'l1')).toMatchObject({ shot: true, photo: PHOTO, score: 100 });
    expect(b.histograms!.left).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(b.histograms!.right.reduce((a, x) => a + x, 0)).toBe(1);
    expect(g.phone('l1').positionInRound).toBe(1);
    expect(g.phone('l2').positionInRound).toBe(3);
    expect(g.phone('l1').histogram).toEqual(b.histograms!.left);
  });

  it('three rounds; team score is the mean of members’ best; a whole game from a seed', () => {
    const g = started(5000, 21);
    // Left: l1 great in round 1 only, l2 middling every round. Right: r1 mediocre, r2 never shoots.
    const plan: Record<string, number[]> = { l1: [0, 120, 120], l2: [25, 25, 25], r1: [30, 30, 35], r2: [] };
    for (let r = 0; r < 3; r++) {
      expect(g.s.round).toBe(r);
      const until = toHunt(g);
      for (const [id, ks] of Object.entries(plan)) if (ks[r] !== undefined) expect(g.move(id, 'shoot', shot(off(target(g), ks[r]!)), until - 500)).toBeNull();
      g.advance(until);
      expect(g.s.status).toBe('roundResult');
      g.advance(g.s.statusUntil!);
      expect(g.s.status).toBe('roundFinished');
      g.advance(g.s.statusUntil!);
    }
    expect(gm121Rules.finished(g.s)).toBe(true);
    const best = (id: string) => Math.max(0, ...g.s.hunters.find((h) => h.id === id)!.rounds.map((x) => x.shot?.score ?? 0));
    const res = gm121Rules.result(g.s);
    expect(best('l1')).toBe(100);
    expect(res.scores.left).toBeCloseTo((best('l1') + best('l2')) / 2, 1);
    expect(res.scores.right).toBeCloseTo((best('r1') + 0) / 2, 1);
    expect(res.winner).toBe('left');
    // Same seed and inputs, same game.
    expect(g.s.colours.map((c) => c.id)).toEqual(game(P, 21).s.colours.map((c) => c.id));
  });

  it('a pause freezes the hunt', () => {
    const g = started(0);
    g.advance(M.roundColor);
    const until = g.s.statusUntil!;
    g.pause(1000 + M.roundColor);
    g.advance(until + 60_000);
    expect(g.s.status).toBe('roundPhotoShooting');
    g.resume(1000 + M.roundColor + 60_000);
    g.advance(until + 60_000);
    expect(g.s.status).toBe('roundResult');
  });

  it('no hunter with a camera: no game', () => {
    const g = started();
    for (const p of players) g.move(p.id, 'camera', { state: 'denied' });
    expect(gm121Rules.result(g.s).winner).toBe('noGame');
  });
});
