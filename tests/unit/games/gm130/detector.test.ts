import { describe, expect, it } from 'vitest';
import { GM130_PARAMETERS, type Gm130Params } from '../../../../src/games/gm130/parameters';
import { gm130Rules } from '../../../../src/games/gm130/rules';
import { plausible, readSquat } from '../../../../src/games/gm130/rules/judge';
import { expectedCounts, playTrace, practiceTrace, SCRIPTS, standing, timeline } from '../../../../src/games/gm130/synth/plan';
import { squats } from '../../../../src/games/gm130/synth/squats';
import { Rng } from '../../../../benchmarks/synth/rng';
import { SquatDetector, type SquatEvent } from '../../../../src/games/gm130/detectors/squat';
import type { MotionSample } from '../../../../workers/motion/detectors/types';
import { resample } from '../../../../workers/motion/trace/resample';
import { trace } from '../../detectors/helpers';
import { drive } from '../driver';
import E2E from '../../../e2e/config.json';

/** The end-to-end test's parameters (tests/e2e/config.json) over the defaults. */
const FAST: Gm130Params = { ...GM130_PARAMETERS, ...E2E.games.gm130, interval: { ...GM130_PARAMETERS.interval, ...E2E.games.gm130.interval } };

const detect = (samples: readonly MotionSample[]) => {
  const d = new SquatDetector(FAST);
  return samples.flatMap((s) => d.push(s));
};

/**
 * What a phone's detector sees of a scripted game, as a browser delivers it (60 Hz, each reading
 * held until the next): standing, practice from `practiceAt`, standing, play from `playAt`.
 */
function feed(script: (typeof SCRIPTS)[number], practiceAt: number, playAt: number) {
  const practice = practiceTrace(script);
  const play = playTrace(script, FAST);
  const still = standing(practice.samples);
  const rest = (t: number): MotionSample => ({ t, ax: still.x, ay: still.y, az: still.z, gx: NaN, gy: NaN, gz: NaN });
  const out: MotionSample[] = [];
  const end = playAt + play.trace.samples[play.trace.samples.length - 1]!.t + 2000;
  const at = (base: number, samples: readonly MotionSample[], t: number) => {
    if (t < base || t > base + samples[samples.length - 1]!.t) return null;
    let lo = 0;
    for (let hi = samples.length - 1; lo < hi;) {
      const mid = (lo + hi + 1) >> 1;
      if (samples[mid]!.t <= t - base) lo = mid;
      else hi = mid - 1;
    }
    return { ...samples[lo]!, t };
  };
  for (let t = 0; t < end; t += 1000 / 60) out.push(at(practiceAt, practice.samples, t) ?? at(playAt, play.trace.samples, t) ?? rest(t));
  return { samples: out, play };
}

describe('gm130 with the shared squat detector', () => {
  it.each(['synthetic/squat_1', 'synthetic/squat_2'])('counts every squat the detector finds in %s: none fails the server’s plausibility', (path) => {
    const t = trace(path);
    const events = detect(resample(t.samples, 60));
    const labelled = t.labels.filter((l) => l.event === 'squat').length;
    expect(events.length).toBeGreaterThanOrEqual(labelled - 1);
    for (const e of events) {
      const q = readSquat({ detector: 'squat', type: 'squat', gameT: e.t, offset: 0, fields: { downT: e.downT, upT: e.upT, depthM: e.depthM } });
      expect(q).not.toBeNull();
      expect(plausible(q!, GM130_PARAMETERS)).toBeNull();
    }
  });

  it('finds no squat in a phone shaken by hand (4–7 Hz, ±0.5–1 g), whatever the grip', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const shaken = squats(seed, { bottoms: [], shakes: [{ from: 2000, to: 22_000 }], durationMs: 25_000 });
      expect(detect(shaken.samples)).toEqual([]);
    }
    const cheat = trace('synthetic/run_in_place_1');
    const from = cheat.labels.find((l) => l.event === 'cheat_start')!.t;
    const to = cheat.labels.find((l) => l.event === 'cheat_end')!.t;
    expect(detect(resample(cheat.samples, 60)).filter((e) => e.t >= from - 1000 && e.t <= to + 1000)).toEqual([]);
  });

  it.each(SCRIPTS.map((s) => [s.name, s] as const))('counts exactly the squats of the end-to-end script of %s at 60 Hz', (_, script) => {
    for (const gap of [1000, 8000]) {
      const { samples } = feed(script, 3000, 3000 + 6500 + gap);
      const playAt = 3000 + 6500 + gap;
      const events = detect(samples);
      const { halves } = timeline(FAST);
      const inHalf = (i: 0 | 1) => events.filter((e) => e.t >= playAt + halves[i].firstBeat - 1500 && e.t <= playAt + halves[i].end + 1500).length;
      expect([events.filter((e) => e.t < playAt).length, inHalf(0), inHalf(1)]).toEqual([script.practice ? 2 : 0, ...script.counts]);
    }
  });

  it.each(SCRIPTS.map((s) => [s.name, s] as const))(
    'counts exactly the squats of %s played as the end-to-end test plays them, on a page busy now and then',
    (_, script) => {
      // The end-to-end test sets its virtual sensor's reading every 50 ms (each set lands 0–10 ms
      // late) and the page samples it at 60 Hz, but a busy main thread delivers no `devicemotion` for
      // a while: here 1 tick in 50 is followed by a gap of up to 60 ms. Practice, standing, then play.
      const practice = practiceTrace(script).samples.map((x) => ({ ...x, t: x.t + 1000 }));
      const playAt = 14_000;
      const play = playTrace(script, FAST).trace.samples.map((x) => ({ ...x, t: x.t + playAt }));
      const still = standing(practice);
      const end = play[play.length - 1]!.t;
      const want = [script.practice ? 2 : 0, ...script.counts];
      const missed: number[] = [];
      for (let seed = 1; seed <= 20; seed++) {
        const rng = new Rng(seed);
        const sets: { at: number; x: number; y: number; z: number }[] = [];
        let last = -Infinity;
        for (const x of [...practice, ...play]) {
          if (x.t - last < 49) continue;
          last = x.t;
          sets.push({ at: x.t + rng.range(0, 10), x: x.ax, y: x.ay, z: x.az });
        }
        sets.push({ at: practice[practice.length - 1]!.t + 100, ...still }, { at: end + 100, ...still });
        sets.sort((a, b) => a.at - b.at);
        const d = new SquatDetector(FAST);
        const found: number[] = [];
        let k = -1;
        for (let t = rng.range(0, 1000 / 60); t < end + 2000; t += 1000 / 60) {
          if (rng.next() < 0.02) t += rng.range(0, 60);
          while (k + 1 < sets.length && sets[k + 1]!.at <= t) k++;
          const r = k < 0 ? still : sets[k]!;
          found.push(...d.push({ t, ax: r.x, ay: r.y, az: r.z, gx: NaN, gy: NaN, gz: NaN }).map((e) => e.t));
        }
        const { halves } = timeline(FAST);
        const inHalf = (i: 0 | 1) => found.filter((t) => t >= playAt + halves[i].firstBeat - 1500 && t <= playAt + halves[i].end + 1500).length;
        const counts = [found.filter((t) => t < playAt).length, inHalf(0), inHalf(1)];
        // Never a squat that was not there; now and then one missed.
        expect(
          counts.every((n, i) => n <= want[i]!),
          `run ${seed} found ${counts.join(', ')}`,
        ).toBe(true);
        if (counts.join() !== want.join()) missed.push(seed);
      }
      // A gap in the wrong place can still cost a squat; when the rise had to end at exactly zero
      // speed, 3 to 5 of these 20 runs did per script.
      expect(missed.length, `runs that missed a squat: ${missed.join(', ')}`).toBeLessThanOrEqual(1);
    },
  );

  it('plays the end-to-end game through the rules from its seeds: counts, squats per head and the winner', () => {
    const teams = { Aoi: 'left', Dan: 'left', Ben: 'right', Chika: 'right' } as const;
    const players = SCRIPTS.map((s) => ({ id: s.name, name: s.name, team: teams[s.name as keyof typeof teams] }));
    const g = drive(gm130Rules, { players, params: FAST, seed: 5 });
    const practiceAt = 3000;
    const playAt = 12_000;
    // Each phone's events arrive 60 ms after the detector finds them; the clock is synced (offset 0).
    const arrivals: { at: number; id: string; e: SquatEvent }[] = [];
    const releases: { at: number; id: string; both: boolean }[] = [];
    for (const s of SCRIPTS) {
      const { samples, play } = feed(s, practiceAt, playAt);
      const d = new SquatDetector(FAST);
      for (const x of samples) for (const e of d.push(x)) arrivals.push({ at: x.t + 60, id: s.name, e });
      if (play.release) releases.push({ at: playAt + play.release.from, id: s.name, both: false }, { at: playAt + play.release.to, id: s.name, both: true });
    }
    g.startTutorial(0);
    for (const s of SCRIPTS) expect(g.move(s.name, 'hold', { both: true }, 0)).toBeNull();
    g.completeTutorial('Dan'); // Dan skips practice: he will only shake
    let played = false;
    const end = playAt + timeline(FAST).end + FAST.finishedMs + 3000;
    for (let now = 0; now <= end && !gm130Rules.finished(g.s); now += 10) {
      if (!played && now >= playAt) {
        expect(g.tutorialDone()).toBe(true);
        g.startPlay(now);
        played = true;
      }
      for (const r of releases.filter((x) => x.at > now - 10 && x.at <= now)) g.move(r.id, 'hold', { both: r.both }, now);
      for (const a of arrivals.filter((x) => x.at > now - 10 && x.at <= now)) {
        const { type, t, ...fields } = a.e;
        g.motion(a.id, { detector: 'squat', type, t, offset: 0, fields }, now);
      }
      g.advance(now);
    }
    expect(gm130Rules.finished(g.s)).toBe(true);
    for (const s of SCRIPTS) expect([s.name, g.s.squatters.find((x) => x.id === s.name)!.counts]).toEqual([s.name, expectedCounts(s)]);
    expect(g.s.squatters.find((x) => x.id === 'Ben')!.rejected).toEqual({ notHolding: 1 });
    // Left: Aoi 4 + Dan 0 over 2 = 2; right: Ben 3 + Chika 2 over 2 = 2.5.
    expect(gm130Rules.result(g.s)).toEqual({ winner: 'right', scores: { left: 2, right: 2.5 } });
  });
});
