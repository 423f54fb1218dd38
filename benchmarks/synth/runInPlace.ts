import { add, drawSensor, G, handSway, r2 } from './common';
import { Rng, wobble } from './rng';
import { heldUpright, mul } from './rotation';
import { sample } from './sampler';
import type { TraceLabel } from '../../workers/motion/trace/format.shared';
import type { SynthTrace } from './types';

type Contact = { t0: number; c: number; v0: number; v1: number };

/**
 * Running in place with the phone held at the chest in both hands (gm102), with the game's
 * run / stay phases and a cheat.
 *
 * Physics. Running in place is alternating one-foot hops: each ground contact (`c`, 0.18–0.26 s)
 * is a half-sine of specific force B·sin(πτ) whose impulse turns the fall from the previous short
 * flight (0.04–0.12 s; v = g·flight/2) into the next rise: c·(2B/π − g) = v_in + v_out. At 2.4–3.4
 * steps/s that is a 1.6–2.3 g peak each step. The first and last steps of a run start from and end
 * in standing. During a stay the player freezes (hand sway only); in some stays they give in and take
 * a few steps after the grace window. The cheat shakes the phone by hand at 4–7 Hz, ±0.5–1 g
 * sideways, the body still.
 * Labels: `step` at the middle of each contact (peak force), `step_in_stay` for those taken during a
 * stay (the game does not count them); `cmd:run` / `cmd:stay` as the game
 * sends them; `moved` at the first step taken during a stay after its 1 s grace; `cheat_start` /
 * `cheat_end` around the shaking.
 */
export function runInPlace(seed: number): SynthTrace {
  const rng = new Rng(seed);
  const contacts: Contact[] = [];
  const labels: TraceLabel[] = [];
  const shakes: [number, number, number, number][] = [];
  let t = rng.range(1500, 2500);
  const cadences: number[] = [];
  const runSteps = (from: number, ms: number, label = 'step'): number => {
    const period = 1000 / rng.range(2.4, 3.4);
    cadences.push(1000 / period);
    const flightShare = rng.range(0.12, 0.35);
    let at = from;
    let vIn = 0;
    while (at < from + ms) {
      const p = period * rng.range(0.94, 1.06);
      const flight = p * flightShare;
      const c = p - flight;
      const last = at + p >= from + ms;
      const vOut = last ? 0 : (G * flight) / 2000;
      contacts.push({ t0: at, c, v0: vIn, v1: vOut });
      labels.push({ t: at + c / 2, event: label });
      vIn = vOut;
      at += last ? c : p;
    }
    return at;
  };
  const rounds = Math.floor(rng.range(3, 5));
  for (let r = 0; r < rounds; r++) {
    labels.push({ t, event: 'cmd:run' });
    t = runSteps(t + rng.range(200, 500), rng.range(3000, 6000));
    const stayAt = t + rng.range(-300, 100);
    labels.push({ t: stayAt, event: 'cmd:stay' });
    // Steps the runner still finishes after the watcher turned do not count.
    for (const l of labels) if (l.event === 'step' && l.t >= stayAt) l.event = 'step_in_stay';
    const stay = rng.range(2500, 4000);
    if (r % 2 === 1) {
      // Gives in: starts running again 1.4–2.2 s into the stay, after the 1 s grace.
      const start = t + rng.range(1400, 2200);
      labels.push({ t: start, event: 'moved' });
      runSteps(start, 800, 'step_in_stay');
    }
    t += stay;
  }
  labels.push({ t, event: 'cmd:run' });
  const shakeFrom = t + 500;
  const shakeMs = rng.range(3000, 5000);
  shakes.push([shakeFrom, shakeFrom + shakeMs, rng.range(4, 7), rng.range(5, 10)]);
  labels.push({ t: shakeFrom, event: 'cheat_start' }, { t: shakeFrom + shakeMs, event: 'cheat_end' });
  t = shakeFrom + shakeMs + 1500;
  labels.sort((a, b) => a.t - b.t);

  const sway = handSway(rng, 2, 2);
  const base = heldUpright(rng.range(0, 35), rng.range(-10, 10));
  const arms = wobble(rng, 1, 1, 3);
  const inRun = (time: number) =>
    contacts.some(
      (k, i) => time >= k.t0 && (time <= k.t0 + k.c || (contacts[i + 1] && contacts[i + 1]!.t0 - (k.t0 + k.c) < 300 && time < contacts[i + 1]!.t0)),
    );
  const samples = sample(
    {
      accel: (time) => {
        let az = 0;
        const k = contacts.find((c) => time >= c.t0 && time <= c.t0 + c.c);
        if (k) {
          const cs = k.c / 1000;
          const tau = (time - k.t0) / k.c;
          // Standing → first contact and last contact → standing keep 1 g at the open end.
          const B = ((k.v0 + k.v1) / cs + G * (k.v0 === 0 || k.v1 === 0 ? 0.5 : 1)) * (Math.PI / 2);
          const edge = k.v0 === 0 ? G * (1 - tau) : k.v1 === 0 ? G * tau : 0;
          az = edge + B * Math.sin(Math.PI * tau) - G;
        } else if (inRun(time)) {
          az = -G + arms(time);
        }
        let ax = 0;
        for (const [a, b, hz, amp] of shakes) if (time >= a && time <= b) ax = amp * Math.sin((2 * Math.PI * hz * (time - a)) / 1000);
        return add([ax, 0, az], sway.accel(time));
      },
      orientation: (time) => mul(sway.turn(time), base),
    },
    drawSensor(rng, t),
    rng,
  );
  return {
    kind: 'run_in_place',
    name: `run_in_place_${seed}`,
    samples,
    labels,
    settings: { rounds, cadencesPerSec: cadences.map(r2).join('/') },
  };
}
