import { add, drawSensor, handSway, r2 } from '../../../../benchmarks/synth/common';
import { minJerk } from '../../../../benchmarks/synth/profiles';
import { Rng } from '../../../../benchmarks/synth/rng';
import { apply, axisAngle, heldUpright, mul, X, Z } from '../../../../benchmarks/synth/rotation';
import { accelFromPosition, sample } from '../../../../benchmarks/synth/sampler';
import type { SynthTrace } from '../../../../benchmarks/synth/types';
import type { TraceLabel } from '../../../../workers/motion/trace/format.shared';

/** What a swordsman does in a played trace: side cuts at chosen moments (ms from the start), chops too. */
export type CutPlan = {
  /** Each stroke's middle (its peak rate); its length (ms) drawn 250–320 unless given. */
  cuts: readonly { t: number; side: 'left' | 'right' | 'chop'; durMs?: number }[];
  durationMs: number;
  /** Sample rate (Hz); a browser delivers 60. */
  rateHz?: number;
  /** Seed of the phone and grip (tilt, roll, sensor bias and noise) and of each cut's size. */
  seed?: number;
};

type Stroke = { t0: number; dur: number; axis: 'x' | 'z'; from: number; to: number };

/**
 * A swordsman (gm112) holding the phone upright like a sword's hilt, screen toward them, cutting to
 * a side: the forearm pivots at the elbow and the phone turns 65–90° in its screen plane (about
 * device z) in 0.25–0.32 s, a minimum-jerk stroke peaking at 380–680 deg/s; a left cut turns it
 * positively (the top toward −x, the swordsman's left). After a short hold the sword comes back to
 * upright slowly (0.9–1.1 s, under 150 deg/s: no cut). A chop pitches it 70° about device x the
 * same way. The phone sits 0.3 m from the elbow, so it feels the forearm's tangential and centripetal
 * acceleration too (its position is differentiated twice); the hand's sway and MEMS noise come from
 * benchmarks/synth. Labels: `cut_left`, `cut_right` or `chop` at each stroke's middle (its peak rate).
 */
export function cuts(plan: CutPlan): SynthTrace {
  const seed = plan.seed ?? 1;
  const rng = new Rng(seed);
  const tilt = rng.range(5, 25);
  const roll = rng.range(-8, 8);
  const strokes: Stroke[] = [];
  const labels: TraceLabel[] = [];
  for (const c of plan.cuts) {
    const drawn = rng.range(250, 320);
    const dur = c.durMs ?? drawn;
    const amp = rng.range(65, 90);
    const axis = c.side === 'chop' ? 'x' : 'z';
    const to = c.side === 'right' ? -amp : c.side === 'left' ? amp : -70;
    // `t` is the stroke's middle: its peak rate, where a detector fires.
    const t0 = c.t - dur / 2;
    strokes.push({ t0, dur, axis, from: 0, to });
    strokes.push({ t0: t0 + dur + 150, dur: rng.range(900, 1100), axis, from: to, to: 0 });
    labels.push({ t: c.t, event: c.side === 'chop' ? 'chop' : `cut_${c.side}` });
  }
  const angle = (axis: 'x' | 'z', time: number): number => {
    let v = 0;
    for (const s of strokes) {
      if (s.axis !== axis || time < s.t0) continue;
      v = s.from + (s.to - s.from) * minJerk((time - s.t0) / s.dur);
    }
    return v;
  };
  const sway = handSway(rng, 2, 2);
  const base = heldUpright(tilt, roll);
  const orientation = (time: number) => mul(mul(sway.turn(time), base), mul(axisAngle(X, angle('x', time)), axisAngle(Z, angle('z', time))));
  // The forearm pivots at the elbow, 0.3 m below the phone.
  const linear = accelFromPosition((time) => apply(orientation(time), [0, 0.3, 0]));
  const sensor = { ...drawSensor(rng, plan.durationMs, true), rateHz: plan.rateHz ?? 60 };
  const samples = sample({ accel: (time) => add(linear(time), sway.accel(time)), orientation }, sensor, rng);
  return {
    kind: 'gm112_cuts',
    name: `gm112_cuts_${seed}`,
    samples,
    labels,
    settings: { tiltDeg: r2(tilt), rollDeg: r2(roll), rateHz: sensor.rateHz, cuts: plan.cuts.length },
  };
}
