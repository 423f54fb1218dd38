import { add, drawSensor, handSway, r2 } from './common';
import { minJerk, minJerkAccel } from './profiles';
import { Rng } from './rng';
import { axisAngle, heldUpright, mul, X, type Vec3 } from './rotation';
import { sample } from './sampler';
import type { TraceLabel } from '../../workers/motion/trace/format.shared';
import type { SynthTrace } from './types';

type Phase =
  | { kind: 'walk'; t0: number; t1: number; hz: number; bob: number; phase: number }
  | { kind: 'sit'; t0: number; dur: number; depth: number; lean: number }
  | { kind: 'rise'; t0: number; dur: number; depth: number; lean: number };

/**
 * Musical chairs with the phone held at the chest in both hands (gm139): walk, then when the music
 * stops either sit down or — the case that must not count — just stand still; then get up and walk on.
 *
 * Physics. Walking bobs the chest ±1.5–2.5 cm at the step rate (1.6–2.0 Hz, so 1.5–4 m/s² of
 * vertical acceleration) with a 60 ms heel-strike jolt of 2–4 m/s² at every step, and sways it
 * ±1–2 cm sideways at the stride rate. Sitting lowers the chest 0.4–0.5 m in 0.7–1.0 s (minimum
 * jerk) while the torso leans forward 10–25° and back, and ends on the seat with a jolt (4–8 m/s²,
 * one 100 ms cycle of the cushion giving and pushing back); seated, the hand sways less. Getting up reverses the descent in
 * 0.9–1.3 s.
 * Labels: `sit` when the descent lands on the seat; `stand_still` where the player stops without
 * sitting (not an event to detect, a place a sit must not be found).
 */
export function walkSit(seed: number): SynthTrace {
  const rng = new Rng(seed);
  const phases: Phase[] = [];
  const labels: TraceLabel[] = [];
  let t = rng.range(1000, 2000);
  const rounds = Math.floor(rng.range(4, 6));
  for (let r = 0; r < rounds; r++) {
    const walk = rng.range(5000, 9000);
    phases.push({ kind: 'walk', t0: t, t1: t + walk, hz: rng.range(1.6, 2.0), bob: rng.range(0.015, 0.025), phase: rng.range(0, 2 * Math.PI) });
    t += walk + rng.range(200, 600);
    if (r % 3 === 1) {
      labels.push({ t, event: 'stand_still' });
      t += rng.range(3000, 4000);
      continue;
    }
    const depth = rng.range(0.4, 0.5);
    const lean = rng.range(10, 25);
    const dur = rng.range(700, 1000);
    phases.push({ kind: 'sit', t0: t, dur, depth, lean });
    labels.push({ t: t + dur, event: 'sit' });
    t += dur + rng.range(3000, 4000);
    const up = rng.range(900, 1300);
    phases.push({ kind: 'rise', t0: t, dur: up, depth, lean });
    t += up + rng.range(300, 800);
  }
  const duration = t + 1000;
  const standing = handSway(rng, 2, 2);
  const seated = handSway(rng, 1, 1);
  const base = heldUpright(rng.range(0, 25), rng.range(-10, 10));
  const jolt = rng.range(4, 8);
  const strike = rng.range(2, 4);

  const isSeated = (time: number) => {
    let seatedNow = false;
    for (const p of phases) {
      if (p.kind === 'sit' && time >= p.t0 + p.dur) seatedNow = true;
      if (p.kind === 'rise' && time >= p.t0) seatedNow = false;
    }
    return seatedNow;
  };
  const accel = (time: number): Vec3 => {
    let a: Vec3 = [0, 0, 0];
    for (const p of phases) {
      if (p.kind === 'walk' && time >= p.t0 && time <= p.t1) {
        const w = 2 * Math.PI * p.hz;
        const s = (time - p.t0) / 1000;
        // Ease in and out over the first and last step so walking starts and stops smoothly.
        const ease = Math.min(1, s * p.hz, ((p.t1 - time) / 1000) * p.hz);
        const stepPhase = (s * p.hz) % 1;
        // The jolt is balanced over the step (its mean taken off), or walking would lift the body.
        const pulse = stepPhase < 0.06 * p.hz ? strike * Math.sin((Math.PI * stepPhase) / (0.06 * p.hz)) : 0;
        const heel = pulse - strike * (2 / Math.PI) * 0.06 * p.hz;
        a = add(a, [-0.015 * (w / 2) ** 2 * Math.sin((w / 2) * s + p.phase) * ease, 0, ease * (-p.bob * w * w * Math.sin(w * s + p.phase) + heel)]);
      } else if ((p.kind === 'sit' || p.kind === 'rise') && time >= p.t0 && time <= p.t0 + p.dur) {
        const ds = p.dur / 1000;
        const sign = p.kind === 'sit' ? -1 : 1;
        a = add(a, [0, 0, ((sign * p.depth) / (ds * ds)) * minJerkAccel((time - p.t0) / p.dur)]);
      }
      if (p.kind === 'sit' && time > p.t0 + p.dur && time < p.t0 + p.dur + 100) {
        // Landing on the seat: the cushion gives and pushes back, one full cycle in 100 ms, so the
        // jolt leaves no speed behind.
        const x = (time - p.t0 - p.dur) / 100;
        a = add(a, [0, 0, jolt * Math.sin(2 * Math.PI * x)]);
      }
    }
    return add(a, (isSeated(time) ? seated : standing).accel(time));
  };
  const orientation = (time: number) => {
    let lean = 0;
    for (const p of phases) {
      if ((p.kind === 'sit' || p.kind === 'rise') && time >= p.t0 && time <= p.t0 + p.dur) {
        const u = (time - p.t0) / p.dur;
        // Lean forward and back during the movement.
        lean = p.lean * Math.sin(Math.PI * minJerk(u));
      }
    }
    return mul(mul(axisAngle(X, -lean), (isSeated(time) ? seated : standing).turn(time)), base);
  };
  return {
    kind: 'walk_sit',
    name: `walk_sit_${seed}`,
    samples: sample({ accel, orientation }, drawSensor(rng, duration), rng),
    labels,
    settings: { rounds, joltMs2: r2(jolt), heelStrikeMs2: r2(strike) },
  };
}
