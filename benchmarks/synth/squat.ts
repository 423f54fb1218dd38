import { add, drawSensor, handSway, r2 } from './common';
import { Rng } from './rng';
import { axisAngle, heldUpright, mul, X } from './rotation';
import { sample } from './sampler';
import type { TraceLabel } from '../../workers/motion/trace/format.shared';
import type { SynthTrace } from './types';

type Rep = { t0: number; down: number; up: number; depth: number; lean: number };

/**
 * Depth profile of one squat over u ∈ [0, 1] (0.5 = the bottom): z = −depth·64·u³(1−u)³. It leaves
 * and returns to standing with zero speed and zero acceleration, and turns round at the bottom with
 * its largest upward acceleration, 24·depth per unit u² — the quick turnaround of a rhythmic squat,
 * where the legs push hardest.
 */
function profile(u: number): { z: number; zu: number; zuu: number } {
  const a = u * (1 - u);
  return {
    z: -64 * a * a * a,
    zu: -192 * a * a * (1 - 2 * u),
    zuu: -192 * (2 * a * (1 - 2 * u) * (1 - 2 * u) - 2 * a * a),
  };
}

/**
 * Squats with the phone held at the chest in both hands (gm130).
 *
 * Physics. The chest goes down `depth` (0.3–0.5 m) and back up along a smooth profile (see
 * `profile`): from standing it accelerates downward, brakes and turns round at the bottom with the
 * largest acceleration of the cycle (upward, 24·depth/(2·T_half)² — 0.1–0.5 g for the 0.7–1.5 s
 * half-cycles of 1.5–3 s squats), then rises and settles. Descent and rise take 45–55 % of the
 * cycle each (time-warped profile). The phone is held upright at the chest as the game asks (tilted
 * back 0–25° to see the screen); the torso leans forward 5–20° at the bottom, which turns the phone
 * further about the world x axis. Reps come in sets with short standing pauses, tempo varying ±10 %.
 * Labels: `squat` at the bottom of each rep (where the downward speed returns to zero).
 */
export function squat(seed: number): SynthTrace {
  const rng = new Rng(seed);
  const tilt = rng.range(0, 25);
  const roll = rng.range(-10, 10);
  const reps: Rep[] = [];
  const labels: TraceLabel[] = [];
  let t = rng.range(2000, 3000);
  const sets = rng.pick([2, 3]);
  const cycles: number[] = [];
  for (let s = 0; s < sets; s++) {
    const cycle = rng.range(1500, 3000);
    cycles.push(cycle);
    const n = Math.floor(rng.range(5, 10));
    for (let i = 0; i < n; i++) {
      const c = cycle * rng.range(0.9, 1.1);
      const down = c * rng.range(0.45, 0.55);
      const up = c - down;
      reps.push({ t0: t, down, up, depth: rng.range(0.3, 0.5), lean: rng.range(5, 20) });
      labels.push({ t: t + down, event: 'squat' });
      t += down + up + rng.range(0, 400);
    }
    t += rng.range(3000, 5000);
  }
  const sway = handSway(rng, 3, 3);
  const base = heldUpright(tilt, roll);
  const at = (time: number): Rep | undefined => reps.find((r) => time >= r.t0 && time <= r.t0 + r.down + r.up);
  /** Position in the profile (u) and du/dt (1/s) of a rep at `time`: each half warped to its own duration. */
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
          az = r.depth * profile(u).zuu * rate * rate;
        }
        return add([0, 0, az], sway.accel(time));
      },
      orientation: (time) => {
        const r = at(time);
        // The torso leans in step with the depth.
        const lean = r ? -r.lean * profile(phase(r, time).u).z : 0;
        // Leaning forward turns the chest (and the phone on it) about the player's left–right axis.
        return mul(mul(axisAngle(X, -lean), sway.turn(time)), base);
      },
    },
    drawSensor(rng, t),
    rng,
  );
  return {
    kind: 'squat',
    name: `squat_${seed}`,
    samples,
    labels,
    settings: { sets, cyclesMs: cycles.map(r2).join('/'), tiltDeg: r2(tilt), rollDeg: r2(roll) },
  };
}
