import { add, drawSensor, G, handSway, r2 } from '../../../../benchmarks/synth/common';
import { Rng, wobble } from '../../../../benchmarks/synth/rng';
import { axisAngle, heldUpright, mul, X } from '../../../../benchmarks/synth/rotation';
import { sample } from '../../../../benchmarks/synth/sampler';
import type { TraceLabel } from '../../../../workers/motion/trace/format.shared';
import type { SynthTrace } from '../../../../benchmarks/synth/types';

type Contact = { t0: number; c: number; kind: 'launch' | 'bounce' | 'land'; v0: number };

/**
 * Skipping rope with the phone held at the chest in both hands (gm116).
 *
 * Physics. In flight the body falls freely: the accelerometer reads only what the arms add (0.15–0.4 g
 * of bobbing; the recorded jumps read 0.2–0.6 g). A flight of `air` s needs a take-off speed v0 = g·air/2.
 * Each ground contact of `c` s is a half-sine of specific force B·sin(πτ) whose impulse reverses the
 * velocity and holds the body up: c·(2B/π − g) = 2·v0, so B = (2·v0/c + g)·π/2 — about 3 g at two
 * hops per second, half of the time on the ground (the contact phase averages g·period/contact ≈ 2 g).
 * The first contact launches from standing in a quick push (0.6 of a contact; force from 1 g down to
 * 0 plus the sine: c·(2B/π − g/2) = v0) and the last lands into standing (mirrored).
 * Labels: `jump_start` at take-off (end of contact), `jump_end` at landing (start of the next).
 */
export function jumpRope(seed: number): SynthTrace {
  const rng = new Rng(seed);
  const tilt = rng.range(0, 40);
  const roll = rng.range(-15, 15);
  const contacts: Contact[] = [];
  const sets: [number, number][] = [];
  const labels: TraceLabel[] = [];
  let t = rng.range(1500, 3000);
  const setCount = rng.pick([2, 3]);
  const periods: number[] = [];
  for (let s = 0; s < setCount; s++) {
    const period = rng.range(420, 620);
    const airShare = rng.range(0.4, 0.55);
    periods.push(period);
    const hops = Math.floor(rng.range(12, 30));
    const setStart = t;
    let v0 = 0;
    for (let h = 0; h < hops; h++) {
      const p = period * rng.range(0.95, 1.05);
      const air = p * airShare;
      // The first hop pushes off from standing, quicker than a bounce.
      const c = (p - air) * (h === 0 ? 0.6 : 1);
      // A bounce reverses the previous flight's speed into this one's: use their mean.
      const next = (G * air) / 2000;
      contacts.push({ t0: t, c, kind: h === 0 ? 'launch' : 'bounce', v0: h === 0 ? next : (v0 + next) / 2 });
      labels.push({ t: t + c, event: 'jump_start' }, { t: t + c + air, event: 'jump_end' });
      v0 = next;
      t += c + air;
    }
    const c = period * (1 - airShare);
    contacts.push({ t0: t, c, kind: 'land', v0 });
    t += c;
    sets.push([setStart, t]);
    t += rng.range(2000, 4000);
  }
  const duration = t;
  const sway = handSway(rng, 2, 2);
  const arms = wobble(rng, rng.range(1.5, 4), 1.5, 4);
  const base = heldUpright(tilt, roll);
  const pitch = wobble(rng, 3, 1.5, 2.5);

  const force = (time: number): number | null => {
    for (const k of contacts) {
      if (time < k.t0 || time > k.t0 + k.c) continue;
      const tau = (time - k.t0) / k.c;
      const cs = k.c / 1000;
      if (k.kind === 'bounce') return ((2 * k.v0) / cs + G) * (Math.PI / 2) * Math.sin(Math.PI * tau);
      const B = (k.v0 / cs + G / 2) * (Math.PI / 2);
      return (k.kind === 'launch' ? G * (1 - tau) : G * tau) + B * Math.sin(Math.PI * tau);
    }
    return null;
  };
  const inSet = (time: number): boolean => sets.some(([a, b]) => time >= a && time <= b);
  const samples = sample(
    {
      accel: (time) => {
        const f = force(time);
        // Standing: no vertical acceleration. Flight: free fall plus the arms. Contact: the sine.
        const airborne = f === null && inSet(time);
        const az = f !== null ? f - G : airborne ? -G + arms(time) : 0;
        return add([0, 0, az], sway.accel(time));
      },
      orientation: (time) => mul(mul(sway.turn(time), axisAngle(X, pitch(time))), base),
    },
    drawSensor(rng, duration),
    rng,
  );
  return {
    kind: 'jump_rope',
    name: `jump_rope_${seed}`,
    samples,
    labels,
    settings: { sets: setCount, periodsMs: periods.map((p) => r2(p)).join('/'), tiltDeg: r2(tilt), rollDeg: r2(roll) },
  };
}
