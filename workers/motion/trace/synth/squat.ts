import { add, drawSensor, handSway, r2 } from './common';
import { minJerk, minJerkAccel } from './profiles';
import { Rng } from './rng';
import { axisAngle, heldUpright, mul, X } from './rotation';
import { sample } from './sampler';
import type { TraceLabel } from '../format';
import type { SynthTrace } from './types';

type Rep = { t0: number; down: number; hold: number; up: number; depth: number; lean: number };

/**
 * Squats with the phone held at the chest in both hands (gm130).
 *
 * Physics. The chest goes down `depth` (0.3–0.5 m) and back up, each leg of the movement a
 * minimum-jerk profile, so the vertical acceleration is depth/T²·(60τ − 180τ² + 120τ³): down, it
 * first accelerates downward then brakes, peaking at 5.77·depth/T² — 0.3–0.5 g for the 0.7–1.5 s
 * half-cycles of 1.5–3 s squats. The torso leans forward up to 10–30° at the bottom, which turns the
 * phone about the world x axis. Reps come in sets with short standing pauses, tempo varying ±10 %.
 * Labels: `squat` at the bottom of each rep (where the downward speed returns to zero).
 */
export function squat(seed: number): SynthTrace {
  const rng = new Rng(seed);
  const tilt = rng.range(0, 35);
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
      const hold = rng.range(0, 200);
      const up = c - down;
      const rep = { t0: t, down, hold, up, depth: rng.range(0.3, 0.5), lean: rng.range(10, 30) };
      reps.push(rep);
      labels.push({ t: t + down, event: 'squat' });
      t += down + hold + up + rng.range(0, 400);
    }
    t += rng.range(3000, 5000);
  }
  const sway = handSway(rng, 0.3, 3);
  const base = heldUpright(tilt, roll);
  const at = (time: number): Rep | undefined => reps.find((r) => time >= r.t0 && time <= r.t0 + r.down + r.hold + r.up);

  const samples = sample(
    {
      accel: (time) => {
        const r = at(time);
        let az = 0;
        if (r) {
          const u = time - r.t0;
          const ds = r.down / 1000;
          const us = r.up / 1000;
          if (u < r.down) az = (-r.depth / (ds * ds)) * minJerkAccel(u / r.down);
          else if (u > r.down + r.hold) az = (r.depth / (us * us)) * minJerkAccel((u - r.down - r.hold) / r.up);
        }
        return add([0, 0, az], sway.accel(time));
      },
      orientation: (time) => {
        const r = at(time);
        let lean = 0;
        if (r) {
          const u = time - r.t0;
          lean = u < r.down ? r.lean * minJerk(u / r.down) : u < r.down + r.hold ? r.lean : r.lean * (1 - minJerk((u - r.down - r.hold) / r.up));
        }
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
