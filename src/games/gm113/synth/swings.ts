import { add, drawSensor, handSway, r2 } from '../../../../benchmarks/synth/common';
import { minJerk } from '../../../../benchmarks/synth/profiles';
import { Rng } from '../../../../benchmarks/synth/rng';
import { apply, axisAngle, heldUpright, mul, X, Z, type Vec3 } from '../../../../benchmarks/synth/rotation';
import { accelFromPosition, sample } from '../../../../benchmarks/synth/sampler';
import type { SynthTrace } from '../../../../benchmarks/synth/types';
import type { TraceLabel } from '../../../../workers/motion/trace/format.shared';
import { FRAME_MS } from '../../../protocol/parameters';
import { GM113_PARAMETERS } from '../parameters';
import { patternAxis } from '../rules/judge';
import type { Pattern } from '../rules/types';

/** What a played trace should hold: swings felt at chosen moments, each in a call's pattern. */
export type SwingPlan = {
  /** The moment (ms from the trace's start) each swing should be felt at, and the pattern it follows. */
  swings: readonly { t: number; pattern: Pattern }[];
  durationMs: number;
  /** Sample rate (Hz); a browser delivers 60. */
  rateHz?: number;
  /**
   * Seed of the phone and its grip (tilt, roll, sensor bias and noise), `seed` when not given: the
   * traces of one phone's practice and play share them, as one phone in one hand would.
   */
  phone?: number;
};

type Stroke = { t0: number; dur: number; axis: 'x' | 'z'; from: number; to: number };

const RAD = 180 / Math.PI;

/**
 * How far into a minimum-jerk stroke of `amp` degrees over `dur` ms the swing detector's gyroscope
 * path fires (SPEC.md §9: the rate beyond `gyroExceptThreshold` summed to `gyroSumTimingThreshold`,
 * once it has peaked past 250 deg/s), as a share of the stroke: the stroke is placed so that moment
 * is the swing's.
 */
export function triggerShare(amp: number, dur: number, p = GM113_PARAMETERS): number {
  const floor = p.gyroExceptThreshold * RAD;
  const need = p.gyroSumTimingThreshold * RAD * (FRAME_MS / 1000);
  let sum = 0;
  let peak = 0;
  const steps = 400;
  for (let i = 1; i <= steps; i++) {
    const tau = i / steps;
    const rate = (amp * (minJerk(tau) - minJerk((i - 1) / steps))) / (dur / steps / 1000);
    peak = Math.max(peak, rate);
    sum += Math.max(0, rate - floor) * (dur / steps / 1000);
    if (sum >= need && peak >= 250) return tau;
  }
  return 0.5;
}

/**
 * gm113's synthetic trace with swings at chosen moments: the physics of benchmarks/synth/swing.ts
 * (the phone upright in one hand at the end of a 0.3 m forearm pivoting at the elbow, each swing a
 * minimum-jerk stroke of 70–90° in 0.26–0.34 s, so its acceleration and rotation rate agree), the
 * strokes of a call alternating from one side of upright to the other (never more than 57° from
 * vertical with the grip's tilt: upright by SPEC.md's `verticalPostureThreshold` all along) about the pattern's axis
 * (device z side to side; device x for arcs and pumps), a slow wind-up before a call's first swing
 * and a slow return after its last (neither a swing), a hand's sway, MEMS noise and bias. Each
 * stroke is placed so the detector fires at the asked moment (`triggerShare`), half a frame early
 * for the sensor's sampling. Labels: `swing` at each asked moment.
 */
export function swings(seed: number, plan: SwingPlan): SynthTrace {
  const rng = new Rng(seed);
  const device = new Rng(plan.phone ?? seed);
  const tilt = device.range(0, 12);
  const roll = device.range(-6, 6);
  const strokes: Stroke[] = [];
  const labels: TraceLabel[] = [];
  const asked = [...plan.swings].sort((a, b) => a.t - b.t);
  let angle = 0;
  let axis: 'x' | 'z' | null = null;
  let side = 1;
  for (const [i, s] of asked.entries()) {
    const a = patternAxis(s.pattern);
    const amp = rng.range(70, 90);
    const dur = rng.range(260, 340);
    const t0 = s.t - triggerShare(amp, dur) * dur - FRAME_MS / 2;
    const prev = strokes[strokes.length - 1];
    if (a !== axis) {
      // A new call: back to upright slowly if turned, then wind up to one side (neither is a swing).
      if (axis !== null && angle !== 0) strokes.push({ t0: (prev ? prev.t0 + prev.dur : 0) + 150, dur: 900, axis, from: angle, to: 0 });
      axis = a;
      side = 1;
      angle = -amp / 2;
      strokes.push({ t0: t0 - 1400, dur: 1100, axis: a, from: 0, to: angle });
    }
    const to = (side * amp) / 2;
    strokes.push({ t0, dur, axis: a, from: angle, to });
    angle = to;
    side = -side;
    labels.push({ t: s.t, event: 'swing' });
    const next = asked[i + 1];
    if (!next || patternAxis(next.pattern) !== a) {
      strokes.push({ t0: t0 + dur + 250, dur: 1000, axis: a, from: angle, to: 0 });
      angle = 0;
    }
  }

  const sway = handSway(device, 2, 2);
  const base = heldUpright(tilt, roll);
  // The angle (deg) about `ax` at `time`: the stroke under way, or the last one's end.
  const angleAt = (ax: 'x' | 'z', time: number): number => {
    let v = 0;
    for (const s of strokes) {
      if (s.axis !== ax || time < s.t0) continue;
      v = s.from + (s.to - s.from) * minJerk((time - s.t0) / s.dur);
    }
    return v;
  };
  const orientation = (time: number) => mul(mul(sway.turn(time), base), mul(axisAngle(X, angleAt('x', time)), axisAngle(Z, angleAt('z', time))));
  // The phone rides 0.3 m out along its own long axis from the elbow.
  const position = (time: number): Vec3 => apply(orientation(time), [0, 0.3, 0]);
  const linear = accelFromPosition(position);
  const samples = sample(
    { accel: (time) => add(linear(time), sway.accel(time)), orientation },
    { ...drawSensor(device, plan.durationMs, true), rateHz: plan.rateHz ?? 60 },
    device,
  );
  return {
    kind: 'gm113_swings',
    name: `gm113_swings_${seed}`,
    samples,
    labels,
    settings: { swings: asked.length, tiltDeg: r2(tilt), rollDeg: r2(roll) },
  };
}
