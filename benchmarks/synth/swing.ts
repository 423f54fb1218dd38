import { add, drawSensor, handSway, r2 } from './common';
import { minJerk } from './profiles';
import { Rng } from './rng';
import { apply, axisAngle, heldUpright, mul, X, Z, type Vec3 } from './rotation';
import { accelFromPosition, sample } from './sampler';
import type { TraceLabel } from '../../workers/motion/trace/format.shared';
import type { SynthTrace } from './types';

type Stroke = { t0: number; dur: number; axis: 'x' | 'z'; from: number; to: number; label: boolean };

/**
 * Swings with the phone held upright in one hand (gm113), in the three beat patterns of the game:
 * - side to side: the forearm pivots at the elbow, the phone turning 60–110° in the screen plane
 *   (about device z) in 0.25–0.4 s each way; every stroke is a swing;
 * - overhead arc: the arm pivots at the shoulder, the phone pitching 90–150° about device x in
 *   0.3–0.45 s; it comes back slowly (2.5–3.5 s, under 100 deg/s) and the return is not a swing;
 * - pumps: the forearm pumps up and down about the elbow, 60–90° each way about device x in
 *   0.2–0.35 s; both strokes are swings.
 * Physics: each stroke is a minimum-jerk rotation (peak rate 1.875× the mean, i.e. 300–800 deg/s).
 * The phone sits at the end of the pivoting limb (0.3 m from the elbow, 0.6 m from the shoulder), so
 * it also feels the limb's tangential and centripetal acceleration: its position is
 * pivot + R(t)·(0, r, 0), differentiated twice. Beats are 0.6–1.1 s apart within a call of ~8 s.
 * Labels: `swing` at the middle of each swing stroke (its peak rate).
 */
export function swing(seed: number): SynthTrace {
  const rng = new Rng(seed);
  const tilt = rng.range(0, 30);
  const roll = rng.range(-10, 10);
  const strokes: Stroke[] = [];
  const labels: TraceLabel[] = [];
  let t = rng.range(1500, 2500);
  const patterns = ['side', 'arc', 'pump', rng.pick(['side', 'arc', 'pump'] as const)] as const;
  for (const pattern of patterns) {
    const beat = rng.range(600, 1100);
    const end = t + 8000;
    let side = 1;
    let zAngle = 0;
    if (pattern === 'side') {
      // Wind up slowly to one side first (not a swing), so every stroke is a full one.
      zAngle = -rng.range(30, 55);
      strokes.push({ t0: t - 1500, dur: 1200, axis: 'z', from: 0, to: zAngle, label: false });
    }
    while (t < end) {
      if (pattern === 'side') {
        const amp = rng.range(60, 110);
        const dur = rng.range(250, 400);
        // Each stroke starts where the last one ended (a stroke of `amp` degrees, roughly centred).
        const to = (side * amp) / 2;
        strokes.push({ t0: t, dur, axis: 'z', from: zAngle, to, label: true });
        zAngle = to;
        side = -side;
        t += Math.max(beat, dur + 100);
        if (t >= end) {
          // Back to upright, slowly: not a swing.
          strokes.push({ t0: t, dur: 1500, axis: 'z', from: zAngle, to: 0, label: false });
          t += 1500;
        }
      } else if (pattern === 'arc') {
        const amp = rng.range(90, 150);
        const dur = rng.range(300, 450);
        const back = rng.range(2500, 3500);
        strokes.push({ t0: t, dur, axis: 'x', from: 0, to: amp, label: true });
        strokes.push({ t0: t + dur + 100, dur: back, axis: 'x', from: amp, to: 0, label: false });
        t += dur + back + rng.range(200, 400);
      } else {
        const dur = rng.range(200, 350);
        const amp = rng.range(60, 90);
        strokes.push({ t0: t, dur, axis: 'x', from: 0, to: -amp, label: true });
        strokes.push({ t0: t + Math.max(beat / 2, dur + 50), dur, axis: 'x', from: -amp, to: 0, label: true });
        t += Math.max(beat, 2 * dur + 100) + rng.range(100, 300);
      }
    }
    t += rng.range(2000, 3000);
  }
  for (const s of strokes) if (s.label) labels.push({ t: s.t0 + s.dur / 2, event: 'swing' });
  labels.sort((a, b) => a.t - b.t);

  const sway = handSway(rng, 3, 3);
  const base = heldUpright(tilt, roll);
  // The angle (deg) of the stroke active at `time`, holding the last stroke's end between strokes.
  const angle = (axis: 'x' | 'z', time: number): number => {
    let v = 0;
    for (const s of strokes) {
      if (s.axis !== axis || time < s.t0) continue;
      v = s.from + (s.to - s.from) * minJerk((time - s.t0) / s.dur);
    }
    return v;
  };
  const orientation = (time: number) => mul(mul(sway.turn(time), base), mul(axisAngle(X, angle('x', time)), axisAngle(Z, angle('z', time))));
  const position = (time: number): Vec3 => {
    // Every turn pivots at the elbow 0.3 m below the phone; arcs also swing the upper arm from the
    // shoulder, another 0.3 m further.
    const forearm = apply(orientation(time), [0, 0.3, 0]);
    const upperArm = apply(mul(base, axisAngle(X, angle('x', time))), [0, 0.3, 0]);
    return [forearm[0] + upperArm[0], forearm[1] + upperArm[1], forearm[2] + upperArm[2]];
  };
  const linear = accelFromPosition(position);
  const samples = sample(
    { accel: (time) => add(linear(time), sway.accel(time)), orientation },
    // Even seeds have no gyroscope (as on many phones' browsers): the accelerometer path is measured too.
    drawSensor(rng, t, seed % 2 === 1),
    rng,
  );
  return {
    kind: 'swing',
    name: `swing_${seed}`,
    samples,
    labels,
    settings: { patterns: patterns.join('/'), tiltDeg: r2(tilt), rollDeg: r2(roll), gyro: !Number.isNaN(samples[0]?.gx ?? NaN) },
  };
}
