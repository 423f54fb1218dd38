import { add, drawSensor, G, handSway, r2 } from '../../../../benchmarks/synth/common';
import { Rng } from '../../../../benchmarks/synth/rng';
import { apply, axisAngle, heldUpright, mul, X, Z } from '../../../../benchmarks/synth/rotation';
import { sample } from '../../../../benchmarks/synth/sampler';
import type { TraceLabel } from '../../../../workers/motion/trace/format.shared';
import type { SynthTrace } from '../../../../benchmarks/synth/types';

/** What a played trace should hold: squats with their bottoms at chosen times, and shaking. */
export type SquatPlan = {
  /** Bottom of each squat (ms from the trace's start). */
  bottoms: readonly number[];
  /** Length of one squat (ms), descent and rise about half each; drawn 1.7–2.1 s when not given. */
  cycleMs?: number;
  /** Spells of shaking the phone by hand (ms from the start), the body still. */
  shakes?: readonly { from: number; to: number }[];
  durationMs: number;
  /** Sample rate (Hz); a browser delivers 60. */
  rateHz?: number;
  /**
   * Seed of the phone and its grip (tilt, roll, sensor bias and noise), `seed` when not given: the
   * traces of one phone's practice and play share them, as one phone in one pair of hands would.
   */
  phone?: number;
};

/**
 * The depth profile of benchmarks/synth/squat.ts: z = −depth·64·u³(1−u)³ over u ∈ [0, 1] (0.5 = the
 * bottom) leaves and returns to standing with zero speed and acceleration and turns round at the
 * bottom with the cycle's largest, upward, acceleration. Its second derivative in u:
 */
function profileUU(u: number): number {
  const a = u * (1 - u);
  return -192 * (2 * a * (1 - 2 * u) * (1 - 2 * u) - 2 * a * a);
}
function profileZ(u: number): number {
  const a = u * (1 - u);
  return -64 * a * a * a;
}

type Rep = { t0: number; down: number; up: number; depth: number; lean: number };
type Shake = { from: number; to: number; hz: number; amp: number; axis: 0 | 1 | 2 };

/**
 * gm130's synthetic trace with a chosen number of squats at chosen times: the physics of
 * benchmarks/synth/squat.ts (the chest 0.3–0.5 m down and up, the phone upright at the chest in both
 * hands, the torso leaning 5–20° at the bottom, a hand's sway, MEMS noise and bias), so a test can
 * play exactly the squats a game's schedule needs; and shaking (4–7 Hz, ±0.5–1 g, along the phone's
 * x or y: a player trying to fake squats with the wrists), which must count nothing.
 * Labels: `squat` at each bottom, `shake_start` / `shake_end`.
 */
export function squats(seed: number, plan: SquatPlan): SynthTrace {
  const rng = new Rng(seed);
  const device = new Rng(plan.phone ?? seed);
  const tilt = device.range(0, 25);
  const roll = device.range(-10, 10);
  const reps: Rep[] = [];
  const labels: TraceLabel[] = [];
  const cycle = plan.cycleMs ?? rng.range(1700, 2100);
  for (const bottom of [...plan.bottoms].sort((a, b) => a - b)) {
    const c = cycle * rng.range(0.95, 1.05);
    const down = c * rng.range(0.45, 0.55);
    const prev = reps[reps.length - 1];
    // Squats never overlap: a bottom too soon after the last squat's top waits for it.
    const t0 = Math.max(bottom - down, prev ? prev.t0 + prev.down + prev.up + 50 : 0);
    reps.push({ t0, down, up: c - down, depth: rng.range(0.3, 0.5), lean: rng.range(5, 20) });
    labels.push({ t: t0 + down, event: 'squat' });
  }
  const shakes: Shake[] = (plan.shakes ?? []).map((s) => ({
    ...s,
    hz: rng.range(4, 7),
    amp: rng.range(0.5, 1) * G,
    axis: rng.pick([0, 1] as const),
  }));
  for (const s of shakes) labels.push({ t: s.from, event: 'shake_start' }, { t: s.to, event: 'shake_end' });
  labels.sort((a, b) => a.t - b.t);

  const sway = handSway(device, 3, 3);
  const base = heldUpright(tilt, roll);
  const at = (time: number): Rep | undefined => reps.find((r) => time >= r.t0 && time <= r.t0 + r.down + r.up);
  const phase = (r: Rep, time: number): { u: number; rate: number } => {
    const x = time - r.t0;
    return x < r.down ? { u: (0.5 * x) / r.down, rate: 500 / r.down } : { u: 0.5 + (0.5 * (x - r.down)) / r.up, rate: 500 / r.up };
  };
  const samples = sample(
    {
      accel: (time) => {
        const r = at(time);
        let az = 0;
        if (r) {
          const { u, rate } = phase(r, time);
          az = r.depth * profileUU(u) * rate * rate;
        }
        // Shaking along the phone's own axes (x across the screen, y along it), in the world.
        const local: [number, number, number] = [0, 0, 0];
        for (const s of shakes) if (time >= s.from && time <= s.to) local[s.axis] += s.amp * Math.sin((2 * Math.PI * s.hz * (time - s.from)) / 1000);
        return add(add([0, 0, az], apply(base, local)), sway.accel(time));
      },
      orientation: (time) => {
        const r = at(time);
        const lean = r ? -r.lean * profileZ(phase(r, time).u) : 0;
        // Shaking turns the wrists a little too.
        const wrist = shakes.some((s) => time >= s.from && time <= s.to) ? 8 * Math.sin((2 * Math.PI * 5 * time) / 1000) : 0;
        return mul(mul(axisAngle(X, -lean), mul(sway.turn(time), axisAngle(Z, wrist))), base);
      },
    },
    { ...drawSensor(device, plan.durationMs), rateHz: plan.rateHz ?? 60 },
    device,
  );
  return {
    kind: 'gm130_squats',
    name: `gm130_squats_${seed}`,
    samples,
    labels,
    settings: { squats: reps.length, cycleMs: r2(cycle), shakes: shakes.length, tiltDeg: r2(tilt), rollDeg: r2(roll) },
  };
}
