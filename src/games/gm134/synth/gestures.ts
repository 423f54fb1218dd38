import { add, drawSensor, handSway } from '../../../../benchmarks/synth/common';
import { minJerk } from '../../../../benchmarks/synth/profiles';
import { Rng } from '../../../../benchmarks/synth/rng';
import { axisAngle, heldUpright, lyingFaceUp, mul, Y, type Mat3, type Vec3 } from '../../../../benchmarks/synth/rotation';
import { accelFromPosition, sample } from '../../../../benchmarks/synth/sampler';
import type { SynthTrace } from '../../../../benchmarks/synth/types';
import type { TraceLabel } from '../../../../workers/motion/trace/format.shared';

/** What a cook does in a played trace: each move (`turnOver` or a pull) begins at `t` (ms from the trace's start). */
export type CookPlan = {
  /** `lying`: face up on the table (the steak); `held`: upright in the hand (the pasta basket). */
  pose: 'lying' | 'held';
  moves: readonly { t: number; kind: 'turnOver' | 'pull' }[];
  durationMs: number;
  /** Sample rate (Hz); a browser delivers 60. */
  rateHz?: number;
  seed?: number;
};

type Turn = { t0: number; dur: number; deg: number };
type Shift = { t0: number; dur: number; to: Vec3 };

/**
 * A cook's hands on the phone (gm134), as benchmarks/synth/handling.ts draws them, for a test to
 * play at chosen moments. Turning it over: lifted 4 cm in 0.3 s, turned 180° about its long axis in
 * 1 s (minimum jerk, peaking at 340 deg/s), put down in 0.3 s as the turn ends; lying still before and after, as
 * on a table (no hand sway: the hand lets go). A pull: the phone held upright is pulled 0.5 m up in
 * 0.26 s (minimum jerk, up to 4.3 g out and braking), held, then lowered slowly (2 s, about 0.04 g);
 * a hand's sway while held. Labels: `turnOver` when the turn ends, `pull` at the pull's middle.
 */
export function cookTrace(plan: CookPlan): SynthTrace {
  const rng = new Rng(plan.seed ?? 1);
  const turns: Turn[] = [];
  const shifts: Shift[] = [];
  const labels: TraceLabel[] = [];
  for (const m of plan.moves) {
    if (m.kind === 'turnOver') {
      shifts.push({ t0: m.t, dur: 300, to: [0, 0, 0.04] });
      turns.push({ t0: m.t + 250, dur: 1000, deg: 180 });
      shifts.push({ t0: m.t + 1000, dur: 300, to: [0, 0, -0.04] });
      labels.push({ t: m.t + 1250, event: 'turnOver' });
    } else {
      shifts.push({ t0: m.t, dur: 260, to: [0, 0, 0.5] });
      shifts.push({ t0: m.t + 900, dur: 2000, to: [0, 0, -0.5] });
      labels.push({ t: m.t + 130, event: 'pull' });
    }
  }
  const start: Mat3 = plan.pose === 'lying' ? lyingFaceUp(30) : heldUpright(25, 0);
  const orientation = (t: number): Mat3 => {
    let R = start;
    for (const k of turns) if (t > k.t0) R = mul(R, axisAngle(Y, k.deg * minJerk((t - k.t0) / k.dur)));
    return R;
  };
  const position = (t: number): Vec3 => {
    const p: [number, number, number] = [0, 0, 0];
    for (const s of shifts) {
      const f = minJerk((t - s.t0) / s.dur);
      for (let i = 0; i < 3; i++) p[i]! += s.to[i]! * f;
    }
    return p;
  };
  const accel = accelFromPosition(position);
  const sway = plan.pose === 'held' ? handSway(rng, 1.5, 1.5) : null;
  const k = sway
    ? { orientation: (t: number) => mul(sway.turn(t), orientation(t)), accel: (t: number) => add(accel(t), sway.accel(t)) }
    : { orientation, accel };
  const sensor = { ...drawSensor(rng, plan.durationMs), rateHz: plan.rateHz ?? 60, jitterMs: 0, accelNoise: 0.03, gyroNoise: 0.3 };
  return {
    kind: 'gm134_cook',
    name: `gm134_cook_${plan.seed ?? 1}`,
    samples: sample(k, sensor, rng),
    labels,
    settings: { pose: plan.pose, moves: plan.moves.length },
  };
}
