import { add, drawSensor, handSway, r2 } from './common';
import { minJerk } from './profiles';
import { Rng } from './rng';
import { apply, axisAngle, heldUpright, lyingFaceUp, mul, X, Y, type Mat3, type Vec3 } from './rotation';
import { accelFromPosition, sample } from './sampler';
import type { TraceLabel } from '../../workers/motion/trace/format.shared';
import type { SynthTrace } from './types';

/** One rotation of the phone about one of its own axes, optionally labelled. */
type Turn = { t0: number; dur: number; axis: Vec3; deg: number; label?: string };
/** One straight movement of the phone in the world (m), optionally labelled at its middle. */
type Shift = { t0: number; dur: number; to: Vec3; label?: string };

/**
 * Rotations and pulls built from minimum-jerk pieces, shared by the gm134 handling traces. The
 * orientation is the start pose turned by each rotation in turn (about the phone's own axes, as a
 * hand turns what it holds); the position is the sum of the moves so far.
 */
function kinematics(start: Mat3, turns: Turn[], shifts: Shift[]) {
  const orientation = (t: number): Mat3 => {
    let R = start;
    for (const k of turns) if (t > k.t0) R = mul(R, axisAngle(k.axis, k.deg * minJerk((t - k.t0) / k.dur)));
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
  return { orientation, accel: accelFromPosition(position) };
}

function labelsOf(turns: Turn[], shifts: Shift[]): TraceLabel[] {
  const out: TraceLabel[] = [];
  for (const k of turns) if (k.label) out.push({ t: k.t0 + k.dur, event: k.label });
  for (const s of shifts) if (s.label) out.push({ t: s.t0 + s.dur / 2, event: s.label });
  return out.sort((a, b) => a.t - b.t);
}

/**
 * Turning the phone over on a table (gm134 `turnOver`), face up → face down → face up…
 * Physics: the hand lifts the phone 3–8 cm, turns it 180° about its long or short axis in
 * 0.5–1.2 s (minimum jerk: peak 280–680 deg/s, well above SPEC's 0.8 rad/s ≈ 46 deg/s) and puts it
 * down. Between turns, distractors that must not count: sliding it on the table and tilting it 20–40°
 * and back. Lying still it reads exactly gravity along ±z; the hand adds no sway once it lets go.
 * Labels: `turnOver` when the rotation ends; `cmd:expect:turnOver` arms the detector for that step.
 */
export function turnOver(seed: number): SynthTrace {
  const rng = new Rng(seed);
  const turns: Turn[] = [];
  const shifts: Shift[] = [];
  let t = rng.range(1500, 2500);
  const n = Math.floor(rng.range(5, 8));
  for (let i = 0; i < n; i++) {
    const lift = rng.range(0.03, 0.08);
    const dur = rng.range(500, 1200);
    shifts.push({ t0: t, dur: 300, to: [0, 0, lift] });
    turns.push({ t0: t + 250, dur, axis: rng.pick([X, Y]), deg: rng.pick([180, -180]), label: 'turnOver' });
    shifts.push({ t0: t + 250 + dur, dur: 300, to: [0, 0, -lift] });
    t += 250 + dur + 300 + rng.range(1500, 3000);
    if (rng.next() < 0.5) {
      shifts.push({ t0: t, dur: 600, to: [rng.range(-0.2, 0.2), rng.range(-0.2, 0.2), 0] });
      t += 600 + rng.range(800, 1500);
    } else {
      const axis = rng.pick([X, Y]);
      const deg = rng.range(20, 40);
      turns.push({ t0: t, dur: 500, axis, deg }, { t0: t + 800, dur: 500, axis, deg: -deg });
      t += 1300 + rng.range(800, 1500);
    }
  }
  const k = kinematics(lyingFaceUp(rng.range(0, 360)), turns, shifts);
  const labels = [{ t: 0, event: 'cmd:expect:turnOver' }, ...labelsOf(turns, shifts)];
  return { kind: 'turn_over', name: `turn_over_${seed}`, samples: sample(k, drawSensor(rng, t), rng), labels, settings: { turns: n } };
}

/**
 * Lifting a lid (gm134 `openLid`: the phone, lying face up, is tipped up 90° about its x axis in
 * 0.4–0.9 s, then laid back down slowly, 3–5 s, below the 0.8 rad/s threshold) and flipping a switch
 * (`switchOff`: the phone, held upright, is turned 120° about its x or y axis in 0.4–0.9 s, then back
 * slowly). Held phases carry hand sway. Labels at the end of each quick rotation, with
 * `cmd:expect:openLid` / `cmd:expect:switchOff` before each, as the game arms one step at a time.
 */
export function lidAndSwitch(seed: number): SynthTrace {
  const rng = new Rng(seed);
  const turns: Turn[] = [];
  const commands: TraceLabel[] = [];
  let t = rng.range(1500, 2500);
  const n = Math.floor(rng.range(3, 5));
  // The phone starts face up; a switch is flipped from upright, so the lid pose (tipped up 90°) is
  // also where a switch starts: lid, switch, back to the lid pose slowly, lay down slowly, repeat.
  for (let i = 0; i < n; i++) {
    commands.push({ t: t - 500, event: 'cmd:expect:openLid' });
    const lid = rng.range(400, 900);
    turns.push({ t0: t, dur: lid, axis: X, deg: 90, label: 'openLid' });
    t += lid + rng.range(1000, 2000);
    commands.push({ t: t - 500, event: 'cmd:expect:switchOff' });
    const axis = rng.pick([X, Y]);
    const sw = rng.range(400, 900);
    const deg = rng.pick([120, -120]);
    turns.push({ t0: t, dur: sw, axis, deg, label: 'switchOff' });
    t += sw + rng.range(800, 1500);
    commands.push({ t, event: 'cmd:expect:none' });
    turns.push({ t0: t, dur: rng.range(4500, 6000), axis, deg: -deg });
    t += 6500;
    turns.push({ t0: t, dur: rng.range(4000, 5000), axis: X, deg: -90 });
    t += 5500 + rng.range(1000, 2000);
  }
  const sway = handSway(rng, 2, 2);
  const base = kinematics(lyingFaceUp(rng.range(0, 360)), turns, []);
  const k = { orientation: (time: number) => mul(sway.turn(time), base.orientation(time)), accel: (time: number) => add(base.accel(time), sway.accel(time)) };
  const labels = [...commands, ...labelsOf(turns, [])].sort((a, b) => a.t - b.t);
  return { kind: 'lid_switch', name: `lid_switch_${seed}`, samples: sample(k, drawSensor(rng, t), rng), labels, settings: { rounds: n } };
}

/**
 * Pulling the phone out quickly (gm134 `takeOutA` / `takeOutB`, as from an oven): held in the hand,
 * it is pulled 0.35–0.5 m toward the player or upward in 0.25–0.4 s. Minimum jerk peaks at
 * 5.77·distance/T² — 1.3–4.7 g out and again braking — then it goes back slowly (1.5–2.5 s, about
 * 0.1 g) and distractor moves of the same length at a calm 1.2–1.8 s do not count.
 * Labels at the middle of each quick pull (peak speed), alternating A and B with their commands.
 */
export function pullOut(seed: number): SynthTrace {
  const rng = new Rng(seed);
  const shifts: Shift[] = [];
  const commands: TraceLabel[] = [];
  let t = rng.range(1500, 2500);
  const n = Math.floor(rng.range(5, 8));
  for (let i = 0; i < n; i++) {
    const step = i % 2 === 0 ? 'takeOutA' : 'takeOutB';
    commands.push({ t: t - 800, event: `cmd:expect:${step}` });
    const d = rng.range(0.35, 0.5);
    const dir: Vec3 = rng.pick([
      [0, -1, 0],
      [0, 0, 1],
      [0, -0.7, 0.7],
    ] as Vec3[]);
    const dur = rng.range(250, 400);
    shifts.push({ t0: t, dur, to: [dir[0] * d, dir[1] * d, dir[2] * d], label: step });
    t += dur + rng.range(500, 1000);
    const back = rng.range(1500, 2500);
    shifts.push({ t0: t, dur: back, to: [-dir[0] * d, -dir[1] * d, -dir[2] * d] });
    t += back + rng.range(1000, 2000);
    if (rng.next() < 0.6) {
      const calm = rng.range(1200, 1800);
      shifts.push({ t0: t, dur: calm, to: [0, 0, d] }, { t0: t + calm + 300, dur: calm, to: [0, 0, -d] });
      t += 2 * calm + 300 + rng.range(800, 1500);
    }
  }
  const sway = handSway(rng, 3, 3);
  const start = heldUpright(rng.range(20, 70), rng.range(-15, 15));
  const base = kinematics(start, [], shifts);
  const k = { orientation: (time: number) => mul(sway.turn(time), base.orientation(time)), accel: (time: number) => add(base.accel(time), sway.accel(time)) };
  const labels = [...commands, ...labelsOf([], shifts)].sort((a, b) => a.t - b.t);
  return {
    kind: 'pull_out',
    name: `pull_out_${seed}`,
    samples: sample(k, drawSensor(rng, t), rng),
    labels,
    settings: { pulls: n, tiltBackDeg: r2((Math.acos(Math.min(1, apply(start, [0, 1, 0])[2])) * 180) / Math.PI) },
  };
}
